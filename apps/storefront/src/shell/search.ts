import type {
  Business,
  Product,
  ProductListQuery,
  RequestOptions,
  SearchSuggestion,
  SearchSuggestQuery,
} from '@abossey/sdk';
import { filterSearchResults, type SearchResults, type SearchSuggestionItem } from '@abossey/ui';

/** How many products the dialog lists; the product browser has the rest. */
export const SEARCH_PRODUCT_LIMIT = 8;
/** How many suggestions (makes, models, categories, parts) it lists above them. */
export const SEARCH_SUGGESTION_LIMIT = 4;

/** The SDK calls the search needs (a narrow type, so tests can pass fakes). */
export interface SearchSources {
  products: {
    list: (query: ProductListQuery, options?: RequestOptions) => Promise<{ data: readonly Product[] }>;
  };
  business: { list: (query: object, options?: RequestOptions) => Promise<readonly Business[]> };
  search: {
    suggest: (query: SearchSuggestQuery, options?: RequestOptions) => Promise<readonly SearchSuggestion[]>;
  };
}

/** A suggestion as the product browser's filter (`/shop/all-products?make=Toyota&model=Corolla`). */
export function suggestionItem(suggestion: SearchSuggestion): SearchSuggestionItem {
  const params = new URLSearchParams();
  if (suggestion.kind === 'model' && suggestion.make) params.set('make', suggestion.make);
  params.set(suggestion.kind, suggestion.value);
  return {
    kind: suggestion.kind,
    label: [suggestion.make, suggestion.value].filter(Boolean).join(' '),
    href: `/shop/all-products?${params}`,
  };
}

/**
 * The header search (§2): products are searched on the server (`GET /products?q=`, the same every-word matching
 * as the product browser), shops are the active shop list matched on name, businessName, address and country
 * (the API has no shop search; the list is short), and suggestions (issue 25) come from `GET /search/suggest`. The
 * calls share the dialog's abort signal, so a newer query cancels them; products or shops failing rejects, which the
 * dialog shows as 'Failed to fetch products or shops'; suggestions failing only leaves them out.
 */
export function createCatalogueSearch(sources: SearchSources) {
  return async (query: string, signal: AbortSignal): Promise<SearchResults> => {
    const [products, shops, suggestions] = await Promise.all([
      sources.products.list({ q: query, limit: SEARCH_PRODUCT_LIMIT }, { signal }),
      sources.business.list({}, { signal }),
      sources.search
        .suggest({ q: query, limit: SEARCH_SUGGESTION_LIMIT }, { signal })
        .catch(() => [] as readonly SearchSuggestion[]),
    ]);
    return {
      suggestions: suggestions.map(suggestionItem),
      shops: filterSearchResults(query, shops, []).shops,
      products: products.data,
    };
  };
}
