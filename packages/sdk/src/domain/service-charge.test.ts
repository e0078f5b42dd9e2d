import { describe, expect, it } from 'vitest';
import { checkoutTotals, orderViewServiceCharge, percentOf } from './service-charge.js';

describe('checkoutTotals', () => {
  it('adds 10% of (subtotal − discount)', () => {
    expect(checkoutTotals(25_000)).toEqual({
      subtotalPesewas: 25_000,
      discountPesewas: 0,
      serviceChargePesewas: 2_500,
      totalPesewas: 27_500,
    });
    expect(checkoutTotals(25_000, 5_000)).toMatchObject({
      serviceChargePesewas: 2_000,
      totalPesewas: 22_000,
    });
  });
  it('rounds the charge half up to a whole pesewa', () => {
    // 10% of GH₵ 12.35 = 123.5 pesewas → 124.
    expect(checkoutTotals(1_235)).toMatchObject({ serviceChargePesewas: 124, totalPesewas: 1_359 });
    expect(checkoutTotals(1_234)).toMatchObject({ serviceChargePesewas: 123, totalPesewas: 1_357 });
  });
  it('caps the discount at the subtotal and refuses fractions or negatives', () => {
    expect(checkoutTotals(1_000, 5_000)).toMatchObject({ discountPesewas: 1_000, totalPesewas: 0 });
    expect(() => checkoutTotals(10.5)).toThrow(RangeError);
    expect(() => checkoutTotals(100, -1)).toThrow(RangeError);
  });
});

describe('orderViewServiceCharge', () => {
  it('is 10% up to GH₵ 10,000 and 8% above', () => {
    expect(orderViewServiceCharge(1_000_000)).toBe(100_000);
    expect(orderViewServiceCharge(1_000_001)).toBe(80_000);
    expect(orderViewServiceCharge(5_005)).toBe(501);
  });
  it('percentOf rounds half up', () => {
    expect(percentOf(5, 10)).toBe(1);
    expect(percentOf(4, 10)).toBe(0);
  });
});
