import {
  isOrderStatus,
  ORDER_STATUSES,
  type OrderListQuery,
  type OrderStatus,
  orderSorts,
} from '@abossey/sdk';

/**
 * "My orders" state lives in the URL (§2): `status` tab, `q` keyword, `from`/`to` dates (ISO days), `sort`, `page`
 * and `limit`. Reading is forgiving (unknown values fall back to defaults, so an old or edited link still opens);
 * writing leaves defaults out so links stay short.
 */
export type OrderSort = (typeof orderSorts)[number];

export interface OrderListState {
  status: OrderStatus | null;
  q: string;
  from: string | null;
  to: string | null;
  sort: OrderSort;
  page: number;
  limit: number;
}

/** §9: order lists show 5 rows by default; 5/10/25 per page. */
export const ORDER_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_ORDER_SORT: OrderSort = 'newest';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` (not 2025-02-30), else null. */
export function isoDay(value: string | null): string | null {
  if (!value || !ISO_DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export function readOrderListState(params: URLSearchParams): OrderListState {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    status: isOrderStatus(status) ? status : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    sort: orderSorts.includes(sort as OrderSort) ? (sort as OrderSort) : DEFAULT_ORDER_SORT,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    limit: (ORDER_PAGE_SIZES as readonly number[]).includes(limit) ? limit : ORDER_PAGE_SIZES[0],
  };
}

export function writeOrderListState(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.q) params.set('q', state.q);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort !== DEFAULT_ORDER_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== ORDER_PAGE_SIZES[0]) params.set('limit', String(state.limit));
  return params;
}

/** A new tab, keyword, date range, sort or page size starts again at page 1. */
export function changeOrderListState(
  state: OrderListState,
  patch: Partial<Omit<OrderListState, 'page'>>,
): OrderListState {
  return { ...state, ...patch, page: 1 };
}

/** §5: the end date must not be before the start date (the same day is fine: the filter is inclusive). */
export const isRangeInvalid = (state: Pick<OrderListState, 'from' | 'to'>) =>
  Boolean(state.from && state.to && state.to < state.from);

/**
 * What the server is asked. §5: the date filter applies only when both dates are set and valid (a half-filled or
 * reversed range filters nothing, and the date fields say why).
 */
export function toOrderListQuery(state: OrderListState): OrderListQuery {
  const dated = state.from && state.to && !isRangeInvalid(state);
  return {
    ...(state.status ? { status: state.status } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(dated ? { from: state.from as string, to: state.to as string } : {}),
    sort: state.sort,
    page: state.page,
    limit: state.limit,
  };
}

/** DataTable sort columns ↔ the server's sorts. */
export type SortColumn = 'createdAt' | 'totalAmount';
export function sortToDescriptor(sort: OrderSort): {
  column: SortColumn;
  direction: 'ascending' | 'descending';
} {
  switch (sort) {
    case 'oldest':
      return { column: 'createdAt', direction: 'ascending' };
    case 'total_asc':
      return { column: 'totalAmount', direction: 'ascending' };
    case 'total_desc':
      return { column: 'totalAmount', direction: 'descending' };
    default:
      return { column: 'createdAt', direction: 'descending' };
  }
}
export function descriptorToSort(descriptor: { column: unknown; direction: string }): OrderSort {
  const ascending = descriptor.direction === 'ascending';
  if (descriptor.column === 'totalAmount') return ascending ? 'total_asc' : 'total_desc';
  return ascending ? 'oldest' : 'newest';
}

/** The status tabs: All, then every §4 status in the order an order moves through them. */
export const STATUS_TABS: readonly ('all' | OrderStatus)[] = ['all', ...ORDER_STATUSES];

/**
 * The statuses in which a buyer may delete their own order — the server's rule (`DELETE /orders/:id`, services/
 * orders.ts `BUYER_DELETABLE`): nothing has been shipped yet, or it was cancelled. The server still decides; this
 * only hides a button that would be refused.
 */
export const BUYER_DELETABLE_STATUSES: readonly OrderStatus[] = ['pending', 'pending_payment', 'cancelled'];
export const canBuyerDelete = (status: OrderStatus) => BUYER_DELETABLE_STATUSES.includes(status);
