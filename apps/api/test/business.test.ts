/**
 * /business: create (§5 shop form messages), list and read by status and role, edit, delete (orders stay), a user's
 * shops, ownership transfer and status (admin); and the SDK's business methods against the real server.
 */
import {
  type BusinessInput,
  businessListResponse,
  businessResponse,
  createClient,
  errorBody,
  memberBusinessListResponse,
  memoryTokenStore,
  NotFoundError,
  PermissionError,
  productListResponse,
  ValidationError,
} from '@abossey/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  businessMembers,
  notifications,
  orderItems,
  orders,
  products,
  vendorOrders,
} from '../src/db/schema.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import {
  count,
  createShopFixtures,
  insertOrder,
  insertProduct,
  insertPurchase,
  type Shop,
  snapshot,
} from './shop-fixtures.js';

let t: TestApp;
let f: Shop;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  f = await createShopFixtures(t.app);
});
afterAll(() => t?.close());

const form = (overrides: Partial<BusinessInput> = {}): BusinessInput => ({
  name: 'Abossey Okai Brakes',
  description: 'Brake specialists since 1998.',
  address: '12 Abossey Okai Rd, Accra',
  gpsAddress: '  GA-123-4567  ',
  phone: '+233 24 123 4567',
  country: 'Ghana',
  imageUrl: '/uploads/shop.webp',
  ...overrides,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });
const details = (res: { json(): unknown }) =>
  (errorBody.parse(res.json()).details ?? []).map((d) => `${d.path}: ${d.message}`);

async function newShop(owner: TestUser, status: 'active' | 'inactive' | 'pending' = 'active') {
  const [row] = await t.app.db
    .insert(businesses)
    .values({ name: `Shop ${Math.random()}`, businessName: 'x', status })
    .returning({ id: businesses.id });
  if (!row) throw new Error('shop');
  await t.app.db.insert(businessMembers).values({ businessId: row.id, userId: owner.id, role: 'owner' });
  return row.id;
}

