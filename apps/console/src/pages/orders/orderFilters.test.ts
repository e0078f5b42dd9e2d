import { describe, expect, it } from 'vitest';
import {
  isRangeInvalid,
  readFilters,
  refine,
  sortDescriptor,
  sortOf,
  toQuery,
  writeFilters,
} from './orderFilters';

const read = (search: string, allowed?: Parameters<typeof readFilters>[1]) =>
  readFilters(new URLSearchParams(search), allowed);

describe('order filters in the URL', () => {
  it('reads defaults from an empty URL and writes nothing back', () => {
    const f = read('');
    expect(f).toEqual({
      status: null,
      q: '',
      from: null,
      to: null,
      sort: 'newest',
      page: 1,
      limit: 5,
      shopId: null,
    });
    expect(writeFilters(f).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const search =
      'shopId=3&status=order_picked&q=ORD-1&from=2026-01-01&to=2026-01-31&sort=total_desc&page=2&limit=25';
    expect(writeFilters(read(search)).toString()).toBe(search);
  });

  it('falls back on unknown or malformed values', () => {
    const f = read('status=lost&from=2026-02-30&to=x&sort=cheap&page=-1&limit=7&shopId=abc');
    expect(f).toMatchObject({
      status: null,
      from: null,
      to: null,
      sort: 'newest',
      page: 1,
      limit: 5,
      shopId: null,
    });
  });

  it('keeps only the allowed tabs', () => {
    expect(read('status=delivered', ['pending_delivery', 'order_picked']).status).toBeNull();
    expect(read('status=order_picked', ['pending_delivery', 'order_picked']).status).toBe('order_picked');
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(refine(read('page=4'), { q: 'kofi' })).toMatchObject({ page: 1, q: 'kofi' });
  });

  it('sends the dates only as a valid range', () => {
    expect(toQuery(read('from=2026-03-01'))).not.toHaveProperty('from');
    expect(isRangeInvalid(read('from=2026-03-02&to=2026-03-01'))).toBe(true);
    expect(toQuery(read('from=2026-03-02&to=2026-03-01'))).not.toHaveProperty('to');
    expect(toQuery(read('from=2026-03-01&to=2026-03-01&status=pending'))).toEqual({
      status: 'pending',
      from: '2026-03-01',
      to: '2026-03-01',
      sort: 'newest',
      page: 1,
      limit: 5,
    });
  });

  it('maps table sorting to the server sorts both ways', () => {
    for (const sort of ['newest', 'oldest', 'total_desc', 'total_asc'] as const)
      expect(sortOf(sortDescriptor(sort))).toBe(sort);
    expect(sortDescriptor('total_asc')).toEqual({ column: 'totalAmount', direction: 'ascending' });
  });
});
