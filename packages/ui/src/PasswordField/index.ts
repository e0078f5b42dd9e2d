export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { type PasswordStrength, type PasswordStrengthLevel, passwordStrength } from './passwordStrength';
