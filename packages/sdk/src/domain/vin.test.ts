import { describe, expect, it } from 'vitest';
import {
  decodeVin,
  expectedCheckDigit,
  VIN_BAD_CHARACTERS,
  VIN_CHECK_DIGIT_MISMATCH,
  VIN_REQUIRED,
  VIN_WRONG_LENGTH,
} from './vin.js';

const NOW = new Date('2026-11-23T00:00:00Z');
const decoded = (vin: string) => {
  const result = decodeVin(vin, NOW);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('decodeVin with real VINs', () => {
  it.each([
    // VIN, make, year, check digit — published examples of each make.
    ['1HGCM82633A004352', 'Honda', 2003, 'valid'], // Accord, USA
    ['JH4KA7561PC008269', 'Honda', 1993, 'valid'], // Acura Legend, Japan for North America
    ['JN1DA31D63T505967', 'Nissan', 2003, 'valid'],
    ['WVWZZZ1KZ6W612305', 'Volkswagen', 2006, 'absent'], // Golf, Germany: no check digit
    ['KNAPX81GBNK005247', 'Kia', 2022, 'absent'],
  ] as const)('%s → %s %s', (vin, make, year, checkDigit) => {
    expect(decoded(vin)).toMatchObject({ make, year, checkDigit, warnings: [] });
  });

  it('knows the make but not the year when position 10 holds none (a Toyota RAV4 built for Europe)', () => {
    const rav4 = decoded('JTMW53FV60D023016');
    expect(rav4.make).toBe('Toyota');
    expect(rav4.year).toBeNull();
    expect(rav4.yearCandidates).toEqual([]);
  });

  it('computes the check digit, X included (the ISO 3779 worked example)', () => {
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(expectedCheckDigit('1HGCM82633A004352')).toBe('3');
  });
});

describe('decodeVin with bad input', () => {
  it('accepts spaces, dashes and small letters', () => {
    expect(decoded(' 1hgcm8-2633a004352 ').vin).toBe('1HGCM82633A004352');
  });

  it.each([
    ['', VIN_REQUIRED],
    ['1HGCM82633A00435', VIN_WRONG_LENGTH],
    ['1HGCM82633A0043521', VIN_WRONG_LENGTH],
    ['1HGCM82633A00435O', VIN_BAD_CHARACTERS], // the letter O, not zero
    ['1HGCM82633A0043!2', VIN_BAD_CHARACTERS],
  ])('%j → %s', (vin, error) => {
    expect(decodeVin(vin, NOW)).toEqual({ ok: false, error });
  });

  it('warns, without refusing, when the check digit does not match', () => {
    const typo = decoded('1HGCM82643A004352');
    expect(typo.checkDigit).toBe('mismatch');
    expect(typo.warnings).toEqual([VIN_CHECK_DIGIT_MISMATCH]);
    expect(typo.make).toBe('Honda');
  });

  it('names no make for a manufacturer outside the catalogue', () => {
    expect(decoded('1M8GDM9AXKP042788').make).toBeNull();
  });

  it('never dates a car in the future: the newest year code candidate up to next year', () => {
    // 'T' is 1996 or 2026; a European VIN (no check digit) in 2026 means 2026.
    expect(decoded('WVWZZZ1KZTW612305').year).toBe(2026);
    expect(decodeVin('WVWZZZ1KZTW612305', new Date('2020-01-01T00:00:00Z'))).toMatchObject({
      value: { year: 1996 },
    });
  });
});
