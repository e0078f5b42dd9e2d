import { describe, expect, it } from 'vitest';
import { checkoutPath, parseStep } from './steps';

describe('parseStep', () => {
  it('reads 0, 1 and 2 from the step parameter', () => {
    expect(parseStep(new URLSearchParams('step=0'))).toBe(0);
    expect(parseStep(new URLSearchParams('step=1'))).toBe(1);
    expect(parseStep(new URLSearchParams('step=2&x=1'))).toBe(2);
    expect(parseStep(new URLSearchParams('step= 1 '))).toBe(1);
  });

  it('falls back to the cart for a missing or invalid step', () => {
    for (const query of ['', 'step=', 'step=3', 'step=-1', 'step=1.5', 'step=one', 'step=12'])
      expect(parseStep(new URLSearchParams(query)), query).toBe(0);
  });

  it('writes the path of a step', () => {
    expect(checkoutPath(1)).toBe('/shop/product/checkout?step=1');
  });
});
