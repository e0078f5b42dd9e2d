import { describe, expect, it } from 'vitest';
import { isImageUrl } from '../schemas/products.js';
import {
  GHANA_REGIONS,
  ghanaRegion,
  isGpsAddress,
  isPhoneNumber,
  isPlausiblePlace,
  normalGpsAddress,
} from './ghana.js';
import { findUnsafeText, hasUnsafeCharacters } from './text-safety.js';

describe("Ghana's address rules (issue 21)", () => {
  it('knows the 16 regions, old spellings included', () => {
    expect(GHANA_REGIONS).toHaveLength(16);
    expect(ghanaRegion('  greater   ACCRA region ')).toBe('Greater Accra');
    expect(ghanaRegion('Brong-Ahafo')).toBe('Bono');
    expect(ghanaRegion('Western North')).toBe('Western North');
    expect(ghanaRegion('Narnia')).toBeNull();
    expect(ghanaRegion('')).toBeNull();
  });

  it.each([
    ['GA-123-4567', true],
    ['NT-0021-4456', true],
    ['ga1234567', true],
    ['GA-12-4567', false],
    ['GA-123-456', false],
    ['G1-123-4567', false],
    ['GA-12345-6789', false],
  ])('GPS address %s → %s', (text, valid) => {
    expect(isGpsAddress(text)).toBe(valid);
  });

  it('writes a GPS address the standard way', () => {
    expect(normalGpsAddress(' ak03915542 ')).toBe('AK-0391-5542');
    expect(normalGpsAddress('ga-123-4567')).toBe('GA-123-4567');
  });

  it.each([
    ['024 412 3456', true],
    ['0241234567', true],
    ['+233 24 412 3456', true],
    ['+233302123456', true],
    ['+44 20 7946 0958', true],
    ['abc', false],
    ['12', false],
    ['call me 😀', false],
    ['0241234', false],
    ['+233 24 412 3456 ext 5', false],
    ['1234567890', false],
  ])('phone %s → %s', (text, valid) => {
    expect(isPhoneNumber(text)).toBe(valid);
  });

  it.each([
    ['Accra', true],
    ['Ho', true],
    ['Sekondi-Takoradi', true],
    ['.', false],
    ['12', false],
    ['A', false],
  ])('city %s → %s', (text, valid) => {
    expect(isPlausiblePlace(text)).toBe(valid);
  });
});

describe('image URLs (issue 21)', () => {
  it.each([
    ['/uploads/2026/0123456789abcdef0123456789abcdef.webp', true],
    ['/uploads/seed/brake-pads-2.svg', true],
    ['https://cdn.example.com/pads.jpg?w=320', true],
    ['/x"onerror=alert(1)', false],
    ['/uploads/a.jpg"onerror=alert(1)', false],
    ['/uploads/../secret', false],
    ['/uploads/', false],
    ['/img/p1.svg', false],
    ['//evil.example/x.jpg', false],
    ['http://cdn.example.com/pads.jpg', false],
    ['https://cdn.example.com/a b.jpg', false],
    ["https://cdn.example.com/a'.jpg", false],
    ['https://u:p@cdn.example.com/a.jpg', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
  ])('%s → %s', (url, valid) => {
    expect(isImageUrl(url)).toBe(valid);
  });
});

describe('unsafe text (issue 21)', () => {
  it('finds NUL characters and lone surrogates, not emoji', () => {
    expect(hasUnsafeCharacters('a\u0000b')).toBe(true);
    expect(hasUnsafeCharacters('a\ud800b')).toBe(true);
    expect(hasUnsafeCharacters('a\udc00')).toBe(true);
    expect(hasUnsafeCharacters('\ud83d')).toBe(true);
    expect(hasUnsafeCharacters('🚗 أبوسي')).toBe(false);
  });

  it('names where in a body the text is, keys included', () => {
    expect(findUnsafeText({ data: { items: [{ name: 'ok' }, { name: 'x\u0000' }] } })).toBe(
      'data.items.1.name',
    );
    expect(findUnsafeText({ data: { 'k\ud800': 1 } })).toBe('data.k\ud800');
    expect(findUnsafeText('\u0000')).toBe('');
    expect(findUnsafeText({ data: { name: 'Ama', n: 1, ok: true, none: null } })).toBeNull();
  });
});
