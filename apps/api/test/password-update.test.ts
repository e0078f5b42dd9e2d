import { CURRENT_PASSWORD_WRONG } from '@abossey/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', config: { rateLimits: { loginPerIp: 1000, loginPerAccount: 3 } } });
});
afterAll(() => t?.close());

const change = (user: TestUser | undefined, id: number, data: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}/password`,
    headers: user ? bearer(user) : {},
    payload: { data },
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { data: { email, password } } });
/** A route that needs a valid session. */
const signedIn = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${token}` } });

describe('PUT /api/users/{id}/password', () => {
  it('changes the password with the current one, ends older sessions and answers a fresh one', async () => {
    const user = await createUser(t.app, 'vendor');
    const res = await change(user, user.id, { currentPassword: 'Passw0rd!', password: 'NewPassw0rd' });
    expect(res.statusCode).toBe(200);
    const session = res.json().data;
    expect(session).toMatchObject({ userId: user.id, userType: 'vendor' });
    expect((await signedIn(session.auth_token)).statusCode).toBe(200);
    expect((await signedIn(user.token)).statusCode).toBe(401);
    expect((await login(user.email, 'Passw0rd!')).statusCode).toBe(401);
    expect((await login(user.email, 'NewPassw0rd')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const user = await createUser(t.app);
    const res = await change(user, user.id, { currentPassword: 'nope', password: 'NewPassw0rd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CURRENT_PASSWORD_WRONG,
      details: [{ path: 'data.currentPassword', message: CURRENT_PASSWORD_WRONG }],
    });
    expect((await login(user.email, 'Passw0rd!')).statusCode).toBe(200);
  });

  it('holds the new password to the §5 rules', async () => {
    const user = await createUser(t.app);
    const res = await change(user, user.id, { currentPassword: 'Passw0rd!', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Password must be at least 8 characters!');
  });

  it("is for yourself only: not signed in 401, someone else's (even an admin's try) 403", async () => {
    const user = await createUser(t.app);
    const admin = await createUser(t.app, 'admin');
    const data = { currentPassword: 'Passw0rd!', password: 'NewPassw0rd' };
    expect((await change(undefined, user.id, data)).statusCode).toBe(401);
    expect((await change(admin, user.id, data)).statusCode).toBe(403);
    expect((await login(user.email, 'Passw0rd!')).statusCode).toBe(200);
  });

  it('limits guesses of the current password', async () => {
    const user = await createUser(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await change(user, user.id, { currentPassword: `guess${i}`, password: 'NewPassw0rd' })).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
