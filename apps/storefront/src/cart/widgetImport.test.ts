import { ApiError, createCartStore, MAX_LINE_QUANTITY, NetworkError, type StorageLike } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import type { CartableProduct } from './cartLine';
import { capturePartnerRef } from './partnerRef';
import { importWidgetLines, parseAddParam, withoutWidgetParams } from './widgetImport';

const memory = (): StorageLike => {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const product = (id: number, stock: number, price = 100): CartableProduct => ({
  id,
  name: `Part ${id}`,
  price,
  stock,
  images: [`/uploads/${id}.webp`],
  businessId: 3,
  businessName: 'Kokompe Parts',
});

describe('parseAddParam', () => {
  it('reads id:quantity pairs', () => {
    expect(parseAddParam('12:2,15:1')).toEqual([
      { productId: 12, quantity: 2 },
      { productId: 15, quantity: 1 },
    ]);
  });

  it('skips malformed parts, adds up repeats and caps quantities', () => {
    expect(parseAddParam('12:2,,abc,15,0:3,16:0,17:-1,18:1.5, 19:4 ,12:3,20:99999999,<b>:1,21:1:1')).toEqual([
      { productId: 12, quantity: 5 },
      { productId: 19, quantity: 4 },
      { productId: 20, quantity: MAX_LINE_QUANTITY },
    ]);
    expect(parseAddParam(null)).toEqual([]);
    expect(parseAddParam('')).toEqual([]);
  });

  it('reads at most 100 products', () => {
    const many = Array.from({ length: 150 }, (_, i) => `${i + 1}:1`).join(',');
    expect(parseAddParam(many)).toHaveLength(100);
  });
});

describe('importWidgetLines', () => {
  it('adds lines with the server price, name and stock, never more than the stock', async () => {
    const cart = createCartStore(memory());
    const result = await importWidgetLines(
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 9 },
      ],
      cart,
      async (id) => product(id, id === 2 ? 4 : 10, id * 50),
    );
    expect(result).toEqual({
      added: [
        { id: 1, name: 'Part 1', quantity: 2 },
        { id: 2, name: 'Part 2', quantity: 4 },
      ],
      unavailable: [],
      failed: false,
    });
    expect(cart.get().items).toEqual([
      expect.objectContaining({ id: 1, price: 50, quantity: 2, available: 10, shopId: 3 }),
      expect.objectContaining({ id: 2, price: 100, quantity: 4, available: 4 }),
    ]);
  });

  it('adds to a line already in the cart', async () => {
    const cart = createCartStore(memory());
    cart.add({ id: 1, name: 'Part 1', price: 50, available: 10, quantity: 1 });
    const result = await importWidgetLines([{ productId: 1, quantity: 2 }], cart, async (id) =>
      product(id, 10),
    );
    expect(result.added).toEqual([{ id: 1, name: 'Part 1', quantity: 3 }]);
    expect(cart.get().items).toHaveLength(1);
  });

  it('reports sold-out and deleted products, and a failed read, without adding them', async () => {
    const cart = createCartStore(memory());
    const result = await importWidgetLines(
      [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
        { productId: 3, quantity: 1 },
        { productId: 4, quantity: 1 },
      ],
      cart,
      async (id) => {
        if (id === 2) throw new ApiError('Product not found', 404);
        if (id === 3) throw new NetworkError();
        return product(id, id === 4 ? 0 : 5);
      },
    );
    expect(result).toEqual({
      added: [{ id: 1, name: 'Part 1', quantity: 1 }],
      unavailable: [
        { id: 2, name: null },
        { id: 4, name: 'Part 4' },
      ],
      failed: true,
    });
    expect(cart.get().items.map((line) => line.id)).toEqual([1]);
  });
});

describe('capturePartnerRef', () => {
  it('stores a valid ref, the latest one wins', () => {
    const cart = createCartStore(memory());
    expect(capturePartnerRef('?ref=kwame-motors&x=1', cart)).toBe('kwame-motors');
    expect(cart.get().ref).toBe('kwame-motors');
    capturePartnerRef('?ref=tema_auto', cart);
    expect(cart.get().ref).toBe('tema_auto');
  });

  it('ignores a missing or malformed ref and keeps the stored one', () => {
    const cart = createCartStore(memory());
    cart.update({ ref: 'kwame-motors' });
    for (const search of ['', '?ref=', '?ref=bad%20ref', `?ref=${'a'.repeat(65)}`, '?ref=%3Cscript%3E'])
      expect(capturePartnerRef(search, cart), search).toBeNull();
    expect(cart.get().ref).toBe('kwame-motors');
  });
});

describe('withoutWidgetParams', () => {
  it('drops add and ref, keeps the rest', () => {
    expect(withoutWidgetParams('?add=1:2&ref=kwame')).toBe('');
    expect(withoutWidgetParams('?step=0&add=1:2&ref=kwame')).toBe('?step=0');
  });
});
