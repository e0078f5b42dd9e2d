import { CURRENT_PASSWORD_WRONG, type UserType } from '@abossey/sdk';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { effectiveType } from './accounts.js';
import { currentPasswordProblem } from './current-password.js';
import { NotFoundError } from './errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { USER_NOT_FOUND } from './users.js';

/**
 * A signed-in user changes their own password, proving the current one. Every token issued before stops working
 * (the token version moves on); the caller signs a fresh one. Answers the user's effective type for that session.
 */
export async function updatePassword(
  db: Db,
  userId: number,
  currentPassword: string,
  password: string,
): Promise<UserType> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, userType: users.userType, isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  if (!(await verifyPassword(row.passwordHash, currentPassword)))
    throw currentPasswordProblem(CURRENT_PASSWORD_WRONG);
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return effectiveType(row);
}
