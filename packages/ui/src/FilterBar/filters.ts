import type { ProductState } from '@abossey/sdk';

/** The §2 multi-select filters, in display order; the names are the SDK's `productListQuery` parameters. */
export const multiFilterKeys = ['make', 'model', 'year', 'category', 'part'] as const;
export type MultiFilterKey = (typeof multiFilterKeys)[number];

/** §2 Condition: All, or one of the SDK's `productStates` (the `condition` query parameter). */
export type ConditionFilter = 'all' | ProductState;

/** Everything the product browser filters on, as one controlled value. Values are strings (as in the SDK's facets). */
export interface ProductFilterValue {
  make: readonly string[];
  model: readonly string[];
  year: readonly string[];
  category: readonly string[];
  part: readonly string[];
  condition: ConditionFilter;
}

export const EMPTY_PRODUCT_FILTERS: ProductFilterValue = Object.freeze({
  make: [],
  model: [],
  year: [],
  category: [],
  part: [],
  condition: 'all',
});

/** One option of a filter: a value, an optional display label and an optional facet count. Strings are shorthand. */
export interface FilterOption {
  value: string;
  label?: string;
  /** Matching products (the SDK's facet count), shown after the label. */
  count?: number;
}

export type FilterOptions = Partial<Record<MultiFilterKey, ReadonlyArray<FilterOption | string>>>;
/** `true` for all selects, or per filter. */
export type FilterLoading = boolean | Partial<Record<MultiFilterKey, boolean>>;

export const toOption = (option: FilterOption | string): FilterOption =>
  typeof option === 'string' ? { value: option } : option;

/** A possibly partial value (from a URL, say) completed with the empty defaults. */
export function normalizeFilters(value: Partial<ProductFilterValue> | undefined): ProductFilterValue {
  return {
    make: value?.make ?? [],
    model: value?.model ?? [],
    year: value?.year ?? [],
    category: value?.category ?? [],
    part: value?.part ?? [],
    condition: value?.condition ?? 'all',
  };
}

/** How many filters are active: each chosen value counts once, and Condition once when not All. */
export function countActiveFilters(value: Partial<ProductFilterValue> | undefined): number {
  const v = normalizeFilters(value);
  return multiFilterKeys.reduce((sum, key) => sum + v[key].length, 0) + (v.condition === 'all' ? 0 : 1);
}

export const isLoadingFilter = (loading: FilterLoading | undefined, key: MultiFilterKey): boolean =>
  loading === true || (typeof loading === 'object' && loading[key] === true);

export const filterLabelKeys = {
  make: 'filters.make',
  model: 'filters.model',
  year: 'filters.year',
  category: 'filters.category',
  part: 'filters.part',
} as const satisfies Record<MultiFilterKey, string>;

export const conditionLabelKeys = {
  all: 'filters.conditionAll',
  'Brand New': 'product.condition.brandNew',
  Used: 'product.condition.used',
} as const satisfies Record<ConditionFilter, string>;
