import { browserStorage, createWishlistStore, type WishlistItem } from '@abossey/sdk';
import { useAtomValue } from 'jotai/react';

/** The storefront's one wishlist (browser key `wishlist`, §3), shared by every screen and other tabs. */
export const wishlist = createWishlistStore(browserStorage());

export function useWishlist(): readonly WishlistItem[] {
  return useAtomValue(wishlist.atom, { store: wishlist.store });
}
