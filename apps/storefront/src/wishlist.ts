import { browserStorage, createWishlistStore, type WishlistItem } from '@abossey/sdk';
import { useStoredValue } from './storedValue';

/** The storefront's one wishlist (browser key `wishlist`, §3), shared by every screen and other tabs. */
export const wishlist = createWishlistStore(browserStorage());

const noItems: readonly WishlistItem[] = [];

export function useWishlist(): readonly WishlistItem[] {
  return useStoredValue(wishlist, noItems);
}
