import { describe, expect, it } from 'vitest';
import { summarizeRatings } from './RatingSummary';

describe('summarizeRatings', () => {
  it('averages string or number ratings and counts them by rounded rating', () => {
    const s = summarizeRatings(['5', 4, '4.4', 3.5, 1, 'oops', null, undefined, 9]);
    expect(s.total).toBe(6);
    expect(s.counts).toEqual([1, 0, 0, 3, 2]);
    expect(s.average).toBeCloseTo((5 + 4 + 4.4 + 3.5 + 1 + 5) / 6);
  });

  it('is empty for no ratings', () => {
    expect(summarizeRatings([])).toEqual({ average: 0, total: 0, counts: [0, 0, 0, 0, 0] });
  });
});
