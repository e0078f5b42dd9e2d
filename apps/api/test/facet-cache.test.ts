/**
 * The facet cache computes a key once even when many searches miss it at the same moment (issue 9: 50 buyers
 * opening the catalogue after a change must not run 50 full facet counts), and a failed computation is not kept.
 */
import { describe, expect, it } from 'vitest';
import { FacetCache, type FacetEntry } from '../src/services/facet-cache.js';

const entry = (total: number): FacetEntry => ({
  total,
  facets: { make: [], model: [], year: [], category: [], part: [], condition: [] },
});

describe('FacetCache.getOrCompute', () => {
  it('shares one computation between concurrent misses of a key, then serves it from the cache', async () => {
    const cache = new FacetCache();
    let runs = 0;
    let finish: (value: FacetEntry) => void = () => {};
    const compute = () => {
      runs += 1;
      return new Promise<FacetEntry>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = Array.from({ length: 50 }, () => cache.getOrCompute('v1:[]', compute));
    finish(entry(7));
    const answers = await Promise.all(waiting);
    expect(runs).toBe(1);
    expect(answers.every((a) => a.total === 7)).toBe(true);
    expect((await cache.getOrCompute('v1:[]', compute)).total).toBe(7);
    expect(runs).toBe(1);
    // Another key is its own computation.
    const other = cache.getOrCompute('v2:[]', compute);
    finish(entry(9));
    expect((await other).total).toBe(9);
    expect(runs).toBe(2);
  });

  it('forgets a failed computation, so the next call tries again', async () => {
    const cache = new FacetCache();
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(cache.size).toBe(0);
    expect((await cache.getOrCompute('k', async () => entry(3))).total).toBe(3);
  });
});
