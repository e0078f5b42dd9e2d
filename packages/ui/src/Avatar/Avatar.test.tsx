import { describe, expect, it } from 'vitest';
import { avatarColor, avatarInitials } from './avatarColor';

describe('avatarColor / avatarInitials', () => {
  it('maps the first letter to the §4 colours', () => {
    const expected = {
      primary: 'acf',
      secondary: 'edh',
      info: 'ikl',
      success: 'mnp',
      warning: 'qst',
      error: 'vxy',
      neutral: 'bgjoruwz',
    };
    for (const [color, letters] of Object.entries(expected))
      for (const letter of letters) {
        expect(avatarColor(`${letter}name`), letter).toBe(color);
        expect(avatarColor(`${letter.toUpperCase()}name`), letter).toBe(color);
      }
    expect(avatarColor('')).toBe('neutral');
    expect(avatarColor(undefined)).toBe('neutral');
    expect(avatarColor('  kofi')).toBe('info');
    expect(avatarColor('عمر')).toBe('neutral');
  });

  it('takes the first letters of the first and last words', () => {
    expect(avatarInitials('Kwame Asante Mensah')).toBe('KM');
    expect(avatarInitials('ama')).toBe('A');
    expect(avatarInitials('')).toBe('');
  });
});
