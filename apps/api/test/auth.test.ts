import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { TOO_MANY_ATTEMPTS } from '@abossey/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { passwordResetTokens, pendingSignups, rateLimitCounters, users } from '../src/db/schema.js';
import { loggerOptions } from '../src/logger.js';
import { StartupError } from '../src/startup-error.js';
import { post, readOutbox, resetTokenFor, signUp, signUpTokenFor } from './accounts-helpers.js';
import { bearer, createTestApp, createUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  // Generous limits here; the rate-limit tests below use their own app with tiny ones.
  t = await createTestApp({
    seed: 'none',
    config: {
      publicUrl: 'https://abossey.example',
      rateLimits: {
        loginPerIp: 1000,
        loginPerAccount: 1000,
        loginAccountCeiling: 1000,
        resetPerIp: 1000,
        resetPerEmail: 1000,
        registerPerIp: 1000,
      },
    },
  });
});
afterAll(() => t?.close());

const countUsers = async () =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;

let seq = 0;
const newAccount = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    firstName: 'Kofi',
    lastName: 'Mensah',
    email: `kofi${seq}@example.com`,
    username: `kofi${seq}`,
    phone: '0241234567',
    password: 'Sparepart1',
    ...extra,
  };
};

const countPending = async () =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(pendingSignups))[0]?.n ?? 0;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const SENT = { status: 202, body: { data: { message: 'Check your email to finish creating your account' } } };
const confirm = (token: unknown) => post(t, '/api/register/confirm', { data: { token } });

