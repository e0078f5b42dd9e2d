import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { dbFingerprint } from './fingerprint.js';
import { createTestApp, createUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t?.close());

describe('dbFingerprint', () => {
  it('is stable without writes and changes with any row change', async () => {
    const user = await createUser(t.app, 'customer');
    const before = await dbFingerprint(t.app.db);
    expect(await dbFingerprint(t.app.db)).toEqual(before);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'products', 'orders']));
    await t.app.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, user.id));
    const after = await dbFingerprint(t.app.db);
    expect(after.users).not.toBe(before.users);
    expect({ ...after, users: before.users }).toEqual(before);
  });
});
