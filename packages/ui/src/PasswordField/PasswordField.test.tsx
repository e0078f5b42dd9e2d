import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength (§5)', () => {
  it('gives 20 points per rule and the level thresholds', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, level: 'weak' });
    expect(passwordStrength('abc')).toMatchObject({ score: 20, level: 'weak' });
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 40, level: 'medium' });
    expect(passwordStrength('aB')).toMatchObject({ score: 40, level: 'medium' });
    expect(passwordStrength('abcdefG1')).toMatchObject({ score: 80, level: 'strong' });
    expect(passwordStrength('abcdefG1!')).toMatchObject({ score: 100, level: 'strong' });
    expect(passwordStrength('Ab1')).toMatchObject({ score: 60, level: 'strong' });
    expect(passwordStrength(undefined).checks).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      digit: false,
      symbol: false,
    });
  });
});
