/**
 * A tiny persisted store: one JSON value under one browser-storage key, with subscribers, and other tabs' writes
 * picked up through the `storage` event. Storage failures (private mode, quota, blocked) are logged and ignored (§8):
 * the store keeps working in memory. Without a `storage` it lives in memory only: the SDK never touches the host
 * page's storage unless given one (`browserStorage()` for the page's localStorage; ADR 0020).
 */

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PersistedStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export interface PersistedStoreOptions<T> {
  key: string;
  /** The value when nothing (or something unreadable) is stored. */
  initial: T;
  /** Turns whatever was stored into a valid value, or null to start from `initial`. */
  parse: (raw: unknown) => T | null;
  /** Where the value persists; memory only when omitted. */
  storage?: StorageLike | undefined;
}

export function createPersistedStore<T>({
  key,
  initial,
  parse,
  storage,
}: PersistedStoreOptions<T>): PersistedStore<T> {
  const listeners = new Set<() => void>();
  const read = (): T => {
    try {
      const raw = storage?.getItem(key);
      return raw ? (parse(JSON.parse(raw)) ?? initial) : initial;
    } catch (error) {
      console.warn(`Could not read "${key}" from browser storage`, error);
      return initial;
    }
  };
  let value = read();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    value = read();
    notify();
  };
  return {
    get: () => value,
    set(next) {
      value = next;
      try {
        storage?.setItem(key, JSON.stringify(next));
      } catch (error) {
        console.warn(`Could not write "${key}" to browser storage`, error);
      }
      notify();
    },
    subscribe(listener) {
      // Memory only: other tabs' storage events are about the host page's keys, not this value.
      if (listeners.size === 0 && storage) globalThis.addEventListener?.('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && storage) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}
