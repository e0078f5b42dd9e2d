import { describe, expect, it } from 'vitest';
import { phoneDigits } from './Footer';

describe('phoneDigits', () => {
  it('keeps a leading + and the digits', () => {
    expect(phoneDigits(' +233 (0)20-123 4567 ')).toBe('+2330201234567');
    expect(phoneDigits('020 123 4567')).toBe('0201234567');
  });
});
