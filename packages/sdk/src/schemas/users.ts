import { z } from 'zod';
import { emailField, profilePhone, usernameField, userType } from './auth.js';
import { envelope, pageMeta } from './common.js';

/** A shop the user belongs to, with their role in it (owner or staff). */
export const userBusiness = z.object({
  id: z.number().int(),
  businessName: z.string(),
  userRole: z.string(),
});
export type UserBusiness = z.infer<typeof userBusiness>;

/** The full profile: for the user themself and for admins. Aliases carry the same value (the spec's screens use both). */
export const userProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  fullName: z.string(),
  phone: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  userType,
  isAdmin: z.boolean(),
  userCategory: z.string().nullable(),
  imageUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  profileImage: z.string().nullable(),
  business: z.array(userBusiness),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** What anyone may see of another user: enough to show a review author. */
export const userPublic = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type UserPublic = z.infer<typeof userPublic>;

export const userResponse = envelope(z.union([userProfile, userPublic]));

/** Whether `GET /users/{id}` answered the full profile (yourself or an admin) rather than public fields. */
export const isUserProfile = (user: UserProfile | UserPublic): user is UserProfile => 'email' in user;
export const userProfileResponse = envelope(userProfile);

export const USER_LIST_MAX_LIMIT = 100;
/** `GET /users` (admin): `userType=admin` also finds users with the admin flag. */
export const userListQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(USER_LIST_MAX_LIMIT).default(10),
  q: z.string().trim().max(200).optional(),
  userType: userType.optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;
export const userListResponse = z.object({ data: z.array(userProfile), meta: pageMeta });
export type UserList = z.infer<typeof userListResponse>;

const optionalName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100).optional();
const optionalUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v), 'Image URL must be a web address')
  .nullable()
  .optional();

/**
 * `PUT /users/{id}` body data. Every field is optional (the admin edit form sends no names); a field that is sent
 * follows §5. `userType`/`isAdmin` may only be changed by an admin; the admin switch forces userType to admin.
 */
export const userUpdateInput = z.object({
  firstName: optionalName('First name is required'),
  lastName: optionalName('Last name is required'),
  otherNames: z.string().trim().max(100).nullable().optional(),
  phone: profilePhone.optional(),
  phoneNumber: profilePhone.optional(),
  email: emailField.optional(),
  username: usernameField.optional(),
  userType: userType.optional(),
  isAdmin: z.boolean().optional(),
  userCategory: z.string().trim().max(100).nullable().optional(),
  imageUrl: optionalUrl,
  avatarUrl: optionalUrl,
  profileImage: optionalUrl,
});
export type UserUpdateInput = z.input<typeof userUpdateInput>;
export const userUpdateBody = z.object({ data: userUpdateInput });
