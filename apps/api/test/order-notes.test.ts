/**
 * Internal notes on an order (issue 24): a shop's members write and read notes on their part, admins on any part
 * and on the order itself; the buyer never reads them, another shop never learns the order exists; bad input is a
 * 400 that writes nothing.
 */
import { ORDER_NOTE_MAX } from '@abossey/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotes } from '../src/db/schema.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let shopA: Shop;
let shopB: Shop;
let outsider: Shop;
let order = 0;
const parts = { a: 0, b: 0 };

const call = (method: 'GET' | 'POST', user: TestUser | null, payload?: object, id = order) =>
  t.app.inject({
    method,
    url: `/api/orders/${id}/notes`,
    headers: user ? bearer(user) : {},
    ...(payload === undefined ? {} : { payload }),
  });
const write = (user: TestUser, body: string, vendorOrderId?: number) =>
  call('POST', user, { data: { body, ...(vendorOrderId === undefined ? {} : { vendorOrderId }) } });
const bodies = async (user: TestUser) => {
  const res = await call('GET', user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { body: string }[]).map((n) => n.body);
};
const count = async () =>
  (await t.app.db.select().from(orderNotes).where(eq(orderNotes.orderId, order))).length;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  [buyer, admin] = await Promise.all([createUser(t.app), createUser(t.app, 'admin')]);
  [shopA, shopB, outsider] = await Promise.all([
    createShop(t.app, 'Abossey Brakes'),
    createShop(t.app, 'Suame Filters'),
    createShop(t.app, 'Kokompe Lights'),
  ]);
  const a = await createProduct(t.app, shopA.id, { name: 'Brake Pads', pricePesewas: 10_000, stock: 10 });
  const b = await createProduct(t.app, shopB.id, { name: 'Oil Filter', pricePesewas: 2_550, stock: 10 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(buyer),
    payload: {
      data: {
        items: [
          { productId: a, quantity: 1 },
          { productId: b, quantity: 1 },
        ],
        delivery,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().data as {
    order: { id: number };
    vendorOrders: { id: number; businessId: number }[];
  };
  order = placed.order.id;
  parts.a = placed.vendorOrders.find((vo) => vo.businessId === shopA.id)?.id ?? 0;
  parts.b = placed.vendorOrders.find((vo) => vo.businessId === shopB.id)?.id ?? 0;
});
afterAll(() => t?.close());

describe('order notes', () => {
  it('keeps each shop to its own part, shows admins everything, and names the author', async () => {
    const fromA = await write(shopA.owner, '  Buyer asked us to call before delivery.  ');
    expect(fromA.statusCode, fromA.body).toBe(201);
    expect(fromA.json().data).toMatchObject({
      orderId: order,
      vendorOrderId: parts.a,
      body: 'Buyer asked us to call before delivery.',
      author: { id: shopA.owner.id },
    });
    expect((await write(shopB.owner, 'Filter out of the box, checked.')).statusCode).toBe(201);
    expect((await write(admin, 'Refund policy explained by phone.')).json().data.vendorOrderId).toBeNull();
    expect((await write(admin, 'Rider late, sorry to the shop.', parts.b)).json().data.vendorOrderId).toBe(
      parts.b,
    );

    expect(await bodies(shopA.owner)).toEqual(['Buyer asked us to call before delivery.']);
    expect(await bodies(shopB.owner)).toEqual([
      'Filter out of the box, checked.',
      'Rider late, sorry to the shop.',
    ]);
    expect(await bodies(admin)).toEqual([
      'Buyer asked us to call before delivery.',
      'Filter out of the box, checked.',
      'Refund policy explained by phone.',
      'Rider late, sorry to the shop.',
    ]);
  });

  it('never shows the buyer, and tells another shop nothing', async () => {
    const before = await count();
    for (const res of [await call('GET', buyer), await write(buyer, 'Where is my order?')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only the order's shops and admins see its internal notes.");
    }
    for (const res of [await call('GET', outsider.owner), await write(outsider.owner, 'Hello')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect((await call('GET', null)).statusCode).toBe(401);
    expect((await call('GET', admin, undefined, 999_999)).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('refuses an empty or too long note, or another shop’s part, and writes nothing', async () => {
    const before = await count();
    const empty = await write(shopA.owner, '   ');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('A note cannot be empty');
    const long = await write(shopA.owner, 'x'.repeat(ORDER_NOTE_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(`A note has at most ${ORDER_NOTE_MAX} characters`);
    const theirs = await write(shopA.owner, 'Not my part', parts.b);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe('That shop order is not part of this order.');
    expect((await call('POST', shopA.owner, { data: {} })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
