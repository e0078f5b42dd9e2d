export type PasswordStrengthLevel = 'weak' | 'medium' | 'strong';

export interface PasswordStrength {
  /** 0–100: 20 points each for length ≥ 8, an uppercase letter, a lowercase letter, a digit, a symbol (§5). */
  score: number;
  /** < 30 weak, 30–59 medium, ≥ 60 strong (§5). */
  level: PasswordStrengthLevel;
  /** Which rules the password meets. */
  checks: { length: boolean; uppercase: boolean; lowercase: boolean; digit: boolean; symbol: boolean };
}

/** §5 password strength. Pure; the same rules as the reset-password form. */
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
