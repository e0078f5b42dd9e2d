import { useSyncExternalStore } from 'react';

/** A value the SDK's stores keep in the browser (cart, wishlist, guest garage, session). */
interface StoredSource<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

/**
 * Reads a stored value so that a server-rendered page hydrates. The server, which has no storage, and the hydrating
 * render both see `serverValue` (an anonymous visitor's: empty cart, no session); React then re-renders with what the
 * browser stored. jotai's `useAtomValue` has no server snapshot and would hydrate with the stored value, a mismatch.
 * `serverValue` must be the same object on every render (a module constant).
 */
export function useStoredValue<T>(source: StoredSource<T>, serverValue: T): T {
  return useSyncExternalStore(source.subscribe, source.get, () => serverValue);
}
