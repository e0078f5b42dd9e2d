/**
 * The demo orders and addresses: consistent with how checkout and status changes write orders, every §4 status,
 * the demo customer's "My orders", and deterministic for a given `now`.
 */
import {
  addressFields,
  businessUpdateInput,
  checkoutTotals,
  isImageUrl,
  ORDER_STATUSES,
  orderListResponse,
  partnersResponse,
  profilePhone,
  RECEIVED_STATUSES,
} from '@abossey/sdk';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  businesses,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  reviews,
  stockMovements,
  users,
  vendorOrders,
} from '../src/db/schema.js';
import { seedDemo } from '../src/db/seed/index.js';
import { DEMO_PARTNER_REFS } from '../src/db/seed/orders.js';
import { stockLedgerDrift } from '../src/services/stock-ledger.js';
import { createTestApp, type TestApp } from './helpers.js';

const NOW = Date.UTC(2026, 2, 15, 10, 30);
const YEAR = 366 * 24 * 60 * 60 * 1000;

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp({ seed: 'none' }), createTestApp({ seed: 'none' })]);
  await a.database.db.transaction((tx) => seedDemo(tx, NOW));
  await b.database.db.transaction((tx) => seedDemo(tx, NOW + 20 * 60_000));
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const snapshot = async (t: TestApp) => ({
  orders: await t.database.db.select().from(orders).orderBy(asc(orders.id)),
  items: await t.database.db.select().from(orderItems).orderBy(asc(orderItems.id)),
  history: await t.database.db.select().from(orderStatusHistory).orderBy(asc(orderStatusHistory.id)),
  stock: await t.database.db
    .select({ id: products.id, stock: products.stock, sold: products.totalSold })
    .from(products)
    .orderBy(asc(products.id)),
});

