import { describe, expect, it } from 'vitest';
import {
  isOrderRangeInvalid,
  isoDay,
  orderSortDescriptor,
  orderSortOf,
  readOrderListParams,
  refineOrderListParams,
  toOrderListQuery,
  writeOrderListParams,
} from './order-list-params.js';

const read = (search: string, allowed?: Parameters<typeof readOrderListParams>[1]) =>
  readOrderListParams(new URLSearchParams(search), allowed);

describe('order list state in the URL', () => {
  it('reads defaults from an empty URL and writes nothing back', () => {
    expect(read('')).toEqual({
      status: null,
      q: '',
      from: null,
      to: null,
      sort: 'newest',
      page: 1,
      limit: 5,
      shopId: null,
    });
    expect(writeOrderListParams(read('')).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const search =
      'shopId=3&status=order_picked&q=ORD-1&from=2026-01-01&to=2026-01-31&sort=total_desc&page=2&limit=25';
    expect(writeOrderListParams(read(search)).toString()).toBe(search);
  });

  it('drops what it does not understand instead of failing', () => {
    expect(read('status=lost&from=2026-02-30&to=x&sort=cheap&page=-1&limit=7&shopId=abc')).toEqual(read(''));
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${' x '.repeat(80)}`).q.length).toBeLessThanOrEqual(100);
    expect(isoDay('2024-02-29')).toBe('2024-02-29');
    expect(isoDay('2025-02-29')).toBeNull();
  });

  it('keeps only the allowed tabs', () => {
    expect(read('status=delivered', ['pending_delivery', 'order_picked']).status).toBeNull();
    expect(read('status=order_picked', ['pending_delivery', 'order_picked']).status).toBe('order_picked');
  });

  it('goes back to page 1 when a filter changes', () => {
    const state = read('page=4&status=completed');
    expect(refineOrderListParams(state, { q: 'brake' })).toMatchObject({
      page: 1,
      q: 'brake',
      status: 'completed',
    });
    expect(refineOrderListParams(state, { status: null })).toMatchObject({ page: 1, status: null });
  });
});

describe('what the server is asked', () => {
  it('sends the tab, keyword, sort and page, never the shop (a path parameter)', () => {
    expect(toOrderListQuery(read('shopId=2&status=cancelled&q=kofi&sort=oldest&page=2&limit=10'))).toEqual({
      status: 'cancelled',
      q: 'kofi',
      sort: 'oldest',
      page: 2,
      limit: 10,
    });
  });

  it('applies dates only when both are set and the end is not before the start (§5)', () => {
    expect(toOrderListQuery(read('from=2026-01-01&to=2026-01-01'))).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    expect(toOrderListQuery(read('from=2026-01-01'))).not.toHaveProperty('from');
    expect(toOrderListQuery(read('to=2026-01-01'))).not.toHaveProperty('to');
    expect(isOrderRangeInvalid(read('from=2026-03-02&to=2026-03-01'))).toBe(true);
    const reversed = toOrderListQuery(read('from=2026-02-01&to=2026-01-01'));
    expect(reversed).not.toHaveProperty('from');
    expect(reversed).not.toHaveProperty('to');
  });

  it('maps table sorting to the server sorts both ways', () => {
    for (const sort of ['newest', 'oldest', 'total_desc', 'total_asc'] as const)
      expect(orderSortOf(orderSortDescriptor(sort))).toBe(sort);
    expect(orderSortDescriptor('total_asc')).toEqual({ column: 'totalAmount', direction: 'ascending' });
    expect(orderSortOf({ column: 'totalAmount', direction: 'descending' })).toBe('total_desc');
  });
});
