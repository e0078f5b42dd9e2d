import type { Business, Product } from '@abossey/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  createCatalogueSearch,
  SEARCH_PRODUCT_LIMIT,
  SEARCH_SUGGESTION_LIMIT,
  suggestionItem,
} from './search';

const shop = (id: number, name: string, address: string): Business =>
  ({ id, name, businessName: name, address, country: 'Ghana' }) as Business;
const product = (id: number, name: string) => ({ id, name }) as Product;

const shops = [
  shop(1, 'Abossey Okai Brakes', 'Abossey Okai, Accra'),
  shop(2, 'Kumasi Motors', 'Suame, Kumasi'),
];

describe('createCatalogueSearch', () => {
  it('asks the server for products and matches every word of shops on the client', async () => {
    const list = vi.fn().mockResolvedValue({ data: [product(5, 'Brake pads')] });
    const search = createCatalogueSearch({
      products: { list },
      business: { list: vi.fn().mockResolvedValue(shops) },
      search: { suggest: vi.fn().mockResolvedValue([]) },
    });
    const signal = new AbortController().signal;
    const results = await search('okai BRAKES', signal);
    expect(list).toHaveBeenCalledWith({ q: 'okai BRAKES', limit: SEARCH_PRODUCT_LIMIT }, { signal });
    expect(results.products.map((p) => p.id)).toEqual([5]);
    expect(results.shops.map((s) => s.id)).toEqual([1]);
  });

  it('matches shops on their country and address too, and finds none when a word is missing', async () => {
    const search = createCatalogueSearch({
      products: { list: vi.fn().mockResolvedValue({ data: [] }) },
      business: { list: vi.fn().mockResolvedValue(shops) },
      search: { suggest: vi.fn().mockResolvedValue([]) },
    });
    const signal = new AbortController().signal;
    expect((await search('ghana kumasi', signal)).shops.map((s) => s.id)).toEqual([2]);
    expect((await search('kumasi brakes', signal)).shops).toEqual([]);
  });

  it('rejects when either call fails, so the dialog shows its failure message', async () => {
    const search = createCatalogueSearch({
      products: { list: vi.fn().mockResolvedValue({ data: [] }) },
      business: { list: vi.fn().mockRejectedValue(new Error('Failed to fetch businesses')) },
      search: { suggest: vi.fn().mockResolvedValue([]) },
    });
    await expect(search('brake', new AbortController().signal)).rejects.toThrow('Failed to fetch businesses');
  });

  it('lists suggestions as links to the product browser, and leaves them out when they fail', async () => {
    const suggest = vi.fn().mockResolvedValue([
      { kind: 'make', value: 'Toyota' },
      { kind: 'model', make: 'Toyota', value: 'Land Cruiser' },
    ]);
    const sources = {
      products: { list: vi.fn().mockResolvedValue({ data: [] }) },
      business: { list: vi.fn().mockResolvedValue(shops) },
      search: { suggest },
    };
    const signal = new AbortController().signal;
    expect((await createCatalogueSearch(sources)('toy', signal)).suggestions).toEqual([
      { kind: 'make', label: 'Toyota', href: '/shop/all-products?make=Toyota' },
      {
        kind: 'model',
        label: 'Toyota Land Cruiser',
        href: '/shop/all-products?make=Toyota&model=Land+Cruiser',
      },
    ]);
    expect(suggest).toHaveBeenCalledWith({ q: 'toy', limit: SEARCH_SUGGESTION_LIMIT }, { signal });
    suggest.mockRejectedValue(new Error('Failed to fetch suggestions'));
    const results = await createCatalogueSearch(sources)('toy', signal);
    expect(results.suggestions).toEqual([]);
    expect(suggestionItem({ kind: 'part', value: 'Front Brake Pads' }).href).toBe(
      '/shop/all-products?part=Front+Brake+Pads',
    );
  });
});
