import type { Business, Product, ProductListQuery, RequestOptions } from '@abossey/sdk';
import { filterSearchResults, type SearchResults } from '@abossey/ui';

/** How many products the dialog lists; the product browser has the rest. */
export const SEARCH_PRODUCT_LIMIT = 8;

/** The two SDK calls the search needs (a narrow type, so tests can pass fakes). */
export interface SearchSources {
  products: {
    list: (query: ProductListQuery, options?: RequestOptions) => Promise<{ data: readonly Product[] }>;
  };
  business: { list: (query: object, options?: RequestOptions) => Promise<readonly Business[]> };
}

/**
 * The header search (§2): products are searched on the server (`GET /products?q=`, the same every-word matching
 * as the product browser), shops are the active shop list matched on name, businessName, address and country
 * (the API has no shop search; the list is short). Both calls share the dialog's abort signal, so a newer query
 * cancels them; either failing rejects, which the dialog shows as 'Failed to fetch products or shops'.
 */
export function createCatalogueSearch(sources: SearchSources) {
  return async (query: string, signal: AbortSignal): Promise<SearchResults> => {
    const [products, shops] = await Promise.all([
      sources.products.list({ q: query, limit: SEARCH_PRODUCT_LIMIT }, { signal }),
      sources.business.list({}, { signal }),
    ]);
    return { shops: filterSearchResults(query, shops, []).shops, products: products.data };
  };
}
