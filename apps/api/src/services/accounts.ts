import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthSession,
  type createAdminInput,
  RESET_LINK_INVALID,
  type registerInput,
  SIGN_UP_ALREADY_CONFIRMED,
  SIGN_UP_LINK_EXPIRED,
  SIGN_UP_LINK_INVALID,
  type UserType,
} from '@abossey/sdk';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { passwordResetTokens, pendingSignups, users } from '../db/schema.js';
import { HttpError } from './errors.js';
import type { Mailer } from './mail.js';
import { hashPassword, verifyPassword } from './passwords.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'Email is already registered';
const USERNAME_TAKEN = 'Username is already taken';
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long a sign-up confirmation link works. */
const SIGN_UP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A valid argon2id hash of a random password: verified against when no user matches, so timing stays alike. Made by
 * hashPassword, so it has this process's parameters (test/passwords.test.ts checks it).
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
};

/** The effective role: the admin flag wins (§5 "the admin switch forces userType to admin"). */
export const effectiveType = (row: { userType: UserType; isAdmin: boolean }): UserType =>
  row.isAdmin ? 'admin' : row.userType;

const notDeleted = isNull(users.deletedAt);

/** The account a sign-in names, found by email or username (case-insensitive), with what checking it needs. */
interface LoginAccount {
  id: number;
  userType: UserType;
  isAdmin: boolean;
  passwordHash: string;
}

/**
 * The active account with this email or username, if any. Sign-in looks it up before counting the attempt, so the
 * per-account limit counts the account whatever identifier was typed (issue 21).
 */
export async function findLoginAccount(db: Db, identifier: string): Promise<LoginAccount | undefined> {
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
  return row;
}

/** Checks the password of a looked-up account. Same message and similar timing whether or not the account exists. */
export async function checkLoginPassword(
  account: LoginAccount | undefined,
  password: string,
): Promise<Omit<AuthSession, 'auth_token'>> {
  if (!account) {
    await verifyPassword(await dummyPasswordHash(), password);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(account.passwordHash, password))) throw new HttpError(401, INVALID_CREDENTIALS);
  return { userId: account.id, userType: effectiveType(account) };
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

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

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

export const escapeHtml = (text: string) =>
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

// ---------------------------------------------------------------------------------------------------------------
// Sign-up with a confirmed email (ADR 0005)

export type SignUpInput = z.output<typeof registerInput>;

/**
 * Starts a sign-up. A taken username is refused (409: usernames are public, and that check never looks at the email).
 * Then, whatever the email: the password is hashed (the same argon2id work in both paths, so timing does not tell),
 * and either a confirmation link is mailed (new email: a `pending_signups` row holding the hash and the SHA-256 of a
 * 32-byte random token, valid 24 hours) or the owner of the taken address is told someone tried to sign up with it.
 * Returns which (callers must not reveal it).
 */
