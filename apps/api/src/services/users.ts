import type { UserBusiness, UserProfile, UserPublic, userListQuery, userUpdateInput } from '@abossey/sdk';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { businesses, businessMembers, notifications, passwordResetTokens, users } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { assertEmailAndUsernameFree, type ResetMailContext, uniqueViolation } from './accounts.js';
import { proveCurrentPassword } from './current-password.js';
import { startEmailChange } from './email-change.js';
import { HttpError, isDbInt, NotFoundError } from './errors.js';
import { hashPassword } from './passwords.js';

export interface EnsureAdminResult {
  userId: number;
  created: boolean;
}

/**
 * `ADMIN_EMAIL` + `ADMIN_PASSWORD`: creates that admin, or — when the email exists — makes it an admin again
 * and resets its password, so whoever runs a fresh production database can always sign in.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<EnsureAdminResult> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) {
    await db
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        userType: 'admin',
        isAdmin: true,
        deletedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return { userId: existing.id, created: false };
  }
  const username = await freeUsername(db, email.split('@')[0] || 'admin');
  const [created] = await db
    .insert(users)
    .values({
      email,
      username,
      firstName: 'Admin',
      lastName: '',
      userType: 'admin',
      isAdmin: true,
      passwordHash,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('Creating the admin account returned no row.');
  return { userId: created.id, created: true };
}

/** `base`, or `base2`, `base3`... whichever is not taken (usernames are unique, case-insensitive). */
async function freeUsername(db: Db, base: string): Promise<string> {
  const clean = base.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'admin';
  const taken = new Set(
    (
      await db
        .select({ username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) like ${`${clean}%`}`)
    ).map((r) => r.username.toLowerCase()),
  );
  if (!taken.has(clean)) return clean;
  for (let n = 2; ; n++) if (!taken.has(`${clean}${n}`)) return `${clean}${n}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Profiles (GET/PUT/DELETE /users/:id, GET /users)

type UserRow = typeof users.$inferSelect;

/** What anyone may see of a user: enough for a review author. */
function toPublicUser(row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'avatarUrl'>): UserPublic {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    avatarUrl: row.avatarUrl,
  };
}

/** The full profile (self or admin). The spec's screens read several names for one value; all are sent. */
function toProfile(row: UserRow, business: UserBusiness[]): UserProfile {
  return {
    ...toPublicUser(row),
    email: row.email,
    username: row.username,
    otherNames: row.otherNames,
    phone: row.phone,
    phoneNumber: row.phone,
    userType: row.isAdmin ? 'admin' : row.userType,
    isAdmin: row.isAdmin || row.userType === 'admin',
    userCategory: row.userCategory,
    imageUrl: row.avatarUrl,
    profileImage: row.avatarUrl,
    business,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Shops of these users with their role, keyed by user id. */
async function businessesOf(db: Db, userIds: number[]): Promise<Map<number, UserBusiness[]>> {
  const map = new Map<number, UserBusiness[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({
      userId: businessMembers.userId,
      id: businesses.id,
      businessName: businesses.businessName,
      userRole: businessMembers.role,
    })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(inArray(businessMembers.userId, userIds))
    .orderBy(asc(businesses.id));
  for (const { userId, ...business } of rows) {
    const list = map.get(userId) ?? [];
    list.push(business);
    map.set(userId, list);
  }
  return map;
}

export const USER_NOT_FOUND = 'User not found';

async function activeUser(db: Db, id: number): Promise<UserRow> {
  if (!isDbInt(id)) throw new NotFoundError(USER_NOT_FOUND);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  return row;
}

/** The full profile of an active user, or 404. */
export async function getProfile(db: Db, id: number): Promise<UserProfile> {
  const row = await activeUser(db, id);
  return toProfile(row, (await businessesOf(db, [row.id])).get(row.id) ?? []);
}

/** Public fields of an active user, or 404. */
export async function getPublicUser(db: Db, id: number): Promise<UserPublic> {
  return toPublicUser(await activeUser(db, id));
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `GET /users` (admin): active users, newest first; `q` words must each match a name, username, email or phone. */
export async function listUsers(db: Db, query: z.output<typeof userListQuery>) {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.userType === 'admin')
    conditions.push(or(eq(users.userType, 'admin'), eq(users.isAdmin, true)) as SQL);
  else if (query.userType)
    conditions.push(and(eq(users.userType, query.userType), eq(users.isAdmin, false)) as SQL);
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = likePattern(word);
    conditions.push(
      sql`concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.otherNames}, ${users.username}, ${users.email}, ${users.phone}) ilike ${pattern}`,
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const shops = await businessesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => toProfile(row, shops.get(row.id) ?? [])),
    meta: { page: query.page, limit: query.limit, total: totalRow?.total ?? 0 },
  };
}

const ROLE_CHANGE_FORBIDDEN = 'Only an admin can change the account type or admin rights.';
const OWN_ADMIN_RIGHTS = 'You cannot remove your own admin rights.';
const OWN_ACCOUNT_DELETE = 'You cannot delete your own account.';

/**
 * `PUT /users/:id`. Callers are the user themself or an admin (the route checks). Only an admin may change
 * userType/isAdmin (the same value as now is accepted from anyone, since the profile form sends it back); the
 * admin switch forces userType to admin, and switching it off makes an admin account a customer unless a type is
 * given. An admin cannot take their own admin rights away (someone must stay able to manage users).
 *
 * A new username or email needs the current password of the caller (an admin editing someone else proves their own:
 * a stolen admin token must not move accounts either). A new email is not written here: the new address is mailed a
 * confirmation link and the old one a notice (`startEmailChange`); the answer carries it as `pendingEmail`. Only a
 * change of letter case (the same mailbox) applies at once.
 */
export async function updateUser(
  db: Db,
  id: number,
  input: z.output<typeof userUpdateInput>,
  actor: AuthUser,
  mail: ResetMailContext,
): Promise<UserProfile> {
  const row = await activeUser(db, id);
  const current = {
    userType: row.isAdmin ? ('admin' as const) : row.userType,
    isAdmin: row.isAdmin || row.userType === 'admin',
  };

  let nextType = input.userType ?? current.userType;
  let nextAdmin =
    input.isAdmin ?? (input.userType !== undefined ? input.userType === 'admin' : current.isAdmin);
  if (input.isAdmin === true) nextType = 'admin';
  if (input.userType === 'admin') nextAdmin = true;
  if (nextAdmin === false && nextType === 'admin') nextType = 'customer';
  const roleChanges = nextType !== current.userType || nextAdmin !== current.isAdmin;
  if (roleChanges && !actor.isAdmin) throw new HttpError(403, ROLE_CHANGE_FORBIDDEN);
  if (roleChanges && actor.id === row.id && !nextAdmin) throw new HttpError(409, OWN_ADMIN_RIGHTS);

  const usernameChanges = input.username !== undefined && input.username !== row.username;
  const emailChanges = input.email !== undefined && input.email !== row.email;
  if (usernameChanges || emailChanges) await proveCurrentPassword(db, actor.id, input.currentPassword);
  await assertEmailAndUsernameFree(db, input.email, input.username, row.id);
  const newMailbox =
    emailChanges && input.email !== undefined && input.email.toLowerCase() !== row.email.toLowerCase()
      ? input.email
      : undefined;
  const image = [input.imageUrl, input.avatarUrl, input.profileImage].find((v) => v !== undefined);
  const phone = input.phone ?? input.phoneNumber;
  try {
    await db
      .update(users)
      .set({
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(input.otherNames !== undefined && { otherNames: input.otherNames || null }),
        ...(phone !== undefined && { phone }),
        ...(emailChanges && !newMailbox && { email: input.email }),
        ...(input.username !== undefined && { username: input.username }),
        ...(input.userCategory !== undefined && { userCategory: input.userCategory || null }),
        ...(image !== undefined && { avatarUrl: image || null }),
        ...(roleChanges && { userType: nextType, isAdmin: nextAdmin }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.id));
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  if (!newMailbox) return getProfile(db, row.id);
  await startEmailChange(db, row, newMailbox, mail);
  return { ...(await getProfile(db, row.id)), pendingEmail: newMailbox };
}

/**
 * `DELETE /users/:id` (admin): a soft delete. The row stays (orders, reviews and shop history keep pointing at it),
 * but the account is closed for good: `deletedAt` set, email and username replaced by `deleted-<id>` placeholders so
 * the person can register again, name set to "Deleted User", phone/avatar/password cleared, reset tokens and
 * notifications removed. The auth plugin refuses a deleted user's tokens at once. Shop memberships stay, so the admin
 * sees the shop's owner as "Deleted User" and can move the shop with Change Owner.
 */
export async function deleteUser(db: Db, id: number, actor: AuthUser): Promise<void> {
  const row = await activeUser(db, id);
  if (row.id === actor.id) throw new HttpError(409, OWN_ACCOUNT_DELETE);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        deletedAt: new Date(),
        email: `deleted-${row.id}@deleted.invalid`,
        username: `deleted-${row.id}`,
        firstName: 'Deleted',
        lastName: 'User',
        otherNames: null,
        phone: null,
        avatarUrl: null,
        userCategory: null,
        isAdmin: false,
        // Not a valid PHC string: no password can ever match it.
        passwordHash: '!deleted',
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.id));
    await tx.delete(notifications).where(eq(notifications.userId, row.id));
  });
}
