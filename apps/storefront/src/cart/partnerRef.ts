import { type CartStore, parsePartnerRef } from '@abossey/sdk';

/**
 * Stores a valid `ref` from a query string in the cart (the latest partner garage wins); returns it or null. Every page
 * load runs it (`cart.ts`), so it lives apart from the widget checkout's import (`widgetImport.ts`), which one screen
 * uses.
 */
export function capturePartnerRef(search: string, cart: CartStore): string | null {
  const ref = parsePartnerRef(new URLSearchParams(search).get('ref'));
  if (ref && cart.get().ref !== ref) cart.update({ ref });
  return ref;
}
