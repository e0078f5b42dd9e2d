import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@abossey/sdk';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { HttpError } from './errors.js';
import { verifyPassword } from './passwords.js';

/** 400 on the form's `currentPassword` field. */
export const currentPasswordProblem = (message: string) =>
  new HttpError(400, message, [{ path: 'data.currentPassword', message }]);

/**
 * Account changes that could hand the account to someone else (email, username) need the password of whoever makes
 * them, not only their token (issue 21): 400 on the `currentPassword` field when it is missing or wrong.
 */
export async function proveCurrentPassword(
  db: Db,
  userId: number,
  password: string | undefined,
): Promise<void> {
  if (!password) throw currentPasswordProblem(CURRENT_PASSWORD_REQUIRED);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row || !(await verifyPassword(row.passwordHash, password)))
    throw currentPasswordProblem(CURRENT_PASSWORD_WRONG);
}
