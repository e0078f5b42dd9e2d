import type { AbosseyClient } from './client.js';
import { NotFoundError } from './errors.js';

/**
 * Cache options for one order's detail, in the shape TanStack Query's `useQuery` takes (and any cache keyed by
 * arrays can use): every screen that shows an order (the buyer's, the console's) reads and updates the same entry,
 * `['orders', 'detail', id]`. A 404 (no such order, or not the viewer's) is final: never retried. `id` null (an
 * address without an order id) disables the request.
 */
export function orderDetailQuery(client: Pick<AbosseyClient, 'orders'>, id: number | null) {
  return {
    queryKey: orderDetailKey(id),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      client.orders.retrieve(id ?? 0, signal ? { signal } : undefined),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  };
}

/**
 * A cache's retry rule for reads of one thing (TanStack Query's `retry`): a 404 is final (the thing is gone, or not
 * the viewer's), anything else is tried twice more.
 */
export const retryUnlessNotFound = (failures: number, error: unknown) =>
  !(error instanceof NotFoundError) && failures < 2;

/** The cache key of an order's detail (see `orderDetailQuery`). */
export const orderDetailKey = (id: number | null) => ['orders', 'detail', id] as const;
