import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../src/plugins/auth.js';
import { createTestApp, createUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t?.close());

describe('signing key', () => {
  it('is created once and shared by every instance on the same database', async () => {
    const first = await loadSigningKey(t.app.db);
    const second = await loadSigningKey(t.app.db);
    expect(Buffer.from(first).toString()).toBe(Buffer.from(second).toString());
    expect(first.byteLength).toBeGreaterThanOrEqual(48);
  });

  it('uses JWT_SECRET when configured', async () => {
    const key = await loadSigningKey(t.app.db, 'x'.repeat(40));
    expect(Buffer.from(key).toString()).toBe('x'.repeat(40));
  });
});

describe('access tokens', () => {
  it('are signed for a user id and carry no secret fields', async () => {
    const user = await createUser(t.app, 'customer');
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims.sub).toBe(String(user.id));
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'iss', 'sub', 'ver']);
    expect(claims.ver).toBe(0);
  });

  it('are refused without an expiry, even when signed with the real key (issue 21)', async () => {
    const user = await createUser(t.app, 'customer');
    const key = await loadSigningKey(t.app.db);
    const sign = (withExpiry: boolean) => {
      const jwt = new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer('abossey')
        .setIssuedAt();
      return (withExpiry ? jwt.setExpirationTime('1h') : jwt).sign(key);
    };
    const call = async (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: `Bearer ${token}` },
      });
    // The same token with an expiry is accepted, so only the missing `exp` is refused.
    expect((await call(await sign(true))).statusCode).toBe(200);
    const refused = await call(await sign(false));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your session has expired. Please sign in again.');
  });
});
