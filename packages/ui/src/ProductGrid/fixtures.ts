import type { Product } from '@abossey/sdk';
import { brakePads, partPhoto, usedGearbox } from '../ProductCard/fixtures';

const parts: Array<[string, string, string, number]> = [
  ['Nissan Almera Radiator', 'Radiator', 'Cooling', 150],
  ['Hyundai Elantra Headlamp (Right)', 'Headlamp', 'Lighting', 45],
  ['Kia Picanto Oil Filter', 'Oil Filter', 'Engine', 280],
  ['Toyota Hilux Clutch Kit', 'Clutch Kit', 'Drivetrain', 10],
  ['Honda Accord Alternator', 'Alternator', 'Electrical', 330],
  ['Mercedes-Benz C200 Shock Absorber', 'Shock Absorber', 'Suspension', 95],
  ['Ford Ranger Fuel Pump', 'Fuel Pump', 'Fuel System', 190],
  ['Toyota Camry Side Mirror', 'Side Mirror', 'Body', 250],
];

/** Twelve realistic products: the two ProductCard fixtures and ten more (one without an image, one sold out). */
export const catalogue: Product[] = [
  brakePads,
  usedGearbox,
  ...parts.map(
    ([name, partName, partCategory, hue], index): Product => ({
      ...brakePads,
      id: 3000 + index,
      name,
      partName,
      partCategory,
      images: index === 1 ? [] : [partPhoto(partName, hue)],
      price: 35.5 + index * 120,
      stock: index === 0 ? 0 : 3 + index * 4,
      rating: index % 3 === 0 ? 0 : 3 + (index % 3) * 0.7,
      ratings: index % 3 === 0 ? 0 : index * 7,
      metadata: { productState: index % 2 ? 'Used' : 'Brand New' },
    }),
  ),
];
