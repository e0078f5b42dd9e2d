/**
 * Reading, listing, status changes and deleting orders, per role: anonymous 401, another customer 404, a vendor
 * only its shop's part, admin everything; refused requests change nothing.
 */
import { orderDetailResponse, orderListResponse } from '@abossey/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderStatusHistory, orders, products } from '../src/db/schema.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;
let shopA: Shop;
let shopB: Shop;
let stranger: Shop;
const p = { a: 0, b: 0 };

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  [buyer, other, admin] = await Promise.all([
    createUser(t.app, 'customer', { firstName: 'Ama', lastName: 'Buyer' }),
    createUser(t.app),
    createUser(t.app, 'admin', { firstName: 'Ada', lastName: 'Admin' }),
  ]);
  [shopA, shopB, stranger] = await Promise.all([
    createShop(t.app, 'Abossey Brakes'),
    createShop(t.app, 'Suame Filters'),
    createShop(t.app, 'Kaneshie Tyres'),
  ]);
  p.a = await createProduct(t.app, shopA.id, { name: 'Brake Pads', pricePesewas: 10_000, stock: 10_000 });
  p.b = await createProduct(t.app, shopB.id, { name: 'Oil Filter', pricePesewas: 2_500, stock: 10_000 });
});
afterAll(() => t?.close());

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

