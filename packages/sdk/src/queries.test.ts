import { describe, expect, it, vi } from 'vitest';
import { ApiError, NotFoundError } from './errors.js';
import { orderDetailKey, orderDetailQuery, retryUnlessNotFound } from './queries.js';

const orders = { retrieve: vi.fn(async (id: number) => ({ id })) };
const client = { orders } as unknown as Parameters<typeof orderDetailQuery>[0];

describe('orderDetailQuery', () => {
  it('reads the order under the shared key, passing the abort signal', async () => {
    const options = orderDetailQuery(client, 42);
    expect(options.queryKey).toEqual(['orders', 'detail', 42]);
    expect(options.queryKey).toEqual(orderDetailKey(42));
    expect(options.enabled).toBe(true);
    const { signal } = new AbortController();
    await expect(options.queryFn({ signal })).resolves.toEqual({ id: 42 });
    expect(orders.retrieve).toHaveBeenLastCalledWith(42, { signal });
  });

  it('asks nothing when the address holds no order id', () => {
    expect(orderDetailQuery(client, null).enabled).toBe(false);
  });

  it('never retries a 404, and retries anything else twice', () => {
    const { retry } = orderDetailQuery(client, 42);
    const notFound = new NotFoundError('Order not found', 404);
    expect(retry(0, notFound)).toBe(false);
    const failed = new ApiError('Failed to fetch order', 500);
    expect([retry(0, failed), retry(1, failed), retry(2, failed)]).toEqual([true, true, false]);
    expect(retry).toBe(retryUnlessNotFound);
  });
});
