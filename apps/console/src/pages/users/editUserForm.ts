import {
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  nameField,
  type UserProfile,
  type UserType,
  type UserUpdateInput,
  userTypes,
} from '@abossey/sdk';
import { z } from 'zod/mini';

/** §5 edit-user form (username and email are shown read-only, not sent). */
export const editUserSchema = z.object({
  firstName: nameField('First name is required', FIRST_NAME_TOO_LONG),
  lastName: nameField('Last name is required', LAST_NAME_TOO_LONG),
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Phone number is required'),
      z.minLength(10, 'Phone number must be 10 digits!'),
      z.maxLength(20, 'Invalid phone number!'),
      z.regex(/^\+?[\d\s()-]+$/, 'Invalid phone number!'),
    ),
  userType: z.enum(userTypes),
  isAdmin: z.boolean(),
});
export type EditUserValues = z.infer<typeof editUserSchema>;

export const editUserDefaults = (user: UserProfile): EditUserValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber ?? '',
  userType: user.isAdmin ? 'admin' : user.userType,
  isAdmin: user.isAdmin || user.userType === 'admin',
});

/** The type the account type field shows after the admin switch moves: on forces admin, off leaves admin. */
export function typeAfterSwitch(isAdmin: boolean, current: UserType): UserType {
  if (isAdmin) return 'admin';
  return current === 'admin' ? 'customer' : current;
}

/** The `PUT /users/{id}` data: §5 "the admin switch forces userType to admin on save". */
export function editUserPayload(values: EditUserValues): UserUpdateInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    isAdmin: values.isAdmin,
    userType: values.isAdmin ? 'admin' : typeAfterSwitch(false, values.userType),
  };
}
