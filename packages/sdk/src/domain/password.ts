/**
 * §5 password rules, shared by the server, the forms and the strength meter: one definition, three users.
 */

/** The §5 messages, in the order the rules are checked. */
export const passwordMessages = {
  required: 'Password is required!',
  min: 'Password must be at least 8 characters!',
  uppercase: 'Password must contain at least one uppercase letter!',
  lowercase: 'Password must contain at least one lowercase letter!',
  number: 'Password must contain at least one number!',
  max: 'Password must be at most 128 characters!',
} as const;

/** argon2 of a megabyte-long "password" is a cheap denial of service; 128 is plenty for a passphrase. */
export const PASSWORD_MAX_LENGTH = 128;

/** Every §5 rule the password breaks, as its message; empty when the password is acceptable. */
export function passwordProblems(password: string): string[] {
  if (password.length === 0) return [passwordMessages.required];
  const problems: string[] = [];
  if (password.length < 8) problems.push(passwordMessages.min);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(passwordMessages.max);
  if (!/[A-Z]/.test(password)) problems.push(passwordMessages.uppercase);
  if (!/[a-z]/.test(password)) problems.push(passwordMessages.lowercase);
  if (!/\d/.test(password)) problems.push(passwordMessages.number);
  return problems;
}

export type PasswordStrengthLevel = 'weak' | 'medium' | 'strong';

export interface PasswordStrength {
  /** 0–100: 20 points each for length ≥ 8, an uppercase letter, a lowercase letter, a digit, a symbol (§5). */
  score: number;
  /** < 30 weak, 30–59 medium, ≥ 60 strong (§5). */
  level: PasswordStrengthLevel;
  /** Which rules the password meets. */
  checks: { length: boolean; uppercase: boolean; lowercase: boolean; digit: boolean; symbol: boolean };
}

/** The §5 strength meter. */
export function passwordStrength(password: string | null | undefined): PasswordStrength {
  const pw = password ?? '';
  const checks = {
    length: pw.length >= 8,
    uppercase: /[A-Z]/.test(pw),
    lowercase: /[a-z]/.test(pw),
    digit: /\d/.test(pw),
    symbol: /[^A-Za-z0-9]/.test(pw),
  };
  const score = Object.values(checks).filter(Boolean).length * 20;
  const level: PasswordStrengthLevel = score < 30 ? 'weak' : score < 60 ? 'medium' : 'strong';
  return { score, level, checks };
}
