import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchProducts, searchShops } from './fixtures';
import { signInHref } from './SearchPanel';
import { filterSearchResults, type SearchResults } from './searchFilter';
import { useDebouncedSearch } from './useDebouncedSearch';

describe('filterSearchResults (§2)', () => {
  it('needs every word, case-insensitively, across the §2 fields', () => {
    expect(
      filterSearchResults('BRAKE toyota', searchShops, searchProducts).products.map((p) => p.id),
    ).toEqual([11]);
    expect(filterSearchResults('brakes', searchShops, searchProducts).products.map((p) => p.id)).toEqual([
      11, 13,
    ]);
    expect(filterSearchResults('prod-12', searchShops, searchProducts).products.map((p) => p.id)).toEqual([
      12,
    ]);
    expect(filterSearchResults('ghana', searchShops, searchProducts).shops.map((s) => s.id)).toEqual([1, 2]);
    expect(filterSearchResults('suame kumasi', searchShops, searchProducts).shops.map((s) => s.id)).toEqual([
      2,
    ]);
    expect(filterSearchResults('brake lagos', searchShops, searchProducts)).toEqual({
      shops: [],
      products: [],
    });
  });

  it('matches nothing for an empty or blank query', () => {
    expect(filterSearchResults('   ', searchShops, searchProducts)).toEqual({ shops: [], products: [] });
  });
});

describe('useDebouncedSearch', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms after the last change and aborts the stale request', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const onSearch = vi.fn((_q: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<SearchResults>(() => {});
    });
    const { result, rerender } = renderHook(({ q }) => useDebouncedSearch(q, onSearch), {
      initialProps: { q: 'bra' },
    });
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(300));
    rerender({ q: 'brake' });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('brake', expect.any(AbortSignal));
    expect(signals[0]?.aborted).toBe(false);
    rerender({ q: 'brake pad' });
    expect(signals[0]?.aborted).toBe(true);
    rerender({ q: '' });
    expect(result.current.status).toBe('idle');
  });

  it('ignores a late answer to an aborted request', async () => {
    const resolvers: Array<(r: SearchResults) => void> = [];
    const onSearch = vi.fn(() => new Promise<SearchResults>((resolve) => resolvers.push(resolve)));
    const { result, rerender } = renderHook(({ q }) => useDebouncedSearch(q, onSearch, 0), {
      initialProps: { q: 'old' },
    });
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    rerender({ q: 'new' });
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    await act(async () => resolvers[1]?.({ shops: [], products: [searchProducts[0]!] }));
    await act(async () => resolvers[0]?.({ shops: [searchShops[0]!], products: [] }));
    expect(result.current).toMatchObject({ status: 'success', query: 'new', results: { shops: [] } });
  });
});

// The panel, the dialog and the search button are checked by the stories.
describe('signInHref', () => {
  it('carries the return path, encoded', () => {
    expect(signInHref('/a b')).toBe('/auth/sign-in?returnUrl=%2Fa%20b');
  });
});
