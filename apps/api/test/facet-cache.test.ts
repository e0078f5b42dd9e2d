/**
 * The facet cache computes a filter's counts once even when many searches miss it at the same moment (issue 9: 50
 * buyers opening the catalogue after a change must not run 50 full facet counts), one computation per filter at a
 * time even across a catalogue change (issue 21), and a failed computation is not kept.
 */
import type { ProductListParams } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { FacetCache, type FacetEntry } from '../src/services/facet-cache.js';
import { type FacetFilter, facetFilterOf, facetKeyOf } from '../src/services/facet-filter.js';

const entry = (total: number): FacetEntry => ({
  total,
  facets: { make: [], model: [], year: [], category: [], part: [], condition: [] },
});

const filter: FacetFilter = facetFilterOf({ page: 1, limit: 12, sort: 'name' } as ProductListParams);
const key = facetKeyOf(filter);

/** A computation the test finishes by hand. */
function held() {
  let runs = 0;
  const finishers: ((value: FacetEntry) => void)[] = [];
  const compute = () => {
    runs += 1;
    return new Promise<FacetEntry>((resolve) => {
      finishers.push(resolve);
    });
  };
  return { compute, runs: () => runs, finish: (n: number, total: number) => finishers[n]?.(entry(total)) };
}

describe('FacetCache.getOrCompute', () => {
  it('shares one computation between concurrent misses of a filter, then serves it from the cache', async () => {
    const cache = new FacetCache();
    const h = held();
    const waiting = Array.from({ length: 50 }, () => cache.getOrCompute(1, key, filter, h.compute));
    h.finish(0, 7);
    const answers = await Promise.all(waiting);
    expect(h.runs()).toBe(1);
    expect(answers.every((a) => a.total === 7)).toBe(true);
    expect((await cache.getOrCompute(1, key, filter, h.compute)).total).toBe(7);
    expect(h.runs()).toBe(1);
    expect(cache.computations).toBe(1);
  });

  it('runs one computation per filter at a time, even when the catalogue changes while it runs', async () => {
    const cache = new FacetCache();
    const h = held();
    const old = cache.getOrCompute(1, key, filter, h.compute);
    // The catalogue moves on (another instance's write): the next search of this filter waits for the running
    // count instead of starting a second one beside it, then counts for the new version.
    const newer = cache.getOrCompute(2, key, filter, h.compute);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.runs()).toBe(1);
    h.finish(0, 7);
    expect((await old).total).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(h.runs()).toBe(2);
    h.finish(1, 9);
    expect((await newer).total).toBe(9);
    // Version 2's count is kept; version 1's was not (the catalogue had moved on when it ended).
    expect((await cache.getOrCompute(2, key, filter, h.compute)).total).toBe(9);
    expect(h.runs()).toBe(2);
  });

  it('keeps nothing computed while a product write of this instance was under way', async () => {
    const cache = new FacetCache();
    await cache.getOrCompute(1, 'other', filter, async () => entry(1));
    const h = held();
    const writeEnded = cache.writeStarted();
    const during = cache.getOrCompute(1, key, filter, h.compute);
    h.finish(0, 7);
    expect((await during).total).toBe(7);
    writeEnded();
    expect(cache.size).toBe(1);
  });

  it('forgets a failed computation, so the next call tries again', async () => {
    const cache = new FacetCache();
    await expect(
      cache.getOrCompute(1, key, filter, () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    expect(cache.size).toBe(0);
    expect((await cache.getOrCompute(1, key, filter, async () => entry(3))).total).toBe(3);
  });
});
