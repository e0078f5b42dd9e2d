/**
 * Offline VIN decoding (issue 11, ISO 3779/3780): validation with clear messages, the North American check digit
 * (position 9), the manufacturer from the World Manufacturer Identifier for the makes the catalogue sells, and the
 * model year from position 10. No network call: it runs the same in the storefront, the widgets and the server.
 *
 * Limits, on purpose: many vehicles sold outside North America (most of what reaches Ghana from Europe and Asia) fill
 * position 9 with a letter or a digit that is not a check digit, so a mismatch is a warning, never an error; the
 * model year code repeats every 30 years and many non-North-American makers leave it out ('0', 'Z'), so the year is
 * the newest candidate that is not in the future, or unknown.
 */

export const VIN_LENGTH = 17;
export const VIN_REQUIRED = 'Please enter a VIN';
export const VIN_WRONG_LENGTH = 'A VIN has exactly 17 characters';
export const VIN_BAD_CHARACTERS = 'A VIN uses only digits and the letters A to Z except I, O and Q';
export const VIN_CHECK_DIGIT_MISMATCH =
  'The check digit does not match: please compare the VIN with the one on the car';

/** Letters a VIN never uses (they look like 1 and 0). */
const FORBIDDEN = /[IOQ]/;
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Position 10 → the years it can mean (1980–2009 and 2010–2039). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * World Manufacturer Identifiers (first three characters; a two-character entry covers every third character) of the
 * makes the catalogue sells, including the plants that build cars shipped to West Africa.
 */
const WMI: Record<string, string> = {
  // Toyota (Japan, USA, Canada, UK, France, Turkey, Thailand, South Africa)
  JT: 'Toyota',
  '4T1': 'Toyota',
  '4T3': 'Toyota',
  '4T4': 'Toyota',
  '5TD': 'Toyota',
  '5TF': 'Toyota',
  '2T1': 'Toyota',
  '2T3': 'Toyota',
  SB1: 'Toyota',
  VNK: 'Toyota',
  NMT: 'Toyota',
  MR0: 'Toyota',
  MR1: 'Toyota',
  MR2: 'Toyota',
  AHT: 'Toyota',
  // Honda (Japan, USA, Canada, UK, Thailand)
  JH: 'Honda',
  '1HG': 'Honda',
  '2HG': 'Honda',
  '5FN': 'Honda',
  '5J6': 'Honda',
  '19X': 'Honda',
  SHH: 'Honda',
  MRH: 'Honda',
  // Nissan (Japan, USA, Mexico, UK, Spain, South Africa)
  JN: 'Nissan',
  '1N4': 'Nissan',
  '1N6': 'Nissan',
  '5N1': 'Nissan',
  '3N1': 'Nissan',
  '3N6': 'Nissan',
  SJN: 'Nissan',
  VSK: 'Nissan',
  ADN: 'Nissan',
  // Hyundai (Korea, USA, India, Turkey, Czechia)
  KMH: 'Hyundai',
  KM8: 'Hyundai',
  '5NP': 'Hyundai',
  '5NM': 'Hyundai',
  MAL: 'Hyundai',
  NLH: 'Hyundai',
  TMA: 'Hyundai',
  // Kia (Korea, USA, Slovakia)
  KN: 'Kia',
  '5XY': 'Kia',
  '5XX': 'Kia',
  U5Y: 'Kia',
  U6Y: 'Kia',
  // Mitsubishi (Japan, Thailand, USA)
  JA3: 'Mitsubishi',
  JA4: 'Mitsubishi',
  JA7: 'Mitsubishi',
  JMB: 'Mitsubishi',
  JMY: 'Mitsubishi',
  MMB: 'Mitsubishi',
  MMT: 'Mitsubishi',
  '4A3': 'Mitsubishi',
  '4A4': 'Mitsubishi',
  // Mercedes-Benz (Germany, USA, South Africa)
  WDB: 'Mercedes-Benz',
  WDC: 'Mercedes-Benz',
  WDD: 'Mercedes-Benz',
  W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz',
  '4JG': 'Mercedes-Benz',
  '55S': 'Mercedes-Benz',
  ADB: 'Mercedes-Benz',
  // Ford (USA, Canada, Mexico, Germany, UK, Thailand, South Africa)
  '1FA': 'Ford',
  '1FM': 'Ford',
  '1FT': 'Ford',
  '1FD': 'Ford',
  '2FM': 'Ford',
  '3FA': 'Ford',
  WF0: 'Ford',
  SFA: 'Ford',
  MNB: 'Ford',
  AFA: 'Ford',
  // Volkswagen (Germany, USA, Mexico, Brazil, South Africa, China)
  WVW: 'Volkswagen',
  WVG: 'Volkswagen',
  WV1: 'Volkswagen',
  WV2: 'Volkswagen',
  '1VW': 'Volkswagen',
  '3VW': 'Volkswagen',
  '9BW': 'Volkswagen',
  AAV: 'Volkswagen',
  LSV: 'Volkswagen',
  LFV: 'Volkswagen',
};

