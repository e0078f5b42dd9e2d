import type { Business, ProductDetail } from '@abossey/sdk';
import type { CSSProperties } from 'react';
import type { FetchLike } from '../core/api';
import { createWidgetCart, type WidgetCart } from '../core/cartStore';
import { THEME_VARS } from '../core/theme';

/**
 * Stories and unit tests only: products and shops shaped exactly like the API's, and a `fetch` stub answering the
 * three routes the widgets call. The real server is exercised by the Playwright spec on `/embed-demo`.
 */
const partPhoto = (label: string, hue = 210): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue},35%,85%)"/><circle cx="200" cy="190" r="110" fill="none" stroke="hsl(${hue},25%,35%)" stroke-width="26"/><text x="200" y="360" font-family="sans-serif" font-size="30" text-anchor="middle" fill="hsl(${hue},30%,20%)">${label}</text></svg>`,
  )}`;

const base: ProductDetail = {
  id: 1042,
  name: 'Toyota Corolla Front Brake Pads',
  description: 'Ceramic front brake pad set, low dust, quiet braking.',
  price: 450,
  stock: 24,
  partId: 12,
  partName: 'Brake Pads',
  partCategory: 'Brakes',
  images: [partPhoto('Brake pads')],
  businessId: 3,
  businessName: 'Kwame Auto Parts',
  rating: 4.5,
  ratings: 23,
  sku: 'PROD-1042',
  totalSold: 180,
  createdAt: '2025-06-01T10:00:00.000Z',
  vehicleMakes: [
    { vehicleMakeId: 1, vehicleMakeName: 'Toyota', vehicleMakeModelName: 'Corolla', vehicleMakeYear: 2015 },
  ],
  metadata: { productState: 'Brand New' },
  reviews: [],
};

export const brakePads: ProductDetail = base;
const usedGearbox: ProductDetail = {
  ...base,
  id: 2077,
  name: 'Honda Civic Automatic Gearbox',
  price: 1234567.89,
  stock: 2,
  partName: 'Transmission',
  images: [partPhoto('Gearbox', 30)],
  rating: 0,
  ratings: 0,
  metadata: { productState: 'Used' },
  vehicleMakes: [
    { vehicleMakeId: 2, vehicleMakeName: 'Honda', vehicleMakeModelName: 'Civic', vehicleMakeYear: 2016 },
  ],
};
const soldOutFilter: ProductDetail = {
  ...base,
  id: 3001,
  name: 'Toyota Corolla Oil Filter',
  price: 35.5,
  stock: 0,
  images: [],
};
/** A universal part: no compatible vehicles listed, so its fit is unknown. */
const wiperBlades: ProductDetail = {
  ...base,
  id: 4010,
  name: 'Universal Wiper Blades 22 in',
  price: 60,
  partName: 'Wipers',
  images: [partPhoto('Wipers', 120)],
  vehicleMakes: [],
};
const products: ProductDetail[] = [brakePads, usedGearbox, soldOutFilter, wiperBlades];

const shop = (id: number, name: string, address: string): Business => ({
  id,
  name,
  businessName: `${name} Ltd`,
  description: '',
  address,
  gpsAddress: null,
  phone: '+233 20 000 0000',
  email: null,
  country: 'Ghana',
  imageUrl: null,
  status: 'active',
  ownerId: null,
  owner: null,
  users: [],
  productCount: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
export const shops: Business[] = [
  shop(3, 'Kwame Auto Parts', 'Abossey Okai, Accra'),
  shop(4, 'Toyota Spares Kumasi', 'Suame Magazine, Kumasi'),
];

export interface StubOptions {
  products?: readonly ProductDetail[];
  shops?: readonly Business[];
  /** Every call fails as an unreachable server would. */
  unreachable?: boolean;
  /** Milliseconds before each answer. */
  delay?: number;
}

/** A `fetch` for the widgets' three routes; `calls` records each URL and its abort signal. */
export function stubFetch(options: StubOptions = {}) {
  const list = options.products ?? products;
  const calls: Array<{ url: string; signal?: AbortSignal | undefined }> = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, signal: init?.signal });
    if (options.delay) await new Promise((resolve) => setTimeout(resolve, options.delay));
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    if (options.unreachable) throw new TypeError('Failed to fetch');
    const { pathname, searchParams } = new URL(url, 'http://stub.local');
    if (pathname === '/api/business') return json(200, { data: options.shops ?? shops });
    const one = /^\/api\/products\/(\d+)$/.exec(pathname);
    if (one) {
      const found = list.find((p) => p.id === Number(one[1]));
      return found ? json(200, { data: found }) : json(404, { message: 'Product not found' });
    }
    if (pathname === '/api/products') {
      const words = (searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const shopId = Number(searchParams.get('businessId') ?? 0);
      // As the server: with `make` (and `model`, `year`), only parts listed for that vehicle.
      const [make, model, year] = ['make', 'model', 'year'].map((k) => searchParams.get(k)?.toLowerCase());
      const fits = (p: ProductDetail) =>
        !make ||
        p.vehicleMakes.some(
          (v) =>
            v.vehicleMakeName.toLowerCase() === make &&
            (!model || v.vehicleMakeModelName.toLowerCase() === model) &&
            (!year || String(v.vehicleMakeYear) === year),
        );
      const data = list.filter(
        (p) =>
          words.every((w) => `${p.name} ${p.partName}`.toLowerCase().includes(w)) &&
          (!shopId || p.businessId === shopId) &&
          fits(p),
      );
      return json(200, { data, meta: { total: data.length } });
    }
    return json(404, { message: 'Not found' });
  };
  return { fetch, calls };
}

/** A cart of its own in memory (stories must not share the page's localStorage cart). */
export function memoryCart(
  lines: Array<{ id: number; name: string; price: number; available: number; quantity?: number }> = [],
): WidgetCart {
  const data = new Map<string, string>();
  const cart = createWidgetCart({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  });
  for (const line of lines) cart.add(line);
  return cart;
}

/**
 * Style for a wrapper that stands for a partner garage's page: Storybook's theme sets every `--ab-*` colour on
 * `<html>` (as the storefront does), which a garage's page does not; `initial` takes each away again, so the widget
 * shows its own theme plus whatever `--ab-*` the garage sets (`brand`).
 */
export function garagePage(brand: Record<`--ab-${string}`, string> = {}): CSSProperties {
  const style: Record<string, string> = {};
  for (const name of Object.keys(THEME_VARS)) style[`--ab-${name}`] = 'initial';
  return { ...style, ...brand } as CSSProperties;
}
