import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_REQUIRED, passwordUpdateInput } from './schemas/auth.js';

const messages = (input: unknown) =>
  passwordUpdateInput.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('passwordUpdateInput', () => {
  it('takes the current password and a §5 new password', () => {
    expect(messages({ currentPassword: 'old one', password: 'Abossey2026' })).toEqual([]);
  });

  it('needs the current password', () => {
    expect(messages({ currentPassword: '', password: 'Abossey2026' })).toEqual([
      `currentPassword: ${CURRENT_PASSWORD_REQUIRED}`,
    ]);
  });

  it('holds the new password to the §5 rules', () => {
    expect(messages({ currentPassword: 'x', password: 'abc' })).toContain(
      'password: Password must be at least 8 characters!',
    );
  });
});
