import { profilePhone, type UserProfile, type UserUpdateInput, usernameField } from '@abossey/sdk';
import { z } from 'zod/mini';

const requiredName = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(100));

/** §5 profile update: first and last name required, username rules, phone at least 10 characters. */
export const profileSchema = z.object({
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  otherNames: z.string().check(z.trim(), z.maxLength(100)),
  username: usernameField,
  phoneNumber: profilePhone,
});
export type ProfileValues = z.input<typeof profileSchema>;
export const PROFILE_FIELDS = ['firstName', 'lastName', 'otherNames', 'username', 'phoneNumber'] as const;

/** The form's starting values: what the server holds (a missing phone or other names is an empty field). */
export function profileDefaults(user: UserProfile): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    otherNames: user.otherNames ?? '',
    username: user.username,
    phoneNumber: user.phoneNumber ?? user.phone ?? '',
  };
}

/** The `PUT /users/{id}` body: empty other names clear them; a new photo URL replaces the old one. */
export function profileUpdate(values: z.output<typeof profileSchema>, imageUrl?: string): UserUpdateInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    otherNames: values.otherNames || null,
    username: values.username,
    phoneNumber: values.phoneNumber,
    ...(imageUrl ? { imageUrl } : {}),
  };
}
