import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './passwordSchema';

const messages = (values: object) =>
  changePasswordSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('changePasswordSchema', () => {
  it('accepts the current password and a matching §5 new password', () => {
    expect(
      messages({ currentPassword: 'old', password: 'Abossey2026', confirmPassword: 'Abossey2026' }),
    ).toEqual([]);
  });

  it('asks for every field with the §5 messages', () => {
    expect(messages({ currentPassword: '', password: '', confirmPassword: '' })).toEqual(
      expect.arrayContaining([
        'currentPassword: Current password is required!',
        'password: Password is required!',
        'confirmPassword: Please confirm your password!',
      ]),
    );
  });

  it('holds the new password to the rules and the confirmation to the new password', () => {
    expect(messages({ currentPassword: 'old', password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toContain(
      'password: Password must contain at least one uppercase letter!',
    );
    expect(
      messages({ currentPassword: 'old', password: 'Abossey2026', confirmPassword: 'Abossey2027' }),
    ).toEqual(["confirmPassword: Passwords don't match!"]);
  });
});
