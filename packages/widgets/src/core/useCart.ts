import type { CartState } from '@abossey/sdk';
import { useSyncExternalStore } from 'react';
import { sharedCart, type WidgetCart } from './cartStore';

/**
 * The page's cart (or the one given, in stories and tests) and its current state. The cart is a jotai atom (the SDK's
 * `createPersistedStore`), read through its store's `subscribe`/`get` rather than `jotai/react`: `useAtomValue` reads
 * `React.use` off the default export, which pulls all of preact/compat into every widget's shared chunk (+1.6 KB gzip
 * on the search widget, over its budget; docs/adr/0022).
 */
export function useCart(given?: WidgetCart): [WidgetCart, CartState] {
  const cart = given ?? sharedCart();
  const state = useSyncExternalStore(cart.subscribe, cart.get, cart.get);
  return [cart, state];
}
