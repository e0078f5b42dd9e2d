import { atom, getDefaultStore, type WritableAtom } from 'jotai/vanilla';

/**
 * A persisted value as a jotai atom: one JSON value under one browser-storage key, other tabs' writes picked up through
 * the `storage` event while the atom is mounted (subscribed). Storage failures (private mode, quota, blocked) are
 * logged and ignored (§8): the value keeps working in memory. Without a `storage` it lives in memory only: the SDK
 * never touches the host page's storage unless given one (`browserStorage()` for the page's localStorage; ADR 0020).
 * Framework-free (`jotai/vanilla`); React reads the atom with `useAtomValue(store.atom, { store: store.store })`.
 */

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A jotai store (`createStore()` or `getDefaultStore()` from `jotai/vanilla`). */
export type JotaiStore = ReturnType<typeof getDefaultStore>;

/** The atom of a persisted value: read it, or set a whole new value. */
export type PersistedAtom<T> = WritableAtom<T, [T], void>;

export interface PersistedStore<T> {
  /** The value's atom, in `store`. */
  readonly atom: PersistedAtom<T>;
  /** The jotai store the atom's value lives in. */
  readonly store: JotaiStore;
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export interface PersistedAtomOptions<T> {
  key: string;
  /** The value when nothing (or something unreadable) is stored. */
  initial: T;
  /** Turns whatever was stored into a valid value, or null to start from `initial`. */
  parse: (raw: unknown) => T | null;
  /** Where the value persists; memory only when omitted. */
  storage?: StorageLike | undefined;
  /** With it, a value equal to `initial` is stored by removing the key, and setting an equal value changes nothing. */
  equals?: (a: T, b: T) => boolean;
}

/** The stores' options: the jotai store their atom lives in (jotai's default store when omitted). */
export interface StoreOptions {
  store?: JotaiStore | undefined;
}

export interface PersistedStoreOptions<T> extends PersistedAtomOptions<T>, StoreOptions {}

/** The atom alone (for a React Provider's store or a component's own store); `createPersistedStore` wraps it. */
export function persistedAtom<T>({
  key,
  initial,
  parse,
  storage,
  equals,
}: PersistedAtomOptions<T>): PersistedAtom<T> {
  const read = (): T => {
    try {
      const raw = storage?.getItem(key);
      return raw ? (parse(JSON.parse(raw)) ?? initial) : initial;
    } catch (error) {
      console.warn(`Could not read "${key}" from browser storage`, error);
      return initial;
    }
  };
  const write = (next: T) => {
    try {
      if (equals?.(next, initial)) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch (error) {
      console.warn(`Could not write "${key}" to browser storage`, error);
    }
  };
  const value = atom(read());
  // Memory only: other tabs' storage events are about the host page's keys, not this value.
  if (storage) {
    value.onMount = (setValue) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) setValue(read());
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => globalThis.removeEventListener?.('storage', onStorage);
    };
  }
  return atom(
    (get) => get(value),
    (get, set, next: T) => {
      if (equals?.(get(value), next)) return;
      set(value, next);
      write(next);
    },
  );
}

export function createPersistedStore<T>({
  store = getDefaultStore(),
  ...options
}: PersistedStoreOptions<T>): PersistedStore<T> {
  const value = persistedAtom(options);
  return {
    atom: value,
    store,
    get: () => store.get(value),
    set: (next) => store.set(value, next),
    subscribe: (listener) => store.sub(value, listener),
  };
}
