import { isPhoneNumber } from '../domain/ghana.js';
import { passwordMessages, passwordProblems } from '../domain/password.js';
import { int, z } from '../zod.js';
import { envelope } from './common.js';

/** §5 password rule (see domain/password.ts). Every broken part is reported. */
export const newPassword = z.string({ error: passwordMessages.required }).check(
  z.superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  }),
);

/** §5 email messages (forgot-password form). */
export const emailField = z.pipe(
  z
    .string({ error: 'Email is required!' })
    .check(
      z.trim(),
      z.minLength(1, 'Email is required!'),
      z.maxLength(254, 'Email must be a valid email address!'),
    ),
  z.email('Email must be a valid email address!'),
);

export const userTypes = ['admin', 'vendor', 'customer'] as const;
export const userType = z.enum(userTypes);
export type UserType = z.infer<typeof userType>;

/** Who may sign themselves up: never admin (admins create admins through `POST /admin`). */
export const selfServiceUserType = z.enum(['customer', 'vendor'], {
  error: 'Account type must be customer or vendor',
});

/** `POST /login` credentials: `email`, `username` or `identifier` (any of them, case-insensitive) and the password. */
const loginName = () => z.optional(z.string().check(z.trim(), z.maxLength(254)));
export const loginCredentials = z
  .object({
    email: loginName(),
    username: loginName(),
    identifier: loginName(),
    password: z
      .string({ error: passwordMessages.required })
      .check(z.minLength(1, passwordMessages.required), z.maxLength(1024, 'Invalid email or password')),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.email && !value.username && !value.identifier)
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email or username is required!' });
    }),
  );
export type LoginCredentials = z.input<typeof loginCredentials>;
export const loginBody = z.object({ data: loginCredentials });

/** What login and sign-up confirmation answer: the access token and who it belongs to (the §3 session keys). */
export const authSession = z.object({
  auth_token: z.string(),
  userId: int(),
  userType,
});
export type AuthSession = z.infer<typeof authSession>;
export const authSessionResponse = envelope(authSession);

/** Names are at most 100 characters; a longer one is told so, not "required" (issue 25). */
export const NAME_MAX_LENGTH = 100;
export const FIRST_NAME_TOO_LONG = 'First name must be at most 100 characters!';
export const LAST_NAME_TOO_LONG = 'Last name must be at most 100 characters!';
export const OTHER_NAMES_TOO_LONG = 'Other names must be at most 100 characters!';

/** A required name: `required` when missing or blank, `tooLong` past 100 characters. */
export const nameField = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(NAME_MAX_LENGTH, tooLong));
/** Other names: optional text of at most 100 characters. */
export const otherNamesField = z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, OTHER_NAMES_TOO_LONG));
/**
 * §5 profile phone: at least 10 characters, and (issue 21) a valid Ghanaian number or a `+` international one,
 * checked with libphonenumber-js (domain/ghana.ts).
 */
export const profilePhone = z.string({ error: 'Phone number is required!' }).check(
  z.trim(),
  z.minLength(1, 'Phone number is required!'),
  z.minLength(10, 'Phone number must be 10 digits!'),
  z.maxLength(20, 'Invalid phone number!'),
  z.refine((v) => v.length < 10 || isPhoneNumber(v), 'Invalid phone number!'),
);
export const usernameField = z
  .string({ error: 'Username is required!' })
  .check(
    z.trim(),
    z.minLength(1, 'Username is required!'),
    z.minLength(3, 'Username must be at least 3 characters!'),
    z.maxLength(40, 'Username must be at most 40 characters!'),
    z.regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores!'),
  );

/** Fields every new account has (register and create-admin). */
const newAccountFields = z.object({
  firstName: nameField('First name is required', FIRST_NAME_TOO_LONG),
  lastName: nameField('Last name is required', LAST_NAME_TOO_LONG),
  otherNames: z.optional(otherNamesField),
  email: emailField,
  username: usernameField,
  phone: z.optional(profilePhone),
  /** Same as `phone` (the spec's forms use both names). */
  phoneNumber: z.optional(profilePhone),
  password: newPassword,
});

export const registerInput = z.extend(newAccountFields, {
  userType: z._default(selfServiceUserType, 'customer'),
});
export type RegisterInput = z.input<typeof registerInput>;
export const registerBody = z.object({ data: registerInput });

/** `POST /register` answers this (202) for a new email and a taken one alike (ADR 0005: no enumeration). */
export const SIGN_UP_MAIL_SENT = 'Check your email to finish creating your account';
/** `POST /register/confirm` with an unknown, used or mistyped token. */
export const SIGN_UP_LINK_INVALID =
  'This confirmation link is not valid or was already used. Please sign up again.';
/** `POST /register/confirm` with a token older than its 24 hours. */
export const SIGN_UP_LINK_EXPIRED = 'This confirmation link has expired. Please sign up again.';
/** `POST /register/confirm` when the address got an account in the meantime (another link was used first). */
export const SIGN_UP_ALREADY_CONFIRMED = 'This email already has an account. Please sign in.';
export const SIGN_UP_TOKEN_MISSING = 'Confirmation token is missing. Please use the link from your email.';

/** `POST /register/confirm`: the token from the confirmation mail. */
export const confirmSignUpInput = z.object({
  token: z
    .string({ error: SIGN_UP_TOKEN_MISSING })
    .check(z.trim(), z.minLength(1, SIGN_UP_TOKEN_MISSING), z.maxLength(200, SIGN_UP_LINK_INVALID)),
});
export type ConfirmSignUpInput = z.input<typeof confirmSignUpInput>;
export const confirmSignUpBody = z.object({ data: confirmSignUpInput });

export const createAdminInput = newAccountFields;
export type CreateAdminInput = z.input<typeof createAdminInput>;
export const createAdminBody = z.object({ data: createAdminInput });

export const passwordResetRequest = z.object({ email: emailField });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;
export const passwordResetRequestBody = z.object({ data: passwordResetRequest });

export const RESET_LINK_INVALID = 'Failed to reset password. The link may have expired.';
export const changePasswordInput = z.object({
  token: z
    .string({ error: 'Reset token is missing. Please use the link from your email.' })
    .check(
      z.trim(),
      z.minLength(1, 'Reset token is missing. Please use the link from your email.'),
      z.maxLength(200, RESET_LINK_INVALID),
    ),
  password: newPassword,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
export const changePasswordBody = z.object({ data: changePasswordInput });

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required!';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
/** `PUT /users/{id}/password` (yourself): the current password, and a new one following the §5 rules. */
export const passwordUpdateInput = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .check(z.minLength(1, CURRENT_PASSWORD_REQUIRED), z.maxLength(1024, CURRENT_PASSWORD_WRONG)),
  password: newPassword,
});
export type PasswordUpdateInput = z.input<typeof passwordUpdateInput>;
export const passwordUpdateBody = z.object({ data: passwordUpdateInput });

/** A plain confirmation: `{data: {message}}`. */
export const messageResponse = envelope(z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponse>;

export const RESET_MAIL_SENT = 'Password reset instructions have been sent to your email address.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
