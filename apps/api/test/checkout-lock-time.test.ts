/**
 * Issue 9: checkout keeps the product rows locked as briefly as it can. Every bench order hits the same products, so
 * the time between a row's lock and COMMIT serialises all buyers of it. A checkout is therefore ONE statement: it
 * locks its products, checks every line and writes the whole order, or nothing. Alone, that statement is its own
 * transaction (no BEGIN, no COMMIT round trip); checkouts committed together share a transaction holding one statement
 * per order and no savepoints. Before the statement only the Idempotency-Key look-up runs; the answer is built from the
 * statement's own RETURNING rows, so nothing is read after it.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { preparedName } from '../src/db/prepared.js';
import * as schema from '../src/db/schema.js';
import {
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  vendorOrders,
} from '../src/db/schema.js';
import { checkout } from '../src/services/checkout.js';
import { groupCommitterOf } from '../src/services/group-commit.js';
import { createTestApp, createUser, dbKind, recordingDb, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let buyer: TestUser;
let shopA: Shop;
let shopB: Shop;
let pads: number;
let filter: number;
const statements: string[] = [];
let logged: Db;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  buyer = await createUser(t.app, 'customer');
  shopA = await createShop(t.app, 'Lock Brakes');
  shopB = await createShop(t.app, 'Lock Filters');
  pads = await createProduct(t.app, shopA.id, { name: 'Pads', pricePesewas: 10_000, stock: 4 });
  filter = await createProduct(t.app, shopB.id, { name: 'Filter', pricePesewas: 2_500, stock: 4 });
  logged = recordingDb(t, statements);
});
afterAll(() => t?.close());

const customer = () => ({ id: buyer.id, userType: 'customer' as const, isAdmin: false });
const order = (quantity = 1, ids = [filter, pads]) => ({
  items: ids.map((productId) => ({ productId, quantity })),
  delivery,
  transitType: 'standard' as const,
});
const stockOf = async (id: number) =>
  (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const countOf = async (table: typeof orders | typeof notifications) =>
  (await t.app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/**
 * The handle with a record of every transaction begun on it: for each, the statements sent inside it (from the
 * statement log, between the transaction's start and its end; nothing else runs meanwhile in these tests), as
 * `checkout` for the checkout statement, else their first words (`savepoint sp0` …). PGlite's BEGIN/COMMIT never reach
 * drizzle's log, so the statement log alone cannot tell where a transaction starts; the checkout statement is sent
 * through the session (a named prepared statement), not `tx.execute`, so the calls on the handle cannot tell either.
 */
function tracing(db: Db): { db: Db; transactions: string[][] } {
  const transactions: string[][] = [];
  const kind = (statement: string) =>
    statement.startsWith('with lines as (') ? 'checkout' : statement.split(' ').slice(0, 2).join(' ');
  const traced = new Proxy(db, {
    get: (target, key) =>
      key === 'transaction'
        ? (work: (tx: Db) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              const calls: string[] = [];
              transactions.push(calls);
              const from = statements.length;
              try {
                return await work(tx);
              } finally {
                calls.push(...statements.slice(from).map(kind));
              }
            })
        : Reflect.get(target, key),
  });
  return { db: traced, transactions };
}

/**
 * Holds this handle's group committer busy (with a piece that waits and sends nothing), so the checkouts started
 * meanwhile queue up; `open(n)` waits until `n` are queued, then lets them run: together, in one batch.
 */
function holdCommitter(db: Db): { open: (n: number) => Promise<void> } {
  const committer = groupCommitterOf(db);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  void committer.submit(() => released, { oneStatement: true });
  return {
    async open(n) {
      for (let i = 0; i < 3000 && committer.queued() < n; i++) await new Promise((r) => setTimeout(r, 10));
      expect(committer.queued()).toBe(n);
      release();
    },
  };
}

