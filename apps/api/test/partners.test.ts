/**
 * Partner credit (issue 7): `POST /orders` records the widget's `ref`, the admin sees it on the order, and
 * `/analytics/partners` adds up orders and revenue per partner garage. Fixture, computed by hand:
 *   kwame-motors      2024-03-01 pads×2 (200.00) + filter×1 (25.00); 2024-03-10 filter×2 (50.00); 2024-03-12
 *                     pads×1 (100.00) cancelled → 2 orders, 275.00
 *   tema-auto-clinic  2024-04-02 pads×3 (300.00) → 1 order, 300.00
 *   no ref            2024-03-05 pads×1 (100.00) → not in the report
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let shop: Shop;
const p = { pads: 0, filter: 0 };
const ids: Record<string, number> = {};

const place = (items: [number, number][], ref?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(customer),
    payload: {
      data: { items: items.map(([productId, quantity]) => ({ productId, quantity })), delivery, ref },
    },
  });

const report = (query: string, user: TestUser | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/analytics/partners${query}`,
    headers: user ? bearer(user) : {},
  });

const stockOf = async (id: number) =>
  (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0]?.n;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  [admin, customer] = await Promise.all([createUser(t.app, 'admin'), createUser(t.app)]);
  shop = await createShop(t.app, 'Kokompe Brakes');
  p.pads = await createProduct(t.app, shop.id, { name: 'Pads', pricePesewas: 10_000, stock: 50 });
  p.filter = await createProduct(t.app, shop.id, { name: 'Filter', pricePesewas: 2_500, stock: 50 });

  const fixture: [string, [number, number][], string | undefined, string][] = [
    [
      'k1',
      [
        [p.pads, 2],
        [p.filter, 1],
      ],
      'kwame-motors',
      '2024-03-01T10:00:00Z',
    ],
    ['none', [[p.pads, 1]], undefined, '2024-03-05T10:00:00Z'],
    ['k2', [[p.filter, 2]], 'kwame-motors', '2024-03-10T10:00:00Z'],
    ['k3', [[p.pads, 1]], 'kwame-motors', '2024-03-12T10:00:00Z'],
    ['t1', [[p.pads, 3]], 'tema-auto-clinic', '2024-04-02T10:00:00Z'],
  ];
  for (const [name, items, ref, at] of fixture) {
    const res = await place(items, ref);
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.order.id;
    ids[name] = id;
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.id, id));
  }
  const cancel = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/${ids.k3}/status`,
    headers: bearer(admin),
    payload: { status: 'cancelled' },
  });
  expect(cancel.statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('partner credit on orders', () => {
  it('records the ref and shows it to the admin and the buyer, not in the shop view', async () => {
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${ids.t1}`,
      headers: bearer(admin),
    });
    expect(asAdmin.json().data.order.partnerRef).toBe('tema-auto-clinic');
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${ids.k1}`,
      headers: bearer(customer),
    });
    expect(asBuyer.json().data.order.partnerRef).toBe('kwame-motors');
    const noRef = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${ids.none}`,
      headers: bearer(admin),
    });
    expect(noRef.json().data.order.partnerRef).toBeNull();
    const asShop = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${ids.t1}`,
      headers: bearer(shop.owner),
    });
    expect(asShop.statusCode).toBe(200);
    expect(asShop.json().data.order.partnerRef).toBeNull();
  });

  it('accepts a null ref as none', async () => {
    const res = await place([[p.filter, 1]], null);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order.partnerRef).toBeNull();
  });

  it('refuses a malformed ref with a clear 400 and changes nothing', async () => {
    for (const bad of ['', 'kwame motors', '<script>alert(1)</script>', 'a'.repeat(65), 42, ['kwame']]) {
      const [stockBefore, ordersBefore] = [await stockOf(p.pads), await orderCount()];
      const res = await place([[p.pads, 1]], bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toMatch(/ref must be 1 to 64 letters, digits/);
      expect(await stockOf(p.pads)).toBe(stockBefore);
      expect(await orderCount()).toBe(ordersBefore);
    }
  });
});

describe('GET /analytics/partners', () => {
  it('adds up orders and revenue per ref, cancelled excluded, highest revenue first', async () => {
    const res = await report('', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      from: null,
      to: null,
      partners: [
        { ref: 'tema-auto-clinic', orders: 1, revenue: 300 },
        { ref: 'kwame-motors', orders: 2, revenue: 275 },
      ],
      total: { orders: 3, revenue: 575 },
    });
  });

  it('narrows to inclusive from/to dates (a date-only end covers its whole day)', async () => {
    const march = (await report('?from=2024-03-01&to=2024-03-31', admin)).json().data;
    expect(march.partners).toEqual([{ ref: 'kwame-motors', orders: 2, revenue: 275 }]);
    const oneDay = (await report('?from=2024-03-10&to=2024-03-10', admin)).json().data;
    expect(oneDay.partners).toEqual([{ ref: 'kwame-motors', orders: 1, revenue: 50 }]);
    const april = (await report('?from=2024-04-01', admin)).json().data;
    expect(april).toMatchObject({ from: '2024-04-01', to: null, total: { orders: 1, revenue: 300 } });
    expect((await report('?to=2023-12-31', admin)).json().data.partners).toEqual([]);
  });

  it('refuses bad dates with 400', async () => {
    const bad = await report('?from=yesterday', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Invalid Date/);
    const reversed = await report('?from=2024-04-01&to=2024-03-01', admin);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/End date must be later than start date/);
  });

  it('is for admins only: vendors and customers 403, anonymous 401 (before any query detail)', async () => {
    expect((await report('', shop.owner)).statusCode).toBe(403);
    expect((await report('', customer)).statusCode).toBe(403);
    expect((await report('?from=bad', shop.owner)).statusCode).toBe(403);
    expect((await report('', null)).statusCode).toBe(401);
  });
});
