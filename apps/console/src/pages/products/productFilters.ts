import {
  type ManagedProductListQuery,
  type ManagedProductSort,
  type ManagedProductStatus,
  managedProductSorts,
  managedProductStatuses,
  type ProductState,
  type ProductStockState,
  productStates,
  productStockStates,
} from '@abossey/sdk';

/** §9 admin tables: 5/10/25/50 rows, default 10. */
export const PRODUCT_PAGE_SIZES = [5, 10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = 10;

/**
 * What a `/products` URL holds: search words, one shop, a stock state, listed or archived, a part category, a
 * compatible vehicle's make, a condition, the order and the page.
 */
export interface ProductFilters {
  q: string;
  /** A shop id, or undefined for every shop the caller manages. */
  shop: number | undefined;
  stock: ProductStockState | undefined;
  /** Listed or archived products only (issue 24); undefined for both. */
  status: ManagedProductStatus | undefined;
  /** A part category (`Brakes`), or undefined for all. */
  category: string | undefined;
  /** A make one of the compatible vehicles has (`Toyota`), or undefined for all. */
  make: string | undefined;
  condition: ProductState | undefined;
  sort: ManagedProductSort;
  page: number;
  limit: number;
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** A filter's text, trimmed and at most 100 characters (the API's limit); empty is none. */
const text = (value: string | null) => value?.trim().slice(0, 100) || undefined;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  (choices as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The filters of a `/products` URL; unknown or broken values fall back to the defaults. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const limit = Number(params.get('limit'));
  return {
    q: params.get('q')?.trim() ?? '',
    shop: positiveInt(params.get('shop')),
    stock: oneOf(productStockStates, params.get('stock')),
    status: oneOf(managedProductStatuses, params.get('status')),
    category: text(params.get('category')),
    make: text(params.get('make')),
    condition: oneOf(productStates, params.get('condition')),
    sort: oneOf(managedProductSorts, params.get('sort')) ?? 'name',
    page: positiveInt(params.get('page')) ?? 1,
    limit: (PRODUCT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The URL query for the filters, defaults left out so a plain `/products` is the default view. */
export function writeProductFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.shop !== undefined) params.set('shop', String(filters.shop));
  if (filters.stock) params.set('stock', filters.stock);
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.make) params.set('make', filters.make);
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(filters.limit));
  return params;
}

/** A filter change; anything but the page itself starts again on page 1. */
export function changeProductFilters(
  current: ProductFilters,
  change: Partial<ProductFilters>,
): ProductFilters {
  const next = { ...current, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? next : { ...next, page: change.page ?? 1 };
}

/** Whether anything narrows the list (then an empty list means "no match", not "no products yet"). */
export const isFiltered = (filters: ProductFilters) =>
  filters.q !== '' ||
  filters.shop !== undefined ||
  filters.stock !== undefined ||
  filters.status !== undefined ||
  filters.category !== undefined ||
  filters.make !== undefined ||
  filters.condition !== undefined;

/** Every filter off (the search words too); the order and page size stay. */
export const NO_PRODUCT_FILTERS = {
  q: '',
  shop: undefined,
  stock: undefined,
  status: undefined,
  category: undefined,
  make: undefined,
  condition: undefined,
} as const satisfies Partial<ProductFilters>;

/** The `GET /products/manage` query for the filters. */
export function managedProductQuery(filters: ProductFilters): ManagedProductListQuery {
  return {
    page: filters.page,
    limit: filters.limit,
    sort: filters.sort,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.shop === undefined ? {} : { businessId: filters.shop }),
    ...(filters.stock ? { stock: filters.stock } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.make ? { make: filters.make } : {}),
    ...(filters.condition ? { condition: filters.condition } : {}),
  };
}

/** The sortable columns and the orders they stand for, ascending then descending. */
const COLUMN_SORTS = {
  name: ['name', 'name_desc'],
  price: ['price_asc', 'price_desc'],
  stock: ['stock_asc', 'stock_desc'],
} as const satisfies Record<string, readonly [ManagedProductSort, ManagedProductSort]>;
type SortColumn = keyof typeof COLUMN_SORTS;

/** The table's sort arrow for an order, if a column shows it. */
export function sortDescriptorOf(
  sort: ManagedProductSort,
): { column: SortColumn; direction: 'ascending' | 'descending' } | undefined {
  for (const [column, [up, down]] of Object.entries(COLUMN_SORTS) as [SortColumn, readonly string[]][]) {
    if (sort === up) return { column, direction: 'ascending' };
    if (sort === down) return { column, direction: 'descending' };
  }
  return undefined;
}

/** The order a click on a column header asks for. */
export function sortOfDescriptor(column: string, direction: 'ascending' | 'descending'): ManagedProductSort {
  const pair = COLUMN_SORTS[column as SortColumn];
  if (!pair) return 'name';
  return direction === 'descending' ? pair[1] : pair[0];
}