describe('POST /business', () => {
  it('creates an active shop owned by the vendor: 201, trimmed GPS address, default country', async () => {
    const { country: _c, ...rest } = form();
    const res = await call('POST', '/business', f.owner, { value: 'Abossey Okai Brakes', data: rest });
    expect(res.statusCode).toBe(201);
    const shop = businessResponse.parse(res.json()).data;
    expect(shop).toMatchObject({
      name: 'Abossey Okai Brakes',
      businessName: 'Abossey Okai Brakes',
      gpsAddress: 'GA-123-4567',
      email: null,
      country: 'Ghana',
      status: 'active',
      ownerId: f.owner.id,
      owner: { id: f.owner.id, name: 'Kwame Mensah' },
      users: [{ userId: f.owner.id, userRole: 'owner', name: 'Kwame Mensah' }],
      productCount: 0,
      rating: 0,
      ratings: 0,
    });
    const empty = await call('POST', '/business', f.admin, {
      value: 'x',
      data: form({ gpsAddress: '   ', email: '' }),
    });
    expect(businessResponse.parse(empty.json()).data).toMatchObject({ gpsAddress: null, email: null });
  });

  it.each([
    ['anonymous', () => null, 401],
    ['a customer', () => f.customer, 403],
  ])('refuses %s with the right status and changes nothing', async (_who, user, status) => {
    const before = await snapshot(t.app);
    expect((await call('POST', '/business', user(), { value: 'x', data: form() })).statusCode).toBe(status);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('answers 400 with the §5 shop form messages', async () => {
    const before = await count(t.app, businesses);
    const empty = await call('POST', '/business', f.owner, { value: '', data: {} });
    expect(empty.statusCode).toBe(400);
    expect(details(empty)).toEqual(
      expect.arrayContaining([
        'data.name: Name is required!',
        'data.description: Description must be at least 10 characters!',
        'data.address: Address is required!',
        'data.phone: Phone number is required!',
        'data.imageUrl: Image URL is required',
      ]),
    );
    const cases: [Partial<BusinessInput>, string][] = [
      [{ description: 'Too short' }, 'data.description: Description must be at least 10 characters!'],
      [{ address: '  ' }, 'data.address: Address is required!'],
      [{ phone: '12345' }, 'data.phone: Phone number must be at least 6 digits!'],
      [{ phone: '+1234567890123456' }, 'data.phone: Phone number must be at most 15 digits!'],
      [{ phone: 'call me' }, 'data.phone: Invalid phone number!'],
      [{ country: 'Mars' as BusinessInput['country'] }, 'data.country: Country is required'],
      [{ imageUrl: '' }, 'data.imageUrl: Image URL is required'],
      [{ email: 'not-an-email' }, 'data.email: Email must be a valid email address!'],
    ];
    for (const [overrides, expected] of cases) {
      const res = await call('POST', '/business', f.owner, { value: 'x', data: form(overrides) });
      expect(res.statusCode, expected).toBe(400);
      expect(details(res), expected).toContain(expected);
    }
    expect(await count(t.app, businesses)).toBe(before);
  });
});

describe('GET /business and /business/:id', () => {
  it('lists active shops for everyone, with owner, members and product count', async () => {
    const pending = await newShop(f.owner, 'pending');
    await insertProduct(f);
    const res = await call('GET', '/business', null);
    expect(res.statusCode).toBe(200);
    const list = businessListResponse.parse(res.json()).data;
    expect(list.every((b) => b.status === 'active')).toBe(true);
    expect(list.some((b) => b.id === pending)).toBe(false);
    const shopA = list.find((b) => b.id === f.shopA);
    expect(shopA?.owner).toEqual({ id: f.owner.id, name: 'Kwame Mensah' });
    expect(shopA?.users.map((u) => [u.userId, u.userRole])).toEqual([
      [f.owner.id, 'owner'],
      [f.staff.id, 'staff'],
    ]);
    expect(shopA?.productCount).toBeGreaterThan(0);
    // Only admins may ask for other statuses; for them `all` is the default.
    expect((await call('GET', '/business?status=pending', f.customer)).statusCode).toBe(403);
    const all = businessListResponse.parse((await call('GET', '/business', f.admin)).json()).data;
    expect(all.some((b) => b.id === pending)).toBe(true);
    const onlyPending = businessListResponse.parse(
      (await call('GET', '/business?status=pending', f.admin)).json(),
    );
    expect(onlyPending.data.every((b) => b.status === 'pending')).toBe(true);
    expect((await call('GET', '/business?status=closed', f.admin)).statusCode).toBe(400);
  });

  it("gives anyone a shop's public contact (phone, GPS address), never its members' private data (issue 25)", async () => {
    const created = await call('POST', '/business', f.owner, {
      value: 'x',
      data: form({ email: 'shop@brakes.example' }),
    });
    const id = businessResponse.parse(created.json()).data.id;
    const res = await call('GET', `/business/${id}`, null);
    expect(res.statusCode).toBe(200);
    const shop = businessResponse.parse(res.json()).data;
    expect(shop).toMatchObject({
      phone: '+233 24 123 4567',
      gpsAddress: 'GA-123-4567',
      email: 'shop@brakes.example',
    });
    // The owner's account email, phone and user type are never part of the public shop.
    const body = res.body;
    expect(body).not.toContain(f.owner.email);
    expect(Object.keys(shop.owner ?? {}).sort()).toEqual(['id', 'name']);
    for (const member of shop.users)
      expect(Object.keys(member).sort()).toEqual(['name', 'userId', 'userRole']);
  });

  it('shows an inactive shop only to its members and admins (404 for others)', async () => {
    const shop = await newShop(f.owner, 'inactive');
    expect((await call('GET', `/business/${f.shopA}`, null)).statusCode).toBe(200);
    for (const user of [null, f.customer, f.otherVendor]) {
      const res = await call('GET', `/business/${shop}`, user);
      expect(res.statusCode).toBe(404);
      expect(errorBody.parse(res.json()).message).toBe('Business not found');
    }
    expect((await call('GET', `/business/${shop}`, f.owner)).statusCode).toBe(200);
    expect((await call('GET', `/business/${shop}`, f.admin)).statusCode).toBe(200);
    expect((await call('GET', '/business/999999', null)).statusCode).toBe(404);
    expect((await call('GET', '/business/abc', null)).statusCode).toBe(400);
  });
});

describe('PUT /business/:id', () => {
  it('lets the owner and admins edit; only sent fields change', async () => {
    const res = await call('PUT', `/business/${f.shopA}`, f.owner, { data: { phone: '0244 000 111' } });
    expect(res.statusCode).toBe(200);
    expect(businessResponse.parse(res.json()).data).toMatchObject({ phone: '0244 000 111', id: f.shopA });
    const admin = await call('PUT', `/business/${f.shopA}`, f.admin, {
      data: { name: 'Kwame Auto Renamed' },
    });
    expect(businessResponse.parse(admin.json()).data).toMatchObject({
      name: 'Kwame Auto Renamed',
      businessName: 'Kwame Auto Renamed',
      phone: '0244 000 111',
    });
  });

  it.each([
    ['anonymous', () => null, 401],
    ['a customer', () => f.customer, 403],
    ['staff of the shop', () => f.staff, 403],
    ['a vendor of another shop', () => f.otherVendor, 403],
  ])('refuses %s with the right status and changes nothing', async (_who, user, status) => {
    const before = await snapshot(t.app);
    expect(
      (await call('PUT', `/business/${f.shopA}`, user(), { data: { name: 'Taken over' } })).statusCode,
    ).toBe(status);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('answers 400 for bad values and 404 for an unknown shop', async () => {
    const res = await call('PUT', `/business/${f.shopA}`, f.owner, { data: { description: 'short' } });
    expect(details(res)).toEqual(['data.description: Description must be at least 10 characters!']);
    expect((await call('PUT', '/business/999999', f.admin, { data: { name: 'x' } })).statusCode).toBe(404);
  });
});

describe('DELETE /business/:id', () => {
  it.each([
    ['anonymous', () => null, 401],
    ['a customer', () => f.customer, 403],
    ['staff of the shop', () => f.staff, 403],
    ['a vendor of another shop', () => f.otherVendor, 403],
  ])('refuses %s with the right status and changes nothing', async (_who, user, status) => {
    const before = await snapshot(t.app);
    expect((await call('DELETE', `/business/${f.shopA}`, user())).statusCode).toBe(status);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('deletes the shop and its products for the owner; past orders and items stay', async () => {
    const shop = await newShop(f.owner);
    const productId = await insertProduct(f, { businessId: shop });
    const { orderId, vendorOrderId, itemId } = await insertOrder(f, productId, shop);
    const res = await call('DELETE', `/business/${shop}`, f.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: shop } });
    expect(await t.app.db.select().from(products).where(eq(products.businessId, shop))).toEqual([]);
    expect(await t.app.db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(1);
    const [vendorOrder] = await t.app.db
      .select()
      .from(vendorOrders)
      .where(eq(vendorOrders.id, vendorOrderId));
    expect(vendorOrder).toMatchObject({ businessId: null, vendorName: 'Fixture shop' });
    const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(item).toMatchObject({ productId: null, productName: 'Fixture Pads' });
    expect((await call('GET', `/business/${shop}`, f.admin)).statusCode).toBe(404);
  });

  it('lets an admin delete any shop', async () => {
    const shop = await newShop(f.otherVendor);
    expect((await call('DELETE', `/business/${shop}`, f.admin)).statusCode).toBe(200);
  });
});

describe('GET /business/user/:userId', () => {
  it("gives a user their shops (any status) with their role; admins may look at anyone's", async () => {
    const pending = await newShop(f.staff, 'pending');
    const mine = memberBusinessListResponse.parse(
      (await call('GET', `/business/user/${f.staff.id}`, f.staff)).json(),
    );
    expect(mine.data.map((b) => [b.id, b.role])).toEqual(
      expect.arrayContaining([
        [f.shopA, 'staff'],
        [pending, 'owner'],
      ]),
    );
    const byAdmin = await call('GET', `/business/user/${f.staff.id}`, f.admin);
    expect(memberBusinessListResponse.parse(byAdmin.json()).data).toHaveLength(mine.data.length);
    expect((await call('GET', `/business/user/${f.staff.id}`, f.customer)).statusCode).toBe(403);
    expect((await call('GET', `/business/user/${f.staff.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/business/user/999999', f.admin)).statusCode).toBe(404);
    expect((await call('GET', '/business/user/abc', f.admin)).statusCode).toBe(400);
    expect(
      memberBusinessListResponse.parse(
        (await call('GET', `/business/user/${f.customer.id}`, f.customer)).json(),
      ).data,
    ).toEqual([]);
  });
});

describe('PUT /business/:id/transfer-ownership', () => {
  const transfer = (user: TestUser | null, shop: number, data: unknown) =>
    call('PUT', `/business/${shop}/transfer-ownership`, user, { data });

  it('refuses everyone but admins, changing nothing', async () => {
    const shop = await newShop(f.owner);
    const before = await snapshot(t.app);
    for (const [user, status] of [
      [null, 401],
      [f.customer, 403],
      [f.owner, 403],
      [f.otherVendor, 403],
    ] as const) {
      const res = await transfer(user, shop, {
        transferFromUserId: f.owner.id,
        transferToUserId: f.otherVendor.id,
      });
      expect(res.statusCode).toBe(status);
    }
    expect(await snapshot(t.app)).toBe(before);
  });

  it("checks the ids: 'Invalid user IDs provided for transfer', 'New owner not found', vendors only, stale owner", async () => {
    const shop = await newShop(f.owner);
    const before = await snapshot(t.app);
    for (const data of [
      { transferFromUserId: 'abc', transferToUserId: f.otherVendor.id },
      { transferFromUserId: 0, transferToUserId: 'x1' },
      { transferFromUserId: 0 },
      { transferFromUserId: 0, transferToUserId: -4 },
      { transferFromUserId: 0, transferToUserId: 1.5 },
    ]) {
      const res = await transfer(f.admin, shop, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(errorBody.parse(res.json()).message).toBe('Invalid user IDs provided for transfer');
    }
    const missing = await transfer(f.admin, shop, { transferFromUserId: 0, transferToUserId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(errorBody.parse(missing.json()).message).toBe('New owner not found');
    expect(
      (await transfer(f.admin, shop, { transferFromUserId: 0, transferToUserId: f.customer.id })).statusCode,
    ).toBe(400);
    const stale = await transfer(f.admin, shop, {
      transferFromUserId: f.staff.id,
      transferToUserId: f.otherVendor.id,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await transfer(f.admin, shop, { transferFromUserId: 0, transferToUserId: f.owner.id })).statusCode,
    ).toBe(400);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('moves ownership (ids may be digit strings), keeps the old owner as staff, notifies both', async () => {
    const shop = await newShop(f.owner);
    const res = await transfer(f.admin, shop, {
      transferFromUserId: String(f.owner.id),
      transferToUserId: String(f.otherVendor.id),
      transferNotes: 'Sold to Yaw',
    });
    expect(res.statusCode).toBe(200);
    const data = businessResponse.parse(res.json()).data;
    expect(data.owner).toEqual({ id: f.otherVendor.id, name: 'Yaw Other' });
    expect(data.users.map((u) => [u.userId, u.userRole])).toEqual([
      [f.otherVendor.id, 'owner'],
      [f.owner.id, 'staff'],
    ]);
    for (const userId of [f.owner.id, f.otherVendor.id]) {
      const notes = await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.category, 'shop')));
      expect(notes.some((n) => (n.data as { businessId?: number } | null)?.businessId === shop)).toBe(true);
    }
    // The new owner may now edit; the old one (staff) may not.
    expect(
      (await call('PUT', `/business/${shop}`, f.otherVendor, { data: { name: 'Yaw Spares' } })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/business/${shop}`, f.owner, { data: { name: 'Mine again' } })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /business/:id/status', () => {
  it('is admin only', async () => {
    const before = await snapshot(t.app);
    for (const [user, status] of [
      [null, 401],
      [f.customer, 403],
      [f.owner, 403],
    ] as const) {
      const res = await call('PUT', `/business/${f.shopA}/status`, user, { data: { status: 'inactive' } });
      expect(res.statusCode).toBe(status);
    }
    expect(await snapshot(t.app)).toBe(before);
    expect(
      (await call('PUT', `/business/${f.shopA}/status`, f.admin, { data: { status: 'closed' } })).statusCode,
    ).toBe(400);
  });

  it("takes an inactive shop's products off the storefront list but keeps them readable by id", async () => {
    const shop = await newShop(f.owner);
    const productId = await insertProduct(f, { businessId: shop, name: 'Qwertyvanish Pads' });
    const search = async () =>
      productListResponse
        .parse((await call('GET', '/products?q=qwertyvanish', null)).json())
        .data.map((p) => p.id);
    expect(await search()).toEqual([productId]);

    const res = await call('PUT', `/business/${shop}/status`, f.admin, { data: { status: 'inactive' } });
    expect(res.statusCode).toBe(200);
    expect(businessResponse.parse(res.json()).data.status).toBe('inactive');
    expect(await search()).toEqual([]);
    expect((await call('GET', `/products/${productId}`, null)).statusCode).toBe(200);
    const publicList = businessListResponse.parse((await call('GET', '/business', null)).json()).data;
    expect(publicList.some((b) => b.id === shop)).toBe(false);

    await call('PUT', `/business/${shop}/status`, f.admin, { data: { status: 'active' } });
    expect(await search()).toEqual([productId]);
  });
});

describe('SDK business (real server)', () => {
  let base: string;
  let calls = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}/api`;
  });
  const counting: typeof fetch = (input, init) => {
    calls += 1;
    return fetch(input, init);
  };
  const client = (user: TestUser | null) =>
    createClient({ baseUrl: base, auth: memoryTokenStore(user?.token ?? null), fetch: counting });

  it('list, retrieve, create, update, listForUser, updateStatus, delete', async () => {
    const vendor = await createUser(t.app, 'vendor', { firstName: 'Adjoa', lastName: 'Sdk' });
    const sdk = client(vendor);
    const created = await sdk.business.create(form({ name: 'SDK Motors' }));
    expect(created).toMatchObject({ name: 'SDK Motors', owner: { id: vendor.id, name: 'Adjoa Sdk' } });
    expect((await sdk.business.retrieve(created.id)).id).toBe(created.id);
    expect((await client(null).business.list()).some((b) => b.id === created.id)).toBe(true);
    expect((await sdk.business.update(created.id, { address: 'Suame Magazine, Kumasi' })).address).toBe(
      'Suame Magazine, Kumasi',
    );
    expect((await sdk.business.listForUser(vendor.id)).map((b) => [b.id, b.role])).toEqual([
      [created.id, 'owner'],
    ]);
    expect((await client(f.admin).business.updateStatus(created.id, 'pending')).status).toBe('pending');
    await expect(client(null).business.retrieve(created.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(
      (await client(f.admin).business.list({ status: 'pending' })).some((b) => b.id === created.id),
    ).toBe(true);
    expect(await sdk.business.delete(created.id)).toEqual({ id: created.id });
  });

  it('typed errors: PermissionError, ValidationError with §5 details, §8 defaults', async () => {
    await expect(client(f.customer).business.create(form())).rejects.toBeInstanceOf(PermissionError);
    const error = await client(f.owner)
      .business.create(form({ phone: '123' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toContainEqual({
      path: 'data.phone',
      message: 'Phone number must be at least 6 digits!',
    });
    const silent = createClient({
      baseUrl: base,
      auth: memoryTokenStore(null),
      fetch: async () => new Response('', { status: 500 }),
    });
    await expect(silent.business.list()).rejects.toThrow('Failed to fetch businesses');
    await expect(silent.business.create(form())).rejects.toThrow('Failed to create business');
    await expect(
      silent.business.transferOwnership(1, { transferFromUserId: 0, transferToUserId: 2 }),
    ).rejects.toThrow('Failed to transfer business ownership');
  });

  it("transferOwnership checks the ids on the client: 'Invalid user IDs provided for transfer' without a call", async () => {
    const shop = await newShop(f.owner);
    const sdk = client(f.admin);
    calls = 0;
    await expect(
      sdk.business.transferOwnership(shop, { transferFromUserId: 'abc', transferToUserId: f.otherVendor.id }),
    ).rejects.toMatchObject({
      constructor: ValidationError,
      message: 'Invalid user IDs provided for transfer',
    });
    await expect(sdk.business.listForUser(undefined)).rejects.toThrow('User ID not found');
    expect(calls).toBe(0);
    const moved = await sdk.business.transferOwnership(shop, {
      transferFromUserId: f.owner.id,
      transferToUserId: f.staff.id,
    });
    expect(moved.ownerId).toBe(f.staff.id);
    expect(calls).toBe(1);
    await expect(
      sdk.business.transferOwnership(shop, { transferFromUserId: 0, transferToUserId: 999_999 }),
    ).rejects.toMatchObject({ constructor: NotFoundError, message: 'New owner not found' });
  });
});

describe('route × role table (products, reviews, shops)', () => {
  type Role = 'anonymous' | 'customer' | 'otherCustomer' | 'owner' | 'staff' | 'otherVendor' | 'admin';
  const roles: Role[] = ['anonymous', 'customer', 'otherCustomer', 'owner', 'staff', 'otherVendor', 'admin'];
  const who = (role: Role): TestUser | null =>
    ({
      anonymous: null,
      customer: f.customer,
      otherCustomer: f.customer2,
      owner: f.owner,
      staff: f.staff,
      otherVendor: f.otherVendor,
      admin: f.admin,
    })[role];

  /**
   * A fresh shop (owner + staff), product and review by `customer`, so every call starts from the same state. Every
   * signed-in role has received the product (issue 25), so the review cells show what shop membership decides.
   */
  async function world(status: 'active' | 'inactive' = 'active') {
    const shop = await newShop(f.owner, status);
    await t.app.db.insert(businessMembers).values({ businessId: shop, userId: f.staff.id, role: 'staff' });
    const product = await insertProduct(f, { businessId: shop });
    for (const role of roles) {
      const user = who(role);
      if (user)
        await insertPurchase(t.app, {
          userId: user.id,
          productId: product,
          businessId: shop,
          status: 'delivered',
        });
    }
    const res = await call('PUT', `/products/${product}/rate`, f.customer, {
      data: { rating: 4, comment: 'Good' },
    });
    const review = (res.json() as { data: { id: number } }).data.id;
    return { shop, product, review };
  }
  const productData = (shop: number) => ({
    name: 'Table Pads',
    description: 'For the table',
    price: 10,
    stock: 1,
    partId: f.part.brakes,
    vehicleMakeIds: [f.vehicle.corolla],
    businessId: shop,
    images: ['/uploads/x.jpg'],
  });

  type Case = {
    route: string;
    status?: 'active' | 'inactive';
    request: (
      w: Awaited<ReturnType<typeof world>>,
    ) => [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown];
    expect: Record<Role, number>;
  };
  const members = (ok: number) => ({
    anonymous: 401,
    customer: 403,
    otherCustomer: 403,
    owner: ok,
    staff: ok,
    otherVendor: 403,
    admin: ok,
  });
  const ownerOnly = (ok: number) => ({ ...members(ok), staff: 403 });
  const adminOnly = (ok: number) => ({ ...members(403), anonymous: 401, admin: ok });
  const cases: Case[] = [
    {
      route: 'POST /products',
      request: (w) => ['POST', '/products', { data: productData(w.shop) }],
      expect: members(201),
    },
    {
      route: 'PUT /products/:id',
      request: (w) => ['PUT', `/products/${w.product}`, { data: { stock: 9 } }],
      expect: members(200),
    },
    {
      route: 'DELETE /products/:id',
      request: (w) => ['DELETE', `/products/${w.product}`],
      expect: members(200),
    },
    {
      route: 'PUT /products/:id/rate',
      request: (w) => ['PUT', `/products/${w.product}/rate`, { data: { rating: 5, comment: 'Nice' } }],
      expect: {
        anonymous: 401,
        customer: 200,
        otherCustomer: 201,
        owner: 403,
        staff: 403,
        otherVendor: 201,
        admin: 201,
      },
    },
    {
      route: 'PUT /products/:id/ratings/:ratingId',
      request: (w) => [
        'PUT',
        `/products/${w.product}/ratings/${w.review}`,
        { data: { rating: 1, comment: 'Edited' } },
      ],
      expect: {
        anonymous: 401,
        customer: 200,
        otherCustomer: 403,
        owner: 403,
        staff: 403,
        otherVendor: 403,
        admin: 200,
      },
    },
    {
      route: 'DELETE /products/:id/ratings/:ratingId',
      request: (w) => ['DELETE', `/products/${w.product}/ratings/${w.review}`],
      expect: {
        anonymous: 401,
        customer: 200,
        otherCustomer: 403,
        owner: 403,
        staff: 403,
        otherVendor: 403,
        admin: 200,
      },
    },
    {
      route: 'POST /business',
      request: () => ['POST', '/business', { value: 'T', data: form({ name: 'Table Shop' }) }],
      expect: { ...members(201), otherVendor: 201 },
    },
    {
      route: 'GET /business/:id (inactive)',
      status: 'inactive',
      request: (w) => ['GET', `/business/${w.shop}`],
      expect: {
        anonymous: 404,
        customer: 404,
        otherCustomer: 404,
        owner: 200,
        staff: 200,
        otherVendor: 404,
        admin: 200,
      },
    },
    {
      route: 'PUT /business/:id',
      request: (w) => ['PUT', `/business/${w.shop}`, { data: { phone: '0244123456' } }],
      expect: ownerOnly(200),
    },
    {
      route: 'DELETE /business/:id',
      request: (w) => ['DELETE', `/business/${w.shop}`],
      expect: ownerOnly(200),
    },
    {
      route: 'GET /business/user/:userId',
      request: () => ['GET', `/business/user/${f.owner.id}`],
      expect: ownerOnly(200),
    },
    {
      route: 'PUT /business/:id/transfer-ownership',
      request: (w) => [
        'PUT',
        `/business/${w.shop}/transfer-ownership`,
        { data: { transferFromUserId: f.owner.id, transferToUserId: f.otherVendor.id } },
      ],
      expect: adminOnly(200),
    },
    {
      route: 'PUT /business/:id/status',
      request: (w) => ['PUT', `/business/${w.shop}/status`, { data: { status: 'pending' } }],
      expect: adminOnly(200),
    },
  ];

  it.each(cases.flatMap((c) => roles.map((role) => [c.route, role, c] as const)))(
    '%s as %s',
    async (_route, role, c) => {
      const w = await world(c.status);
      const [method, url, payload] = c.request(w);
      const before = await snapshot(t.app);
      const res = await call(method, url, who(role), payload);
      const expected = c.expect[role];
      expect(res.statusCode, res.body).toBe(expected);
      if (expected >= 400) expect(await snapshot(t.app)).toBe(before);
    },
  );
});
