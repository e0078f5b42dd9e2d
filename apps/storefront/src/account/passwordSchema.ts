import { newPassword, passwordUpdateInput } from '@abossey/sdk';
import { z } from 'zod/mini';

/** The change-password form: the current password, a §5 new password, and its confirmation (§5/§8 messages). */
export const changePasswordSchema = z
  .object({
    currentPassword: passwordUpdateInput.shape.currentPassword,
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password!')),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      path: ['confirmPassword'],
      message: "Passwords don't match!",
    }),
  );
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
