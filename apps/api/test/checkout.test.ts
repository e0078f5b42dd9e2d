/**
 * POST /orders: prices from the database, pesewa-exact totals, atomic stock (no overselling under concurrency),
 * Idempotency-Key replays, and failures that change nothing.
 */
import { checkoutTotals, orderCreateResponse } from '@abossey/sdk';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion, notifications, orders, products, stockMovements } from '../src/db/schema.js';
import { checkout, notPlacedError } from '../src/services/checkout.js';
import { HttpError } from '../src/services/errors.js';
import { findOrderRow, loadOrderDetail } from '../src/services/orders.js';
import { stockLedgerDrift } from '../src/services/stock-ledger.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let buyer: TestUser;
let shopA: Shop;
let shopB: Shop;
const p = { pads: 0, disc: 0, filter: 0, closed: 0, empty: 0 };

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  buyer = await createUser(t.app, 'customer');
  shopA = await createShop(t.app, 'Abossey Brakes');
  shopB = await createShop(t.app, 'Suame Filters');
  const closed = await createShop(t.app, 'Closed Shop', 'inactive');
  p.pads = await createProduct(t.app, shopA.id, {
    name: 'Brake Pads – Toyota Corolla',
    pricePesewas: 12_345,
    stock: 5,
  });
  p.disc = await createProduct(t.app, shopA.id, { name: 'Brake Disc', pricePesewas: 45_000, stock: 3 });
  p.filter = await createProduct(t.app, shopB.id, { name: 'Oil Filter', pricePesewas: 2_999, stock: 2 });
  p.closed = await createProduct(t.app, closed.id, { name: 'Hidden Part', pricePesewas: 1_000, stock: 9 });
  p.empty = await createProduct(t.app, shopB.id, { name: 'Spark Plug', pricePesewas: 1_500, stock: 0 });
});
afterAll(() => t?.close());

const post = (user: TestUser | null, data: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...(user ? bearer(user) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { data },
  });

