import { describe, expect, it } from 'vitest';
import { paginationRange } from './Pagination';

describe('paginationRange', () => {
  it('computes pages and the 1-based range, clamping the page', () => {
    expect(paginationRange(2, 12, 30)).toEqual({ page: 2, pages: 3, from: 13, to: 24, total: 30 });
    expect(paginationRange(9, 12, 30)).toEqual({ page: 3, pages: 3, from: 25, to: 30, total: 30 });
    expect(paginationRange(0, 5, 0)).toEqual({ page: 1, pages: 1, from: 0, to: 0, total: 0 });
  });
});
