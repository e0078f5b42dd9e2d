import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessMembers, notifications, orders, users } from '../src/db/schema.js';
import { type Json, post, readOutbox, resetTokenFor, signUp } from './accounts-helpers.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
let vendor: TestUser;
let shopId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createUser(t.app, 'admin');
  customer = await createUser(t.app, 'customer', { firstName: 'Ama', lastName: 'Owusu' });
  other = await createUser(t.app, 'customer');
  vendor = await createUser(t.app, 'vendor', { firstName: 'Kwame', lastName: 'Boateng' });
  const [shop] = await t.app.db
    .insert(businesses)
    .values({ name: 'Kwame Auto Parts', businessName: 'Kwame Auto Parts' })
    .returning({ id: businesses.id });
  shopId = shop?.id ?? 0;
  await t.app.db.insert(businessMembers).values({ businessId: shopId, userId: vendor.id, role: 'owner' });
});
afterAll(() => t?.close());

const req = async (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  user?: TestUser,
  payload?: unknown,
) => {
  const res = await t.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
};
const row = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/users (admin)', () => {
  it('lists users with their shops, paginated', async () => {
    const res = await req('GET', '/api/users?limit=2', admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.meta).toEqual({ page: 1, limit: 2, total: 4 });
    const all = await req('GET', '/api/users?limit=50', admin);
    const kwame = all.body.data.find((u: { id: number }) => u.id === vendor.id);
    expect(kwame.business).toEqual([{ id: shopId, businessName: 'Kwame Auto Parts', userRole: 'owner' }]);
    expect(kwame).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(all.body)).not.toContain('argon2');
  });

  it('filters by type and searches every word', async () => {
    const admins = await req('GET', '/api/users?userType=admin', admin);
    expect(admins.body.data.map((u: { id: number }) => u.id)).toEqual([admin.id]);
    const vendors = await req('GET', '/api/users?userType=vendor', admin);
    expect(vendors.body.data.map((u: { id: number }) => u.id)).toEqual([vendor.id]);
    const found = await req('GET', '/api/users?q=ama%20OWU', admin);
    expect(found.body.data.map((u: { id: number }) => u.id)).toEqual([customer.id]);
    expect(found.body.meta.total).toBe(1);
    const none = await req('GET', '/api/users?q=%25', admin);
    expect(none.body.data).toEqual([]);
  });

  it('refuses anonymous (401), customers and vendors (403)', async () => {
    expect((await req('GET', '/api/users')).status).toBe(401);
    expect((await req('GET', '/api/users', customer)).status).toBe(403);
    expect((await req('GET', '/api/users', vendor)).status).toBe(403);
  });

  it('rejects bad queries with 400', async () => {
    for (const q of ['page=0', 'limit=1000', 'userType=boss', 'page=abc']) {
      const res = await req('GET', `/api/users?${q}`, admin);
      expect(res.status, q).toBe(400);
      expect(res.body.details?.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/users/:id', () => {
  it('gives yourself and admins the full profile', async () => {
    for (const who of [customer, admin]) {
      const res = await req('GET', `/api/users/${customer.id}`, who);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: customer.id,
        email: customer.email,
        firstName: 'Ama',
        lastName: 'Owusu',
        fullName: 'Ama Owusu',
        userType: 'customer',
        isAdmin: false,
        business: [],
      });
    }
    const me = await req('GET', `/api/users/${vendor.id}`, vendor);
    expect(me.body.data.business).toEqual([
      { id: shopId, businessName: 'Kwame Auto Parts', userRole: 'owner' },
    ]);
  });

  it('gives anyone else only public fields', async () => {
    for (const who of [undefined, other, vendor]) {
      const res = await req('GET', `/api/users/${customer.id}`, who);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        id: customer.id,
        firstName: 'Ama',
        lastName: 'Owusu',
        fullName: 'Ama Owusu',
        avatarUrl: null,
      });
    }
  });

  it('answers 404 for unknown ids and 400 for non-numeric ones', async () => {
    expect((await req('GET', '/api/users/999999', admin)).body).toEqual({
      message: 'User not found',
      error: 'Not Found',
    });
    expect((await req('GET', '/api/users/99999999999', admin)).status).toBe(404);
    expect((await req('GET', '/api/users/abc', admin)).status).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  it('lets a user update their own profile (phone aliases, image aliases)', async () => {
    const res = await req('PUT', `/api/users/${customer.id}`, customer, {
      data: {
        firstName: 'Ama',
        lastName: 'Owusu-Ansah',
        otherNames: 'Serwaa',
        phoneNumber: '0241112222',
        imageUrl: '/uploads/2026/abc.png',
        userCategory: 'mechanic',
        userType: 'customer',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      lastName: 'Owusu-Ansah',
      otherNames: 'Serwaa',
      phone: '0241112222',
      phoneNumber: '0241112222',
      imageUrl: '/uploads/2026/abc.png',
      avatarUrl: '/uploads/2026/abc.png',
      profileImage: '/uploads/2026/abc.png',
      userCategory: 'mechanic',
      userType: 'customer',
    });
    const publicView = await req('GET', `/api/users/${customer.id}`);
    expect(publicView.body.data.avatarUrl).toBe('/uploads/2026/abc.png');
  });

  it('answers the §5 messages', async () => {
    const before = await row(customer.id);
    const res = await req('PUT', `/api/users/${customer.id}`, customer, {
      data: { firstName: '', lastName: '  ', phone: '024' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'data.firstName', message: 'First name is required' },
        { path: 'data.lastName', message: 'Last name is required' },
        { path: 'data.phone', message: 'Phone number must be 10 digits!' },
      ]),
    );
    const empty = await req('PUT', `/api/users/${customer.id}`, customer, { data: { phoneNumber: '' } });
    expect(empty.body.details).toContainEqual({
      path: 'data.phoneNumber',
      message: 'Phone number is required!',
    });
    expect(await row(customer.id)).toEqual(before);
  });

  it('answers a name that is too long with its own message, not "required" (issue 25)', async () => {
    const before = await row(customer.id);
    const res = await req('PUT', `/api/users/${customer.id}`, customer, {
      data: { firstName: 'A'.repeat(300), lastName: 'B'.repeat(101), otherNames: 'C'.repeat(101) },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'data.firstName', message: 'First name must be at most 100 characters!' },
        { path: 'data.lastName', message: 'Last name must be at most 100 characters!' },
        { path: 'data.otherNames', message: 'Other names must be at most 100 characters!' },
      ]),
    );
    expect(await row(customer.id)).toEqual(before);
  });

  it('refuses other users (403) and anonymous (401) without changing anything', async () => {
    const before = await row(customer.id);
    expect(
      (await req('PUT', `/api/users/${customer.id}`, undefined, { data: { firstName: 'X' } })).status,
    ).toBe(401);
    for (const who of [other, vendor]) {
      const res = await req('PUT', `/api/users/${customer.id}`, who, { data: { firstName: 'X' } });
      expect(res.status).toBe(403);
    }
    expect(await row(customer.id)).toEqual(before);
  });

  it('answers 401/403 before looking at the body, so wrong callers learn nothing from validation', async () => {
    const bad = { data: { firstName: '', phone: '1' } };
    expect((await req('PUT', `/api/users/${customer.id}`, undefined, bad)).status).toBe(401);
    expect((await req('PUT', `/api/users/${customer.id}`, other, bad)).status).toBe(403);
    expect((await req('PUT', `/api/users/${customer.id}`, customer, bad)).status).toBe(400);
    expect((await req('POST', '/api/admin', undefined, { data: {} })).status).toBe(401);
    expect((await req('POST', '/api/admin', vendor, { data: {} })).status).toBe(403);
    expect((await req('POST', '/api/mark-notifications-as-read', undefined, { data: {} })).status).toBe(401);
  });

  it('lets only an admin change the account type or admin rights', async () => {
    const before = await row(customer.id);
    for (const data of [{ userType: 'vendor' }, { userType: 'admin' }, { isAdmin: true }]) {
      const res = await req('PUT', `/api/users/${customer.id}`, customer, {
        data: { ...data, firstName: 'Hacker' },
      });
      expect(res.status, JSON.stringify(data)).toBe(403);
      expect(res.body.message).toBe('Only an admin can change the account type or admin rights.');
    }
    expect(await row(customer.id)).toEqual(before);

    const promoted = await req('PUT', `/api/users/${other.id}`, admin, { data: { userType: 'vendor' } });
    expect(promoted.body.data).toMatchObject({ userType: 'vendor', isAdmin: false });
    // §5: the admin switch forces userType to admin.
    const made = await req('PUT', `/api/users/${other.id}`, admin, {
      data: { isAdmin: true, userType: 'vendor' },
    });
    expect(made.body.data).toMatchObject({ userType: 'admin', isAdmin: true });
    expect((await req('GET', '/api/users', other)).status).toBe(200);
    const unmade = await req('PUT', `/api/users/${other.id}`, admin, { data: { isAdmin: false } });
    expect(unmade.body.data).toMatchObject({ userType: 'customer', isAdmin: false });
    expect((await req('GET', '/api/users', other)).status).toBe(403);
  });

  it('keeps an admin from dropping their own admin rights', async () => {
    const res = await req('PUT', `/api/users/${admin.id}`, admin, { data: { isAdmin: false } });
    expect(res.status).toBe(409);
    expect((await row(admin.id))?.isAdmin).toBe(true);
  });

  it('refuses an email or username another account has', async () => {
    for (const data of [{ email: vendor.email.toUpperCase() }, { username: vendor.email.split('@')[0] }]) {
      const res = await req('PUT', `/api/users/${customer.id}`, customer, {
        data: { ...data, currentPassword: 'Passw0rd!' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/^(Email is already registered|Username is already taken)$/);
    }
  });
});