async function placeOrder(user = buyer, name = 'Kwame Mensah', qa = 2, qb = 1): Promise<number> {
  const res = await call('POST', '/orders', user, {
    data: {
      items: [
        { productId: p.a, quantity: qa },
        { productId: p.b, quantity: qb },
      ],
      delivery: { ...delivery, fullName: name },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.order.id;
}
async function stock(id: number) {
  const [row] = await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock;
}
async function snapshot(orderId: number) {
  const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
  const history = await t.app.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  return { order, history: history.length, a: await stock(p.a), b: await stock(p.b) };
}

describe('GET /orders/:id', () => {
  it('buyer and admin see everything; a vendor only its part; others 404; anonymous 401', async () => {
    const id = await placeOrder();
    const mine = orderDetailResponse.parse((await call('GET', `/orders/${id}`, buyer)).json()).data;
    expect(mine.order).toMatchObject({
      scope: 'full',
      subTotal: 225,
      serviceCharge: 22.5,
      totalAmount: 247.5,
    });
    expect(mine.vendorOrders).toHaveLength(2);
    expect(mine.history).toEqual([
      expect.objectContaining({
        status: 'pending',
        note: 'Order placed',
        changedBy: { id: buyer.id, name: 'Ama Buyer' },
      }),
    ]);
    const asAdmin = (await call('GET', `/orders/${id}`, admin)).json().data;
    expect(asAdmin.vendorOrders).toHaveLength(2);

    const vendor = orderDetailResponse.parse((await call('GET', `/orders/${id}`, shopA.owner)).json()).data;
    expect(vendor.order).toMatchObject({
      scope: 'vendor',
      subTotal: 200,
      totalAmount: 200,
      serviceCharge: 0,
      itemCount: 2,
    });
    expect(vendor.vendorOrders.map((v) => v.businessId)).toEqual([shopA.id]);
    expect(vendor.orderItems.map((i) => i.productId)).toEqual([p.a]);

    for (const user of [other, stranger.owner])
      expect((await call('GET', `/orders/${id}`, user)).statusCode).toBe(404);
    expect((await call('GET', `/orders/${id}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/orders/99999999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/orders/x', admin)).statusCode).toBe(400);
  });
});

describe('GET /orders and /orders/business/:id', () => {
  it('lists own orders (admin all) with status counts, keyword, dates and pages', async () => {
    const u = await createUser(t.app);
    const ids = [
      await placeOrder(u, 'Yaw Boateng'),
      await placeOrder(u, 'Efua Sarpong'),
      await placeOrder(u, 'Yaw Darko'),
    ];
    await call('PUT', `/orders/${ids[0]}/status`, admin, { status: 'delivered' });

    const all = orderListResponse.parse((await call('GET', '/orders?limit=2', u)).json());
    expect(all.meta).toMatchObject({
      page: 1,
      limit: 2,
      total: 3,
      counts: { all: 3, pending: 2, delivered: 1 },
    });
    expect(all.data.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    const page2 = orderListResponse.parse((await call('GET', '/orders?limit=2&page=2', u)).json());
    expect(page2.data.map((o) => o.id)).toEqual([ids[0]]);

    const pending = orderListResponse.parse((await call('GET', '/orders?status=pending', u)).json());
    expect(pending.meta.total).toBe(2);
    expect(pending.meta.counts).toMatchObject({ all: 3, delivered: 1 });

    const yaw = orderListResponse.parse((await call('GET', '/orders?q=yAW', u)).json());
    expect(yaw.data.map((o) => o.id).sort()).toEqual([ids[0], ids[2]].sort());
    const code = orderListResponse.parse(
      (await call('GET', `/orders?q=ORD-${String(ids[1]).padStart(6, '0')}`, u)).json(),
    );
    expect(code.data.map((o) => o.id)).toEqual([ids[1]]);

    const today = new Date().toISOString().slice(0, 10);
    const dated = orderListResponse.parse((await call('GET', `/orders?from=${today}&to=${today}`, u)).json());
    expect(dated.meta.total).toBe(3);
    const past = orderListResponse.parse(
      (await call('GET', '/orders?from=2020-01-01&to=2020-01-31', u)).json(),
    );
    expect(past.meta.total).toBe(0);
    const wrong = await call('GET', '/orders?from=2025-02-01&to=2025-01-01', u);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].message).toBe('End date must be later than start date');

    const adminList = orderListResponse.parse((await call('GET', '/orders?limit=100', admin)).json());
    expect(adminList.meta.total).toBeGreaterThanOrEqual(4);
    expect((await call('GET', '/orders', null)).statusCode).toBe(401);
  });

  it('shop lists show only that shop, for its members and admins', async () => {
    const id = await placeOrder(other);
    const res = await call('GET', `/orders/business/${shopB.id}?limit=100`, shopB.owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = body.data.orders.find((o: { id: number }) => o.id === id);
    expect(row).toMatchObject({
      scope: 'vendor',
      subTotal: 25,
      business: [{ id: shopB.id, name: 'Suame Filters' }],
    });
    expect(body.meta.counts.all).toBe(body.meta.total);
    expect((await call('GET', `/orders/business/${shopB.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/orders/business/${shopB.id}`, shopA.owner)).statusCode).toBe(403);
    expect((await call('GET', `/orders/business/${shopB.id}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/orders/business/${shopB.id}`, null)).statusCode).toBe(401);
  });
});

describe('PUT /orders/:id/status', () => {
  it('admin sets any status, writes history, no-op on same status, notifies the buyer', async () => {
    const id = await placeOrder();
    const first = await call('PUT', `/orders/${id}/status`, admin, { data: { status: 'pending_delivery' } });
    expect(first.statusCode).toBe(200);
    const detail = orderDetailResponse.parse(first.json()).data;
    expect(detail.order.status).toBe('pending_delivery');
    expect(detail.vendorOrders.every((v) => v.status === 'pending_delivery')).toBe(true);
    expect(detail.history.map((h) => h.status)).toEqual(['pending', 'pending_delivery']);
    const again = await call('PUT', `/orders/${id}/status`, admin, { status: 'pending_delivery' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.history).toHaveLength(2);
    const notes = await t.app.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notes.some((n) => n.title.includes('Pending Delivery'))).toBe(true);
    const bad = await call('PUT', `/orders/${id}/status`, admin, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
  });

  it('cancelling returns stock once; reopening takes it again; processing cannot jump to refunded', async () => {
    const id = await placeOrder(buyer, 'X', 3, 2);
    const before = { a: await stock(p.a), b: await stock(p.b) };
    await call('PUT', `/orders/${id}/status`, admin, { status: 'cancelled' });
    const returned = { a: (before.a ?? 0) + 3, b: (before.b ?? 0) + 2 };
    expect({ a: await stock(p.a), b: await stock(p.b) }).toEqual(returned);
    expect((await call('PUT', `/orders/${id}/status`, admin, { status: 'processing' })).statusCode).toBe(200);
    expect({ a: await stock(p.a), b: await stock(p.b) }).toEqual(before);
    expect((await call('PUT', `/orders/${id}/status`, admin, { status: 'refunded' })).statusCode).toBe(409);
    expect({ a: await stock(p.a), b: await stock(p.b) }).toEqual(before);
    await call('PUT', `/orders/${id}/status`, admin, { status: 'cancelled' });
    await call('PUT', `/orders/${id}/status`, admin, { status: 'cancelled' });
    expect({ a: await stock(p.a), b: await stock(p.b) }).toEqual(returned);
  });

  it('a vendor changes only its part, within the fulfilment statuses; rejecting returns only its stock', async () => {
    const id = await placeOrder(buyer, 'V', 1, 4);
    const before = { a: await stock(p.a), b: await stock(p.b) };
    const res = await call('PUT', `/orders/${id}/status`, shopB.owner, { data: { status: 'processing' } });
    expect(res.statusCode).toBe(200);
    const seen = orderDetailResponse.parse(res.json()).data;
    expect(seen.vendorOrders).toHaveLength(1);
    expect(seen.order.status).toBe('processing');
    const full = orderDetailResponse.parse((await call('GET', `/orders/${id}`, admin)).json()).data;
    expect(full.order.status).toBe('pending'); // shop A's part is still pending
    expect(Object.fromEntries(full.vendorOrders.map((v) => [v.businessId, v.status]))).toEqual({
      [shopA.id]: 'pending',
      [shopB.id]: 'processing',
    });

    const snap = await snapshot(id);
    for (const status of ['completed', 'refunded']) {
      const refused = await call('PUT', `/orders/${id}/status`, shopB.owner, { status });
      expect(refused.statusCode).toBe(403);
    }
    // A shop cancels only when the buyer asked to (order-transitions.ts): from processing it is a 409.
    expect((await call('PUT', `/orders/${id}/status`, shopB.owner, { status: 'cancelled' })).statusCode).toBe(
      409,
    );
    expect(
      (await call('PUT', `/orders/${id}/status`, stranger.owner, { status: 'processing' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/orders/${id}/status`, other, { status: 'pending_cancellation' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/orders/${id}/status`, null, { status: 'processing' })).statusCode).toBe(401);
    expect(await snapshot(id)).toEqual(snap);

    await call('PUT', `/orders/${id}/status`, shopB.owner, { status: 'rejected' });
    expect({ a: await stock(p.a), b: await stock(p.b) }).toEqual({ a: before.a, b: (before.b ?? 0) + 4 });
    const after = await call('PUT', `/orders/${id}/status`, shopB.owner, { status: 'processing' });
    expect(after.statusCode).toBe(409);
  });

  it('a shop hands its part to the courier with a tracking number; a bad or misplaced one changes nothing (issue 24)', async () => {
    const id = await placeOrder(buyer, 'T', 1, 1);
    for (const status of ['processing', 'pending_delivery'])
      expect((await call('PUT', `/orders/${id}/status`, shopB.owner, { status })).statusCode).toBe(200);
    const snap = await snapshot(id);
    for (const body of [
      { data: { status: 'order_picked', trackingNumber: 'GH<script>' } },
      { data: { status: 'order_picked', trackingNumber: 'x'.repeat(65) } },
      { data: { status: 'delivered', trackingNumber: 'GH-123' } },
    ]) {
      const refused = await call('PUT', `/orders/${id}/status`, shopB.owner, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    expect(await snapshot(id)).toEqual(snap);

    const picked = await call('PUT', `/orders/${id}/status`, shopB.owner, {
      data: { status: 'order_picked', trackingNumber: '  GH-TRK 0042/7 ' },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(orderDetailResponse.parse(picked.json()).data.vendorOrders[0]?.trackingNumber).toBe(
      'GH-TRK 0042/7',
    );
    // Only the shop that moved holds it; the buyer sees it on their order.
    const full = orderDetailResponse.parse((await call('GET', `/orders/${id}`, buyer)).json()).data;
    expect(Object.fromEntries(full.vendorOrders.map((v) => [v.businessId, v.trackingNumber]))).toEqual({
      [shopA.id]: null,
      [shopB.id]: 'GH-TRK 0042/7',
    });
  });

  it('the buyer may only request cancellation, and only before delivery', async () => {
    const id = await placeOrder();
    expect((await call('PUT', `/orders/${id}/status`, buyer, { status: 'delivered' })).statusCode).toBe(403);
    const ok = await call('PUT', `/orders/${id}/status`, buyer, { status: 'pending_cancellation' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.order.status).toBe('pending_cancellation');
    const owners = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, shopA.owner.id));
    expect(owners.some((n) => n.title.startsWith('Cancellation requested'))).toBe(true);

    const delivered = await placeOrder();
    await call('PUT', `/orders/${delivered}/status`, admin, { status: 'delivered' });
    const late = await call('PUT', `/orders/${delivered}/status`, buyer, { status: 'pending_cancellation' });
    expect(late.statusCode).toBe(409);
  });
});

describe('DELETE /orders/:id', () => {
  it('the buyer deletes a pending order (stock returns); not a delivered one; others cannot', async () => {
    const id = await placeOrder(buyer, 'D', 5, 5);
    const before = { a: await stock(p.a), b: await stock(p.b) };
    const snap = await snapshot(id);
    for (const [user, code] of [
      [null, 401],
      [other, 404],
      [stranger.owner, 404],
      [shopA.owner, 403],
    ] as const) {
      expect((await call('DELETE', `/orders/${id}`, user)).statusCode).toBe(code);
    }
    expect(await snapshot(id)).toEqual(snap);
    expect((await call('DELETE', `/orders/${id}`, buyer)).statusCode).toBe(200);
    expect((await call('GET', `/orders/${id}`, buyer)).statusCode).toBe(404);
    expect({ a: await stock(p.a), b: await stock(p.b) }).toEqual({
      a: (before.a ?? 0) + 5,
      b: (before.b ?? 0) + 5,
    });

    const delivered = await placeOrder();
    await call('PUT', `/orders/${delivered}/status`, admin, { status: 'delivered' });
    const afterDelivery = await stock(p.a);
    expect((await call('DELETE', `/orders/${delivered}`, buyer)).statusCode).toBe(409);
    expect((await call('DELETE', `/orders/${delivered}`, admin)).statusCode).toBe(200);
    expect(await stock(p.a)).toBe(afterDelivery); // delivered goods do not come back
  });

  it('a shop deletes an order wholly its own once rejected or cancelled; not an open one, not a shared one (§2)', async () => {
    const res = await call('POST', '/orders', buyer, {
      data: { items: [{ productId: p.a, quantity: 2 }], delivery: { ...delivery, fullName: 'Shop Delete' } },
    });
    expect(res.statusCode).toBe(201);
    const own = res.json().data.order.id as number;
    const shared = await placeOrder(buyer, 'Shared Delete');

    const open = await call('DELETE', `/orders/${own}`, shopA.owner);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe('A shop can delete an order only once it is rejected or cancelled.');
    await call('PUT', `/orders/${shared}/status`, shopA.owner, { status: 'rejected' });
    const snap = await snapshot(shared);
    const sharedRefused = await call('DELETE', `/orders/${shared}`, shopA.owner);
    expect(sharedRefused.statusCode).toBe(403);
    expect(sharedRefused.json().message).toMatch(/other shops/);
    expect(await snapshot(shared)).toEqual(snap);

    expect((await call('PUT', `/orders/${own}/status`, shopA.owner, { status: 'rejected' })).statusCode).toBe(
      200,
    );
    const stockAfterReject = await stock(p.a);
    expect((await call('DELETE', `/orders/${own}`, stranger.owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/orders/${own}`, shopA.owner)).statusCode).toBe(200);
    expect((await call('GET', `/orders/${own}`, buyer)).statusCode).toBe(404);
    expect(await stock(p.a)).toBe(stockAfterReject); // rejecting gave the units back once, deleting not again
  });
});

describe('route × role table', () => {
  type Role = 'anonymous' | 'buyer' | 'other' | 'vendor' | 'otherVendor' | 'admin';
  const roles: Role[] = ['anonymous', 'buyer', 'other', 'vendor', 'otherVendor', 'admin'];
  const who = (role: Role): TestUser | null =>
    ({
      anonymous: null,
      buyer,
      other,
      vendor: shopA.owner,
      otherVendor: stranger.owner,
      admin,
    })[role];
  let addressId = 0;

  interface Row {
    name: string;
    expect: Record<Role, number>;
    /** Runs the request for one role; `orderId` is a fresh pending order of `buyer` with both shops. */
    run(user: TestUser | null, orderId: number): ReturnType<typeof call>;
  }
  const rows: Row[] = [
    {
      name: 'GET /orders/:id',
      expect: { anonymous: 401, buyer: 200, other: 404, vendor: 200, otherVendor: 404, admin: 200 },
      run: (u, id) => call('GET', `/orders/${id}`, u),
    },
    {
      name: 'PUT /orders/:id/status processing',
      expect: { anonymous: 401, buyer: 403, other: 404, vendor: 200, otherVendor: 404, admin: 200 },
      run: (u, id) => call('PUT', `/orders/${id}/status`, u, { data: { status: 'processing' } }),
    },
    {
      name: 'PUT /orders/:id/status pending_cancellation',
      expect: { anonymous: 401, buyer: 200, other: 404, vendor: 403, otherVendor: 404, admin: 200 },
      run: (u, id) => call('PUT', `/orders/${id}/status`, u, { status: 'pending_cancellation' }),
    },
    {
      name: 'DELETE /orders/:id',
      expect: { anonymous: 401, buyer: 200, other: 404, vendor: 403, otherVendor: 404, admin: 200 },
      run: (u, id) => call('DELETE', `/orders/${id}`, u),
    },
    {
      name: 'GET /orders/business/:id',
      expect: { anonymous: 401, buyer: 403, other: 403, vendor: 200, otherVendor: 403, admin: 200 },
      run: (u) => call('GET', `/orders/business/${shopA.id}`, u),
    },
    {
      name: 'GET /orders',
      expect: { anonymous: 401, buyer: 200, other: 200, vendor: 200, otherVendor: 200, admin: 200 },
      run: (u) => call('GET', '/orders', u),
    },
    {
      name: 'GET /analytics/revenue',
      expect: { anonymous: 401, buyer: 403, other: 403, vendor: 200, otherVendor: 200, admin: 200 },
      run: (u) => call('GET', '/analytics/revenue', u),
    },
    {
      name: "GET /address/:id (the buyer's)",
      expect: { anonymous: 401, buyer: 200, other: 404, vendor: 404, otherVendor: 404, admin: 404 },
      run: (u) => call('GET', `/address/${addressId}`, u),
    },
    {
      name: "PUT /address/:id (the buyer's)",
      expect: { anonymous: 401, buyer: 200, other: 404, vendor: 404, otherVendor: 404, admin: 404 },
      run: (u) => call('PUT', `/address/${addressId}`, u, { data: { city: 'Takoradi' } }),
    },
  ];

  it.each(rows)('$name', async (row) => {
    const created = await call('POST', '/address', buyer, { value: 'address', data: delivery });
    addressId = created.json().data.id;
    for (const role of roles) {
      const orderId = await placeOrder();
      const before = {
        ...(await snapshot(orderId)),
        address: (await call('GET', `/address/${addressId}`, buyer)).body,
      };
      const res = await row.run(who(role), orderId);
      expect(res.statusCode, `${row.name} as ${role}`).toBe(row.expect[role]);
      if (res.statusCode >= 400) {
        const after = {
          ...(await snapshot(orderId)),
          address: (await call('GET', `/address/${addressId}`, buyer)).body,
        };
        expect(after, `${row.name} as ${role} changed something`).toEqual(before);
      }
    }
  });
});
