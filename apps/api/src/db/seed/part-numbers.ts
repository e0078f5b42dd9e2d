/**
 * OEM-style part numbers for the demo listings (issue 25): mechanics search by the maker's number, so the seed gives
 * each part of each model generation one, in the shape its maker prints (Toyota `04465-02220`, Honda
 * `45022-SNA-A01`, Nissan `41060-JD00A`, others `1K0698151A`-like). Derived from the part, model and generation
 * alone — no random draw, so the rest of the seeded data stays as it was — and the same part for the same car has
 * the same number in every shop, as in a real market: searching it compares the shops' offers.
 */

/** FNV-1a: a small, stable hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** `count` characters of `alphabet` picked by the hash of `key` and a salt. */
function pick(key: string, salt: string, count: number, alphabet: string): string {
  let value = hash(`${salt}:${key}`);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += alphabet[value % alphabet.length];
    value = Math.floor(value / alphabet.length) || hash(`${salt}${i}:${key}`);
  }
  return out;
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXZ';
const ALNUM = `${DIGITS}${LETTERS}`;

export function oemPartNumber(
  part: string,
  make: string,
  model: string,
  years: readonly [number, number],
): string {
  const key = `${part}|${make}|${model}|${years[0]}`;
  const digits = (salt: string, count: number) => pick(key, salt, count, DIGITS);
  switch (make) {
    case 'Toyota':
    case 'Lexus':
      return `${digits('a', 5)}-${digits('b', 5)}`;
    case 'Honda':
      return `${digits('a', 5)}-${pick(key, 'b', 3, LETTERS)}-${pick(key, 'c', 1, LETTERS)}0${digits('d', 1)}`;
    case 'Nissan':
      return `${digits('a', 5)}-${pick(key, 'b', 2, LETTERS)}${digits('c', 2)}${pick(key, 'd', 1, LETTERS)}`;
    default:
      return `${digits('a', 1)}${pick(key, 'b', 2, ALNUM)}${digits('c', 6)}${pick(key, 'd', 1, LETTERS)}`;
  }
}
