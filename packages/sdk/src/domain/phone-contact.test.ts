import { describe, expect, it } from 'vitest';
import { formatPhone, phoneE164, whatsappUrl } from './ghana.js';

describe('shop contact phone numbers (issue 25)', () => {
  it('writes a Ghanaian number as E.164, however it was typed', () => {
    expect(phoneE164('024 412 3456')).toBe('+233244123456');
    expect(phoneE164('+233 24 412 3456')).toBe('+233244123456');
    expect(phoneE164('(024) 412-3456')).toBe('+233244123456');
    expect(phoneE164('+1 202 555 0143')).toBe('+12025550143');
    expect(phoneE164('12345')).toBeNull();
    expect(phoneE164('call me')).toBeNull();
    expect(phoneE164('')).toBeNull();
  });

  it('formats a number for reading, international when it is valid', () => {
    expect(formatPhone('0244123456')).toBe('+233 24 412 3456');
    expect(formatPhone(' +1 (202) 555-0143 ')).toBe('+1 202 555 0143');
    // What the API stored before numbers were checked comes back as typed, trimmed.
    expect(formatPhone(' 123456 ')).toBe('123456');
  });

  it('builds a wa.me link from the digits with the message encoded', () => {
    expect(whatsappUrl('024 412 3456')).toBe('https://wa.me/233244123456');
    expect(whatsappUrl('+233244123456', 'Hello, is "Brake pad" in stock? & 5%')).toBe(
      'https://wa.me/233244123456?text=Hello%2C%20is%20%22Brake%20pad%22%20in%20stock%3F%20%26%205%25',
    );
    expect(whatsappUrl('123')).toBeNull();
  });
});
