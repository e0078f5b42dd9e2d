import { useMemo, useSyncExternalStore } from 'react';

/** A value the SDK's stores keep in the browser (cart, wishlist, guest garage, session). */
interface StoredSource<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

const NOT_READ = Symbol('not read');

/** Whether two stored values hold the same data (they are small JSON: a cart, a list of ids, a garage). */
const sameContent = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (typeof a === 'object' &&
    a !== null &&
    typeof b === 'object' &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b));

/**
 * Reads a stored value so that a server-rendered page hydrates. The server, which has no storage, and the hydrating
 * render both see `serverValue` (an anonymous visitor's: empty cart, no session); React then re-renders with what the
 * browser stored. jotai's `useAtomValue` has no server snapshot and would hydrate with the stored value, a mismatch.
 * `serverValue` must be the same object on every render (a module constant).
 *
 * A stored value with the server value's content (a store's own empty list) reads as the server value itself: React
 * compares the two strictly after hydrating, and a difference re-renders every reader synchronously, in one long task
 * (every card of a catalogue reads the wishlist; issue 23, total blocking time).
 */
export function useStoredValue<T>(source: StoredSource<T>, serverValue: T): T {
  const getSnapshot = useMemo(() => {
    let read: T | typeof NOT_READ = NOT_READ;
    let value = serverValue;
    return () => {
      const stored = source.get();
      if (stored !== read) {
        read = stored;
        value = sameContent(stored, serverValue) ? serverValue : stored;
      }
      return value;
    };
  }, [source, serverValue]);
  return useSyncExternalStore(source.subscribe, getSnapshot, () => serverValue);
}