describe('DELETE /api/users/:id', () => {
  it('is admin only', async () => {
    const victim = await createUser(t.app, 'customer');
    expect((await req('DELETE', `/api/users/${victim.id}`)).status).toBe(401);
    for (const who of [customer, vendor, victim])
      expect((await req('DELETE', `/api/users/${victim.id}`, who)).status).toBe(403);
    expect((await row(victim.id))?.deletedAt).toBeNull();
  });

  it('closes the account: no sign-in, tokens refused, email reusable, orders kept', async () => {
    const victim = await createUser(t.app, 'customer');
    const [order] = await t.app.db.insert(orders).values({ userId: victim.id }).returning({ id: orders.id });
    await t.app.db.insert(notifications).values({ userId: victim.id, title: 'Hi', category: 'general' });

    const res = await req('DELETE', `/api/users/${victim.id}`, admin);
    expect(res).toEqual({ status: 200, body: { data: { message: 'User deleted successfully' } } });

    const login = await post(t, '/api/login', { data: { email: victim.email, password: 'Passw0rd!' } });
    expect(login.status).toBe(401);
    const withToken = await req('GET', '/api/notifications', victim);
    expect(withToken.status).toBe(401);
    expect((await req('GET', `/api/users/${victim.id}`, admin)).status).toBe(404);
    expect((await req('DELETE', `/api/users/${victim.id}`, admin)).status).toBe(404);
    const list = await req('GET', '/api/users?limit=100', admin);
    expect(list.body.data.map((u: { id: number }) => u.id)).not.toContain(victim.id);

    const [kept] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id ?? 0));
    expect(kept?.userId).toBe(victim.id);
    const again = await signUp(t, {
      firstName: 'New',
      lastName: 'Person',
      email: victim.email,
      username: `re${victim.id}x`,
      password: 'Sparepart1',
    });
    expect(again.userId).not.toBe(victim.id);
  });

  it('keeps an admin from deleting themself', async () => {
    const res = await req('DELETE', `/api/users/${admin.id}`, admin);
    expect(res).toEqual({
      status: 409,
      body: { message: 'You cannot delete your own account.', error: 'Conflict' },
    });
    expect((await row(admin.id))?.deletedAt).toBeNull();
  });
});

