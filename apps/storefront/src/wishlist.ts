import { browserStorage, createWishlistStore, type WishlistItem } from '@abossey/sdk';
import { useSyncExternalStore } from 'react';

/** The storefront's one wishlist (browser key `wishlist`, §3), shared by every screen and other tabs. */
export const wishlist = createWishlistStore(browserStorage());

export function useWishlist(): readonly WishlistItem[] {
  return useSyncExternalStore(wishlist.subscribe, wishlist.get, () => []);
}
