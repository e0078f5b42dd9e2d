import {
  type ProductListQuery,
  type ProductSort,
  type ProductState,
  productSorts,
  productStates,
} from '@abossey/sdk';

/**
 * The product browser's state lives in the URL (§2): `q`, `sort`, repeated `make`/`model`/`year`/`category`/`part`,
 * `condition` and `page`. Reading is forgiving (unknown values are dropped, so an old or hand-edited link still
 * opens); writing leaves out defaults so links stay short.
 */
export interface BrowserState {
  q: string;
  sort: ProductSort;
  make: string[];
  model: string[];
  year: number[];
  category: string[];
  part: string[];
  condition: ProductState | null;
  page: number;
}

export const FILTER_KEYS = ['make', 'model', 'year', 'category', 'part'] as const;

/** §2 default sort: A-Z. */
const DEFAULT_SORT: ProductSort = 'name';
/** §2: 30 products per page in the shop view. */
export const BROWSER_PAGE_SIZE = 30;

const unique = <T>(values: T[]) => [...new Set(values)];
const texts = (params: URLSearchParams, key: string) =>
  unique(
    params
      .getAll(key)
      .map((value) => value.trim())
      .filter((value) => value.length > 0 && value.length <= 100),
  );

export function readBrowserState(params: URLSearchParams): BrowserState {
  const sort = params.get('sort');
  const condition = params.get('condition');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort: productSorts.includes(sort as ProductSort) ? (sort as ProductSort) : DEFAULT_SORT,
    make: texts(params, 'make'),
    model: texts(params, 'model'),
    year: unique(
      params
        .getAll('year')
        .map(Number)
        .filter((year) => Number.isInteger(year) && year >= 1900 && year <= 2100),
    ),
    category: texts(params, 'category'),
    part: texts(params, 'part'),
    condition: productStates.includes(condition as ProductState) ? (condition as ProductState) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeBrowserState(state: BrowserState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  for (const key of FILTER_KEYS) for (const value of state[key]) params.append(key, String(value));
  if (state.condition) params.set('condition', state.condition);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The address parameters of a state (page 1) but `names`: the hidden fields of a GET form that sets those, so a sort
 * keeps the search and filters, say, as `changeBrowserState` does.
 */
export function keptParams(state: BrowserState, names: readonly string[]): [string, string][] {
  return [...writeBrowserState({ ...state, page: 1 }).entries()].filter(([name]) => !names.includes(name));
}

/** A new search, sort or filter starts again at page 1 (§2). */
export function changeBrowserState(
  state: BrowserState,
  patch: Partial<Omit<BrowserState, 'page'>>,
): BrowserState {
  return { ...state, ...patch, page: 1 };
}

export const resetFilters = (state: BrowserState): BrowserState =>
  changeBrowserState(state, { make: [], model: [], year: [], category: [], part: [], condition: null });

/** A new search without words: the filters and sort stay (issue 25, "Clear search" under an empty result). */
export const clearSearch = (state: BrowserState): BrowserState => changeBrowserState(state, { q: '' });

/**
 * The last page when the page asked for lies past it (`?page=999` of 12), else null (issue 25). The page is not
 * clamped: the grid says the page is past the end and links to the last one (docs/catalogue.md).
 */
export function pastEndPage(
  { page, total, shown }: { page: number; total: number; shown: number },
  pageSize: number,
): number | null {
  if (shown > 0 || total <= 0) return null;
  const last = Math.max(1, Math.ceil(total / pageSize));
  return page > last ? last : null;
}

export const activeFilterCount = (state: BrowserState): number =>
  FILTER_KEYS.reduce((sum, key) => sum + state[key].length, 0) + (state.condition ? 1 : 0);

/** The API query for a browser state (search and filters run on the server, facets narrow each other). */
export function productQuery(state: BrowserState, extra: Partial<ProductListQuery> = {}): ProductListQuery {
  return {
    ...(state.q ? { q: state.q } : {}),
    sort: state.sort,
    ...(state.make.length ? { make: state.make } : {}),
    ...(state.model.length ? { model: state.model } : {}),
    ...(state.year.length ? { year: state.year } : {}),
    ...(state.category.length ? { category: state.category } : {}),
    ...(state.part.length ? { part: state.part } : {}),
    ...(state.condition ? { condition: state.condition } : {}),
    page: state.page,
    limit: BROWSER_PAGE_SIZE,
    ...extra,
  };
}
