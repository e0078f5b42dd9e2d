import type { Order, OrderListResponse, OrderListUrlState } from '@abossey/sdk';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorPanel } from '../ErrorPanel/ErrorPanel';
import { useMessageTranslation } from '../i18n/useMessageTranslation';
import { OrderListFilters, type OrderListTab } from './OrderListFilters';
import { OrderTable, type OrderTableProps } from './OrderTable';

/** A page of orders as the list endpoints answer it (their `data` or `data.orders`, and `meta`). */
export interface OrderListPage {
  orders: readonly Order[];
  meta: OrderListResponse['meta'];
}

/** The list's request, as TanStack Query (or any cache) reports it. */
export interface OrderListRequest {
  data?: OrderListPage | undefined;
  error: unknown;
  isPending: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
}

export interface OrderListProps
  extends Omit<OrderTableProps, 'filters' | 'onChange' | 'orders' | 'total' | 'isLoading'> {
  /** The list's state (the URL's). */
  filters: OrderListUrlState;
  /** Called with the next state (a tab, keyword, date range, sort or page). */
  onChange: (next: OrderListUrlState) => void;
  /** The status tabs, in order; `all` adds the All tab. */
  tabs: readonly OrderListTab[];
  request: OrderListRequest;
  /** The §8 message a failed fetch answers when the server gives no other ("Failed to fetch orders"), translated. */
  fetchError: string;
  /** What shows when the viewer has no order at all (no tab, keyword or date chosen). */
  empty: { title: string; message: string; action?: ReactNode };
  /** The list's own buttons after the date range (Export CSV…). */
  actions?: ReactNode;
}

/**
 * An order list (§2: the buyer's My orders, the console's shop, admin and delivery lists): `OrderListFilters` around
 * the §8 error with Retry, the empty state when there are no orders at all, or the server-paged `OrderTable`.
 */
export function OrderList({
  filters,
  onChange,
  tabs,
  request,
  fetchError,
  empty,
  actions,
  ...table
}: OrderListProps) {
  const { tm, errorMessage } = useMessageTranslation();
  const { data } = request;
  // The All tab with no keyword or dates: an empty answer means no orders at all.
  const everything = (filters.status ?? tabs[0]) === 'all' && !filters.q && !filters.from && !filters.to;
  let content: ReactNode;
  if (request.error && !data)
    content = (
      <ErrorPanel
        message={
          request.error instanceof Error && request.error.message === fetchError
            ? tm(fetchError)
            : errorMessage(request.error)
        }
        onRetry={() => request.refetch()}
        isRetrying={request.isRefetching}
      />
    );
  else if (data && everything && (data.meta.counts?.all ?? 0) === 0)
    content = <EmptyState title={empty.title} message={empty.message} action={empty.action} />;
  else
    content = (
      <OrderTable
        {...table}
        filters={filters}
        onChange={onChange}
        orders={data?.orders}
        total={data?.meta.total}
        isLoading={request.isPending}
      />
    );
  return (
    <OrderListFilters
      filters={filters}
      onChange={onChange}
      tabs={tabs}
      counts={data?.meta.counts}
      actions={actions}
    >
      {content}
    </OrderListFilters>
  );
}
