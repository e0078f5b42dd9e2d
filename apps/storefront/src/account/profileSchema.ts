import {
  CURRENT_PASSWORD_REQUIRED,
  emailField,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  nameField,
  otherNamesField,
  profilePhone,
  type UserProfile,
  type UserUpdateInput,
  usernameField,
} from '@abossey/sdk';
import { z } from 'zod/mini';

/** What the server holds, against which the form tells a new email or username. */
type Saved = Pick<UserProfile, 'email' | 'username'>;

/** A new email or username needs the current password (issue 21: a stolen session alone must not move an account). */
export const needsCurrentPassword = (saved: Saved, values: { email: string; username: string }) =>
  values.email.trim() !== saved.email || values.username.trim() !== saved.username;

/**
 * §5 profile update: first and last name required, username rules, phone at least 10 characters, the email; and the
 * current password when the email or username changes.
 */
export const profileSchemaFor = (saved: Saved) =>
  z
    .object({
      firstName: nameField('First name is required', FIRST_NAME_TOO_LONG),
      lastName: nameField('Last name is required', LAST_NAME_TOO_LONG),
      otherNames: otherNamesField,
      username: usernameField,
      email: emailField,
      phoneNumber: profilePhone,
      currentPassword: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (needsCurrentPassword(saved, values) && !values.currentPassword)
          ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_REQUIRED });
      }),
    );
export type ProfileValues = z.input<ReturnType<typeof profileSchemaFor>>;
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'otherNames',
  'username',
  'email',
  'phoneNumber',
  'currentPassword',
] as const;

/** The form's starting values: what the server holds (a missing phone or other names is an empty field). */
export function profileDefaults(user: UserProfile): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    otherNames: user.otherNames ?? '',
    username: user.username,
    email: user.email,
    phoneNumber: user.phoneNumber ?? user.phone ?? '',
    currentPassword: '',
  };
}

/**
 * The `PUT /users/{id}` body: empty other names clear them; a new photo URL replaces the old one; a new email or
 * username goes with the current password (unchanged ones are not sent).
 */
export function profileUpdate(
  values: z.output<ReturnType<typeof profileSchemaFor>>,
  saved: Saved,
  imageUrl?: string,
): UserUpdateInput {
  const sensitive = needsCurrentPassword(saved, values);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    otherNames: values.otherNames || null,
    phoneNumber: values.phoneNumber,
    ...(values.username !== saved.username ? { username: values.username } : {}),
    ...(values.email !== saved.email ? { email: values.email } : {}),
    ...(sensitive ? { currentPassword: values.currentPassword } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  };
}
