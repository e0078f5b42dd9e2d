/**
 * Issue 9: checkout keeps the product rows locked as briefly as it can. Every bench order hits the same products, so
 * the time between a row's stock UPDATE and COMMIT serialises all buyers of it. After the last stock UPDATE only ONE
 * statement (vendor orders, items, totals, history, notifications) may run before COMMIT; the reads of shops and
 * owners happen before the transaction and the answer is read after it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { notifications, orderItems, orderStatusHistory, products, vendorOrders } from '../src/db/schema.js';
import { checkout } from '../src/services/checkout.js';
import { createTestApp, createUser, recordingDb, type TestApp, type TestUser } from './helpers.js';
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
const order = (quantity = 1) => ({
  items: [
    { productId: filter, quantity },
    { productId: pads, quantity },
  ],
  delivery,
  transitType: 'standard' as const,
});

describe('checkout lock time', () => {
  it('after the stock UPDATEs only one statement runs before COMMIT; shops are read before, the answer after', async () => {
    statements.length = 0;
    const result = await checkout(logged, customer(), order(), 'lock-time-1');
    expect(result.created).toBe(true);

    const first = statements.findIndex((s) => s.startsWith('update "products"'));
    expect(first).toBeGreaterThan(0);
    const locked = statements.slice(first).filter((s) => s !== 'commit');
    // Both stock UPDATEs (product id order), then the one write statement, then only reads (after COMMIT).
    expect(locked[0]).toMatch(/^update "products"/);
    expect(locked[1]).toMatch(/^update "products"/);
    expect(locked[2]).toMatch(/^with vo as \( insert into "vendor_orders"/);
    for (const later of locked.slice(3)) expect(later).toMatch(/^select /);
    // Shops and owners were read before the first lock.
    expect(statements.slice(0, first).some((s) => s.includes('"business_members"'))).toBe(true);

    // That one statement wrote everything the old step-by-step code wrote.
    const { order: placed, vendorOrders: vos, orderItems: items } = result.detail;
    expect(vos.map((vo) => vo.vendorName)).toEqual(['Lock Brakes', 'Lock Filters']);
    expect(items.map((i) => i.productId)).toEqual([pads, filter]);
    expect(placed.totalAmount).toBeGreaterThan(0);
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
      .select({ productId: orderItems.productId, images: orderItems.images, price: orderItems.pricePesewas })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(Array.isArray(line.images)).toBe(true);
    const history = await t.app.db
      .select({ status: orderStatusHistory.status, by: orderStatusHistory.changedByUserId })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history).toEqual([{ status: 'pending', by: buyer.id }]);
    const news = await t.app.db
      .select({ userId: notifications.userId, title: notifications.title, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.category, 'order'))
      .orderBy(asc(notifications.id));
    expect(news).toEqual([
      { userId: buyer.id, title: `Order ${placed.orderCode} placed`, data: { orderId } },
      {
        userId: shopA.owner.id,
        title: `New order ${placed.orderCode}`,
        data: { orderId, businessId: shopA.id },
      },
      {
        userId: shopB.owner.id,
        title: `New order ${placed.orderCode}`,
        data: { orderId, businessId: shopB.id },
      },
    ]);
  });

  it('a short line still rolls back the whole order and answers 409 naming the product', async () => {
    await expect(checkout(logged, customer(), order(4), 'lock-time-2')).rejects.toMatchObject({
      statusCode: 409,
      message: 'Only 3 left of "Pads"',
    });
    const [row] = await t.app.db
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.id, filter)));
    expect(row?.stock).toBe(3);
  });
});