describe('demo orders', () => {
  it('are deterministic: the same code and hour give the same rows', async () => {
    const [x, y] = await Promise.all([snapshot(a), snapshot(b)]);
    expect(x.orders.length).toBeGreaterThanOrEqual(40);
    expect(x.orders.length).toBeLessThanOrEqual(80);
    expect(y).toEqual(x);
  });

  it('cover every status, date from the last twelve months, and follow a life cycle in time order', async () => {
    const db = a.database.db;
    const all = await db.select().from(orders).orderBy(asc(orders.id));
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const history = await db.select().from(orderStatusHistory).orderBy(asc(orderStatusHistory.id));
    for (const order of all) {
      expect(order.createdAt.getTime()).toBeGreaterThan(NOW - YEAR);
      expect(order.updatedAt.getTime()).toBeLessThan(NOW);
      const rows = history.filter((h) => h.orderId === order.id);
      expect(rows[0]?.status, order.orderCode).toBe('pending');
      expect(rows[0]?.createdAt).toEqual(order.createdAt);
      expect(rows.at(-1)?.status, order.orderCode).toBe(order.status);
      expect(rows.at(-1)?.createdAt).toEqual(order.updatedAt);
      const times = rows.map((h) => h.createdAt.getTime());
      expect(times).toEqual([...times].sort((p, q) => p - q));
      // Only the buyer asks for a cancellation; delivery comes before replacement and refund.
      for (const h of rows.filter((r) => r.status === 'pending_cancellation'))
        expect(h.changedByUserId).toBe(order.userId);
      const statuses = rows.map((h) => h.status);
      if (['replaced', 'refunded', 'completed', 'pending_refund'].includes(order.status))
        expect(statuses).toContain('delivered');
    }
  });

  it('have totals, vendor orders and items as checkout writes them, and never empty a shelf', async () => {
    const db = a.database.db;
    const all = await db.select().from(orders);
    const vos = await db.select().from(vendorOrders);
    const items = await db.select().from(orderItems);
    for (const order of all) {
      const mine = items.filter((i) => i.orderId === order.id);
      expect(mine.length).toBeGreaterThan(0);
      const subtotal = mine.reduce((s, i) => s + i.pricePesewas * i.quantity, 0);
      const totals = checkoutTotals(subtotal, 0);
      // Delivery (issue 25): each shop order's fee, added after the service charge, never charged on.
      const fees = vos.filter((v) => v.orderId === order.id).reduce((s, v) => s + v.shippingFeePesewas, 0);
      expect(fees).toBeGreaterThan(0);
      expect([
        order.subtotalPesewas,
        order.serviceChargePesewas,
        order.deliveryFeePesewas,
        order.totalAmountPesewas,
      ]).toEqual([totals.subtotalPesewas, totals.serviceChargePesewas, fees, totals.totalPesewas + fees]);
      for (const vo of vos.filter((v) => v.orderId === order.id)) {
        expect(vo.deliveryMethod).toBe('delivery');
        expect(vo.deliveryEarliest !== null && vo.deliveryLatest !== null).toBe(true);
        const voItems = mine.filter((i) => i.vendorOrderId === vo.id);
        expect(vo.subTotalPesewas).toBe(voItems.reduce((s, i) => s + i.pricePesewas * i.quantity, 0));
        expect(vo.status).toBe(order.status);
      }
    }
    const ordered = await db
      .select({
        stock: products.stock,
        sold: products.totalSold,
        units: sql<number>`sum(${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(sql`${orders.status} not in ('cancelled', 'rejected', 'refunded')`)
      .groupBy(products.id);
    expect(ordered.length).toBeGreaterThan(20);
    for (const p of ordered) {
      expect(p.stock).toBeGreaterThanOrEqual(1);
      expect(p.sold).toBeGreaterThanOrEqual(p.units);
    }
  });

  it('have a stock ledger that adds up: stock = received − sold + returned for every product (issue 21)', async () => {
    const db = a.database.db;
    expect(await stockLedgerDrift(db)).toEqual([]);
    const reasons = await db.selectDistinct({ reason: stockMovements.reason }).from(stockMovements);
    expect(new Set(reasons.map((r) => r.reason))).toEqual(new Set(['received', 'sale', 'cancel', 'return']));
    // Each order line is one sale row of its shop order.
    const [lines] = await db.select({ n: count() }).from(orderItems);
    const [sales] = await db
      .select({ n: count() })
      .from(stockMovements)
      .where(eq(stockMovements.reason, 'sale'));
    expect(sales?.n).toBe(lines?.n);
  });

  it('give the demo customer saved addresses and several orders in different statuses, through the API', async () => {
    const db = a.database.db;
    const [customer] = await db.select().from(users).where(eq(users.email, 'customer@abossey.test'));
    if (!customer) throw new Error('no demo customer');
    const saved = await db.select().from(addresses).where(eq(addresses.userId, customer.id));
    expect(saved.filter((s) => s.isDefault)).toHaveLength(1);
    expect(saved.length).toBeGreaterThanOrEqual(2);
    const response = await a.app.inject({
      method: 'GET',
      url: '/api/orders?limit=100',
      headers: { authorization: `Bearer ${await a.app.signAccessToken(customer.id)}` },
    });
    expect(response.statusCode).toBe(200);
    const { data, meta } = orderListResponse.parse(response.json());
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(
      data.every(
        (o) => o.userId === customer.id && o.deliveryToAddress === saved.find((s) => s.isDefault)?.address,
      ),
    ).toBe(true);
    expect(Object.keys(meta.counts).filter((k) => k !== 'all').length).toBeGreaterThanOrEqual(8);
    // At least one order the buyer may delete, and one they may not.
    expect(data.some((o) => ['pending', 'pending_payment', 'cancelled'].includes(o.status))).toBe(true);
    expect(data.some((o) => o.status === 'completed')).toBe(true);
  });
});

describe('demo data follows the input rules (issue 21)', () => {
  it('every saved address, shop and profile phone passes the rules a user would have to meet', async () => {
    const db = a.database.db;
    const problems: string[] = [];
    for (const row of await db.select().from(addresses)) {
      const result = addressFields.safeParse(row);
      if (!result.success) problems.push(`address ${row.id}: ${result.error.issues.map((i) => i.message)}`);
    }
    for (const row of await db.select().from(businesses)) {
      const result = businessUpdateInput.safeParse({ gpsAddress: row.gpsAddress, imageUrl: row.imageUrl });
      if (!result.success) problems.push(`shop ${row.id}: ${result.error.issues.map((i) => i.message)}`);
    }
    for (const row of await db.select().from(users)) {
      if (row.phone === null) continue;
      const result = profilePhone.safeParse(row.phone);
      if (!result.success) problems.push(`user ${row.id}: ${result.error.issues.map((i) => i.message)}`);
    }
    for (const row of await db.select({ id: products.id, images: products.images }).from(products))
      if (!row.images.every(isImageUrl)) problems.push(`product ${row.id}: ${row.images}`);
    expect(problems).toEqual([]);
  });
});

describe('demo partner credit', () => {
  it('some orders carry a partner garage ref, so the admin partner report is not empty', async () => {
    const db = a.database.db;
    const refs = await db
      .select({ ref: orders.partnerRef })
      .from(orders)
      .where(sql`${orders.partnerRef} is not null`);
    expect(new Set(refs.map((r) => r.ref))).toEqual(new Set(DEMO_PARTNER_REFS));
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@abossey.test'));
    if (!admin) throw new Error('no demo admin');
    const response = await a.app.inject({
      method: 'GET',
      url: '/api/analytics/partners',
      headers: { authorization: `Bearer ${await a.app.signAccessToken(admin.id)}` },
    });
    expect(response.statusCode).toBe(200);
    const { partners, total } = partnersResponse.parse(response.json()).data;
    expect(partners.map((p) => p.ref).sort()).toEqual([...DEMO_PARTNER_REFS].sort());
    expect(total.revenue).toBeGreaterThan(0);
    expect(partners.map((p) => p.revenue)).toEqual([...partners.map((p) => p.revenue)].sort((x, y) => y - x));
  });
});

describe('demo reviews', () => {
  it('date after their listing and before the seeding moment, with some in its calendar year (dashboards)', async () => {
    const rows = await a.database.db
      .select({ at: reviews.createdAt, listed: products.createdAt })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId));
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(row.at.getTime()).toBeGreaterThan(row.listed.getTime());
      expect(row.at.getTime()).toBeLessThan(NOW);
    }
    const thisYear = new Date(NOW).getUTCFullYear();
    expect(rows.filter((row) => row.at.getUTCFullYear() === thisYear).length).toBeGreaterThan(5);
  });

  it('are verified exactly when their author had received the product by then (issue 25); both kinds exist', async () => {
    const db = a.database.db;
    const all = await db.select().from(reviews);
    const lines = await db
      .select({
        productId: orderItems.productId,
        userId: orders.userId,
        status: vendorOrders.status,
        delivered: orderStatusHistory.createdAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
      .leftJoin(
        orderStatusHistory,
        and(
          eq(orderStatusHistory.vendorOrderId, vendorOrders.id),
          eq(orderStatusHistory.status, 'delivered'),
        ),
      );
    const receivedBefore = (r: (typeof all)[number]) =>
      lines.some(
        (l) =>
          l.productId === r.productId &&
          l.userId === r.userId &&
          RECEIVED_STATUSES.includes(l.status) &&
          l.delivered !== null &&
          l.delivered < r.createdAt,
      );
    const verified = all.filter((r) => r.verified);
    expect(verified.length).toBeGreaterThan(10);
    expect(all.length - verified.length).toBeGreaterThan(50);
    for (const r of all) expect(r.verified, `review ${r.id}`).toBe(receivedBefore(r));

    // The demo customer has a part they received and have not reviewed yet (the demo of writing one).
    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'customer@abossey.test'));
    const unreviewed = lines.filter(
      (l) =>
        l.userId === demo?.id &&
        RECEIVED_STATUSES.includes(l.status) &&
        !all.some((r) => r.productId === l.productId && r.userId === l.userId),
    );
    expect(unreviewed.length).toBeGreaterThan(0);
  });
});
