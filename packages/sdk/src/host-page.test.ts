import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, localTokenStore } from './auth.js';
import { createClient } from './client.js';
import { createCartStore } from './stores/cart.js';
import { createGarageStore } from './stores/garage.js';
import { createWishlistStore } from './stores/wishlist.js';

/**
 * The SDK on someone else's page (issue 22): a partner garage's site with its own session in localStorage. The SDK
 * must neither send the garage's token to Abossey nor read or write the page's storage unless it is given a store.
 */
function hostStorage() {
  const map = new Map<string, string>([
    ['accessToken', 'garage-token'],
    ['userId', '7'],
    ['userType', 'mechanic'],
    ['checkout', JSON.stringify({ garage: 'own cart' })],
  ]);
  const storage = {
    map,
    getItem: vi.fn((key: string) => map.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void map.set(key, value)),
    removeItem: vi.fn((key: string) => void map.delete(key)),
  };
  return storage;
}

let storage: ReturnType<typeof hostStorage>;
beforeEach(() => {
  storage = hostStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', globalThis); // a browser page
});
afterEach(() => vi.unstubAllGlobals());

const product = {
  id: 1,
  name: 'Brake pads',
  description: 'Front pads',
  price: 120,
  stock: 3,
  partId: 2,
  partName: 'Brake pads',
  partCategory: 'Brakes',
  images: ['/uploads/2026/0123456789abcdef0123456789abcdef.webp', 'https://cdn.example/pads.jpg'],
  businessId: 4,
  businessName: 'Kwame Motors',
  rating: 0,
  ratings: 0,
  sku: 'BP-1',
  totalSold: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  vehicleMakes: [],
  metadata: {},
};

function recording(body: unknown) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // ofetch passes `/api/...` as it is for a relative base; a browser would resolve it against the page.
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    calls.push({ url: request.url, headers: request.headers });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('the SDK on a host page', () => {
  it('reads nothing from the page when imported (server rendering has no page)', async () => {
    vi.unstubAllGlobals();
    vi.resetModules();
    const touched: string[] = [];
    for (const name of ['localStorage', 'sessionStorage', 'window', 'document'])
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name);
          return undefined;
        },
      });
    try {
      await import('./index.js');
    } finally {
      for (const name of ['localStorage', 'sessionStorage', 'window', 'document'])
        delete (globalThis as Record<string, unknown>)[name];
    }
    expect(touched).toEqual([]);
  });

  it('sends no Authorization header from the host page’s localStorage.accessToken', async () => {
    const { fetch, calls } = recording({ data: { status: 'ok', database: 'pglite' } });
    const sdk = createClient({ baseUrl: 'https://abossey.example/api', fetch });
    await sdk.health.retrieve();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(sdk.tokens.getToken()).toBeNull();
  });

  it('keeps its own sign-in in memory, never in the host page’s storage', async () => {
    const { fetch, calls } = recording({ data: { status: 'ok', database: 'pglite' } });
    const sdk = createClient({ baseUrl: 'https://abossey.example/api', fetch });
    sdk.tokens.setSession?.({ token: 'abossey-token', userId: 9, userType: 'customer' });
    await sdk.health.retrieve();
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer abossey-token');
    sdk.tokens.setToken(null);
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.removeItem).not.toHaveBeenCalled();
    expect(storage.map.get('accessToken')).toBe('garage-token');
  });

  it('does not touch storage for the cart, wishlist or garage stores unless given one', () => {
    const cart = createCartStore();
    cart.add({ id: 1, name: 'Pads', price: 120, available: 3 });
    createWishlistStore().add({ id: 1, name: 'Pads', price: 120 });
    createGarageStore().add({ make: 'Toyota', model: 'Corolla', year: 2012, vin: null, nickname: null });
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.map.get('checkout')).toBe(JSON.stringify({ garage: 'own cart' }));
  });

  it('uses the page’s storage when the app opts in (the marketplace’s own pages)', async () => {
    const { fetch, calls } = recording({ data: { status: 'ok', database: 'pglite' } });
    const sdk = createClient({ baseUrl: '/api', auth: localTokenStore(), fetch });
    await sdk.health.retrieve();
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer garage-token');
    expect(browserStorage()).toBe(storage);
  });

  it('finds no storage on a server, even where the runtime has a process-wide localStorage (Node 25)', () => {
    vi.stubGlobal('window', undefined);
    expect(browserStorage()).toBeUndefined();
  });

  it('answers absolute media URLs when its base is another origin', async () => {
    const { fetch } = recording({ data: [product], meta: { page: 1, limit: 20, total: 1 } });
    const sdk = createClient({ baseUrl: 'https://abossey.example/api', fetch });
    const page = await sdk.products.list({});
    expect(page.data[0]?.images).toEqual([
      'https://abossey.example/uploads/2026/0123456789abcdef0123456789abcdef.webp',
      'https://cdn.example/pads.jpg',
    ]);
  });

  it('leaves media URLs as they are on its own origin (`/api`)', async () => {
    const { fetch } = recording({ data: [product], meta: { page: 1, limit: 20, total: 1 } });
    const sdk = createClient({ baseUrl: 'http://localhost/api', fetch, validateResponses: false });
    const same = createClient({ baseUrl: '/api', fetch });
    expect(((await same.products.list({})) as { data: { images: string[] }[] }).data[0]?.images[0]).toBe(
      '/uploads/2026/0123456789abcdef0123456789abcdef.webp',
    );
    // Without validation too: the raw answer is resolved the same way.
    expect(((await sdk.products.list({})) as { data: { images: string[] }[] }).data[0]?.images[0]).toBe(
      'http://localhost/uploads/2026/0123456789abcdef0123456789abcdef.webp',
    );
  });
});
