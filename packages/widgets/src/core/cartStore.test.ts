import { cartTotals } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { checkoutUrl, createWidgetCart, parseCart, WIDGET_CART_KEY } from './cartStore';

const pads = { id: 7, name: 'Brake pads', price: 450, available: 3 };
const filter = { id: 9, name: 'Oil filter', price: 35.5, available: 10 };

describe('widget cart', () => {
  it('persists in the host page under abossey:checkout with the storefront arithmetic', () => {
    const cart = createWidgetCart();
    cart.add(pads);
    cart.add(pads);
    cart.add(filter);
    const stored = JSON.parse(localStorage.getItem(WIDGET_CART_KEY) ?? 'null');
    expect(stored.items.map((l: { id: number; quantity: number }) => [l.id, l.quantity])).toEqual([
      [7, 2],
      [9, 1],
    ]);
    expect(cart.totals()).toEqual(cartTotals(cart.get()));
    expect(cart.totals()).toMatchObject({
      totalItems: 3,
      subtotal: 935.5,
      serviceCharge: 93.55,
      total: 1029.05,
    });
    expect(createWidgetCart().get().items).toHaveLength(2);
  });

  it('never goes above the stock', () => {
    const cart = createWidgetCart();
    for (let i = 0; i < 5; i++) cart.add(pads);
    expect(cart.get().items[0]?.quantity).toBe(3);
    cart.setQuantity(7, 99);
    expect(cart.get().items[0]?.quantity).toBe(3);
    cart.remove(7);
    expect(cart.get().items).toEqual([]);
  });

  it('picks up another tab through the storage event', () => {
    const cart = createWidgetCart();
    let heard = 0;
    const stop = cart.subscribe(() => heard++);
    localStorage.setItem(
      WIDGET_CART_KEY,
      JSON.stringify({ items: [{ ...filter, quantity: 4 }], ref: 'garage-9' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: WIDGET_CART_KEY }));
    expect(heard).toBe(1);
    expect(cart.get().items[0]?.quantity).toBe(4);
    expect(cart.get().ref).toBe('garage-9');
    stop();
  });

  it('starts empty from anything that is not a cart', () => {
    expect(parseCart(null)).toBeNull();
    expect(parseCart({ items: [{ id: -1, name: 'x', price: 1, quantity: 1, available: 1 }] })).toBeNull();
    expect(parseCart({ items: 'nope' })).toBeNull();
    localStorage.setItem(WIDGET_CART_KEY, '{"items":[{"id":"1"}]}');
    expect(createWidgetCart().get().items).toEqual([]);
  });
});

describe('checkoutUrl', () => {
  it('carries every line and the ref to the marketplace checkout', () => {
    const cart = createWidgetCart();
    cart.add(pads);
    cart.add({ ...filter, quantity: 2 });
    expect(checkoutUrl('https://abossey.example', cart.get(), 'garage-1')).toBe(
      'https://abossey.example/shop/product/checkout?add=7:1,9:2&ref=garage-1',
    );
    cart.setRef('garage-2');
    expect(checkoutUrl('https://abossey.example', cart.get())).toBe(
      'https://abossey.example/shop/product/checkout?add=7:1,9:2&ref=garage-2',
    );
  });
});