async function stockOf(id: number) {
  const [row] = await t.app.db
    .select({ stock: products.stock, totalSold: products.totalSold })
    .from(products)
    .where(eq(products.id, id));
  return row;
}
/** A product's stock ledger, summed per reason. */
async function ledgerOf(id: number) {
  const rows = await t.app.db
    .select({ reason: stockMovements.reason, total: sql<number>`sum(${stockMovements.delta})::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, id))
    .groupBy(stockMovements.reason);
  return Object.fromEntries(rows.map((r) => [r.reason, Number(r.total)]));
}
async function orderCount() {
  const [row] = await t.app.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

describe('POST /orders', () => {
  it('creates one order split per shop, with database prices and pesewa-exact totals', async () => {
    const version = await t.app.db.select().from(catalogueVersion);
    const res = await post(buyer, {
      items: [
        { productId: p.pads, quantity: 2, price: 0.01 },
        { productId: p.filter, quantity: 1 },
        { productId: p.pads, quantity: 1 },
      ],
      delivery,
      discount: 500,
    });
    expect(res.statusCode).toBe(201);
    const { data } = orderCreateResponse.parse(res.json());
    // 3 × 123.45 + 29.99 = 400.34; 10% = 40.034 → 40.03; total 440.37.
    const totals = checkoutTotals(3 * 12_345 + 2_999);
    expect(totals).toMatchObject({
      subtotalPesewas: 40_034,
      serviceChargePesewas: 4_003,
      totalPesewas: 44_037,
    });
    expect(data.order).toMatchObject({
      orderCode: `ORD-${String(data.order.id).padStart(6, '0')}`,
      status: 'pending',
      subTotal: 400.34,
      discount: 0,
      serviceCharge: 40.03,
      totalAmount: 440.37,
      transitType: 'standard',
      deliveryToName: 'Kwame Mensah',
      itemCount: 4,
      scope: 'full',
    });
    expect(data.vendorOrders).toHaveLength(2);
    const [va, vb] = data.vendorOrders;
    expect(va).toMatchObject({
      businessId: shopA.id,
      vendorName: 'Abossey Brakes',
      subTotal: 370.35,
      shippingFee: 0,
      tax: 0,
      status: 'pending',
      paymentStatus: 'pending_confirmation',
    });
    expect(vb).toMatchObject({ businessId: shopB.id, subTotal: 29.99 });
    expect(data.orderItems).toHaveLength(2);
    expect(data.orderItems[0]).toMatchObject({
      productId: p.pads,
      productName: 'Brake Pads – Toyota Corolla',
      price: 123.45,
      quantity: 3,
      vendorOrderId: va?.id,
    });
    expect(await stockOf(p.pads)).toEqual({ stock: 2, totalSold: 3 });
    expect(await stockOf(p.filter)).toEqual({ stock: 1, totalSold: 1 });
    // Stock changes never bump the catalogue version (facet cache stays valid).
    expect(await t.app.db.select().from(catalogueVersion)).toEqual(version);
    // Buyer and both owners are notified.
    const notified = await t.app.db
      .select({ userId: notifications.userId, category: notifications.category })
      .from(notifications);
    expect(notified.map((n) => n.userId).sort()).toEqual([buyer.id, shopA.owner.id, shopB.owner.id].sort());
    expect(new Set(notified.map((n) => n.category))).toEqual(new Set(['order']));
  });

  it('answers 409 naming the product when stock is short, and changes nothing', async () => {
    const before = { orders: await orderCount(), pads: await stockOf(p.pads), disc: await stockOf(p.disc) };
    const short = await post(buyer, {
      items: [
        { productId: p.disc, quantity: 1 },
        { productId: p.pads, quantity: 5 },
      ],
      delivery,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      message: 'Only 2 left of "Brake Pads – Toyota Corolla"',
      error: 'Conflict',
    });
    const out = await post(buyer, { items: [{ productId: p.empty, quantity: 1 }], delivery });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe('Out of stock: "Spark Plug"');
    expect(await orderCount()).toBe(before.orders);
    expect(await stockOf(p.pads)).toEqual(before.pads);
    expect(await stockOf(p.disc)).toEqual(before.disc);
  });

  it('refuses products of inactive shops and unknown products with 409', async () => {
    const closed = await post(buyer, { items: [{ productId: p.closed, quantity: 1 }], delivery });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('"Hidden Part" is no longer available');
    const gone = await post(buyer, { items: [{ productId: 999_999, quantity: 1 }], delivery });
    expect(gone.statusCode).toBe(409);
    const huge = await post(buyer, { items: [{ productId: 99_999_999_999, quantity: 1 }], delivery });
    expect(huge.statusCode).toBe(409);
    expect(huge.json().message).toBe('Product 99999999999 is no longer available');
    // Several lines that cannot be served: the first in product id order is named; nothing is written.
    const before = await orderCount();
    const both = await post(buyer, {
      items: [
        { productId: 99_999_999_999, quantity: 1 },
        { productId: p.closed, quantity: 1 },
        { productId: p.empty, quantity: 1 },
      ],
      delivery,
    });
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toBe(
      p.closed < p.empty ? '"Hidden Part" is no longer available' : 'Out of stock: "Spark Plug"',
    );
    expect(await orderCount()).toBe(before);
  });

  it('validates input with field details and never answers 500', async () => {
    for (const data of [
      { items: [], delivery },
      { items: [{ productId: p.pads, quantity: 0 }], delivery },
      { items: [{ productId: 'x', quantity: 1 }], delivery },
      { items: [{ productId: p.pads, quantity: 1.5 }], delivery },
      { items: [{ productId: p.pads, quantity: 1 }], delivery: { ...delivery, fullName: '' } },
      { items: [{ productId: p.pads, quantity: 1 }], addressId: 123_456 },
    ]) {
      const res = await post(buyer, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json().details?.length).toBeGreaterThan(0);
    }
    const noAddress = await post(buyer, { items: [{ productId: p.pads, quantity: 1 }] });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe('A delivery address is required');
  });

  it('needs a signed-in user', async () => {
    const res = await post(null, { items: [{ productId: p.pads, quantity: 1 }], delivery });
    expect(res.statusCode).toBe(401);
    // Wrong callers learn nothing from validation; an oversized body is still 413.
    expect((await post(null, { items: [] })).statusCode).toBe(401);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { items: [], pad: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('uses an own address by id, or the default address', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: bearer(buyer),
      payload: { value: 'address', data: { ...delivery, fullName: 'Ama Owusu', isDefault: true } },
    });
    expect(created.statusCode).toBe(201);
    const byDefault = await post(buyer, { items: [{ productId: p.disc, quantity: 1 }] });
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json().data.order.deliveryToName).toBe('Ama Owusu');
    const other = await createUser(t.app);
    const foreign = await post(other, {
      items: [{ productId: p.disc, quantity: 1 }],
      addressId: created.json().data.id,
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe("the checkout's answer", () => {
  it('equals what GET /api/orders/{id} and loadOrderDetail give for the same order (types, dates, money)', async () => {
    const shop = await createShop(t.app, 'Answer Parts');
    const other = await createShop(t.app, 'Answer Filters');
    const a = await createProduct(t.app, shop.id, { name: 'Caliper', pricePesewas: 33_333, stock: 9 });
    const b = await createProduct(t.app, shop.id, { name: 'Hose', pricePesewas: 1, stock: 9 });
    const c = await createProduct(t.app, other.id, { name: 'Air Filter', pricePesewas: 2_999, stock: 9 });
    const input = {
      items: [
        { productId: c, quantity: 2 },
        { productId: a, quantity: 1 },
        { productId: b, quantity: 3 },
      ],
      delivery: { ...delivery, zipCode: 'GA-123-4567' },
      transitType: 'express' as const,
      ref: 'garage_7',
    };
    const res = await post(buyer, input, 'answer-1');
    expect(res.statusCode).toBe(201);
    const answered = res.json().data;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${answered.order.id}`,
      headers: bearer(buyer),
    });
    expect(read.statusCode).toBe(200);
    const { history, ...rest } = read.json().data;
    expect(history).toHaveLength(1);
    expect(answered).toEqual(rest);
    expect(answered.orderItems).toHaveLength(3);
    expect(answered.vendorOrders).toHaveLength(2);

    // The service's own value, before JSON: the same types as the reads (numbers, ISO dates, arrays, nulls).
    const user = { id: buyer.id, userType: 'customer' as const, isAdmin: false };
    const placed = await checkout(t.app.db, user, { ...input, ref: undefined }, undefined);
    expect(placed.created).toBe(true);
    const row = await findOrderRow(t.app.db, placed.detail.order.id);
    if (!row) throw new Error('the order is missing');
    const { history: _, ...detail } = await loadOrderDetail(t.app.db, row, { scope: 'full' });
    expect(placed.detail).toStrictEqual(detail);
    expect(placed.detail.order).toMatchObject({
      partnerRef: null,
      deliveryToZipCode: 'GA-123-4567',
      transitType: 'express',
    });
  });
});

