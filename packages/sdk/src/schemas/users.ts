import { int, z } from '../zod.js';
import {
  CURRENT_PASSWORD_WRONG,
  emailField,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  nameField,
  otherNamesField,
  profilePhone,
  usernameField,
  userType,
} from './auth.js';
import { envelope, pageMeta } from './common.js';
import { IMAGE_URL_INVALID, isImageUrl } from './products.js';

/** A shop the user belongs to, with their role in it (owner or staff). */
export const userBusiness = z.object({
  id: int(),
  businessName: z.string(),
  userRole: z.string(),
});
export type UserBusiness = z.infer<typeof userBusiness>;

/** The full profile: for the user themself and for admins. Aliases carry the same value (the spec's screens use both). */
export const userProfile = z.object({
  id: int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.nullable(z.string()),
  fullName: z.string(),
  phone: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  userType,
  isAdmin: z.boolean(),
  userCategory: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  profileImage: z.nullable(z.string()),
  business: z.array(userBusiness),
  createdAt: z.string(),
  /**
   * Only in the answer of a `PUT /users/{id}` that asked for a new email: the address waiting for its confirmation
   * link (the profile keeps the old email until then).
   */
  pendingEmail: z.optional(z.string()),
});
export type UserProfile = z.infer<typeof userProfile>;

/** What anyone may see of another user: enough to show a review author. */
export const userPublic = z.object({
  id: int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type UserPublic = z.infer<typeof userPublic>;

export const userResponse = envelope(z.union([userProfile, userPublic]));

export const userProfileResponse = envelope(userProfile);

export const USER_LIST_MAX_LIMIT = 100;
/** `GET /users` (admin): `userType=admin` also finds users with the admin flag. */
export const userListQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(USER_LIST_MAX_LIMIT)), 10),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  userType: z.optional(userType),
});
export type UserListQuery = z.input<typeof userListQuery>;
export const userListResponse = z.object({ data: z.array(userProfile), meta: pageMeta });
export type UserList = z.infer<typeof userListResponse>;

const optionalName = (required: string, tooLong: string) => z.optional(nameField(required, tooLong));
const optionalUrl = z.optional(
  z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(2048),
      z.refine((v) => v === '' || isImageUrl(v), IMAGE_URL_INVALID),
    ),
  ),
);

/**
 * `PUT /users/{id}` body data. Every field is optional (the admin edit form sends no names); a field that is sent
 * follows §5. `userType`/`isAdmin` may only be changed by an admin; the admin switch forces userType to admin.
 * A new `email` or `username` needs `currentPassword` (the caller's own: an admin editing someone proves theirs),
 * and a new email only takes effect once the link mailed to it is opened (issue 21).
 */
export const userUpdateInput = z.object({
  firstName: optionalName('First name is required', FIRST_NAME_TOO_LONG),
  lastName: optionalName('Last name is required', LAST_NAME_TOO_LONG),
  otherNames: z.optional(z.nullable(otherNamesField)),
  phone: z.optional(profilePhone),
  phoneNumber: z.optional(profilePhone),
  email: z.optional(emailField),
  username: z.optional(usernameField),
  userType: z.optional(userType),
  isAdmin: z.optional(z.boolean()),
  userCategory: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100)))),
  imageUrl: optionalUrl,
  avatarUrl: optionalUrl,
  profileImage: optionalUrl,
  currentPassword: z.optional(z.string().check(z.maxLength(1024, CURRENT_PASSWORD_WRONG))),
});
export type UserUpdateInput = z.input<typeof userUpdateInput>;
export const userUpdateBody = z.object({ data: userUpdateInput });

// ---------------------------------------------------------------------------------------------------------------
// Email changes and sessions (issue 21)

export const EMAIL_CHANGE_TOKEN_MISSING = 'The link is incomplete. Please use the link from your email.';
/** A confirm or report link that is unknown, used, replaced by a newer change, or expired. */
export const EMAIL_CHANGE_LINK_INVALID =
  'This link is not valid any more. It may have expired or been used already.';
/** `POST /email-change/report`: what happened after "this was not me". */
export const EMAIL_CHANGE_REPORTED =
  'Thank you. The change was stopped, every session was signed out and we sent a password reset link to this address.';
/** `POST /email-change/confirm` and `/email-change/report`: the token from the mail. */
export const emailChangeTokenInput = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_TOKEN_MISSING })
    .check(z.trim(), z.minLength(1, EMAIL_CHANGE_TOKEN_MISSING), z.maxLength(200, EMAIL_CHANGE_LINK_INVALID)),
});
export type EmailChangeTokenInput = z.input<typeof emailChangeTokenInput>;
export const emailChangeTokenBody = z.object({ data: emailChangeTokenInput });
