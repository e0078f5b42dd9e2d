import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AbosseyClient,
  AuthenticationError,
  ConflictError,
  CURRENT_PASSWORD_REQUIRED,
  createClient,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_REPORTED,
  memoryTokenStore,
  NotFoundError,
  PermissionError,
  RateLimitError,
  SIGN_UP_LINK_INVALID,
  SIGN_UP_MAIL_SENT,
  ValidationError,
} from '@abossey/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/services/notifications.js';
import {
  emailChangeTokenFor,
  emailReportTokenFor,
  resetTokenFor,
  signUpTokenFor,
} from './accounts-helpers.js';
import { createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';

/** The SDK against the real server over HTTP: typed results, the session in the token store, typed errors. */
let t: TestApp;
let baseUrl: string;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    seed: 'none',
    config: { rateLimits: { loginPerIp: 1000, loginPerAccount: 3, registerPerIp: 1000, resetPerIp: 1000 } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  admin = await createUser(t.app, 'admin');
});
afterAll(() => t?.close());

const client = (token: string | null = null) => createClient({ baseUrl, auth: memoryTokenStore(token) });
const catchError = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

let n = 0;
const account = () => {
  n += 1;
  return {
    firstName: 'Efua',
    lastName: 'Asante',
    email: `efua${n}@example.com`,
    username: `efua${n}`,
    phone: '0551234567',
    password: 'Spareparts9',
  };
};

/** Signs up through the SDK as a person would: register, the mailed link, confirm. */
async function signUpWithSdk(input: ReturnType<typeof account>) {
  await client().auth.register(input);
  return client().auth.confirmSignUp({ token: await signUpTokenFor(t, input.email) });
}

