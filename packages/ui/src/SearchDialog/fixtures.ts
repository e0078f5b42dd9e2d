import type { SearchProduct, SearchShop } from './searchFilter';

export const searchShops: SearchShop[] = [
  {
    id: 1,
    name: 'Abossey Okai Brakes',
    businessName: 'Abossey Okai Brakes Ltd',
    address: 'Abossey Okai, Accra',
    country: 'Ghana',
    imageUrl: null,
  },
  {
    id: 2,
    name: 'Kumasi Suspension Hub',
    businessName: 'KSH',
    address: 'Suame Magazine, Kumasi',
    country: 'Ghana',
    imageUrl: null,
  },
  {
    id: 3,
    name: 'Lagos Auto Parts',
    businessName: 'LAP',
    address: 'Ladipo, Lagos',
    country: 'Nigeria',
    imageUrl: null,
  },
];

export const searchProducts: SearchProduct[] = [
  {
    id: 11,
    name: 'Toyota Corolla brake pads',
    description: 'Front ceramic pads',
    partName: 'Brake pad',
    partCategory: 'Brakes',
    sku: 'PROD-11',
    images: [],
    price: 250,
    businessName: 'Abossey Okai Brakes',
  },
  {
    id: 12,
    name: 'Honda Civic shock absorber',
    description: 'Rear gas shock',
    partName: 'Shock absorber',
    partCategory: 'Suspension',
    sku: 'PROD-12',
    images: [],
    price: 1234.5,
    businessName: 'Kumasi Suspension Hub',
  },
  {
    id: 13,
    name: 'Nissan brake disc',
    description: 'Vented rotor',
    partName: 'Brake disc',
    partCategory: 'Brakes',
    sku: 'PROD-13',
    images: [],
    price: 0,
    businessName: 'Lagos Auto Parts',
  },
];
