import type { WishlistItem } from '../schemas/stores.js';
import { parseWishlistItem } from './guards.js';
import {
  createPersistedStore,
  type PersistedStore,
  type StorageLike,
  type StoreOptions,
} from './persisted.js';

/**
 * §3 wishlist: id plus item data, browser key `wishlist`; add is ignored when the id is there (§4). An item's shape is
 * `wishlistItem` in schemas/stores.ts, read from storage by `parseWishlistItem` (stores/guards.ts, zod-free).
 */
export const WISHLIST_STORAGE_KEY = 'wishlist';

export type { WishlistItem };

export interface WishlistStore extends Omit<PersistedStore<readonly WishlistItem[]>, 'set'> {
  has(id: number): boolean;
  add(item: WishlistItem): void;
  remove(id: number): void;
  /** Adds or removes; answers whether the item is now in the wishlist. */
  toggle(item: WishlistItem): boolean;
  clear(): void;
}

/** The wishlist, in `storage` (e.g. `browserStorage()`) or, without one, in memory; its `atom` holds the list. */
export function createWishlistStore(
  storage?: StorageLike,
  { store: jotai }: StoreOptions = {},
): WishlistStore {
  const store = createPersistedStore<readonly WishlistItem[]>({
    key: WISHLIST_STORAGE_KEY,
    initial: [],
    // Unreadable entries are dropped one by one, so one bad item does not empty the list.
    parse: (raw) =>
      Array.isArray(raw)
        ? raw.flatMap((entry) => {
            const item = parseWishlistItem(entry);
            return item ? [item] : [];
          })
        : null,
    storage,
    store: jotai,
  });
  const has = (id: number) => store.get().some((item) => item.id === id);
  const add = (item: WishlistItem) => {
    if (!has(item.id)) store.set([...store.get(), item]);
  };
  const remove = (id: number) => store.set(store.get().filter((item) => item.id !== id));
  return {
    atom: store.atom,
    store: store.store,
    get: store.get,
    subscribe: store.subscribe,
    has,
    add,
    remove,
    toggle(item) {
      if (has(item.id)) {
        remove(item.id);
        return false;
      }
      add(item);
      return true;
    },
    clear: () => store.set([]),
  };
}
