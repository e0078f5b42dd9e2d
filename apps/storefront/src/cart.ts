import { browserStorage, type CartState, cartTotals, createCartStore, emptyCart } from '@abossey/sdk';
import { capturePartnerRef } from './cart/partnerRef';
import { useStoredValue } from './storedValue';

/** The storefront's one cart (browser key `checkout`, §3), shared by every screen, the widgets and other tabs. */
export const cart = createCartStore(browserStorage());

// A page opened from a partner garage's widget (`?ref=kwame-motors`, e.g. a search result) credits that garage on the
// buyer's next order: the ref is kept in the cart state and checkout sends it. Page loads only: widgets link in.
if (typeof window !== 'undefined') capturePartnerRef(window.location.search, cart);

export function useCart(): CartState {
  return useStoredValue(cart, emptyCart);
}

/** Number of items (sum of quantities) in the cart, for badges. */
export function useCartCount(): number {
  return cartTotals(useCart()).totalItems;
}
