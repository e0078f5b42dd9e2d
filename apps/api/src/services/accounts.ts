import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthSession,
  type createAdminInput,
  RESET_LINK_INVALID,
  type registerInput,
  type UserType,
} from '@abossey/sdk';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { passwordResetTokens, users } from '../db/schema.js';
import { HttpError } from './errors.js';
import type { Mailer } from './mail.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'Email is already registered';
export const USERNAME_TAKEN = 'Username is already taken';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A valid argon2id hash of a random password: verified against when no user matches, so timing stays alike. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
};

/** The effective role: the admin flag wins (§5 "the admin switch forces userType to admin"). */
export const effectiveType = (row: { userType: UserType; isAdmin: boolean }): UserType =>
  row.isAdmin ? 'admin' : row.userType;

const notDeleted = isNull(users.deletedAt);

/** Checks email-or-username + password. Same message and similar timing whether or not the account exists. */
export async function authenticate(
  db: Db,
  identifier: string,
  password: string,
): Promise<Omit<AuthSession, 'auth_token'>> {
  const key = identifier.trim().toLowerCase();
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      isAdmin: users.isAdmin,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(notDeleted, or(eq(sql`lower(${users.email})`, key), eq(sql`lower(${users.username})`, key))))
    .limit(1);
  if (!row) {
    await verifyPassword(await getDummyHash(), password);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw new HttpError(401, INVALID_CREDENTIALS);
  return { userId: row.id, userType: effectiveType(row) };
}

type NewAccount = z.output<typeof registerInput> | z.output<typeof createAdminInput>;

/** 409 when the email or username is taken (case-insensitive; closed accounts were anonymised, so theirs are free). */
async function assertFree(
  db: Db,
  email: string | undefined,
  username: string | undefined,
  exceptId?: number,
) {
  const conditions = [];
  if (email) conditions.push(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (username) conditions.push(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (conditions.length === 0) return;
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(or(...conditions));
  for (const row of rows) {
    if (row.id === exceptId) continue;
    if (email && row.email.toLowerCase() === email.toLowerCase()) throw new HttpError(409, EMAIL_TAKEN);
    if (username && row.username.toLowerCase() === username.toLowerCase())
      throw new HttpError(409, USERNAME_TAKEN);
  }
}

export { assertFree as assertEmailAndUsernameFree };

/** A unique-index violation (two sign-ups racing) as the same 409 the pre-check gives. */
export function uniqueViolation(error: unknown): HttpError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === '23505') {
      const text = `${String(constraint ?? '')} ${String(message ?? '')}`;
      return new HttpError(409, text.includes('username') ? USERNAME_TAKEN : EMAIL_TAKEN);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Creates an account; `userType` is customer or vendor for sign-ups, admin only through `POST /admin`. */
export async function createAccount(db: Db, input: NewAccount, userType: UserType): Promise<number> {
  await assertFree(db, input.email, input.username);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        firstName: input.firstName,
        lastName: input.lastName,
        otherNames: input.otherNames || null,
        phone: input.phone ?? input.phoneNumber ?? null,
        userType,
        isAdmin: userType === 'admin',
        passwordHash,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('Creating the account returned no row.');
    return row.id;
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetMailContext {
  mailer: Mailer;
  /** Origin of the web app, e.g. `https://abossey.example` (no trailing slash). */
  appUrl: string;
}

/**
 * Starts a password reset for this email if an active account has it: a random token (32 bytes, base64url) whose
 * SHA-256 alone is stored, valid one hour, mailed as a link to `/auth/reset-password?token=…`.
 * Returns whether a mail was queued (callers must not reveal it).
 */
export async function startPasswordReset(db: Db, email: string, context: ResetMailContext): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(notDeleted, eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
    .limit(1);
  if (!user) return false;
  await sendResetMail(db, user, context);
  return true;
}

/** Creates a reset token for a known user and queues the mail (also used by the admin's "reset password"). */
export async function sendResetMail(
  db: Db,
  user: { id: number; email: string; firstName: string },
  { mailer, appUrl }: ResetMailContext,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const greeting = user.firstName ? `Hello ${user.firstName},` : 'Hello,';
  mailer.send({
    to: user.email,
    subject: 'Reset your Abossey password',
    text: [
      greeting,
      '',
      'Someone asked to reset the password of your Abossey account. To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this mail; your password stays the same.',
    ].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your Abossey account. To choose a new password, open this link:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>The link works once and expires in 1 hour. If you did not ask for this, you can ignore this mail; your password stays the same.</p>`,
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Sets a new password with a reset token: the token must exist, be unused, unexpired and belong to an active account.
 * Marks it used and voids the user's other outstanding tokens, in one transaction (two parallel uses: one wins).
 */
export async function completePasswordReset(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new HttpError(400, RESET_LINK_INVALID);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, claimed.userId), notDeleted))
      .returning({ id: users.id });
    if (!user) throw new HttpError(400, RESET_LINK_INVALID);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
  });
}
