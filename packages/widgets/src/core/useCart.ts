import type { CartState } from '@abossey/sdk';
import { useSyncExternalStore } from 'react';
import { sharedCart, type WidgetCart } from './cartStore';

/** The page's cart (or the one given, in stories and tests) and its current state. */
export function useCart(given?: WidgetCart): [WidgetCart, CartState] {
  const cart = given ?? sharedCart();
  const state = useSyncExternalStore(cart.subscribe, cart.get, cart.get);
  return [cart, state];
}
