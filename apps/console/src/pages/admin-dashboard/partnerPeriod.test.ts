import { describe, expect, it } from 'vitest';
import { parsePartnerPeriod, partnerQuery } from './partnerPeriod';

describe('partner report period', () => {
  it('asks for all time without bounds, a year from January 1 to December 31', () => {
    expect(partnerQuery('all')).toEqual({});
    expect(partnerQuery(2025)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('reads the select value, anything odd is all time', () => {
    expect(parsePartnerPeriod(2024)).toBe(2024);
    expect(parsePartnerPeriod('2024')).toBe(2024);
    expect(parsePartnerPeriod('all')).toBe('all');
    expect(parsePartnerPeriod('1999')).toBe('all');
    expect(parsePartnerPeriod(null)).toBe('all');
    expect(parsePartnerPeriod('20x4')).toBe('all');
  });
});
