import { randomBytes } from 'node:crypto';
import { EMAIL_CHANGE_LINK_INVALID, type UserType } from '@abossey/sdk';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailChanges, users } from '../db/schema.js';
import {
  EMAIL_TAKEN,
  effectiveType,
  escapeHtml,
  type ResetMailContext,
  sendResetMail,
  sha256,
  uniqueViolation,
} from './accounts.js';
import { HttpError } from './errors.js';

/** How long the link to the new address works. */
const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
/** How long the old address can say "this was not me": longer, as the owner may read their mail days later. */
const REPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const newToken = () => randomBytes(32).toString('base64url');
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Voids the user's changes that still wait for their confirmation link (a newer one replaces them). */
const voidOpenChanges = (db: Db, userId: number, now: Date) =>
  db
    .update(emailChanges)
    .set({ voidedAt: now })
    .where(
      and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.voidedAt)),
    );

/**
 * Starts an email change (the caller already proved the password): stores the SHA-256 of two random tokens, mails
 * the new address a confirmation link (24 hours) and the old address a notice with a "this was not me" link
 * (7 days). An earlier change still waiting for its link stops working.
 */
export async function startEmailChange(
  db: Db,
  user: { id: number; email: string; firstName: string },
  newEmail: string,
  { mailer, appUrl }: ResetMailContext,
): Promise<void> {
  const confirmToken = newToken();
  const reportToken = newToken();
  const now = new Date();
  await db.transaction(async (tx) => {
    await voidOpenChanges(tx, user.id, now);
    await tx.insert(emailChanges).values({
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      confirmTokenHash: sha256(confirmToken),
      reportTokenHash: sha256(reportToken),
      expiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
      reportExpiresAt: new Date(now.getTime() + REPORT_TTL_MS),
    });
  });

  const greeting = user.firstName ? `Hello ${user.firstName},` : 'Hello,';
  const confirmLink = `${appUrl}/auth/confirm-email?token=${encodeURIComponent(confirmToken)}`;
  const confirmBody =
    'You asked to use this address for your Abossey account. To confirm it, open this link:';
  const confirmFooter =
    'The link works once and expires in 24 hours. Until then your account keeps its old address. If you did not ask for this, ignore this mail.';
  mailer.send({
    to: newEmail,
    subject: 'Confirm your new Abossey email address',
    text: [greeting, '', confirmBody, '', confirmLink, '', confirmFooter].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${confirmBody}</p><p><a href="${escapeHtml(confirmLink)}">Confirm my new email</a></p><p>${confirmFooter}</p>`,
  });

  const reportLink = `${appUrl}/auth/report-email-change?token=${encodeURIComponent(reportToken)}`;
  const notice = `Someone signed in to your Abossey account asked to change its email address from ${user.email} to ${newEmail}. The change happens once the new address confirms it.`;
  const reportText =
    'If this was not you, open this link: the change is stopped (or undone), every session of your account is signed out, and we send this address a link to choose a new password.';
  const footer = 'The link works for 7 days. If it was you, there is nothing to do.';
  mailer.send({
    to: user.email,
    subject: 'Your Abossey email address is being changed',
    text: [greeting, '', notice, '', reportText, '', reportLink, '', footer].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(notice)}</p><p>${reportText}</p><p><a href="${escapeHtml(reportLink)}">This was not me</a></p><p>${footer}</p>`,
  });
}

/**
 * Confirms an email change with the token mailed to the new address, in one transaction: the link must be unused,
 * not replaced or reported, and unexpired, and the address still free. The new email takes effect and every session
 * of the account ends (the caller signs a fresh one). Any refusal changes nothing.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
): Promise<{ userId: number; userType: UserType }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [change] = await tx
      .update(emailChanges)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(emailChanges.confirmTokenHash, sha256(token)),
          isNull(emailChanges.confirmedAt),
          isNull(emailChanges.voidedAt),
          gt(emailChanges.expiresAt, now),
        ),
      )
      .returning();
    if (!change) throw new HttpError(400, EMAIL_CHANGE_LINK_INVALID);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, change.newEmail.toLowerCase()), ne(users.id, change.userId)))
      .limit(1);
    if (taken) throw new HttpError(409, EMAIL_TAKEN);
    let user: { userType: UserType; isAdmin: boolean } | undefined;
    try {
      [user] = await tx
        .update(users)
        .set({ email: change.newEmail, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
        .where(and(eq(users.id, change.userId), isNull(users.deletedAt)))
        .returning({ userType: users.userType, isAdmin: users.isAdmin });
    } catch (error) {
      throw uniqueViolation(error) ?? error;
    }
    if (!user) throw new HttpError(400, EMAIL_CHANGE_LINK_INVALID);
    await voidOpenChanges(tx, change.userId, now);
    return { userId: change.userId, userType: effectiveType(user) };
  });
}

/**
 * "This was not me", with the token mailed to the old address: the change stops working (or, once confirmed, the
 * account gets its old address back while no one else has taken it), every session of the account ends, and the old
 * address is mailed a password reset link — whoever made the change knew the password. The link works once.
 */
export async function reportEmailChange(db: Db, token: string, context: ResetMailContext): Promise<void> {
  const now = new Date();
  const reported = await db.transaction(async (tx) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ reportedAt: now, voidedAt: sql`coalesce(${emailChanges.voidedAt}, ${now})` })
      .where(
        and(
          eq(emailChanges.reportTokenHash, sha256(token)),
          isNull(emailChanges.reportedAt),
          gt(emailChanges.reportExpiresAt, now),
        ),
      )
      .returning();
    if (!change) throw new HttpError(400, EMAIL_CHANGE_LINK_INVALID);
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, change.userId), isNull(users.deletedAt)));
    if (!user) throw new HttpError(400, EMAIL_CHANGE_LINK_INVALID);
    await voidOpenChanges(tx, user.id, now);
    const [oldTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, change.oldEmail.toLowerCase()), ne(users.id, user.id)))
      .limit(1);
    const restore = !sameEmail(user.email, change.oldEmail) && !oldTaken;
    await tx
      .update(users)
      .set({
        ...(restore && { email: change.oldEmail }),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    return { id: user.id, email: change.oldEmail, firstName: user.firstName };
  });
  await sendResetMail(db, reported, context);
}

/** "Sign out everywhere": every access token issued so far stops working (the caller signs a fresh one). */
export async function endAllSessions(db: Db, userId: number): Promise<UserType> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ userType: users.userType, isAdmin: users.isAdmin });
  if (!row) throw new HttpError(401, 'Your session has expired. Please sign in again.');
  return effectiveType(row);
}
