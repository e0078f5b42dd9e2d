import { type CartState, cartTotals, createCartStore, emptyCart } from '@abossey/sdk';
import { useSyncExternalStore } from 'react';

/** The storefront's one cart (browser key `checkout`, §3), shared by every screen, the widgets and other tabs. */
export const cart = createCartStore();

export function useCart(): CartState {
  return useSyncExternalStore(cart.subscribe, cart.get, () => emptyCart);
}

/** Number of items (sum of quantities) in the cart, for badges. */
export function useCartCount(): number {
  return cartTotals(useCart()).totalItems;
}