describe('POST /api/register and /api/register/confirm (ADR 0005)', () => {
  it('answers 202 and mails a link; nothing signs in until the link is confirmed, which creates a customer', async () => {
    const account = newAccount();
    const before = await countUsers();
    expect(await post(t, '/api/register', { data: account })).toEqual(SENT);
    expect(await countUsers()).toBe(before);
    const signIn = await post(t, '/api/login', {
      data: { email: account.email, password: account.password },
    });
    expect(signIn.status).toBe(401);

    const token = await signUpTokenFor(t, account.email);
    const res = await confirm(token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ userType: 'customer', userId: expect.any(Number) });
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/${res.body.data.userId}`,
      headers: { authorization: `Bearer ${res.body.data.auth_token}` },
    });
    expect(me.json().data).toMatchObject({
      email: account.email,
      phone: '0241234567',
      phoneNumber: '0241234567',
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, res.body.data.userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    const login = await post(t, '/api/login', { data: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
  });

  it('stores only a hash of the token, valid 24 hours, next to the password hash', async () => {
    const account = newAccount();
    await post(t, '/api/register', { data: account });
    const token = await signUpTokenFor(t, account.email);
    const [row] = await t.app.db.select().from(pendingSignups).where(eq(pendingSignups.email, account.email));
    expect(row?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(account.password);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('creates a vendor when asked, accepting phoneNumber', async () => {
    const { phone: _phone, ...rest } = newAccount();
    const session = await signUp(t, { ...rest, phoneNumber: '0201234567', userType: 'vendor' });
    expect(session.userType).toBe('vendor');
  });

  it('never creates an admin', async () => {
    const [users0, pending0] = [await countUsers(), await countPending()];
    const res = await post(t, '/api/register', { data: newAccount({ userType: 'admin' }) });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({
      path: 'data.userType',
      message: 'Account type must be customer or vendor',
    });
    expect([await countUsers(), await countPending()]).toEqual([users0, pending0]);
  });

  it('enforces the §5 password rule with its messages', async () => {
    const res = await post(t, '/api/register', { data: newAccount({ password: 'short' }) });
    expect(res.status).toBe(400);
    const messages = res.body.details
      .filter((d: { path: string }) => d.path === 'data.password')
      .map((d: { message: string }) => d.message);
    expect(messages).toEqual([
      'Password must be at least 8 characters!',
      'Password must contain at least one uppercase letter!',
      'Password must contain at least one number!',
    ]);
    const empty = await post(t, '/api/register', { data: newAccount({ password: '' }) });
    expect(empty.body.details).toContainEqual({ path: 'data.password', message: 'Password is required!' });
    const lower = await post(t, '/api/register', { data: newAccount({ password: 'ABCDEFG1' }) });
    expect(lower.body.details).toContainEqual({
      path: 'data.password',
      message: 'Password must contain at least one lowercase letter!',
    });
  });

  it('answers the §5 messages for names, email and phone', async () => {
    const res = await post(t, '/api/register', {
      data: newAccount({ firstName: ' ', lastName: '', email: 'not-an-email', phone: '02412' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'data.firstName', message: 'First name is required' },
        { path: 'data.lastName', message: 'Last name is required' },
        { path: 'data.email', message: 'Email must be a valid email address!' },
        { path: 'data.phone', message: 'Phone number must be 10 digits!' },
      ]),
    );
    const missing = await post(t, '/api/register', { data: { password: 'Sparepart1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toContainEqual({ path: 'data.email', message: 'Email is required!' });
  });

  it('answers a name that is too long with its own message, not "required" (issue 25)', async () => {
    const res = await post(t, '/api/register', {
      data: newAccount({
        firstName: 'A'.repeat(300),
        lastName: 'B'.repeat(101),
        otherNames: 'C'.repeat(101),
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'data.firstName', message: 'First name must be at most 100 characters!' },
        { path: 'data.lastName', message: 'Last name must be at most 100 characters!' },
        { path: 'data.otherNames', message: 'Other names must be at most 100 characters!' },
      ]),
    );
    const fits = await post(t, '/api/register', { data: newAccount({ firstName: 'A'.repeat(100) }) });
    expect(fits.status).toBeLessThan(300);
  });

  it('answers a taken email (any case) exactly like a new one; its owner is told instead, with no link', async () => {
    const owner = newAccount();
    await signUp(t, owner);
    const [users0, pending0] = [await countUsers(), await countPending()];
    const taken = await post(t, '/api/register', { data: newAccount({ email: owner.email.toUpperCase() }) });
    const fresh = await post(t, '/api/register', { data: newAccount() });
    expect(taken).toEqual(SENT);
    expect(fresh).toEqual(taken);
    expect(await countUsers()).toBe(users0);
    expect(await countPending()).toBe(pending0 + 1);
    const told = (await readOutbox(t)).filter((m) => m.to === owner.email).at(-1);
    expect(told?.subject).toBe('Someone tried to sign up with your address');
    expect(told?.text).toContain('https://abossey.example/auth/forgot-password');
    expect(told?.text).not.toMatch(/token=/);
  });

  it('refuses a taken username (any case) with 409, whether or not the email is taken too', async () => {
    const owner = newAccount();
    await signUp(t, owner);
    const [users0, pending0] = [await countUsers(), await countPending()];
    const answers = [
      await post(t, '/api/register', { data: newAccount({ username: owner.username.toUpperCase() }) }),
      await post(t, '/api/register', {
        data: { ...newAccount(), username: owner.username, email: owner.email },
      }),
    ];
    for (const res of answers)
      expect(res).toEqual({ status: 409, body: { message: 'Username is already taken', error: 'Conflict' } });
    expect([await countUsers(), await countPending()]).toEqual([users0, pending0]);
  });

  it('works once: a second use of the link is refused and changes nothing', async () => {
    const account = newAccount();
    await post(t, '/api/register', { data: account });
    const token = await signUpTokenFor(t, account.email);
    expect((await confirm(token)).status).toBe(201);
    const before = await countUsers();
    expect(await confirm(token)).toEqual({
      status: 400,
      body: {
        message: 'This confirmation link is not valid or was already used. Please sign up again.',
        error: 'Bad Request',
      },
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses an expired link and changes nothing; signing up again with the pending email works', async () => {
    const account = newAccount();
    await post(t, '/api/register', { data: account });
    const token = await signUpTokenFor(t, account.email);
    await t.app.db
      .update(pendingSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignups.tokenHash, sha256(token)));
    const before = await countUsers();
    expect(await confirm(token)).toMatchObject({
      status: 400,
      body: { message: 'This confirmation link has expired. Please sign up again.' },
    });
    expect(await countUsers()).toBe(before);
    const [row] = await t.app.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.tokenHash, sha256(token)));
    expect(row?.usedAt).toBeNull();

    const session = await signUp(t, account);
    expect(session.userType).toBe('customer');
  });

  it('lets the first confirmed of two pending sign-ups win; the other link then fails', async () => {
    const first = newAccount();
    await post(t, '/api/register', { data: first });
    const firstToken = await signUpTokenFor(t, first.email);
    const second = { ...newAccount(), email: first.email };
    await post(t, '/api/register', { data: second });
    const secondToken = await signUpTokenFor(t, first.email);
    expect(secondToken).not.toBe(firstToken);
    expect((await confirm(secondToken)).status).toBe(201);
    const before = await countUsers();
    expect((await confirm(firstToken)).status).toBe(400);
    expect(await countUsers()).toBe(before);
    const login = await post(t, '/api/login', { data: { email: first.email, password: first.password } });
    expect(login.body.data.userId).toBeDefined();
  });

  it('refuses a confirm whose username was taken meanwhile (409), keeping the link unused', async () => {
    const account = newAccount();
    await post(t, '/api/register', { data: account });
    const token = await signUpTokenFor(t, account.email);
    await signUp(t, { ...newAccount(), username: account.username });
    const before = await countUsers();
    expect(await confirm(token)).toMatchObject({
      status: 409,
      body: { message: 'Username is already taken' },
    });
    expect(await countUsers()).toBe(before);
    const [row] = await t.app.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.tokenHash, sha256(token)));
    expect(row?.usedAt).toBeNull();
  });

  it('answers 400 (never 500) for a missing, malformed or unknown token', async () => {
    const before = await countUsers();
    for (const payload of [undefined, {}, { data: null }, { data: {} }, { data: { token: 5 } }]) {
      const res = await post(t, '/api/register/confirm', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), error: 'Bad Request' });
    }
    expect((await confirm('')).body.details).toEqual([
      { path: 'data.token', message: 'Confirmation token is missing. Please use the link from your email.' },
    ]);
    expect((await confirm('x'.repeat(43))).body.message).toBe(
      'This confirmation link is not valid or was already used. Please sign up again.',
    );
    expect((await confirm('x'.repeat(5000))).status).toBe(400);
    expect(await countUsers()).toBe(before);
  });

  it('answers 400 (never 500) for a missing or malformed body', async () => {
    for (const payload of [undefined, {}, { data: null }, { data: 'x' }, { data: { email: 5 } }]) {
      const res = await post(t, '/api/register', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), error: 'Bad Request' });
    }
  });
});

describe('POST /api/login', () => {
  it('signs in by email or username, case-insensitively', async () => {
    const account = newAccount();
    const created = { body: { data: await signUp(t, account) } };
    for (const credentials of [
      { email: account.email.toUpperCase(), password: account.password },
      { username: account.username.toUpperCase(), password: account.password },
      { identifier: account.email, password: account.password },
      { email: account.username, password: account.password },
    ]) {
      const res = await post(t, '/api/login', { data: credentials });
      expect(res.status, JSON.stringify(credentials)).toBe(200);
      expect(res.body.data).toMatchObject({ userId: created.body.data.userId, userType: 'customer' });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: `Bearer ${res.body.data.auth_token}` },
      });
      expect(me.statusCode).toBe(200);
    }
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const user = await createUser(t.app, 'customer');
    const wrong = await post(t, '/api/login', { data: { email: user.email, password: 'Wrong1234' } });
    const unknown = await post(t, '/api/login', {
      data: { email: 'nobody@example.com', password: 'Wrong1234' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password', error: 'Unauthorized' });
    }
  });

  it('reports admins as admin', async () => {
    const admin = await createUser(t.app, 'admin');
    const res = await post(t, '/api/login', { data: { email: admin.email, password: 'Passw0rd!' } });
    expect(res.body.data.userType).toBe('admin');
  });

  it('validates the body', async () => {
    const res = await post(t, '/api/login', { data: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({
      path: 'data.email',
      message: 'Email or username is required!',
    });
    const noPassword = await post(t, '/api/login', { data: { email: 'a@b.co' } });
    expect(noPassword.body.details).toContainEqual({
      path: 'data.password',
      message: 'Password is required!',
    });
  });
});

describe('POST /api/admin', () => {
  it('lets an admin create an admin', async () => {
    const admin = await createUser(t.app, 'admin');
    const account = newAccount();
    const res = await post(t, '/api/admin', { data: account }, bearer(admin));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: account.email, userType: 'admin', isAdmin: true });
    const login = await post(t, '/api/login', { data: { email: account.email, password: account.password } });
    expect(login.body.data.userType).toBe('admin');
  });

  it('refuses anonymous (401), customers and vendors (403) and creates nothing', async () => {
    const before = await countUsers();
    expect((await post(t, '/api/admin', { data: newAccount() })).status).toBe(401);
    for (const role of ['customer', 'vendor'] as const) {
      const user = await createUser(t.app, role);
      const res = await post(t, '/api/admin', { data: newAccount() }, bearer(user));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Forbidden');
    }
    expect(await countUsers()).toBe(before + 2);
  });
});

describe('password reset', () => {
  const SENT = 'Password reset instructions have been sent to your email address.';

  it('answers the same whether or not the email exists, and mails only real accounts', async () => {
    const user = await createUser(t.app, 'customer');
    const mailsBefore = (await readOutbox(t)).length;
    const known = await post(t, '/api/reset-password', { data: { email: user.email.toUpperCase() } });
    const unknown = await post(t, '/api/reset-password', { data: { email: 'ghost@example.com' } });
    expect(known).toEqual({ status: 200, body: { data: { message: SENT } } });
    expect(unknown).toEqual(known);
    const mails = await readOutbox(t);
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toBe(user.email);
    expect(mail?.text).toMatch(/https:\/\/abossey\.example\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it('stores only a hash that expires in an hour', async () => {
    const user = await createUser(t.app, 'customer');
    await post(t, '/api/reset-password', { data: { email: user.email } });
    const token = await resetTokenFor(t, user.email);
    const rows = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('sets the new password once; the token and the user’s other tokens stop working', async () => {
    const user = await createUser(t.app, 'customer');
    await post(t, '/api/reset-password', { data: { email: user.email } });
    const first = await resetTokenFor(t, user.email);
    await post(t, '/api/reset-password', { data: { email: user.email } });
    const second = await resetTokenFor(t, user.email);
    expect(second).not.toBe(first);

    const res = await post(t, '/api/change-password', { data: { token: second, password: 'NewSecret9' } });
    expect(res).toEqual({
      status: 200,
      body: { data: { message: 'Password has been reset successfully!' } },
    });
    expect(
      (await post(t, '/api/login', { data: { email: user.email, password: 'NewSecret9' } })).status,
    ).toBe(200);
    expect((await post(t, '/api/login', { data: { email: user.email, password: 'Passw0rd!' } })).status).toBe(
      401,
    );

    for (const token of [second, first]) {
      const again = await post(t, '/api/change-password', { data: { token, password: 'Another9x' } });
      expect(again).toEqual({
        status: 400,
        body: { message: 'Failed to reset password. The link may have expired.', error: 'Bad Request' },
      });
    }
    expect(
      (await post(t, '/api/login', { data: { email: user.email, password: 'NewSecret9' } })).status,
    ).toBe(200);
  });

  it('signs out every access token issued before the new password, and only those', async () => {
    const user = await createUser(t.app, 'customer');
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me(user.token)).statusCode).toBe(200);
    await post(t, '/api/reset-password', { data: { email: user.email } });
    const reset = await resetTokenFor(t, user.email);
    expect(
      (await post(t, '/api/change-password', { data: { token: reset, password: 'NewSecret9' } })).status,
    ).toBe(200);

    const old = await me(user.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Your session has expired. Please sign in again.');
    const login = await post(t, '/api/login', { data: { email: user.email, password: 'NewSecret9' } });
    expect((await me(login.body.data.auth_token)).statusCode).toBe(200);
  });

  it('refuses expired and unknown tokens without changing the password', async () => {
    const user = await createUser(t.app, 'customer');
    await post(t, '/api/reset-password', { data: { email: user.email } });
    const token = await resetTokenFor(t, user.email);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await post(t, '/api/change-password', { data: { token, password: 'NewSecret9' } });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Failed to reset password. The link may have expired.');
    const unknown = await post(t, '/api/change-password', {
      data: { token: 'nope', password: 'NewSecret9' },
    });
    expect(unknown.status).toBe(400);
    expect((await post(t, '/api/login', { data: { email: user.email, password: 'Passw0rd!' } })).status).toBe(
      200,
    );
  });

  it('enforces the §5 password rule on the new password (token stays usable)', async () => {
    const user = await createUser(t.app, 'customer');
    await post(t, '/api/reset-password', { data: { email: user.email } });
    const token = await resetTokenFor(t, user.email);
    const weak = await post(t, '/api/change-password', { data: { token, password: 'alllowercase' } });
    expect(weak.status).toBe(400);
    expect(weak.body.details).toEqual([
      { path: 'data.password', message: 'Password must contain at least one uppercase letter!' },
      { path: 'data.password', message: 'Password must contain at least one number!' },
    ]);
    expect((await post(t, '/api/change-password', { data: { token, password: 'GoodOne12' } })).status).toBe(
      200,
    );
  });

  it('validates the email with the §5 messages', async () => {
    const missing = await post(t, '/api/reset-password', { data: { email: '' } });
    expect(missing.body.details).toEqual([{ path: 'data.email', message: 'Email is required!' }]);
    const bad = await post(t, '/api/reset-password', { data: { email: 'nope' } });
    expect(bad.body.details).toEqual([
      { path: 'data.email', message: 'Email must be a valid email address!' },
    ]);
    const noToken = await post(t, '/api/change-password', { data: { password: 'GoodOne12' } });
    expect(noToken.body.details).toContainEqual({
      path: 'data.token',
      message: 'Reset token is missing. Please use the link from your email.',
    });
  });

  it('answers before the account is looked up or a token written: known and unknown emails wait alike (issue 21)', async () => {
    const user = await createUser(t.app, 'customer');
    await t.app.background.idle();
    const mailsBefore = (await readOutbox(t)).length;
    // Hold the work the requests leave behind, to see what the answers waited for.
    const held: (() => Promise<unknown>)[] = [];
    const run = t.app.background.run;
    t.app.background.run = (_label, work) => held.push(work);
    try {
      const known = await post(t, '/api/reset-password', { data: { email: user.email } });
      const unknown = await post(t, '/api/reset-password', { data: { email: 'nobody@example.com' } });
      expect(unknown).toEqual(known);
      expect(known.status).toBe(200);
      // Both answers came before any token row or mail existed, and each left the same one piece of work.
      const tokens = () =>
        t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(await tokens()).toEqual([]);
      expect((await readOutbox(t)).length).toBe(mailsBefore);
      expect(held).toHaveLength(2);
      await Promise.all(held.map((work) => work()));
      expect(await tokens()).toHaveLength(1);
      expect((await readOutbox(t)).map((m) => m.to).slice(mailsBefore)).toEqual([user.email]);
    } finally {
      t.app.background.run = run;
    }
  });
});

describe('links in mails without PUBLIC_URL (issue 21)', () => {
  it('use the origin the server listens on, never the Host or X-Forwarded-Host header', async () => {
    const other = await createTestApp({ seed: 'none', config: { trustProxy: true } });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = other.app.server.address() as AddressInfo;
      const user = await createUser(other.app, 'customer');
      const forged = {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      };
      await other.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { data: { email: user.email } },
        headers: forged,
      });
      await other.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { data: newAccount() },
        headers: forged,
      });
      const mails = await readOutbox(other);
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.text).not.toContain('evil.example');
        expect(mail.text).toMatch(
          new RegExp(`http://127\\.0\\.0\\.1:${port}/auth/(reset-password|confirm)\\?token=`),
        );
      }
    } finally {
      await other.close();
    }
  });
});

