import { createStore, getDefaultStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import {
  addLine,
  CART_STORAGE_KEY,
  cartTotals,
  createCartStore,
  emptyCart,
  MAX_LINE_QUANTITY,
} from './cart.js';
import { createWishlistStore, WISHLIST_STORAGE_KEY } from './wishlist.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const pads = { id: 7, name: 'Brake pads', price: 150.5, available: 3, coverUrl: null };
const filter = { id: 9, name: 'Oil filter', price: 45, available: 10 };

describe('cart', () => {
  it('adds lines, merges repeats and never goes beyond stock', () => {
    let state = addLine(emptyCart, pads);
    state = addLine(state, { ...pads, quantity: 5 });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(3);
    state = addLine(state, filter);
    expect(state.items.map((line) => line.id)).toEqual([7, 9]);
  });

  it('totals in GH₵ with the checkout service charge of 10% of (subtotal − discount)', () => {
    const state = addLine(addLine(emptyCart, { ...pads, quantity: 2 }), filter);
    expect(cartTotals(state)).toEqual({
      totalItems: 3,
      subtotal: 346,
      discount: 0,
      serviceCharge: 34.6,
      total: 380.6,
    });
    expect(cartTotals(state, 46).total).toBe(330);
  });

  it('persists under `checkout`, clamps quantities and survives garbage in storage', () => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: '{not json' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = createCartStore(storage);
    expect(cart.get()).toEqual(emptyCart);
    expect(warn).toHaveBeenCalled();
    cart.add(filter);
    cart.setQuantity(9, 0);
    expect(cart.get().items[0]?.quantity).toBe(1);
    cart.setQuantity(9, 1_000_000);
    expect(cart.get().items[0]?.quantity).toBe(10);
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '')).toMatchObject({
      items: [{ id: 9, quantity: 10 }],
    });
    expect(createCartStore(storage).get().items).toHaveLength(1);
    cart.refresh([{ id: 9, price: 50, available: 4 }]);
    expect(cart.get().items[0]).toMatchObject({ price: 50, available: 4, quantity: 4 });
    cart.remove(9);
    expect(cart.get().items).toEqual([]);
  });

  it('starts empty when the stored cart was tampered with, and cleans a readable one', () => {
    const stored = (value: unknown) => memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify(value) });
    const line = { ...pads, quantity: 2 };
    expect(createCartStore(stored({ items: [line, { ...line, id: 9, price: -1 }] })).get()).toEqual(
      emptyCart,
    );
    expect(createCartStore(stored({ items: [line], activeStep: 7 })).get()).toEqual(emptyCart);
    expect(createCartStore(stored([line])).get()).toEqual(emptyCart);
    expect(createCartStore(stored(null)).get()).toEqual(emptyCart);
    expect(createCartStore(stored({ items: [{ ...line, admin: true }], token: 'x' })).get()).toStrictEqual({
      items: [line],
      activeStep: 0,
      billing: null,
      ref: null,
      zone: null,
      pickup: [],
    });
  });

  it('caps a line at the maximum quantity even with huge stock', () => {
    const state = addLine(emptyCart, { ...filter, available: 50_000, quantity: 50_000 });
    expect(state.items[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('notifies subscribers and keeps working when storage throws', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = createCartStore(storage);
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    cart.add(pads);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cart.get().items).toHaveLength(1);
    unsubscribe();
    cart.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('wishlist', () => {
  it('ignores a repeated add, removes and toggles (§4)', () => {
    const storage = memoryStorage();
    const wishlist = createWishlistStore(storage);
    wishlist.add(pads);
    wishlist.add({ ...pads, name: 'Changed' });
    expect(wishlist.get()).toEqual([pads]);
    expect(wishlist.toggle(filter)).toBe(true);
    expect(wishlist.toggle(filter)).toBe(false);
    wishlist.remove(7);
    expect(wishlist.get()).toEqual([]);
    expect(storage.data.get(WISHLIST_STORAGE_KEY)).toBe('[]');
  });

  it('drops unreadable stored entries one by one', () => {
    const storage = memoryStorage({ [WISHLIST_STORAGE_KEY]: JSON.stringify([{ id: 'x' }, pads]) });
    expect(
      createWishlistStore(storage)
        .get()
        .map((item) => item.id),
    ).toEqual([7]);
  });

  it('starts empty when the stored wishlist is not a list, and drops unknown keys', () => {
    const stored = (value: unknown) => memoryStorage({ [WISHLIST_STORAGE_KEY]: JSON.stringify(value) });
    expect(createWishlistStore(stored({ 0: pads })).get()).toEqual([]);
    expect(createWishlistStore(stored([{ ...pads, extra: 1 }, 'x', null])).get()).toStrictEqual([
      { id: 7, name: 'Brake pads', price: 150.5, coverUrl: null },
    ]);
  });
});

describe('the stores as jotai atoms', () => {
  it('reads and writes the same value through the atom in the store given', () => {
    const storage = memoryStorage();
    const store = createStore();
    const cart = createCartStore(storage, { store });
    expect(cart.store).toBe(store);
    cart.add(pads);
    expect(store.get(cart.atom)).toBe(cart.get());
    const listener = vi.fn();
    const unsubscribe = store.sub(cart.atom, listener);
    store.set(cart.atom, emptyCart);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cart.get()).toBe(emptyCart);
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? 'null')).toEqual(emptyCart);
    unsubscribe();
  });

  it("puts the atoms in jotai's default store unless given one", () => {
    const wishlist = createWishlistStore();
    expect(wishlist.store).toBe(getDefaultStore());
    wishlist.add(pads);
    expect(getDefaultStore().get(wishlist.atom)).toEqual([pads]);
  });

  it("picks up another tab's write (and a cleared storage) while subscribed, and only with a storage", () => {
    // Node has no window: a stand-in for its `storage` events.
    const page = new EventTarget();
    const added = vi.fn(page.addEventListener.bind(page));
    vi.stubGlobal('addEventListener', added);
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    const otherTab = (key: string | null) => page.dispatchEvent(Object.assign(new Event('storage'), { key }));
    const storage = memoryStorage();
    const cart = createCartStore(storage);
    const memoryCart = createCartStore();
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    const unsubscribeMemory = memoryCart.subscribe(listener);
    storage.data.set(CART_STORAGE_KEY, JSON.stringify({ items: [{ ...pads, quantity: 2 }] }));
    expect(added).toHaveBeenCalledTimes(1); // the memory cart does not listen
    otherTab('elsewhere');
    expect(listener).not.toHaveBeenCalled();
    otherTab(CART_STORAGE_KEY);
    expect(cart.get().items[0]?.quantity).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    storage.data.clear();
    otherTab(null);
    expect(cart.get()).toEqual(emptyCart);
    expect(memoryCart.get()).toEqual(emptyCart);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    unsubscribeMemory();
    storage.data.set(CART_STORAGE_KEY, JSON.stringify({ items: [pads] }));
    otherTab(CART_STORAGE_KEY);
    expect(cart.get()).toEqual(emptyCart);
    vi.unstubAllGlobals();
  });
});
