import type { CartState } from '@abossey/sdk';
import { useAtomValue } from 'jotai/react';
import { sharedCart, type WidgetCart } from './cartStore';

/** The page's cart (or the one given, in stories and tests) and its current state. */
export function useCart(given?: WidgetCart): [WidgetCart, CartState] {
  const cart = given ?? sharedCart();
  const state = useAtomValue(cart.atom, { store: cart.store });
  return [cart, state];
}
