/**
 * Issue 21, finding 7: the order state machine and the stock ledger. Stock used to drift with status changes (a
 * delivered order rejected put its units back, a reopened cancelled order did not take them again, a refund restocked
 * parts that never came back). Here: the three drift cases, refused moves (409, nothing changes), the server
 * agreeing with the SDK table for every pair of statuses, payment transitions, and stock = sum of the ledger.
 */
import {
  canMoveOrder,
  ORDER_MOVE_MESSAGES,
  ORDER_STATUSES,
  type OrderRole,
  type OrderStatus,
  orderDetailResponse,
  orderStatusesSetBy,
  PAYMENT_MOVE_MESSAGES,
  STOCK_RELEASED_STATUSES,
} from '@abossey/sdk';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, products, stockMovements, vendorOrders } from '../src/db/schema.js';
import { stockLedgerDrift } from '../src/services/stock-ledger.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let shopA: Shop;
let shopB: Shop;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  [buyer, admin] = await Promise.all([createUser(t.app, 'customer'), createUser(t.app, 'admin')]);
  [shopA, shopB] = await Promise.all([
    createShop(t.app, 'Abossey Brakes'),
    createShop(t.app, 'Suame Filters'),
  ]);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(user), ...(payload ? { payload } : {}) });
const move = (id: number, user: TestUser, status: OrderStatus, extra: Record<string, unknown> = {}) =>
  call('PUT', `/orders/${id}/status`, user, { data: { status, ...extra } });
const pay = (id: number, user: TestUser, status: string, vendorOrderId?: number) =>
  call('PUT', `/orders/${id}/payment-status`, user, { data: { status, vendorOrderId } });

async function product(stock: number, shop = shopA, name = `Pads ${Math.random().toString(36).slice(2, 7)}`) {
  return createProduct(t.app, shop.id, { name, pricePesewas: 10_000, stock });
}
async function place(lines: [number, number][], user = buyer): Promise<number> {
  const res = await call('POST', '/orders', user, {
    data: { items: lines.map(([productId, quantity]) => ({ productId, quantity })), delivery },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order.id;
}
async function stock(id: number) {
  const [row] = await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock;
}
/** What a refused request must leave untouched: the order, its shop orders, history, stock and ledger. */
async function snapshot(orderId: number, productIds: number[]) {
  const db = t.app.db;
  return {
    order: await db.select().from(orders).where(eq(orders.id, orderId)),
    vos: await db
      .select()
      .from(vendorOrders)
      .where(eq(vendorOrders.orderId, orderId))
      .orderBy(asc(vendorOrders.id)),
    history: (await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)))
      .length,
    stock: await Promise.all(productIds.map(stock)),
    ledger: (await db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId))).length,
  };
}
const ok = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return orderDetailResponse.parse(res.json()).data;
};

