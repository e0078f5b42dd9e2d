import type { FilterOptions } from './filters';

/** Realistic §2 filter options, shaped like the SDK's product facets (value + count). */
export const filterOptions: FilterOptions = {
  make: [
    { value: 'Toyota', count: 412 },
    { value: 'Honda', count: 198 },
    { value: 'Nissan', count: 156 },
    { value: 'Hyundai', count: 120 },
    { value: 'Kia', count: 88 },
    { value: 'Mercedes-Benz', count: 64 },
  ],
  model: [
    { value: 'Corolla', count: 140 },
    { value: 'Camry', count: 96 },
    { value: 'RAV4', count: 41 },
  ],
  year: ['2014', '2015', '2016', '2017', '2018', '2019'],
  category: [
    { value: 'Brakes', count: 73 },
    { value: 'Engine', count: 210 },
    { value: 'Suspension', count: 58 },
  ],
  part: [
    { value: 'Brake Pads', count: 40 },
    { value: 'Brake Disc', count: 33 },
    { value: 'Oil Filter', count: 25 },
  ],
};
