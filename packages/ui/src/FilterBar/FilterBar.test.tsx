import { describe, expect, it } from 'vitest';
import { countActiveFilters, EMPTY_PRODUCT_FILTERS, normalizeFilters } from './filters';

describe('filters helpers', () => {
  it('counts each chosen value and a non-All condition', () => {
    expect(countActiveFilters(undefined)).toBe(0);
    expect(countActiveFilters({ make: ['Toyota', 'Honda'], year: ['2016'], condition: 'Used' })).toBe(4);
    expect(countActiveFilters({ condition: 'all' })).toBe(0);
    expect(normalizeFilters({ make: ['Kia'] })).toEqual({ ...EMPTY_PRODUCT_FILTERS, make: ['Kia'] });
  });
});
