import type { Business, Product, ProductDetail } from '@abossey/sdk';

/**
 * The few public read calls the widgets make, on the platform's `fetch` (the SDK's ofetch + zod transport is
 * too heavy for a script on someone else's page). Types come from the SDK, so the wire contract is the same one.
 */
export type FetchLike = (input: string, init?: { signal?: AbortSignal }) => Promise<Response>;

export interface WidgetApiOptions {
  /** The marketplace origin (or origin + path prefix) the `/api/...` routes hang off. */
  apiBase: string;
  /** Stories and unit tests pass a stub; pages use the platform's fetch. */
  fetch?: FetchLike | undefined;
}

/** A failed call: `status` 0 when the server could not be reached. */
export class WidgetApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'WidgetApiError';
  }
}

interface ProductSearch {
  q: string;
  limit?: number;
  /** Only this shop's parts (`shop-id`). */
  businessId?: number | undefined;
  vehicle?: Vehicle | undefined;
}

/** `vehicle="Toyota/Corolla/2015"`: make, optional model, optional year. */
export interface Vehicle {
  make: string;
  model?: string | undefined;
  year?: number | undefined;
}

export interface WidgetApi {
  searchProducts(search: ProductSearch, signal?: AbortSignal): Promise<Product[]>;
  /** Active shops (the API has no shop search; the storefront filters the short list the same way). */
  shops(signal?: AbortSignal): Promise<Business[]>;
  product(id: number, signal?: AbortSignal): Promise<ProductDetail>;
}

export function createApi({ apiBase, fetch: fetcher }: WidgetApiOptions): WidgetApi {
  const base = apiBase.replace(/\/+$/, '');
  const get = async <T>(path: string, signal?: AbortSignal): Promise<T> => {
    let response: Response;
    try {
      response = await (fetcher ?? globalThis.fetch)(`${base}/api${path}`, signal ? { signal } : {});
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new WidgetApiError(`Could not reach ${base}`, 0);
    }
    const body = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
    if (!response.ok || !body || body.data === undefined)
      throw new WidgetApiError(body?.message ?? `Server error: ${response.status}`, response.status);
    return body.data;
  };
  return {
    searchProducts({ q, limit = 8, businessId, vehicle }, signal) {
      const query = new URLSearchParams({ q, limit: String(limit) });
      if (businessId) query.set('businessId', String(businessId));
      if (vehicle) {
        query.set('make', vehicle.make);
        if (vehicle.model) query.set('model', vehicle.model);
        if (vehicle.year) query.set('year', String(vehicle.year));
      }
      return get(`/products?${query}`, signal);
    },
    shops: (signal) => get('/business', signal),
    product: (id, signal) => get(`/products/${id}`, signal),
  };
}

/** Parses `vehicle`: `Make/Model/Year`, model and year optional (`Toyota`, `Toyota/Corolla`, `Toyota/Corolla/2015`). */
export function parseVehicle(value: string | null | undefined): Vehicle | undefined | Error {
  if (!value?.trim()) return undefined;
  const [make, model, year, ...rest] = value.split('/').map((part) => part.trim());
  const yearNumber = year ? Number(year) : undefined;
  if (!make || rest.length > 0 || (yearNumber !== undefined && !(yearNumber >= 1900 && yearNumber <= 2100)))
    return new Error('vehicle');
  return { make, model: model || undefined, year: yearNumber };
}

/** §2 shop matching, as the storefront's search: every word of the query in name, businessName, address or country. */
export function matchShops(query: string, shops: readonly Business[]): Business[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return shops.filter((shop) => {
    const text = [shop.name, shop.businessName, shop.address, shop.country].join(' ').toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