describe('checkout lock time', () => {
  it('a checkout is one statement (its own transaction): before it only the key look-up, after it nothing', async () => {
    statements.length = 0;
    const { db, transactions } = tracing(logged);
    const result = await checkout(db, customer(), order(), 'lock-time-1');
    expect(result.created).toBe(true);

    const writes = statements.filter((s) => !s.startsWith('select '));
    expect(writes).toHaveLength(1);
    const [write] = writes;
    // It locks the products (id order) and writes everything the step-by-step checkout of old wrote.
    expect(write).toMatch(/^with lines as \(/);
    for (const part of [
      'for no key update of p',
      'insert into "orders"',
      'on conflict (user_id, idempotency_key) do nothing',
      'update "products" p',
      'insert into "vendor_orders"',
      'insert into "order_items"',
      'insert into "order_status_history"',
      'insert into "notifications"',
    ])
      expect(write).toContain(part);
    // No BEGIN/COMMIT around it: a lone checkout's statement is its own transaction.
    expect(transactions).toEqual([]);
    const at = statements.indexOf(write as string);
    expect(statements.slice(0, at)).toHaveLength(1);
    expect(statements.slice(at + 1)).toEqual([]);
    expect(statements[0]).toMatch(/^select .* from "orders" where/);

    // That one statement wrote everything.
    const { order: placed, vendorOrders: vos, orderItems: items } = result.detail;
    expect(vos.map((vo) => vo.vendorName)).toEqual(['Lock Brakes', 'Lock Filters']);
    expect(items.map((i) => i.productId)).toEqual([pads, filter]);
    // 100.00 + 25.00 = 125.00; 10 % = 12.50; total 137.50.
    expect(placed).toMatchObject({ subTotal: 125, serviceCharge: 12.5, totalAmount: 137.5, discount: 0 });
    const orderId = placed.id;
    const rows = await t.app.db
      .select({ businessId: vendorOrders.businessId, sub: vendorOrders.subTotalPesewas })
      .from(vendorOrders)
      .where(eq(vendorOrders.orderId, orderId))
      .orderBy(asc(vendorOrders.id));
    expect(rows).toEqual([
      { businessId: shopA.id, sub: 10_000 },
      { businessId: shopB.id, sub: 2_500 },
    ]);
    const lines = await t.app.db
      .select({
        productId: orderItems.productId,
        images: orderItems.images,
        price: orderItems.pricePesewas,
        name: orderItems.productName,
        description: orderItems.productDescription,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    expect(lines).toEqual([
      {
        productId: pads,
        images: ['/uploads/Pads.jpg'],
        price: 10_000,
        name: 'Pads',
        description: 'Pads description',
      },
      {
        productId: filter,
        images: ['/uploads/Filter.jpg'],
        price: 2_500,
        name: 'Filter',
        description: 'Filter description',
      },
    ]);
    const history = await t.app.db
      .select({
        status: orderStatusHistory.status,
        note: orderStatusHistory.note,
        by: orderStatusHistory.changedByUserId,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history).toEqual([{ status: 'pending', note: 'Order placed', by: buyer.id }]);
    const news = await t.app.db
      .select({
        userId: notifications.userId,
        title: notifications.title,
        message: notifications.message,
        category: notifications.category,
        data: notifications.data,
      })
      .from(notifications)
      .where(eq(notifications.category, 'order'))
      .orderBy(asc(notifications.id));
    expect(news).toEqual([
      {
        userId: buyer.id,
        title: `Order ${placed.orderCode} placed`,
        message: 'Thank you! We have received your order of 2 items.',
        category: 'order',
        data: { orderId },
      },
      {
        userId: shopA.owner.id,
        title: `New order ${placed.orderCode}`,
        message: 'A buyer ordered from Lock Brakes.',
        category: 'order',
        data: { orderId, businessId: shopA.id },
      },
      {
        userId: shopB.owner.id,
        title: `New order ${placed.orderCode}`,
        message: 'A buyer ordered from Lock Filters.',
        category: 'order',
        data: { orderId, businessId: shopB.id },
      },
    ]);
  });

  it('checkouts committed together: their transaction holds one statement per order and no savepoint', async () => {
    statements.length = 0;
    const { db, transactions } = tracing(logged);
    const before = { pads: await stockOf(pads), filter: await stockOf(filter) };
    const held = holdCommitter(db);
    const placing = Promise.all(
      [1, 2, 3].map((i) => checkout(db, customer(), order(1, [pads]), `lock-time-batch-${i}`)),
    );
    await held.open(3);
    const results = await placing;

    expect(results.map((r) => r.created)).toEqual([true, true, true]);
    expect(transactions).toEqual([['checkout', 'checkout', 'checkout']]);
    expect(statements.filter((s) => s.startsWith('savepoint'))).toEqual([]);
    expect(await stockOf(pads)).toBe((before.pads ?? 0) - 3);
    expect(await stockOf(filter)).toBe(before.filter);
  });

  it('a short line answers 409 naming the product and writes nothing', async () => {
    const before = {
      orders: await countOf(orders),
      notifications: await countOf(notifications),
      filter: await stockOf(filter),
      pads: await stockOf(pads),
    };
    // Pads has none left now; the filter line alone could be served.
    await expect(checkout(logged, customer(), order(1), 'lock-time-2')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Out of stock: "Pads"',
    });
    await expect(checkout(logged, customer(), order(4, [filter]), 'lock-time-3')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Only 3 left of "Filter"',
    });
    expect({
      orders: await countOf(orders),
      notifications: await countOf(notifications),
      filter: await stockOf(filter),
      pads: await stockOf(pads),
    }).toEqual(before);
  });

  it('a checkout whose statement fails in a batch fails alone; the others of the batch are placed once', async () => {
    const shop = await createShop(t.app, 'Lock Luxury');
    // 3 × GH₵ 10,000,000 is more pesewas than an integer column holds: the statement fails in the database.
    const dear = await createProduct(t.app, shop.id, { name: 'Gold', pricePesewas: 1_000_000_000, stock: 5 });
    const cheap = await createProduct(t.app, shop.id, { name: 'Bolt', pricePesewas: 100, stock: 50 });
    statements.length = 0;
    const { db, transactions } = tracing(logged);
    const held = holdCommitter(db);
    const keys = ['ok-1', 'ok-2', 'dear', 'ok-3', 'ok-4'].map((k) => `lock-time-${k}`);
    const placing = Promise.allSettled(
      keys.map((key) =>
        checkout(db, customer(), key.endsWith('dear') ? order(3, [dear]) : order(1, [cheap]), key),
      ),
    );
    await held.open(keys.length);
    const results = await placing;

    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    // The batch rolled back when the dear one failed, which then ran alone, and the others ran again: more checkout
    // statements than checkouts.
    expect(transactions.length).toBeGreaterThanOrEqual(1);
    expect(statements.filter((s) => s.startsWith('with lines as')).length).toBeGreaterThanOrEqual(6);
    const placed = await t.app.db
      .select({ key: orders.idempotencyKey })
      .from(orders)
      .where(and(eq(orders.userId, buyer.id), inArray(orders.idempotencyKey, keys)));
    expect(placed.map((o) => o.key).sort()).toEqual(keys.filter((k) => !k.endsWith('dear')).sort());
    expect(await stockOf(cheap)).toBe(46);
    expect(await stockOf(dear)).toBe(5);
  });

  it('a prepared statement name is the hash of its text: the same text the same name, another text another', () => {
    const name = preparedName('checkout', 'select 1');
    expect(name).toMatch(/^checkout_[0-9a-f]{16}$/);
    expect(preparedName('checkout', 'select 1')).toBe(name);
    expect(preparedName('checkout', 'select 2')).not.toBe(name);
    expect(preparedName('checkout', 'select 1'.repeat(1000)).length).toBeLessThanOrEqual(63);
  });

  it.runIf(dbKind === 'postgres')(
    'on PostgreSQL the checkout is a named prepared statement: parsed once per connection, then only executed',
    async () => {
      const shop = await createShop(t.app, 'Lock Prepared');
      const bolt = await createProduct(t.app, shop.id, { name: 'Nut', pricePesewas: 50, stock: 10 });
      // One connection of the pool, as its own handle: what the server holds for it can be read on it.
      const client = await (t.app.db as unknown as { $client: pg.Pool }).$client.connect();
      try {
        const db = drizzleNodePg({ client, schema }) as unknown as Db;
        const held = async () =>
          (
            await client.query<{ name: string; statement: string; runs: number }>(
              `select name, statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements
                where not from_sql and name like 'checkout\\_%'`,
            )
          ).rows;
        // Earlier tests may have run checkouts on this connection already: count this test's runs.
        const before = (await held())[0]?.runs ?? 0;
        for (const key of ['prepared-1', 'prepared-2', 'prepared-3'])
          expect((await checkout(db, customer(), order(1, [bolt]), `lock-time-${key}`)).created).toBe(true);
        const rows = await held();
        expect(rows).toHaveLength(1);
        const [prepared] = rows;
        expect(prepared?.statement).toMatch(/^\s*with lines as \(/);
        expect(prepared?.name).toBe(preparedName('checkout', prepared?.statement ?? ''));
        expect((prepared?.runs ?? 0) - before).toBe(3);
        // The reads before it (the Idempotency-Key's order) are prepared statements too, not rebuilt per checkout.
        const { rows: reads } = await client.query<{ name: string }>(
          `select name from pg_prepared_statements where not from_sql and name like 'order\\_by\\_key\\_%'`,
        );
        expect(reads).toHaveLength(1);
      } finally {
        client.release();
      }
    },
  );
});
