/**
 * Issue 21, finding 1: one stolen access token must not be enough to take an account over. A new email or username
 * needs the current password; a new email takes effect only through a link mailed to it, and the old address is
 * told, with a "this was not me" link; a confirmed email change, a password change and "Sign out everywhere" end
 * every other session.
 */
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_REPORTED,
} from '@abossey/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../src/db/schema.js';
import {
  emailChangeTokenFor,
  emailReportTokenFor,
  type Json,
  post,
  readOutbox,
  resetTokenFor,
} from './accounts-helpers.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: 'none',
    config: {
      publicUrl: 'https://abossey.example',
      rateLimits: { loginPerIp: 1000, loginPerAccount: 1000, loginAccountCeiling: 1000, resetPerIp: 1000 },
    },
  });
});
afterAll(() => t?.close());

const put = async (caller: TestUser, id: number, data: object) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: bearer(caller),
    payload: { data },
  });
  return { status: res.statusCode, body: res.json() as Json };
};
const signedIn = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;
const row = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];
const login = (email: string, password = 'Passw0rd!') => post(t, '/api/login', { data: { email, password } });
let seq = 0;
const newAddress = () => `new${++seq}.${Date.now().toString(36)}@example.com`;

describe('PUT /api/users/{id}: a new email or username needs the current password', () => {
  it('refuses a stolen token alone (400 on currentPassword) and changes nothing', async () => {
    const user = await createUser(t.app);
    for (const data of [
      { email: newAddress() },
      { username: `thief${seq}` },
      { email: newAddress(), firstName: 'X' },
    ]) {
      const before = await dbFingerprint(t.app.db);
      const missing = await put(user, user.id, data);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        message: CURRENT_PASSWORD_REQUIRED,
        details: [{ path: 'data.currentPassword', message: CURRENT_PASSWORD_REQUIRED }],
      });
      const wrong = await put(user, user.id, { ...data, currentPassword: 'Guess1234' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(CURRENT_PASSWORD_WRONG);
      expect(await dbFingerprint(t.app.db)).toEqual(before);
    }
  });

  it('keeps other fields free of it, and sending back the same email and username needs nothing', async () => {
    const user = await createUser(t.app);
    const current = await row(user.id);
    const res = await put(user, user.id, {
      firstName: 'Esi',
      email: current?.email,
      username: current?.username,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.firstName).toBe('Esi');
  });

  it('changes the username with the password', async () => {
    const user = await createUser(t.app);
    const res = await put(user, user.id, { username: `renamed${user.id}`, currentPassword: 'Passw0rd!' });
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe(`renamed${user.id}`);
    expect(
      (await post(t, '/api/login', { data: { username: `renamed${user.id}`, password: 'Passw0rd!' } }))
        .status,
    ).toBe(200);
  });

  it('limits guesses of the password like sign-in does', async () => {
    const limited = await createTestApp({ seed: 'none', config: { rateLimits: { loginPerAccount: 2 } } });
    try {
      const user = await createUser(limited.app);
      const guess = async (currentPassword: string) =>
        (
          await limited.app.inject({
            method: 'PUT',
            url: `/api/users/${user.id}`,
            headers: bearer(user),
            payload: { data: { username: `guessed${user.id}`, currentPassword } },
          })
        ).statusCode;
      expect([await guess('Guess1'), await guess('Guess2'), await guess('Passw0rd!')]).toEqual([
        400, 400, 429,
      ]);
    } finally {
      await limited.close();
    }
  });
});

describe('an email change', () => {
  it('waits for the link mailed to the new address, and tells the old one with a "this was not me" link', async () => {
    const user = await createUser(t.app);
    const next = newAddress();
    const mailsBefore = (await readOutbox(t)).length;
    const res = await put(user, user.id, { email: next, currentPassword: 'Passw0rd!' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: user.email, pendingEmail: next });
    expect((await row(user.id))?.email).toBe(user.email);
    // Until confirmed: the old address signs in, the new one does not; sessions go on.
    expect((await login(user.email)).status).toBe(200);
    expect((await login(next)).status).toBe(401);
    expect(await signedIn(user.token)).toBe(200);

    const mails = (await readOutbox(t)).slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual([next, user.email].sort());
    const toNew = mails.find((m) => m.to === next);
    const toOld = mails.find((m) => m.to === user.email);
    expect(toNew?.text).toMatch(/https:\/\/abossey\.example\/auth\/confirm-email\?token=[A-Za-z0-9_-]{43}/);
    expect(toOld?.text).toContain(next);
    expect(toOld?.text).toMatch(
      /https:\/\/abossey\.example\/auth\/report-email-change\?token=[A-Za-z0-9_-]{43}/,
    );
    expect(toOld?.text).not.toContain('confirm-email');
    // Only hashes are stored.
    const [change] = await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    const token = await emailChangeTokenFor(t, next);
    expect(JSON.stringify(change)).not.toContain(token);
  });

  it('takes effect once confirmed: every older session ends, this browser gets a fresh one, the link works once', async () => {
    const user = await createUser(t.app);
    const next = newAddress();
    await put(user, user.id, { email: next, currentPassword: 'Passw0rd!' });
    const token = await emailChangeTokenFor(t, next);
    const confirmed = await post(t, '/api/email-change/confirm', { data: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ userId: user.id, userType: 'customer' });
    expect((await row(user.id))?.email).toBe(next);
    expect(await signedIn(user.token)).toBe(401);
    expect(await signedIn(confirmed.body.data.auth_token)).toBe(200);
    expect((await login(next)).status).toBe(200);
    expect((await login(user.email)).status).toBe(401);

    const before = await dbFingerprint(t.app.db);
    const again = await post(t, '/api/email-change/confirm', { data: { token } });
    expect(again).toEqual({
      status: 400,
      body: { message: EMAIL_CHANGE_LINK_INVALID, error: 'Bad Request' },
    });
    expect(await dbFingerprint(t.app.db)).toEqual(before);
  });

  it('refuses unknown, replaced and expired links, and an address taken meanwhile, changing nothing', async () => {
    const user = await createUser(t.app);
    const first = newAddress();
    const second = newAddress();
    await put(user, user.id, { email: first, currentPassword: 'Passw0rd!' });
    const replaced = await emailChangeTokenFor(t, first);
    await put(user, user.id, { email: second, currentPassword: 'Passw0rd!' });
    const latest = await emailChangeTokenFor(t, second);
    const before = await dbFingerprint(t.app.db);
    for (const token of [replaced, 'x'.repeat(43)]) {
      const res = await post(t, '/api/email-change/confirm', { data: { token } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EMAIL_CHANGE_LINK_INVALID);
    }
    expect((await post(t, '/api/email-change/confirm', { data: {} })).status).toBe(400);
    expect(await dbFingerprint(t.app.db)).toEqual(before);

    // Someone else takes the address before the link is opened: 409, and the account keeps its email.
    const rival = await createUser(t.app);
    await t.app.db.update(users).set({ email: second.toUpperCase() }).where(eq(users.id, rival.id));
    const taken = await post(t, '/api/email-change/confirm', { data: { token: latest } });
    expect(taken.status).toBe(409);
    expect((await row(user.id))?.email).toBe(user.email);

    const late = newAddress();
    await put(user, user.id, { email: late, currentPassword: 'Passw0rd!' });
    await t.app.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    const expired = await post(t, '/api/email-change/confirm', {
      data: { token: await emailChangeTokenFor(t, late) },
    });
    expect(expired.status).toBe(400);
    expect((await row(user.id))?.email).toBe(user.email);
  });

  it('an admin changing someone else’s email proves their own password, and the new address still confirms', async () => {
    const admin = await createUser(t.app, 'admin');
    const user = await createUser(t.app);
    const next = newAddress();
    expect((await put(admin, user.id, { email: next })).status).toBe(400);
    expect((await put(admin, user.id, { email: next, currentPassword: 'wrong' })).status).toBe(400);
    const res = await put(admin, user.id, { email: next, currentPassword: 'Passw0rd!' });
    expect(res.body.data).toMatchObject({ email: user.email, pendingEmail: next });
    expect((await row(user.id))?.email).toBe(user.email);
    expect((await readOutbox(t)).some((m) => m.to === user.email && /report-email-change/.test(m.text))).toBe(
      true,
    );
  });
});

describe('"this was not me" from the old address', () => {
  it('stops a pending change, ends every session and mails the old address a reset link', async () => {
    const user = await createUser(t.app);
    const next = newAddress();
    await put(user, user.id, { email: next, currentPassword: 'Passw0rd!' });
    const confirmToken = await emailChangeTokenFor(t, next);
    const report = await emailReportTokenFor(t, user.email);
    const res = await post(t, '/api/email-change/report', { data: { token: report } });
    expect(res).toEqual({ status: 200, body: { data: { message: EMAIL_CHANGE_REPORTED } } });
    expect(await signedIn(user.token)).toBe(401);
    expect((await post(t, '/api/email-change/confirm', { data: { token: confirmToken } })).status).toBe(400);
    expect((await row(user.id))?.email).toBe(user.email);
    // The reset link goes to the old address and works.
    const reset = await resetTokenFor(t, user.email);
    expect(
      (await post(t, '/api/change-password', { data: { token: reset, password: 'Mine4ever' } })).status,
    ).toBe(200);
    expect((await login(user.email, 'Mine4ever')).status).toBe(200);
    // The report link works once.
    expect((await post(t, '/api/email-change/report', { data: { token: report } })).status).toBe(400);
  });

  it('undoes a change that was already confirmed', async () => {
    const user = await createUser(t.app);
    const next = newAddress();
    await put(user, user.id, { email: next, currentPassword: 'Passw0rd!' });
    const confirmed = await post(t, '/api/email-change/confirm', {
      data: { token: await emailChangeTokenFor(t, next) },
    });
    expect((await row(user.id))?.email).toBe(next);
    const report = await emailReportTokenFor(t, user.email);
    expect((await post(t, '/api/email-change/report', { data: { token: report } })).status).toBe(200);
    expect((await row(user.id))?.email).toBe(user.email);
    expect(await signedIn(confirmed.body.data.auth_token)).toBe(401);
    expect((await login(next)).status).toBe(401);
  });
});

describe('POST /api/users/{id}/sign-out-everywhere', () => {
  it('ends every other session and answers a fresh one for this one', async () => {
    const user = await createUser(t.app, 'vendor');
    const otherDevice = (await login(user.email)).body.data.auth_token;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/sign-out-everywhere`,
      headers: bearer(user),
    });
    expect(res.statusCode).toBe(200);
    const session = res.json().data;
    expect(session).toMatchObject({ userId: user.id, userType: 'vendor' });
    expect(await signedIn(user.token)).toBe(401);
    expect(await signedIn(otherDevice)).toBe(401);
    expect(await signedIn(session.auth_token)).toBe(200);
    // The password is unchanged.
    expect((await login(user.email)).status).toBe(200);
  });

  it('is for yourself only: anonymous 401, anyone else (an admin too) 403, nothing changes', async () => {
    const user = await createUser(t.app);
    const admin = await createUser(t.app, 'admin');
    const before = await dbFingerprint(t.app.db);
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/users/${user.id}/sign-out-everywhere`, headers });
    expect((await call({})).statusCode).toBe(401);
    const refused = await call(bearer(admin));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not allowed to do this.');
    expect(await dbFingerprint(t.app.db)).toEqual(before);
    expect(await signedIn(user.token)).toBe(200);
  });
});
