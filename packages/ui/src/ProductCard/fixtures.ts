import type { Product } from '@abossey/sdk';

/** An inline SVG "photo", so stories and tests never fetch an image from the network. */
export const partPhoto = (label: string, hue = 210): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,88%)"/><stop offset="1" stop-color="hsl(${hue},30%,70%)"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><circle cx="200" cy="190" r="110" fill="none" stroke="hsl(${hue},25%,35%)" stroke-width="26"/><circle cx="200" cy="190" r="38" fill="hsl(${hue},25%,35%)"/><text x="200" y="360" font-family="sans-serif" font-size="30" text-anchor="middle" fill="hsl(${hue},30%,20%)">${label}</text></svg>`,
  )}`;

/** A realistic Abossey product, shaped exactly like the SDK's `Product`. */
export const brakePads: Product = {
  id: 1042,
  name: 'Toyota Corolla Front Brake Pads (2014–2019)',
  description: 'Ceramic front brake pad set, low dust, quiet braking.',
  price: 450,
  stock: 24,
  partId: 12,
  partName: 'Brake Pads',
  partCategory: 'Brakes',
  images: [partPhoto('Brake pads')],
  businessId: 3,
  businessName: 'Kwame Auto Parts — Abossey Okai',
  rating: 4.5,
  ratings: 23,
  sku: 'PROD-1042',
  totalSold: 180,
  createdAt: '2025-06-01T10:00:00.000Z',
  vehicleMakes: [
    { vehicleMakeId: 1, vehicleMakeName: 'Toyota', vehicleMakeModelName: 'Corolla', vehicleMakeYear: 2016 },
  ],
  metadata: { productState: 'Brand New', warranty: { duration: 6, unit: 'months' } },
};

export const usedGearbox: Product = {
  ...brakePads,
  id: 2077,
  name: 'Honda Civic Automatic Gearbox',
  price: 1234567.89,
  stock: 2,
  partName: 'Transmission',
  partCategory: 'Drivetrain',
  images: [partPhoto('Gearbox', 30)],
  businessName: 'Suame Magazine Gearbox Centre',
  rating: 3.8,
  ratings: 1,
  metadata: { productState: 'Used' },
};