export interface DecodedVin {
  vin: string;
  /** The catalogue make, or null when the WMI is not one of them. */
  make: string | null;
  wmi: string;
  /** The model year, or null when position 10 holds no year. */
  year: number | null;
  /** Every year position 10 can mean (30 years apart). */
  yearCandidates: number[];
  /** 'valid', 'mismatch' (a warning: many non-North-American VINs have no check digit), or 'absent' (a letter). */
  checkDigit: 'valid' | 'mismatch' | 'absent';
  warnings: string[];
}

export type VinResult = { ok: true; value: DecodedVin } | { ok: false; error: string };

/** The VIN as a person typed it, made comparable: capitals, no spaces or dashes. */
export const normalizeVin = (input: string): string => input.toUpperCase().replace(/[\s-]/g, '');

/** The check digit position 9 should hold ('0'–'9' or 'X'). */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i] as string;
    const value = /\d/.test(c) ? Number(c) : (TRANSLITERATION[c] ?? 0);
    sum += value * (WEIGHTS[i] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Years position 10 can mean; empty when it is not a year code. */
export function yearCandidates(code: string): number[] {
  const index = YEAR_CODES.indexOf(code);
  if (index < 0) return [];
  return [1980 + index, 2010 + index];
}

export function decodeVin(input: string, now: Date = new Date()): VinResult {
  const vin = normalizeVin(input);
  if (vin.length === 0) return { ok: false, error: VIN_REQUIRED };
  if (FORBIDDEN.test(vin)) return { ok: false, error: VIN_BAD_CHARACTERS };
  if (vin.length !== VIN_LENGTH) return { ok: false, error: VIN_WRONG_LENGTH };
  if (!VIN_PATTERN.test(vin)) return { ok: false, error: VIN_BAD_CHARACTERS };

  const wmi = vin.slice(0, 3);
  const make = WMI[wmi] ?? WMI[wmi.slice(0, 2)] ?? null;
  const position9 = vin[8] as string;
  const checkDigit = !/[\dX]/.test(position9)
    ? 'absent'
    : expectedCheckDigit(vin) === position9
      ? 'valid'
      : 'mismatch';

  const candidates = yearCandidates(vin[9] as string);
  // North American rules (WMI 1–5, or any VIN whose check digit holds, as North American VINs must) say which
  // 30-year cycle: a letter in position 7 means 2010 or later.
  const northAmerican = /^[1-5]/.test(vin) || checkDigit === 'valid';
  const latestPossible = now.getUTCFullYear() + 1;
  const year = northAmerican
    ? (candidates[/[A-Z]/.test(vin[6] as string) ? 1 : 0] ?? null)
    : ([...candidates].reverse().find((y) => y <= latestPossible) ?? null);

  return {
    ok: true,
    value: {
      vin,
      make,
      wmi,
      year,
      yearCandidates: candidates,
      checkDigit,
      warnings: checkDigit === 'mismatch' ? [VIN_CHECK_DIGIT_MISMATCH] : [],
    },
  };
}
