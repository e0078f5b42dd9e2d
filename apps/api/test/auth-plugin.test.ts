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
});
