import { toCedis, toPesewas } from '../domain/money.js';
import { checkoutTotals } from '../domain/service-charge.js';
import type { CartLine, CartState } from '../schemas/stores.js';
import { parseCartState } from './guards.js';
import {
  createPersistedStore,
  type PersistedStore,
  type StorageLike,
  type StoreOptions,
} from './persisted.js';

/**
 * The cart (§3 "checkout state", browser key `checkout`). Lines carry what the buyer saw (name, price, image) for
 * display only: the server prices every order from the database, and the checkout refreshes lines before paying.
 * Its shape is `cartState` in schemas/stores.ts; what storage holds is read by `parseCartState` (stores/guards.ts,
 * zod-free: this store runs on the storefront's first page). An unreadable cart starts empty.
 */
export const CART_STORAGE_KEY = 'checkout';
/** A line's quantity never goes above this, whatever the stock says (a typo of 1000000 must not stick). */
export const MAX_LINE_QUANTITY = 999;

export type { CartLine, CartState };

export const emptyCart: CartState = {
  items: [],
  activeStep: 0,
  billing: null,
  ref: null,
  zone: null,
  pickup: [],
};

export interface CartTotals {
  totalItems: number;
  subtotal: number;
  discount: number;
  serviceCharge: number;
  total: number;
}

/** §3/§9 figures of a cart, in GH₵: checkout adds 10% of (subtotal − discount). */
export function cartTotals(state: CartState, discount = 0): CartTotals {
  const subtotalPesewas = state.items.reduce((sum, line) => sum + toPesewas(line.price) * line.quantity, 0);
  const totals = checkoutTotals(subtotalPesewas, toPesewas(discount));
  return {
    totalItems: state.items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: toCedis(totals.subtotalPesewas),
    discount: toCedis(totals.discountPesewas),
    serviceCharge: toCedis(totals.serviceChargePesewas),
    total: toCedis(totals.totalPesewas),
  };
}

const clampQuantity = (quantity: number, available: number) =>
  Math.max(1, Math.min(Math.floor(quantity) || 1, Math.max(available, 1), MAX_LINE_QUANTITY));

/** Adds a line, or adds to its quantity; never beyond the known stock. */
export function addLine(
  state: CartState,
  line: Omit<CartLine, 'quantity'> & { quantity?: number },
): CartState {
  const existing = state.items.find((item) => item.id === line.id);
  const wanted = (existing?.quantity ?? 0) + (line.quantity ?? 1);
  const next: CartLine = { ...existing, ...line, quantity: clampQuantity(wanted, line.available) };
  return {
    ...state,
    items: existing ? state.items.map((item) => (item.id === line.id ? next : item)) : [...state.items, next],
  };
}

export function setLineQuantity(state: CartState, id: number, quantity: number): CartState {
  return {
    ...state,
    items: state.items.map((item) =>
      item.id === id ? { ...item, quantity: clampQuantity(quantity, item.available) } : item,
    ),
  };
}

export function removeLine(state: CartState, id: number): CartState {
  return { ...state, items: state.items.filter((item) => item.id !== id) };
}

/** Replaces lines' price, name, image and stock with fresh values (from the API) and clamps quantities. */
export function refreshLines(
  state: CartState,
  fresh: ReadonlyArray<Pick<CartLine, 'id' | 'price' | 'available'> & Partial<CartLine>>,
): CartState {
  const byId = new Map(fresh.map((line) => [line.id, line]));
  return {
    ...state,
    items: state.items.map((item) => {
      const update = byId.get(item.id);
      if (!update) return item;
      const merged = { ...item, ...update };
      return { ...merged, quantity: clampQuantity(item.quantity, merged.available) };
    }),
  };
}

export interface CartStore extends Omit<PersistedStore<CartState>, 'set'> {
  add(line: Omit<CartLine, 'quantity'> & { quantity?: number }): void;
  setQuantity(id: number, quantity: number): void;
  remove(id: number): void;
  refresh(fresh: Parameters<typeof refreshLines>[1]): void;
  update(patch: Partial<Omit<CartState, 'items'>>): void;
  /** Empties the cart (after an order is placed, or "reset"). */
  clear(): void;
}

/**
 * The persisted cart, in `storage` (e.g. `browserStorage()`) or, without one, in memory; its `atom` holds the state.
 * Several screens share one store; other tabs' changes arrive by `storage`.
 */
export function createCartStore(storage?: StorageLike, { store: jotai }: StoreOptions = {}): CartStore {
  const store = createPersistedStore<CartState>({
    key: CART_STORAGE_KEY,
    initial: emptyCart,
    parse: parseCartState,
    storage,
    store: jotai,
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
    refresh: (fresh) => apply((state) => refreshLines(state, fresh)),
    update: (patch) => apply((state) => ({ ...state, ...patch })),
    clear: () => store.set(emptyCart),
  };
}
