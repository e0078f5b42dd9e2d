import { describe, expect, it } from 'vitest';
import { isPartnerRef, parsePartnerRef } from './partner-ref.js';

describe('partner ref', () => {
  it('accepts letters, digits, _ and - up to 64 characters', () => {
    expect(isPartnerRef('kwame-motors')).toBe(true);
    expect(isPartnerRef('Tema_Auto_Clinic_2')).toBe(true);
    expect(isPartnerRef('a'.repeat(64))).toBe(true);
  });

  it('refuses empty, too long, spaces, markup and non-strings', () => {
    for (const bad of [
      '',
      'a'.repeat(65),
      'kwame motors',
      '<script>',
      'kwame/motors',
      'ref\n',
      'gar%C3%A1ge',
    ])
      expect(isPartnerRef(bad), bad).toBe(false);
    expect(isPartnerRef(42)).toBe(false);
    expect(isPartnerRef(null)).toBe(false);
  });

  it('parses a query value to the ref or null', () => {
    expect(parsePartnerRef('kwame-motors')).toBe('kwame-motors');
    expect(parsePartnerRef('bad ref')).toBeNull();
    expect(parsePartnerRef(null)).toBeNull();
    expect(parsePartnerRef(undefined)).toBeNull();
  });
});
