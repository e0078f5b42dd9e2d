/**
 * The §5 strength meter (20 points each for length ≥ 8, uppercase, lowercase, digit, symbol; < 30 weak, 30–59
 * medium, ≥ 60 strong). One definition, in `@abossey/sdk`, shared with the forms and the server; re-exported here
 * so `PasswordField` users find it next to the field.
 */
export { type PasswordStrength, type PasswordStrengthLevel, passwordStrength } from '@abossey/sdk';
