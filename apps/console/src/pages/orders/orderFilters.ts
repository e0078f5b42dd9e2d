import {
  isOrderStatus,
  ORDER_STATUSES,
  type OrderListQuery,
  type OrderStatus,
  orderSorts,
} from '@abossey/sdk';

/**
 * The console's order lists keep their filters in the URL (§2): `status` tab, `q`, `from`/`to` (ISO days), `sort`,
 * `page`, `limit` and, on /shop/orders, `shopId`. Reading forgives bad values (defaults instead), writing leaves the
 * defaults out so links stay short.
 */
export type OrderSort = (typeof orderSorts)[number];

export interface OrderFilters {
  status: OrderStatus | null;
  q: string;
  from: string | null;
  to: string | null;
  sort: OrderSort;
  page: number;
  limit: number;
  shopId: number | null;
}

/** §9: order lists 5/10/25 rows, 5 by default. */
export const PAGE_SIZES = [5, 10, 25] as const;
const DEFAULT_SORT: OrderSort = 'newest';

/** A real calendar day `YYYY-MM-DD`, else null. */
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
export function readFilters(
  params: URLSearchParams,
  allowed: readonly OrderStatus[] = ORDER_STATUSES,
): OrderFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const limit = Number(params.get('limit'));
  return {
    status: isOrderStatus(status) && allowed.includes(status) ? status : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    sort: orderSorts.includes(sort as OrderSort) ? (sort as OrderSort) : DEFAULT_SORT,
    page: positive(params.get('page')) ?? 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
    shopId: positive(params.get('shopId')),
  };
}

export function writeFilters(f: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.shopId !== null) params.set('shopId', String(f.shopId));
  if (f.status) params.set('status', f.status);
  if (f.q) params.set('q', f.q);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.sort !== DEFAULT_SORT) params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  if (f.limit !== PAGE_SIZES[0]) params.set('limit', String(f.limit));
  return params;
}

/** Any filter change but paging starts again at page 1. */
export const refine = (f: OrderFilters, patch: Partial<Omit<OrderFilters, 'page'>>): OrderFilters => ({
  ...f,
  ...patch,
  page: 1,
});

/** §5: the end date must be after the start date (the same day is allowed: the range is inclusive). */
export const isRangeInvalid = (f: Pick<OrderFilters, 'from' | 'to'>) =>
  Boolean(f.from && f.to && f.to < f.from);

/** What the server is asked: the dates only when both are set and in order. */
export function toQuery(f: OrderFilters): OrderListQuery {
  const dated = f.from && f.to && !isRangeInvalid(f);
  return {
    ...(f.status ? { status: f.status } : {}),
    ...(f.q ? { q: f.q } : {}),
    ...(dated ? { from: f.from as string, to: f.to as string } : {}),
    sort: f.sort,
    page: f.page,
    limit: f.limit,
  };
}

/** DataTable sort descriptor ↔ the server's sorts. */
export function sortDescriptor(sort: OrderSort) {
  return {
    column: sort === 'total_asc' || sort === 'total_desc' ? 'totalAmount' : 'createdAt',
    direction: sort === 'oldest' || sort === 'total_asc' ? 'ascending' : 'descending',
  } as const;
}
export function sortOf(descriptor: { column: unknown; direction: string }): OrderSort {
  const up = descriptor.direction === 'ascending';
  if (descriptor.column === 'totalAmount') return up ? 'total_asc' : 'total_desc';
  return up ? 'oldest' : 'newest';
}
