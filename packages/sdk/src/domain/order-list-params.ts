import { type OrderListQuery, orderSorts } from '../schemas/orders.js';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from './order-status.js';

/**
 * Order lists keep their state in the URL (§2): `status` tab, `q` keyword, `from`/`to` (ISO days), `sort`, `page`,
 * `limit` and, on the console's /shop/orders, `shopId`. Both apps read and write it here. Reading forgives bad values
 * (defaults instead, so an old or edited link still opens); writing leaves the defaults out so links stay short.
 */
export type OrderSort = (typeof orderSorts)[number];

export interface OrderListUrlState {
  status: OrderStatus | null;
  q: string;
  from: string | null;
  to: string | null;
  sort: OrderSort;
  page: number;
  limit: number;
  /** Only the console's shop orders use it; null elsewhere. */
  shopId: number | null;
}

/** §9: order lists show 5 rows by default; 5/10/25 per page. */
export const ORDER_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_ORDER_SORT: OrderSort = 'newest';

/** The status tabs: All, then every §4 status in the order an order moves through them. */
export const ORDER_STATUS_TABS: readonly ('all' | OrderStatus)[] = ['all', ...ORDER_STATUSES];

/** A real calendar day `YYYY-MM-DD` (not 2025-02-30), else null. */
export function isoDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** `allowed` narrows the tabs (the deliveries screen offers only its two statuses). */
export function readOrderListParams(
  params: URLSearchParams,
  allowed: readonly OrderStatus[] = ORDER_STATUSES,
): OrderListUrlState {
  const status = params.get('status');
  const sort = params.get('sort');
  const limit = Number(params.get('limit'));
  return {
    status: isOrderStatus(status) && allowed.includes(status) ? status : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    sort: orderSorts.includes(sort as OrderSort) ? (sort as OrderSort) : DEFAULT_ORDER_SORT,
    page: positive(params.get('page')) ?? 1,
    limit: (ORDER_PAGE_SIZES as readonly number[]).includes(limit) ? limit : ORDER_PAGE_SIZES[0],
    shopId: positive(params.get('shopId')),
  };
}

export function writeOrderListParams(state: OrderListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.shopId !== null) params.set('shopId', String(state.shopId));
  if (state.status) params.set('status', state.status);
  if (state.q) params.set('q', state.q);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort !== DEFAULT_ORDER_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== ORDER_PAGE_SIZES[0]) params.set('limit', String(state.limit));
  return params;
}

/** Any change but paging (a new tab, keyword, date range, sort or page size) starts again at page 1. */
export const refineOrderListParams = (
  state: OrderListUrlState,
  patch: Partial<Omit<OrderListUrlState, 'page'>>,
): OrderListUrlState => ({ ...state, ...patch, page: 1 });

/** §5: the end date must not be before the start date (the same day is fine: the filter is inclusive). */
export const isOrderRangeInvalid = (state: Pick<OrderListUrlState, 'from' | 'to'>) =>
  Boolean(state.from && state.to && state.to < state.from);

/**
 * What the server is asked. §5: the date filter applies only when both dates are set and in order (a half-filled or
 * reversed range filters nothing, and the date fields say why). `shopId` is a path parameter, not part of the query.
 */
export function toOrderListQuery(state: OrderListUrlState): OrderListQuery {
  const dated = state.from && state.to && !isOrderRangeInvalid(state);
  return {
    ...(state.status ? { status: state.status } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(dated ? { from: state.from as string, to: state.to as string } : {}),
    sort: state.sort,
    page: state.page,
    limit: state.limit,
  };
}

/** A table's sort descriptor ↔ the server's sorts. */
export function orderSortDescriptor(sort: OrderSort) {
  return {
    column: sort === 'total_asc' || sort === 'total_desc' ? 'totalAmount' : 'createdAt',
    direction: sort === 'oldest' || sort === 'total_asc' ? 'ascending' : 'descending',
  } as const;
}

export function orderSortOf(descriptor: { column: unknown; direction: string }): OrderSort {
  const ascending = descriptor.direction === 'ascending';
  if (descriptor.column === 'totalAmount') return ascending ? 'total_asc' : 'total_desc';
  return ascending ? 'oldest' : 'newest';
}
