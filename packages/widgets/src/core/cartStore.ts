import {
  addLine,
  browserStorage,
  type CartLine,
  type CartState,
  type CartTotals,
  cartTotals,
  createPersistedStore,
  emptyCart,
  type PersistedStore,
  removeLine,
  type StorageLike,
  setLineQuantity,
} from '@abossey/sdk';

/**
 * The widgets' cart: the storefront's cart arithmetic (`addLine`, `cartTotals`… from the SDK) in the host page's
 * localStorage under `abossey:checkout`, as a jotai atom (the SDK's `createPersistedStore`). One cart per page, shared
 * by every widget; other tabs' changes arrive through the `storage` event. Stored values are checked by hand (zod stays out of the embed build).
 */
export const WIDGET_CART_KEY = 'abossey:checkout';

const isLine = (value: unknown): value is CartLine => {
  const line = value as Partial<CartLine> | null;
  return (
    !!line &&
    Number.isInteger(line.id) &&
    (line.id as number) > 0 &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    line.price >= 0 &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    Number.isInteger(line.available) &&
    (line.available as number) >= 0
  );
};

/** A stored cart, or null when it is not one (then the cart starts empty). */
export function parseCart(raw: unknown): CartState | null {
  const state = raw as Partial<CartState> | null;
  if (!state || !Array.isArray(state.items) || !state.items.every(isLine)) return null;
  return {
    ...emptyCart,
    items: state.items,
    ref: typeof state.ref === 'string' ? state.ref.slice(0, 64) : null,
  };
}

export interface WidgetCart extends Omit<PersistedStore<CartState>, 'set'> {
  add(line: Omit<CartLine, 'quantity'> & { quantity?: number }): void;
  setQuantity(id: number, quantity: number): void;
  remove(id: number): void;
  setRef(ref: string | null): void;
  totals(): CartTotals;
  clear(): void;
}

/**
 * The widgets opt into the host page's storage for their own key only (the SDK's stores default to memory): a buyer's
 * cart survives moving between the garage's pages. Tests pass their own storage.
 */
export function createWidgetCart(storage: StorageLike | undefined = browserStorage()): WidgetCart {
  const store = createPersistedStore<CartState>({
    key: WIDGET_CART_KEY,
    initial: emptyCart,
    parse: parseCart,
    storage,
  });
  const apply = (change: (state: CartState) => CartState) => store.set(change(store.get()));
  return {
    atom: store.atom,
    store: store.store,
    get: store.get,
    subscribe: store.subscribe,
    add: (line) => apply((state) => addLine(state, line)),
    setQuantity: (id, quantity) => apply((state) => setLineQuantity(state, id, quantity)),
    remove: (id) => apply((state) => removeLine(state, id)),
    setRef: (ref) => {
      if (store.get().ref !== ref) apply((state) => ({ ...state, ref }));
    },
    totals: () => cartTotals(store.get()),
    clear: () => store.set(emptyCart),
  };
}

let pageCart: WidgetCart | undefined;
/** The page's one cart, created on first use. */
export const sharedCart = (): WidgetCart => {
  pageCart ??= createWidgetCart();
  return pageCart;
};

/** `${marketplace}/shop/product/checkout?add=<id>:<qty>,…&ref=<ref>`: the storefront imports the lines (repriced). */
export function checkoutUrl(marketplace: string, state: CartState, ref?: string | null): string {
  const add = state.items.map((line) => `${line.id}:${line.quantity}`).join(',');
  const query = new URLSearchParams({ add });
  const credit = ref ?? state.ref;
  if (credit) query.set('ref', credit);
  return `${marketplace}/shop/product/checkout?${query.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',')}`;
}