describe('the three drift cases of finding 7', () => {
  it('a delivered order cannot be rejected or cancelled: 409 with the reason, its units stay sold', async () => {
    const pads = await product(10);
    const id = await place([[pads, 2]]);
    await ok(await move(id, admin, 'delivered'));
    expect(await stock(pads)).toBe(8);
    const before = await snapshot(id, [pads]);
    for (const [user, status] of [
      [shopA.owner, 'rejected'], // the finding: 10 → 12
      [admin, 'rejected'],
      [admin, 'cancelled'],
      [admin, 'pending'],
    ] as const) {
      const res = await move(id, user, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ORDER_MOVE_MESSAGES.delivered);
    }
    expect(await snapshot(id, [pads])).toEqual(before);
    expect(await stock(pads)).toBe(8);
  });

  it('reopening a cancelled order takes its units again', async () => {
    const pads = await product(10);
    const id = await place([[pads, 3]]);
    expect(await stock(pads)).toBe(7);
    await ok(await move(id, admin, 'cancelled'));
    expect(await stock(pads)).toBe(10);
    const reopened = await ok(await move(id, admin, 'processing')); // the finding: stayed 10
    expect(reopened.order.status).toBe('processing');
    expect(await stock(pads)).toBe(7);
    // Cancelling again puts back the same 3, once.
    await ok(await move(id, admin, 'rejected'));
    expect(await stock(pads)).toBe(10);
    await ok(await move(id, admin, 'rejected'));
    expect(await stock(pads)).toBe(10);
  });

  it('reopening when the shelf is short is a 409 naming the product, and changes nothing', async () => {
    const pads = await product(10, shopA, 'Short Pads');
    const id = await place([[pads, 3]]);
    await ok(await move(id, admin, 'cancelled'));
    await place([[pads, 9]]); // someone else takes the units meanwhile
    const before = await snapshot(id, [pads]);
    const res = await move(id, admin, 'pending');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Not enough stock to reopen this order: only 1 left of "Short Pads".');
    expect(await snapshot(id, [pads])).toEqual(before);
  });

  it('a refund restocks only parts that came back', async () => {
    const pads = await product(10);
    const kept = await place([[pads, 2]]);
    const returned = await place([[pads, 2]]);
    for (const id of [kept, returned]) {
      await ok(await move(id, admin, 'delivered'));
      await ok(await move(id, admin, 'pending_refund'));
    }
    expect(await stock(pads)).toBe(6);
    await ok(await move(kept, admin, 'refunded')); // the finding: 6 → 8 for parts that never came back
    expect(await stock(pads)).toBe(6);
    await ok(await move(returned, admin, 'refunded', { restock: true }));
    expect(await stock(pads)).toBe(8);
    // Refunded is closed: no way back to an active status (which would sell the units twice).
    const res = await move(returned, admin, 'processing');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MOVE_MESSAGES.refunded);
    const rows = await t.app.db
      .select({ reason: stockMovements.reason, delta: stockMovements.delta })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, returned))
      .orderBy(asc(stockMovements.id));
    expect(rows).toEqual([
      { reason: 'sale', delta: -2 },
      { reason: 'return', delta: 2 },
    ]);
  });
});

describe('refused moves', () => {
  it('answer 409 (a move not allowed from here) or 403 (a status the role never sets) and change nothing', async () => {
    const pads = await product(100);
    const filter = await product(100, shopB);
    const id = await place([
      [pads, 1],
      [filter, 1],
    ]);
    const cases: [TestUser, OrderStatus, number, string?][] = [
      [shopA.owner, 'delivered', 409, ORDER_MOVE_MESSAGES.notFromHere], // pending → delivered skips the path
      [shopA.owner, 'cancelled', 409, ORDER_MOVE_MESSAGES.notFromHere], // only after a cancellation request
      [shopA.owner, 'refunded', 403],
      [buyer, 'delivered', 403],
      [admin, 'refunded', 409, ORDER_MOVE_MESSAGES.notFromHere],
      [admin, 'completed', 409, ORDER_MOVE_MESSAGES.notFromHere],
    ];
    const before = await snapshot(id, [pads, filter]);
    for (const [user, status, code, message] of cases) {
      const res = await move(id, user, status);
      expect(res.statusCode, `${status} → ${res.body}`).toBe(code);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await snapshot(id, [pads, filter])).toEqual(before);

    // A shop's settled part: the shop can no longer change it; the buyer cannot cancel a delivered order.
    await ok(await move(id, shopB.owner, 'rejected'));
    const late = await move(id, shopB.owner, 'processing');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ORDER_MOVE_MESSAGES.final);
    await ok(await move(id, admin, 'delivered'));
    const cancel = await move(id, buyer, 'pending_cancellation');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(ORDER_MOVE_MESSAGES.delivered);
    // The whole-order move left shop B's rejected part alone: its units stay on the shelf.
    const full = await ok(await call('GET', `/orders/${id}`, admin));
    expect(Object.fromEntries(full.vendorOrders.map((vo) => [vo.businessId, vo.status]))).toEqual({
      [shopA.id]: 'delivered',
      [shopB.id]: 'rejected',
    });
    expect([await stock(pads), await stock(filter)]).toEqual([99, 100]);
  });

  it('the server allows exactly the moves of the SDK table, for every pair of statuses and role', async () => {
    const pads = await product(100_000);
    const id = await place([[pads, 1]]);
    const [vo] = await t.app.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, id));
    if (!vo) throw new Error('no shop order');
    const roles: [OrderRole, TestUser][] = [
      ['admin', admin],
      ['vendor', shopA.owner],
      ['buyer', buyer],
    ];
    const mismatches: string[] = [];
    // Every status the role can set (the others are a 403 whatever the order's status: see the test above).
    for (const [role, user] of roles)
      for (const from of ORDER_STATUSES)
        for (const to of orderStatusesSetBy(role)) {
          if (from === to) continue;
          // Put the order in `from` directly (one statement), its unit held or not as that status has it.
          await t.app.db.execute(sql`
            with o as (update ${orders} set status = ${from} where id = ${id}),
                 v as (update ${vendorOrders} set status = ${from} where id = ${vo.id}),
                 d as (delete from ${stockMovements} where order_id = ${id})
            insert into ${stockMovements} (product_id, delta, reason, order_id, vendor_order_id)
            select ${pads}::integer, -1, 'sale', ${id}::integer, ${vo.id}::integer
             where ${!STOCK_RELEASED_STATUSES.includes(from)}::boolean`);
          const res = await move(id, user, to);
          const expected = canMoveOrder(role, from, to) ? 200 : 409;
          if (res.statusCode !== expected)
            mismatches.push(`${role} ${from} → ${to}: ${res.statusCode} ≠ ${expected}`);
        }
    expect(mismatches).toEqual([]);
    // The ledger rows were rewritten by hand above: the product goes, and its rows with it.
    await t.app.db.delete(products).where(eq(products.id, pads));
  }, 120_000);
});

