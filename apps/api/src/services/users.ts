import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
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
      .set({ passwordHash, userType: 'admin', isAdmin: true, deletedAt: null, updatedAt: new Date() })
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