describe('sdk.auth', () => {
  it('register answers the same for a new and a taken email; confirmSignUp keeps the session', async () => {
    const sdk = client();
    const input = account();
    const sent = await sdk.auth.register({ ...input, userType: 'vendor' });
    expect(sent).toEqual({ message: SIGN_UP_MAIL_SENT });
    expect(sdk.auth.isSignedIn()).toBe(false);
    const session = await sdk.auth.confirmSignUp({ token: await signUpTokenFor(t, input.email) });
    expect(session).toMatchObject({ userType: 'vendor', userId: expect.any(Number) });
    expect(sdk.auth.session()).toEqual({
      token: session.auth_token,
      userId: session.userId,
      userType: 'vendor',
    });
    expect(sdk.auth.isSignedIn()).toBe(true);
    const me = await sdk.users.retrieve(session.userId);
    expect(me).toMatchObject({ email: input.email, userType: 'vendor' });
    expect(await client().auth.register({ ...account(), email: input.email })).toEqual(sent);
    sdk.auth.logout();
    expect(sdk.auth.session()).toBeNull();
    expect(sdk.auth.getToken()).toBeNull();
    expect(await sdk.users.retrieve(session.userId)).not.toHaveProperty('email');
  });

  it('a used confirmation link is a ValidationError with the server message', async () => {
    const input = account();
    await signUpWithSdk(input);
    const error = await catchError(
      client().auth.confirmSignUp({ token: await signUpTokenFor(t, input.email) }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe(SIGN_UP_LINK_INVALID);
  });

  it('login by username; wrong password is an AuthenticationError with the server message', async () => {
    const input = account();
    await signUpWithSdk(input);
    const sdk = client();
    const session = await sdk.auth.login({ username: input.username, password: input.password });
    expect(sdk.auth.getToken()).toBe(session.auth_token);
    const error = await catchError(client().auth.login({ email: input.email, password: 'Nope12345' }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
  });

  it('bad input is a ValidationError with the §5 details', async () => {
    const error = await catchError(client().auth.register({ ...account(), password: 'weakpass' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toEqual([
      { path: 'data.password', message: 'Password must contain at least one uppercase letter!' },
      { path: 'data.password', message: 'Password must contain at least one number!' },
    ]);
  });

  it('a taken username is a ConflictError', async () => {
    const input = account();
    await signUpWithSdk(input);
    const error = await catchError(client().auth.register({ ...account(), username: input.username }));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toBe('Username is already taken');
  });

  it('too many attempts is a RateLimitError', async () => {
    const input = account();
    await signUpWithSdk(input);
    for (let i = 0; i < 3; i++)
      await catchError(client().auth.login({ email: input.email, password: 'Wrong1234' }));
    const error = await catchError(client().auth.login({ email: input.email, password: input.password }));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('createAdmin is for admins; others get a PermissionError', async () => {
    const created = await client(admin.token).auth.createAdmin(account());
    expect(created).toMatchObject({ userType: 'admin', isAdmin: true });
    const customer = await createUser(t.app, 'customer');
    const error = await catchError(client(customer.token).auth.createAdmin(account()));
    expect(error).toBeInstanceOf(PermissionError);
  });

  it('password reset round trip', async () => {
    const input = account();
    await signUpWithSdk(input);
    const sent = await client().auth.requestPasswordReset({ email: input.email });
    expect(sent.message).toBe('Password reset instructions have been sent to your email address.');
    const token = await resetTokenFor(t, input.email);
    await client().auth.resetPassword({ token, password: 'Brandnew99' });
    await client().auth.login({ email: input.email, password: 'Brandnew99' });
    const error = await catchError(client().auth.resetPassword({ token, password: 'Brandnew98' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe('Failed to reset password. The link may have expired.');
  });
});

describe('sdk.users', () => {
  it('list, update, sendPasswordReset and delete as an admin', async () => {
    const sdk = client(admin.token);
    const target = await createUser(t.app, 'customer');
    const page = await sdk.users.list({ userType: 'customer', limit: 100 });
    expect(page.meta).toMatchObject({ page: 1, limit: 100 });
    expect(page.data.map((u) => u.id)).toContain(target.id);
    const updated = await sdk.users.update(target.id, { isAdmin: true });
    expect(updated).toMatchObject({ userType: 'admin', isAdmin: true });
    expect(await sdk.users.sendPasswordReset(target.id)).toEqual({
      message: 'Password reset email sent successfully',
    });
    expect(await sdk.users.delete(target.id)).toEqual({ message: 'User deleted successfully' });
    const error = await catchError(sdk.users.retrieve(target.id));
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('User not found');
  });

  it('email change with the password, confirmEmailChange and signOutEverywhere keep the fresh session', async () => {
    const user = await createUser(t.app, 'customer');
    const tokens = memoryTokenStore(user.token);
    const sdk = createClient({ baseUrl, auth: tokens });
    const next = `sdk.${user.id}@example.com`;
    const refused = await catchError(sdk.users.update(user.id, { email: next }));
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as Error).message).toBe(CURRENT_PASSWORD_REQUIRED);
    const pending = await sdk.users.update(user.id, { email: next, currentPassword: 'Passw0rd!' });
    expect(pending).toMatchObject({ email: user.email, pendingEmail: next });

    // The link is opened in another browser: that one is signed in, every other session (this client's) ends.
    const elsewhere = memoryTokenStore(null);
    const confirmed = await createClient({ baseUrl, auth: elsewhere }).users.confirmEmailChange({
      token: await emailChangeTokenFor(t, next),
    });
    expect(elsewhere.getToken()).toBe(confirmed.auth_token);
    // A route that needs the session (a profile read would fall back to the public fields).
    expect(await catchError(sdk.users.signOutEverywhere(user.id))).toBeInstanceOf(AuthenticationError);
    const again = await catchError(client().users.confirmEmailChange({ token: 'x'.repeat(43) }));
    expect(again).toBeInstanceOf(ValidationError);
    expect((again as Error).message).toBe(EMAIL_CHANGE_LINK_INVALID);

    const mine = createClient({ baseUrl, auth: elsewhere });
    const before = elsewhere.getToken();
    const fresh = await mine.users.signOutEverywhere(user.id);
    expect(elsewhere.getToken()).toBe(fresh.auth_token);
    expect(fresh.auth_token).not.toBe(before);
    expect(await mine.users.retrieve(user.id)).toMatchObject({ email: next });

    const reported = await client().users.reportEmailChange({
      token: await emailReportTokenFor(t, user.email),
    });
    expect(reported).toEqual({ message: EMAIL_CHANGE_REPORTED });
    expect(await catchError(mine.users.signOutEverywhere(user.id))).toBeInstanceOf(AuthenticationError);
  });

  it('customers cannot list users', async () => {
    const customer = await createUser(t.app, 'customer');
    const error = await catchError(client(customer.token).users.list());
    expect(error).toBeInstanceOf(PermissionError);
    const anonymous = await catchError(client().users.list());
    expect(anonymous).toBeInstanceOf(AuthenticationError);
    expect((anonymous as Error).message).toBe('Please sign in to continue.');
  });
});

describe('sdk.notifications', () => {
  it('list, markRead and clear', async () => {
    const user = await createUser(t.app, 'customer');
    await notify(t.app.db, [
      { userId: user.id, title: 'One', category: 'order' },
      { userId: user.id, title: 'Two', category: 'review' },
    ]);
    const sdk = client(user.token);
    const list = await sdk.notifications.list();
    expect(list).toHaveLength(2);
    expect(await sdk.notifications.markRead(list.map((x) => x.id))).toEqual({ count: 2 });
    expect((await sdk.notifications.list()).every((x) => x.isRead)).toBe(true);
    expect(await sdk.notifications.clear()).toEqual({ count: 2 });
    expect(await sdk.notifications.list()).toEqual([]);
    const error = await catchError(client().notifications.list());
    expect(error).toBeInstanceOf(AuthenticationError);
  });
});

describe('sdk.uploads', () => {
  // A real 1×1 PNG: uploads are decoded, so magic bytes alone are refused.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('posts to /api/uploads and answers secure_url', async () => {
    const user = await createUser(t.app, 'customer');
    const result = await client(user.token).uploads.create(new Blob([PNG], { type: 'image/png' }), {
      filename: 'part.png',
    });
    expect(result.secure_url).toMatch(/^\/uploads\/\d{4}\/[0-9a-f]{32}\.png$/);
    const served = await fetch(new URL(result.secure_url, baseUrl));
    expect(served.status).toBe(200);
    const error = await catchError(
      client(user.token).uploads.create(new Blob(['not an image'], { type: 'image/png' })),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe('Only image files are allowed');
  });

  it('posts to a Cloudinary-compatible host when configured', async () => {
    const received: string[] = [];
    const host: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(body);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            secure_url: 'https://img.example/abc.png',
            url: 'http://img.example/abc.png',
            bytes: 10,
            format: 'png',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}/v1_1/demo/image/upload`;
      const sdk: AbosseyClient = createClient({
        baseUrl,
        auth: memoryTokenStore(),
        upload: { url, preset: 'abossey' },
      });
      const result = await sdk.uploads.create(new Blob([PNG], { type: 'image/png' }), { timestamp: true });
      expect(result.secure_url).toBe('https://img.example/abc.png');
      expect(received[0]).toContain('name="upload_preset"');
      expect(received[0]).toContain('abossey');
      expect(received[0]).toContain('name="timestamp"');
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