export async function startSignUp(
  db: Db,
  input: SignUpInput,
  { mailer, appUrl }: ResetMailContext,
): Promise<'pending' | 'taken'> {
  await assertFree(db, undefined, input.username);
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim();
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (owner) {
    sendSignUpTakenMail(mailer, owner, appUrl);
    return 'taken';
  }
  const now = new Date();
  // Expired sign-ups are of no use to anyone: sweep them while here (indexed, usually nothing).
  await db.delete(pendingSignups).where(lt(pendingSignups.expiresAt, now));
  const token = randomBytes(32).toString('base64url');
  await db.insert(pendingSignups).values({
    email,
    username: input.username,
    firstName: input.firstName,
    lastName: input.lastName,
    otherNames: input.otherNames || null,
    phone: input.phone ?? input.phoneNumber ?? null,
    userType: input.userType,
    passwordHash,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + SIGN_UP_TOKEN_TTL_MS),
  });
  const link = `${appUrl}/auth/confirm?token=${encodeURIComponent(token)}`;
  const greeting = `Hello ${input.firstName},`;
  const body = 'To finish creating your Abossey account, confirm your email address by opening this link:';
  const footer =
    'The link works once and expires in 24 hours. If you did not sign up, you can ignore this mail; no account is created without it.';
  mailer.send({
    to: email,
    subject: 'Confirm your email to finish your Abossey sign-up',
    text: [greeting, '', body, '', link, '', footer].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${body}</p><p><a href="${escapeHtml(link)}">Confirm my email</a></p><p>${footer}</p>`,
  });
  return 'pending';
}

/** "Someone tried to sign up with your address": to the owner of a taken email, with sign-in and reset links. */
function sendSignUpTakenMail(mailer: Mailer, owner: { email: string; firstName: string }, appUrl: string) {
  const greeting = owner.firstName ? `Hello ${owner.firstName},` : 'Hello,';
  const body =
    'Someone (perhaps you) tried to create a new Abossey account with this email address, which already has an account. No new account was created.';
  const signIn = `${appUrl}/auth/sign-in`;
  const reset = `${appUrl}/auth/forgot-password`;
  const footer = 'If it was not you, you can ignore this mail; nothing changed.';
  mailer.send({
    to: owner.email,
    subject: 'Someone tried to sign up with your address',
    text: [
      greeting,
      '',
      body,
      '',
      `Sign in: ${signIn}`,
      `Forgot your password? Reset it: ${reset}`,
      '',
      footer,
    ].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${body}</p><p><a href="${escapeHtml(signIn)}">Sign in</a> · <a href="${escapeHtml(reset)}">Reset my password</a></p><p>${footer}</p>`,
  });
}

/**
 * Confirms a sign-up with the mailed token and creates the account, in one transaction: the token must exist, be
 * unused and unexpired; the email must still be free (another link of the same address may have won) and the
 * username too. Any refusal rolls back, so a refused confirm changes nothing. The address's other pending sign-ups
 * are removed once one is confirmed.
 */
export async function confirmSignUp(db: Db, token: string): Promise<{ userId: number; userType: UserType }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [pending] = await tx
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.tokenHash, sha256(token)))
      .limit(1);
    if (!pending || pending.usedAt) throw new HttpError(400, SIGN_UP_LINK_INVALID);
    if (pending.expiresAt <= now) throw new HttpError(400, SIGN_UP_LINK_EXPIRED);
    const [claimed] = await tx
      .update(pendingSignups)
      .set({ usedAt: now })
      .where(and(eq(pendingSignups.id, pending.id), isNull(pendingSignups.usedAt)))
      .returning({ id: pendingSignups.id });
    if (!claimed) throw new HttpError(400, SIGN_UP_LINK_INVALID);
    const [taken] = await tx
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.email})`, pending.email.toLowerCase()),
          eq(sql`lower(${users.username})`, pending.username.toLowerCase()),
        ),
      )
      .limit(1);
    if (taken) {
      throw taken.email.toLowerCase() === pending.email.toLowerCase()
        ? new HttpError(409, SIGN_UP_ALREADY_CONFIRMED)
        : new HttpError(409, USERNAME_TAKEN);
    }
    let row: { id: number } | undefined;
    try {
      [row] = await tx
        .insert(users)
        .values({
          email: pending.email,
          username: pending.username,
          firstName: pending.firstName,
          lastName: pending.lastName,
          otherNames: pending.otherNames,
          phone: pending.phone,
          userType: pending.userType,
          isAdmin: false,
          passwordHash: pending.passwordHash,
        })
        .returning({ id: users.id });
    } catch (error) {
      const conflict = uniqueViolation(error);
      if (!conflict) throw error;
      throw conflict.message === EMAIL_TAKEN ? new HttpError(409, SIGN_UP_ALREADY_CONFIRMED) : conflict;
    }
    if (!row) throw new Error('Creating the account returned no row.');
    await tx
      .delete(pendingSignups)
      .where(
        and(
          eq(sql`lower(${pendingSignups.email})`, pending.email.toLowerCase()),
          ne(pendingSignups.id, pending.id),
        ),
      );
    return { userId: row.id, userType: pending.userType };
  });
}
