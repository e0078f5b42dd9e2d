import { normalizePartNumber } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { oemPartNumber } from './part-numbers.js';

describe('oemPartNumber', () => {
  it('writes each maker’s shape', () => {
    expect(oemPartNumber('Brake Pads (front)', 'Toyota', 'Corolla', [2008, 2013])).toMatch(/^\d{5}-\d{5}$/);
    expect(oemPartNumber('Brake Pads (front)', 'Honda', 'Civic', [2006, 2011])).toMatch(
      /^\d{5}-[A-Z]{3}-[A-Z]0\d$/,
    );
    expect(oemPartNumber('Brake Pads (front)', 'Nissan', 'Sentra', [2013, 2019])).toMatch(
      /^\d{5}-[A-Z]{2}\d{2}[A-Z]$/,
    );
    expect(oemPartNumber('Brake Pads (front)', 'Hyundai', 'Elantra', [2011, 2015])).toMatch(
      /^\d[0-9A-Z]{2}\d{6}[A-Z]$/,
    );
  });

  it('gives the same part of the same car one number, and other parts or generations others', () => {
    const pads = oemPartNumber('Brake Pads (front)', 'Toyota', 'Corolla', [2008, 2013]);
    expect(oemPartNumber('Brake Pads (front)', 'Toyota', 'Corolla', [2008, 2013])).toBe(pads);
    const others = [
      oemPartNumber('Brake Pads (rear)', 'Toyota', 'Corolla', [2008, 2013]),
      oemPartNumber('Brake Pads (front)', 'Toyota', 'Corolla', [2014, 2019]),
      oemPartNumber('Brake Pads (front)', 'Toyota', 'Camry', [2008, 2013]),
    ];
    for (const other of others) expect(normalizePartNumber(other)).not.toBe(normalizePartNumber(pads));
  });
});
