import { describe, expect, it } from 'vitest';
import { formatMoney, toCedis, toPesewas } from './money.js';

describe('formatMoney', () => {
  it('prefixes GH₵ with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('GH₵ 1,234.50');
    expect(formatMoney(1234567.891)).toBe('GH₵ 1,234,567.89');
    expect(formatMoney(0)).toBe('GH₵ 0.00');
  });
  it('puts the sign before the symbol', () => {
    expect(formatMoney(-12)).toBe('-GH₵ 12.00');
  });
  it('never prints NaN', () => {
    expect(formatMoney(Number.NaN)).toBe('GH₵ —');
  });
});

describe('pesewas', () => {
  it('round-trips without floating point drift', () => {
    expect(toPesewas(19.99)).toBe(1999);
    expect(toPesewas(0.1 + 0.2)).toBe(30);
    expect(toCedis(1999)).toBe(19.99);
  });
});