describe('payment status (pay on delivery)', () => {
  it('the shop marks cash or MoMo collected once the goods are out; refunds mark it refunded', async () => {
    const pads = await product(10);
    const id = await place([[pads, 1]]);
    const early = await pay(id, shopA.owner, 'cash_collected');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAYMENT_MOVE_MESSAGES.notYet);
    const byBuyer = await pay(id, buyer, 'cash_collected');
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe(PAYMENT_MOVE_MESSAGES.forbidden);
    expect((await pay(id, shopA.owner, 'lost')).statusCode).toBe(400);

    await ok(await move(id, shopA.owner, 'processing'));
    await ok(await move(id, shopA.owner, 'order_picked'));
    const collected = await ok(await pay(id, shopA.owner, 'momo_collected'));
    expect(collected.vendorOrders[0]?.paymentStatus).toBe('momo_collected');
    // A shop corrects the method but does not refund; an admin refunds.
    await ok(await pay(id, shopA.owner, 'cash_collected'));
    const refund = await pay(id, shopA.owner, 'refunded');
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe(PAYMENT_MOVE_MESSAGES.notFromHere);
    await ok(await move(id, shopA.owner, 'delivered'));
    await ok(await move(id, admin, 'pending_refund'));
    const refunded = await ok(await move(id, admin, 'refunded'));
    expect(refunded.vendorOrders[0]?.paymentStatus).toBe('refunded');
  });

  it('a cancellation before collection cancels the payment; reopening makes it pending again', async () => {
    const pads = await product(10);
    const id = await place([[pads, 1]]);
    const cancelled = await ok(await move(id, admin, 'cancelled'));
    expect(cancelled.vendorOrders[0]?.paymentStatus).toBe('cancelled');
    const reopened = await ok(await move(id, admin, 'pending'));
    expect(reopened.vendorOrders[0]?.paymentStatus).toBe('pending_confirmation');
  });
});

describe('the stock ledger', () => {
  it('adds up for every product after all the moves above: stock = received − sold + cancelled + returned', async () => {
    expect(await stockLedgerDrift(t.app.db)).toEqual([]);
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(sql`${stockMovements.reason} not in ('received', 'sale', 'cancel', 'return', 'correction')`);
    expect(row?.n).toBe(0);
  });

  it('keeps the rows of a deleted order: the units did move', async () => {
    const pads = await product(10);
    const id = await place([[pads, 4]]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: bearer(buyer) })).statusCode,
    ).toBe(200);
    expect(await stock(pads)).toBe(10);
    const rows = await t.app.db
      .select({ reason: stockMovements.reason, delta: stockMovements.delta, orderId: stockMovements.orderId })
      .from(stockMovements)
      .where(eq(stockMovements.productId, pads))
      .orderBy(asc(stockMovements.id));
    expect(rows).toEqual([
      { reason: 'received', delta: 10, orderId: null },
      { reason: 'sale', delta: -4, orderId: null },
      { reason: 'cancel', delta: 4, orderId: null },
    ]);
    expect(await stockLedgerDrift(t.app.db)).toEqual([]);
  });
});
