import { describe, expect, it } from 'vitest';
import { cartLineOf } from './cartLine';

describe('cartLineOf', () => {
  it('takes price, stock, first real image and shop from the product', () => {
    expect(
      cartLineOf({
        id: 4,
        name: 'Brake pads',
        price: 150.5,
        stock: 7,
        images: ['', ' ', '/uploads/pads.webp', '/uploads/other.webp'],
        businessId: 2,
        businessName: 'Kokompe Parts',
      }),
    ).toEqual({
      id: 4,
      name: 'Brake pads',
      price: 150.5,
      available: 7,
      coverUrl: '/uploads/pads.webp',
      shopId: 2,
      shopName: 'Kokompe Parts',
    });
  });

  it('never reports negative or fractional stock, and works without images or shop', () => {
    expect(cartLineOf({ id: 1, name: 'Fan belt', price: 30, stock: -2 })).toEqual({
      id: 1,
      name: 'Fan belt',
      price: 30,
      available: 0,
      coverUrl: null,
    });
    expect(cartLineOf({ id: 1, name: 'Fan belt', price: 30, stock: 2.7 }).available).toBe(2);
  });
});