describe('POST /api/users/:id/reset-password (admin)', () => {
  it('mails the user a working reset link', async () => {
    const user = await createUser(t.app, 'customer');
    const res = await req('POST', `/api/users/${user.id}/reset-password`, admin);
    expect(res).toEqual({
      status: 200,
      body: { data: { message: 'Password reset email sent successfully' } },
    });
    const token = await resetTokenFor(t, user.email);
    expect((await post(t, '/api/change-password', { data: { token, password: 'Brandnew12' } })).status).toBe(
      200,
    );
  });

  it('is admin only and sends nothing otherwise', async () => {
    const user = await createUser(t.app, 'customer');
    const before = (await readOutbox(t)).length;
    expect((await req('POST', `/api/users/${user.id}/reset-password`)).status).toBe(401);
    expect((await req('POST', `/api/users/${user.id}/reset-password`, user)).status).toBe(403);
    expect((await req('POST', `/api/users/${user.id}/reset-password`, vendor)).status).toBe(403);
    expect((await req('POST', '/api/users/999999/reset-password', admin)).status).toBe(404);
    expect((await readOutbox(t)).length).toBe(before);
  });
});

describe('who may call what (accounts routes × roles)', () => {
  type Role = 'anonymous' | 'self' | 'otherCustomer' | 'vendor' | 'admin';
  const roles: Role[] = ['anonymous', 'self', 'otherCustomer', 'vendor', 'admin'];
  /** Route, body, and the status per role; the target is always a fresh customer ("self"). */
  const table: {
    method: 'GET' | 'PUT' | 'DELETE' | 'POST';
    url: (id: number) => string;
    payload?: unknown;
    expected: Record<Role, number>;
  }[] = [
    {
      method: 'GET',
      url: () => '/api/users',
      expected: { anonymous: 401, self: 403, otherCustomer: 403, vendor: 403, admin: 200 },
    },
    {
      method: 'GET',
      url: (id) => `/api/users/${id}`,
      expected: { anonymous: 200, self: 200, otherCustomer: 200, vendor: 200, admin: 200 },
    },
    {
      method: 'PUT',
      url: (id) => `/api/users/${id}`,
      payload: { data: { firstName: 'Changed' } },
      expected: { anonymous: 401, self: 200, otherCustomer: 403, vendor: 403, admin: 200 },
    },
    {
      method: 'DELETE',
      url: (id) => `/api/users/${id}`,
      expected: { anonymous: 401, self: 403, otherCustomer: 403, vendor: 403, admin: 200 },
    },
    {
      method: 'POST',
      url: (id) => `/api/users/${id}/reset-password`,
      expected: { anonymous: 401, self: 403, otherCustomer: 403, vendor: 403, admin: 200 },
    },
    {
      method: 'POST',
      url: () => '/api/admin',
      payload: {
        data: {
          firstName: 'A',
          lastName: 'B',
          email: 'x@example.com',
          username: 'xadmin',
          password: 'Sparepart1',
        },
      },
      expected: { anonymous: 401, self: 403, otherCustomer: 403, vendor: 403, admin: 201 },
    },
    {
      method: 'GET',
      url: () => '/api/notifications',
      expected: { anonymous: 401, self: 200, otherCustomer: 200, vendor: 200, admin: 200 },
    },
    {
      method: 'POST',
      url: () => '/api/clear-notifications',
      expected: { anonymous: 401, self: 200, otherCustomer: 200, vendor: 200, admin: 200 },
    },
  ];

  for (const route of table) {
    for (const role of roles) {
      const expected = route.expected[role];
      it(`${route.method} ${route.url(0).replace('/0', '/:id')} as ${role} → ${expected}`, async () => {
        const self = await createUser(t.app, 'customer');
        await t.app.db.insert(notifications).values({ userId: self.id, title: 'Kept', category: 'general' });
        const caller =
          role === 'anonymous'
            ? undefined
            : role === 'self'
              ? self
              : role === 'otherCustomer'
                ? other
                : role === 'vendor'
                  ? vendor
                  : admin;
        const usersBefore = await t.app.db.select().from(users);
        const notesBefore = await t.app.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, self.id));
        const payload =
          route.url(0) === '/api/admin'
            ? {
                data: {
                  ...(route.payload as { data: object }).data,
                  email: `a${self.id}@example.com`,
                  username: `adm${self.id}`,
                },
              }
            : route.payload;
        const res = await req(route.method, route.url(self.id), caller, payload);
        expect(res.status).toBe(expected);
        if (expected >= 400) {
          expect(res.body).toMatchObject({ message: expect.any(String), error: expect.any(String) });
          expect(await t.app.db.select().from(users)).toEqual(usersBefore);
          expect(
            await t.app.db.select().from(notifications).where(eq(notifications.userId, self.id)),
          ).toEqual(notesBefore);
        }
      });
    }
  }
});