describe('concurrency', () => {
  it('never oversells: 200 concurrent checkouts for 10 in stock → exactly 10 orders, stock 0', async () => {
    const shop = await createShop(t.app, 'Kokompe Batteries');
    const battery = await createProduct(t.app, shop.id, {
      name: 'Battery 12V',
      pricePesewas: 80_000,
      stock: 10,
    });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createUser(t.app)));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(buyers[i % buyers.length] ?? buyer, { items: [{ productId: battery, quantity: 1 }], delivery }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(190);
    expect(await stockOf(battery)).toEqual({ stock: 0, totalSold: 10 });
    // Issue 21, finding 7: every unit taken is a ledger row, so stock = received − sold still holds.
    expect(await stockLedgerDrift(t.app.db)).toEqual([]);
    expect(await ledgerOf(battery)).toEqual({ received: 10, sale: -10 });
  });

  it('the same Idempotency-Key sent 20× concurrently makes one order and takes stock once', async () => {
    const shop = await createShop(t.app, 'Kaneshie Lights');
    const bulb = await createProduct(t.app, shop.id, {
      name: 'Headlight Bulb',
      pricePesewas: 5_000,
      stock: 50,
    });
    const before = await orderCount();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(buyer, { items: [{ productId: bulb, quantity: 2 }], delivery }, 'k-1'),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(19);
    const bodies = results.map((r) => r.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(bulb)).toEqual({ stock: 48, totalSold: 2 });
    expect(await ledgerOf(bulb)).toEqual({ received: 50, sale: -2 });
    // A later retry still answers the same order; another user's same key is their own order.
    const later = await post(buyer, { items: [{ productId: bulb, quantity: 2 }], delivery }, 'k-1');
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(bodies[0]);
    const other = await createUser(t.app);
    const theirs = await post(other, { items: [{ productId: bulb, quantity: 1 }], delivery }, 'k-1');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.order.id).not.toBe(bodies[0].data.order.id);
  });

  it('the same Idempotency-Key sent concurrently for the last unit: one order, and every answer is that order', async () => {
    const shop = await createShop(t.app, 'Last Unit Shop');
    const mirror = await createProduct(t.app, shop.id, {
      name: 'Side Mirror',
      pricePesewas: 9_000,
      stock: 1,
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(buyer, { items: [{ productId: mirror, quantity: 1 }], delivery }, 'k-last'),
      ),
    );
    // The retries find the stock gone, but their order exists: they answer it (200), never 409.
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const bodies = results.map((r) => r.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await stockOf(mirror)).toEqual({ stock: 0, totalSold: 1 });
    expect(await stockLedgerDrift(t.app.db)).toEqual([]);
  });

  it('a failed checkout leaves its Idempotency-Key free for a later success', async () => {
    const shop = await createShop(t.app, 'Retry Shop');
    const part = await createProduct(t.app, shop.id, { name: 'Fan Belt', pricePesewas: 2_000, stock: 1 });
    const fail = await post(buyer, { items: [{ productId: part, quantity: 2 }], delivery }, 'k-2');
    expect(fail.statusCode).toBe(409);
    const ok = await post(buyer, { items: [{ productId: part, quantity: 1 }], delivery }, 'k-2');
    expect(ok.statusCode).toBe(201);
  });
});

describe('when the checkout statement writes nothing', () => {
  const line = { product_id: 7, found: true, name: 'Oil Filter', stock: 1, active: true };

  it('a short line is a 409 naming it, with or without a key', () => {
    for (const withKey of [false, true])
      expect(notPlacedError([line], withKey)).toMatchObject({
        statusCode: 409,
        message: 'Only 1 left of "Oil Filter"',
      });
  });

  it("with a key and no short line, the key's order was deleted meanwhile: 409, send again", () => {
    expect(notPlacedError([], true)).toMatchObject({
      statusCode: 409,
      message: 'The order for this Idempotency-Key was just deleted; send the request again',
    });
  });

  it('without a key and no short line the statement is broken: an internal error (500), not a 409 about a key', () => {
    const error = notPlacedError([], false);
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error.message).not.toMatch(/Idempotency-Key/);
  });
});
