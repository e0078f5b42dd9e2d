import { useEffect, useRef, useState } from 'react';
import type { SearchResults } from './searchFilter';

/** §9 search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;

/** A debounced search's state; `R` is what the search answers (the search dialog's shops and products by default). */
export type SearchState<R = SearchResults> =
  | { status: 'idle' }
  | { status: 'loading'; query: string; previous?: R }
  | { status: 'success'; query: string; results: R }
  | { status: 'error'; query: string; error: unknown };

export type SearchFn<R = SearchResults> = (query: string, signal: AbortSignal) => Promise<R>;

/**
 * Runs `onSearch` `delay` ms after the (trimmed) query last changed. Each new query or unmount aborts the previous
 * request through its signal, and a late answer to an aborted request is ignored, so results never go stale.
 */
export function useDebouncedSearch<R = SearchResults>(
  query: string,
  onSearch: SearchFn<R>,
  delay = SEARCH_DEBOUNCE_MS,
): SearchState<R> {
  const [state, setState] = useState<SearchState<R>>({ status: 'idle' });
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) {
      setState({ status: 'idle' });
      return;
    }
    setState((current) => ({
      status: 'loading',
      query: trimmed,
      previous:
        current.status === 'success'
          ? current.results
          : current.status === 'loading'
            ? current.previous
            : undefined,
    }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      let request: Promise<R>;
      try {
        request = Promise.resolve(latest.current(trimmed, controller.signal));
      } catch (error) {
        request = Promise.reject(error);
      }
      request.then(
        (results) => {
          if (!controller.signal.aborted) setState({ status: 'success', query: trimmed, results });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', query: trimmed, error });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, delay]);

  return state;
}
