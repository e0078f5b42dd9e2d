import { describe, expect, it } from 'vitest';
import { isDateRangeInvalid, isInDateRange, toCalendarDate } from './DateRangeFilter';

describe('date range helpers', () => {
  it('parses ISO dates and rejects anything else', () => {
    expect(toCalendarDate('2025-06-27')?.toString()).toBe('2025-06-27');
    expect(toCalendarDate('2025-06-27T10:00:00Z')?.toString()).toBe('2025-06-27');
    expect(toCalendarDate('27/06/2025')).toBeNull();
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
  });

  it('flags an end before the start (§5), not the same day or an incomplete range', () => {
    expect(isDateRangeInvalid({ start: '2025-06-27', end: '2025-06-26' })).toBe(true);
    expect(isDateRangeInvalid({ start: '2025-06-27', end: '2025-06-27' })).toBe(false);
    expect(isDateRangeInvalid({ start: '2025-06-27', end: null })).toBe(false);
  });

  it('filters inclusively, only when both dates are set and valid', () => {
    const range = { start: '2025-06-01', end: '2025-06-30' };
    expect(isInDateRange('2025-06-01', range)).toBe(true);
    expect(isInDateRange('2025-06-30', range)).toBe(true);
    expect(isInDateRange(new Date(2025, 5, 30, 23, 59), range)).toBe(true);
    expect(isInDateRange('2025-07-01', range)).toBe(false);
    expect(isInDateRange('not a date', range)).toBe(false);
    expect(isInDateRange('2020-01-01', { start: '2025-06-01', end: null })).toBe(true);
    expect(isInDateRange('2020-01-01', { start: '2025-06-30', end: '2025-06-01' })).toBe(true);
  });
});
