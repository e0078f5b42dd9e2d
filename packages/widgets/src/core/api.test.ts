import { describe, expect, it } from 'vitest';
import { shops, stubFetch } from '../test/fixtures';
import { createApi, matchShops, parseVehicle, WidgetApiError } from './api';

describe('parseVehicle', () => {
  it('reads Make/Model/Year with model and year optional', () => {
    expect(parseVehicle('Toyota/Corolla/2015')).toEqual({ make: 'Toyota', model: 'Corolla', year: 2015 });
    expect(parseVehicle('Toyota')).toEqual({ make: 'Toyota', model: undefined, year: undefined });
    expect(parseVehicle('')).toBeUndefined();
    expect(parseVehicle('Toyota/Corolla/20x5')).toBeInstanceOf(Error);
    expect(parseVehicle('a/b/2015/extra')).toBeInstanceOf(Error);
  });
});

describe('createApi', () => {
  it('asks the products search with the shop and vehicle filters', async () => {
    const stub = stubFetch();
    const api = createApi({ apiBase: 'https://m.example/', fetch: stub.fetch });
    await api.searchProducts({
      q: 'brake pads',
      limit: 5,
      businessId: 3,
      vehicle: { make: 'Toyota', model: 'Corolla', year: 2015 },
    });
    expect(stub.calls[0]?.url).toBe(
      'https://m.example/api/products?q=brake+pads&limit=5&businessId=3&make=Toyota&model=Corolla&year=2015',
    );
  });

  it('tells an unknown product (404) from an unreachable server (status 0)', async () => {
    const api = createApi({ apiBase: '', fetch: stubFetch().fetch });
    await expect(api.product(999)).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    const down = createApi({ apiBase: '', fetch: stubFetch({ unreachable: true }).fetch });
    const error = await down.product(1042).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WidgetApiError);
    expect(error).toMatchObject({ status: 0 });
  });
});

describe('matchShops', () => {
  it('needs every word in the name, address or country, as the storefront search', () => {
    expect(matchShops('kumasi toyota', shops).map((s) => s.id)).toEqual([4]);
    expect(matchShops('ghana', shops)).toHaveLength(2);
    expect(matchShops('kumasi brakes', shops)).toEqual([]);
    expect(matchShops('   ', shops)).toEqual([]);
  });
});