describe('rate limits', () => {
  const TOO_MANY = {
    message: 'Too many attempts. Please wait a few minutes and try again.',
    error: 'Too Many Requests',
  };

  it('limit login attempts per account at each address and per address', async () => {
    const limited = await createTestApp({
      seed: 'none',
      config: { rateLimits: { loginPerIp: 6, loginPerAccount: 3 } },
    });
    try {
      const user = await createUser(limited.app, 'customer');
      const attempt = (email: string, password = 'Wrong1234', ip = '10.0.0.1') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { data: { email, password } },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await attempt(user.email)).statusCode).toBe(401);
      // The account is locked at this address for a while, even with the right password.
      const locked = await attempt(user.email.toUpperCase(), 'Passw0rd!');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(TOO_MANY);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // The address: 6 attempts in all, whatever the accounts.
      expect((await attempt('x@example.com')).statusCode).toBe(401);
      expect((await attempt('y@example.com')).statusCode).toBe(401);
      expect((await attempt('z@example.com')).statusCode).toBe(429);
      // Other addresses are not affected.
      expect((await attempt('z@example.com', 'Wrong1234', '10.0.0.3')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('count the account whatever identifier is typed, and a stranger cannot lock its owner out (issue 21)', async () => {
    const limited = await createTestApp({
      seed: 'none',
      config: { rateLimits: { loginPerIp: 100, loginPerAccount: 3, loginAccountCeiling: 8 } },
    });
    try {
      const user = await createUser(limited.app, 'customer');
      const [row] = await limited.app.db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, user.id));
      const username = row?.username ?? '';
      const attempt = (identifier: string, ip: string, password = 'Wrong1234') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { data: { identifier, password } },
          remoteAddress: ip,
        });
      // Email and username count together: the fourth guess from one address is refused, whichever name it uses.
      expect((await attempt(user.email, '10.0.1.1')).statusCode).toBe(401);
      expect((await attempt(username, '10.0.1.1')).statusCode).toBe(401);
      expect((await attempt(user.email.toUpperCase(), '10.0.1.1')).statusCode).toBe(401);
      expect((await attempt(username.toUpperCase(), '10.0.1.1')).statusCode).toBe(429);
      // The owner, elsewhere, signs in as usual.
      expect((await attempt(username, '10.0.2.2', 'Passw0rd!')).statusCode).toBe(200);
      // A guesser spread over many addresses meets the slower ceiling for the account (8 in all here).
      for (const ip of ['10.0.3.1', '10.0.3.2', '10.0.3.3', '10.0.3.4'])
        expect((await attempt(user.email, ip)).statusCode).toBe(401);
      const ceiling = await attempt(user.email, '10.0.3.5', 'Passw0rd!');
      expect(ceiling.statusCode).toBe(429);
      expect(ceiling.json()).toEqual(TOO_MANY);
      // Unknown names are counted by what was typed, like before.
      expect((await attempt('ghost@example.com', '10.0.4.1')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('count together across instances on one database, and store no address or email', async () => {
    const limited = await createTestApp({ seed: 'none', config: { rateLimits: { loginPerAccount: 4 } } });
    const second = await buildApp({ db: limited.database, config: limited.config, logger: false });
    try {
      const attempt = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { data: { email: 'kofi@example.com', password: 'Wrong1234' } },
        });
      for (const app of [limited.app, second, limited.app, second])
        expect((await attempt(app)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(429);
      expect((await attempt(limited.app)).statusCode).toBe(429);
      const rows = await limited.app.db.select().from(rateLimitCounters);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toMatch(/kofi|example|127\.0\.0\.1/);
    } finally {
      await second.close();
      await limited.close();
    }
  });

  it('limit reset requests per email', async () => {
    const limited = await createTestApp({ seed: 'none', config: { rateLimits: { resetPerEmail: 2 } } });
    try {
      const ask = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/api/reset-password', payload: { data: { email } } });
      expect((await ask('a@example.com')).statusCode).toBe(200);
      expect((await ask('A@example.com')).statusCode).toBe(200);
      const third = await ask('a@example.com');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(TOO_MANY);
      expect((await ask('b@example.com')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-up rate limits', () => {
  it('limit sign-ups per email (taken or not, the same way) with the reset-per-email setting', async () => {
    const limited = await createTestApp({ seed: 'none', config: { rateLimits: { resetPerEmail: 2 } } });
    try {
      const ask = (email: string, username: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { data: newAccount({ email, username }) },
        });
      expect((await ask('c@example.com', 'c_one')).statusCode).toBe(202);
      expect((await ask('C@example.com', 'c_two')).statusCode).toBe(202);
      const third = await ask('c@example.com', 'c_three');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
      expect((await ask('d@example.com', 'd_one')).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('never carry passwords, reset tokens or access tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('trace');
    const app = await buildApp({
      db: t.database,
      config: t.config,
      logger: typeof options === 'object' ? { ...options, stream } : options,
    });
    try {
      const account = newAccount();
      const inject = (url: string, data: unknown) => app.inject({ method: 'POST', url, payload: { data } });
      await inject('/api/register', account);
      await app.mailer.flush();
      const signUpToken = await signUpTokenFor({ ...t, app }, account.email);
      const registered = (await inject('/api/register/confirm', { token: signUpToken })).json();
      await inject('/api/login', { email: account.email, password: account.password });
      await inject('/api/reset-password', { email: account.email });
      await app.mailer.flush();
      const token = await resetTokenFor({ ...t, app }, account.email);
      await inject('/api/change-password', { token, password: 'Another99' });
      await app.inject({ method: 'GET', url: `/auth/reset-password?token=${token}` });
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of [account.password, 'Another99', token, signUpToken, registered.data.auth_token]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  it('reads PUBLIC_URL, SMTP_URL and the RATE_LIMIT_* variables', () => {
    const config = loadConfig(
      {
        PUBLIC_URL: 'https://abossey.example/',
        SMTP_URL: 'smtp://mail.example:25',
        RATE_LIMIT_LOGIN_PER_IP: '3',
        RATE_LIMIT_LOGIN_WINDOW_MINUTES: '2',
      },
      '/tmp',
    );
    expect(config.publicUrl).toBe('https://abossey.example');
    expect(config.smtpUrl).toBe('smtp://mail.example:25');
    expect(config.rateLimits).toEqual({ loginPerIp: 3, loginWindowMs: 120_000 });
  });

  it('refuses bad values with one sentence', () => {
    expect(() => loadConfig({ RATE_LIMIT_RESET_PER_EMAIL: 'lots' }, '/tmp')).toThrow(
      'RATE_LIMIT_RESET_PER_EMAIL must be a whole number of at least 1 (got "lots").',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'abossey.example/shop' }, '/tmp')).toThrow(StartupError);
  });

  it('refuses to start in production without PUBLIC_URL (issue 21)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/tmp')).toThrow(
      new StartupError(
        "PUBLIC_URL must be set in production to the web app's public origin, e.g. PUBLIC_URL=https://abossey.example, so links in mails point at your site.",
      ),
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://abossey.example' }, '/tmp').publicUrl,
    ).toBe('https://abossey.example');
    expect(loadConfig({ NODE_ENV: 'development' }, '/tmp').publicUrl).toBeUndefined();
  });
});
