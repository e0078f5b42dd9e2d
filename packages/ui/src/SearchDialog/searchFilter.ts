import type { Business, Product } from '@abossey/sdk';

/** A shop as the search dialog shows it. */
export type SearchShop = Pick<Business, 'id' | 'name'> &
  Partial<Pick<Business, 'businessName' | 'address' | 'country' | 'imageUrl'>>;

/** A product as the search dialog shows it. */
export type SearchProduct = Pick<Product, 'id' | 'name'> &
  Partial<
    Pick<Product, 'description' | 'partName' | 'partCategory' | 'sku' | 'images' | 'price' | 'businessName'>
  >;

/**
 * A suggestion while typing (the SDK's `search.suggest`, issue 25): a make, model, category or part, linking to the
 * products it names (the app builds `href`).
 */
export interface SearchSuggestionItem {
  kind: 'make' | 'model' | 'category' | 'part';
  /** What it reads ("Toyota Corolla"). */
  label: string;
  href: string;
}

export interface SearchResults {
  /** Shown first, under "Suggestions"; optional. */
  suggestions?: readonly SearchSuggestionItem[];
  shops: readonly SearchShop[];
  products: readonly SearchProduct[];
}

/** §2: the query split on whitespace, lower-cased; empty words dropped. */
export function searchWords(query: string): string[] {
  return query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

function matchesAll(words: readonly string[], fields: ReadonlyArray<string | null | undefined>): boolean {
  const text = fields
    .filter((f): f is string => typeof f === 'string')
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * The §2 client-side search: every space-separated word must appear (case-insensitively) in a product's name,
 * description, partName, partCategory or sku, or in a shop's name, businessName, address or country. An empty query
 * matches nothing. Use it in `onSearch` when the app loads all products and shops and filters on the client.
 */
export function filterSearchResults<S extends SearchShop, P extends SearchProduct>(
  query: string,
  shops: readonly S[],
  products: readonly P[],
): { shops: S[]; products: P[] } {
  const words = searchWords(query);
  if (words.length === 0) return { shops: [], products: [] };
  return {
    shops: shops.filter((s) => matchesAll(words, [s.name, s.businessName, s.address, s.country])),
    products: products.filter((p) =>
      matchesAll(words, [p.name, p.description, p.partName, p.partCategory, p.sku]),
    ),
  };
}
