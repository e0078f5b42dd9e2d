import { describe, expect, it } from 'vitest';
import { passwordMessages, passwordProblems, passwordStrength } from './password.js';

describe('passwordProblems (§5)', () => {
  it('accepts 8+ characters with upper, lower and a digit', () => {
    expect(passwordProblems('Abcdefg1')).toEqual([]);
  });
  it('reports every broken rule with its §5 message', () => {
    expect(passwordProblems('')).toEqual([passwordMessages.required]);
    expect(passwordProblems('abc')).toEqual([
      passwordMessages.min,
      passwordMessages.uppercase,
      passwordMessages.number,
    ]);
    expect(passwordProblems(`A1${'a'.repeat(127)}`)).toEqual([passwordMessages.max]);
  });
});

describe('passwordStrength (§5 meter)', () => {
  it.each([
    ['', 0, 'weak'],
    ['abc', 20, 'weak'],
    ['abcDEF', 40, 'medium'],
    ['abcdefgh', 40, 'medium'],
    ['Abcdefg1', 80, 'strong'],
    ['Abcdef1!', 100, 'strong'],
  ] as const)('%j scores %i (%s)', (pw, score, level) => {
    expect(passwordStrength(pw)).toMatchObject({ score, level });
  });
});
