import { describe, expect, it } from 'vitest';
import {
  canBuyerDelete,
  changeOrderListState,
  descriptorToSort,
  isoDay,
  readOrderListState,
  sortToDescriptor,
  toOrderListQuery,
  writeOrderListState,
} from './orderListParams';

const read = (query: string) => readOrderListState(new URLSearchParams(query));

describe('order list URL state', () => {
  it('defaults: all statuses, newest first, page 1 of 5', () => {
    expect(read('')).toEqual({
      status: null,
      q: '',
      from: null,
      to: null,
      sort: 'newest',
      page: 1,
      limit: 5,
    });
    expect(writeOrderListState(read('')).toString()).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const query =
      'status=pending_delivery&q=ORD-0001&from=2026-01-01&to=2026-03-31&sort=total_desc&page=3&limit=25';
    const state = read(query);
    expect(state).toEqual({
      status: 'pending_delivery',
      q: 'ORD-0001',
      from: '2026-01-01',
      to: '2026-03-31',
      sort: 'total_desc',
      page: 3,
      limit: 25,
    });
    expect(read(writeOrderListState(state).toString())).toEqual(state);
  });

  it('drops what it does not understand instead of failing', () => {
    expect(read('status=shipped&sort=cheapest&page=-2&limit=7&from=2025-02-30&to=yesterday')).toEqual(
      read(''),
    );
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${' x '.repeat(80)}`).q.length).toBeLessThanOrEqual(100);
    expect(isoDay('2024-02-29')).toBe('2024-02-29');
    expect(isoDay('2025-02-29')).toBeNull();
  });

  it('a new filter goes back to page 1', () => {
    const state = read('page=4&status=completed');
    expect(changeOrderListState(state, { q: 'brake' })).toMatchObject({
      page: 1,
      q: 'brake',
      status: 'completed',
    });
    expect(changeOrderListState(state, { status: null })).toMatchObject({ page: 1, status: null });
  });
});

describe('what the server is asked', () => {
  it('sends the tab, keyword, sort and page', () => {
    expect(toOrderListQuery(read('status=cancelled&q=kofi&sort=oldest&page=2&limit=10'))).toEqual({
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
    const reversed = toOrderListQuery(read('from=2026-02-01&to=2026-01-01'));
    expect(reversed).not.toHaveProperty('from');
    expect(reversed).not.toHaveProperty('to');
  });
});

describe('sorting and deleting', () => {
  it('maps table sort columns to server sorts and back', () => {
    for (const sort of ['newest', 'oldest', 'total_asc', 'total_desc'] as const)
      expect(descriptorToSort(sortToDescriptor(sort))).toBe(sort);
    expect(descriptorToSort({ column: 'totalAmount', direction: 'ascending' })).toBe('total_asc');
  });

  it('lets a buyer delete only orders nothing was shipped for, or cancelled ones (the server rule)', () => {
    expect(['pending', 'pending_payment', 'cancelled'].every((s) => canBuyerDelete(s as 'pending'))).toBe(
      true,
    );
    for (const s of [
      'processing',
      'order_picked',
      'delivered',
      'completed',
      'refunded',
      'pending_cancellation',
    ] as const)
      expect(canBuyerDelete(s)).toBe(false);
  });
});
