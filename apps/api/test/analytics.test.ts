/**
 * /analytics/… on a hand-made 2024 fixture where every number is computed by hand:
 *   O1 2024-01-15  pads×2 (shop A, 200.00) + filter×1 (shop B, 25.00)
 *   O2 2024-02-10  disc×3 (shop B, 150.00)
 *   O3 2024-02-20  pads×1 (shop A, 100.00) — cancelled, so no revenue
 *   O4 2024-03-05  filter×4 (shop B, 100.00) — delivered
 *   O5 2023-12-31  pads×1 (shop A, 100.00) — last year, the base of January's growth
 * Categories: pads and disc are Brakes, filter is Filters.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews } from '../src/db/schema.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createPart, createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let shopA: Shop;
let shopB: Shop;
const p = { pads: 0, disc: 0, filter: 0 };

const get = (url: string, user: TestUser | null) =>
  t.app.inject({ method: 'GET', url: `/api/analytics${url}`, headers: user ? bearer(user) : {} });

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  [admin, customer] = await Promise.all([createUser(t.app, 'admin'), createUser(t.app)]);
  shopA = await createShop(t.app, 'Shop A');
  shopB = await createShop(t.app, 'Shop B');
  const brakes = await createPart(t.app, 'Brakes');
  const brakes2 = await createPart(t.app, 'Brakes');
  const filters = await createPart(t.app, 'Filters');
  p.pads = await createProduct(t.app, shopA.id, {
    name: 'Pads',
    pricePesewas: 10_000,
    stock: 50,
    partId: brakes,
  });
  p.disc = await createProduct(t.app, shopB.id, {
    name: 'Disc',
    pricePesewas: 5_000,
    stock: 50,
    partId: brakes2,
  });
  p.filter = await createProduct(t.app, shopB.id, {
    name: 'Filter',
    pricePesewas: 2_500,
    stock: 50,
    partId: filters,
  });

  const place = async (items: [number, number][], at: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: { data: { items: items.map(([productId, quantity]) => ({ productId, quantity })), delivery } },
    });
    expect(res.statusCode).toBe(201);
    const id: number = res.json().data.order.id;
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.id, id));
    return id;
  };
  await place(
    [
      [p.pads, 2],
      [p.filter, 1],
    ],
    '2024-01-15T10:00:00Z',
  );
  await place([[p.disc, 3]], '2024-02-10T10:00:00Z');
  const o3 = await place([[p.pads, 1]], '2024-02-20T10:00:00Z');
  const o4 = await place([[p.filter, 4]], '2024-03-05T10:00:00Z');
  await place([[p.pads, 1]], '2023-12-31T23:30:00Z');
  for (const [id, status] of [
    [o3, 'cancelled'],
    [o4, 'delivered'],
  ] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: bearer(admin),
      payload: { status },
    });
    expect(res.statusCode).toBe(200);
  }
  await t.app.db.insert(reviews).values([
    {
      productId: p.pads,
      userId: null,
      rating: 5,
      comment: 'Great',
      createdAt: new Date('2024-04-01T00:00:00Z'),
    },
    {
      productId: p.pads,
      userId: null,
      rating: 4,
      comment: 'Good',
      createdAt: new Date('2024-05-01T00:00:00Z'),
    },
    {
      productId: p.filter,
      userId: null,
      rating: 3,
      comment: 'OK',
      createdAt: new Date('2024-06-01T00:00:00Z'),
    },
    {
      productId: p.pads,
      userId: null,
      rating: 1,
      comment: 'Old',
      createdAt: new Date('2023-06-01T00:00:00Z'),
    },
  ]);
});
afterAll(() => t?.close());

describe('analytics', () => {
  it('revenue by month, week and day (cancelled excluded), per scope', async () => {
    const res = await get('/revenue?year=2024', admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ year: 2024, groupBy: 'month', total: 475, orders: 3 });
    expect(data.series).toHaveLength(12);
    expect(data.series.slice(0, 4)).toEqual([
      { period: '2024-01', revenue: 225, orders: 1 },
      { period: '2024-02', revenue: 150, orders: 1 },
      { period: '2024-03', revenue: 100, orders: 1 },
      { period: '2024-04', revenue: 0, orders: 0 },
    ]);
    const week = (await get('/revenue?year=2024&group_by=week', admin)).json().data;
    expect(week.series[0]).toEqual({ period: '2024-W03', revenue: 225, orders: 1 });
    const day = (await get('/revenue?year=2024&group_by=day', admin)).json().data;
    expect(day.series.map((s: { period: string }) => s.period)).toEqual([
      '2024-01-15',
      '2024-02-10',
      '2024-03-05',
    ]);

    expect((await get('/revenue?year=2024', shopA.owner)).json().data.total).toBe(200);
    expect((await get('/revenue?year=2024', shopB.owner)).json().data.total).toBe(275);
    expect((await get(`/revenue?year=2024&businessId=${shopB.id}`, admin)).json().data.total).toBe(275);
    expect((await get('/revenue?year=2023', admin)).json().data.total).toBe(100);
  });

  it('revenue by category, for the year or one month', async () => {
    const year = (await get('/revenue/by-category?year=2024', admin)).json().data;
    expect(year).toEqual({
      year: 2024,
      month: 0,
      categories: [
        { category: 'Brakes', revenue: 350, quantity: 5 },
        { category: 'Filters', revenue: 125, quantity: 5 },
      ],
    });
    const feb = (await get('/revenue/by-category?year=2024&month=2', admin)).json().data;
    expect(feb.categories).toEqual([{ category: 'Brakes', revenue: 150, quantity: 3 }]);
  });

  it('month-over-month growth', async () => {
    const months = (await get('/revenue/growth?year=2024', admin)).json().data.months;
    expect(months.slice(0, 5)).toEqual([
      { month: 1, revenue: 225, growth: 125 },
      { month: 2, revenue: 150, growth: -33.3 },
      { month: 3, revenue: 100, growth: -33.3 },
      { month: 4, revenue: 0, growth: -100 },
      { month: 5, revenue: 0, growth: null },
    ]);
  });

  it('top-selling products by units', async () => {
    const data = (await get('/products/top-selling?year=2024&limit=2', admin)).json().data;
    expect(data.products).toEqual([
      { productId: p.filter, productName: 'Filter', quantity: 5, revenue: 125 },
      { productId: p.disc, productName: 'Disc', quantity: 3, revenue: 150 },
    ]);
    const a = (await get('/products/top-selling?year=2024', shopA.owner)).json().data;
    expect(a.products).toEqual([{ productId: p.pads, productName: 'Pads', quantity: 2, revenue: 200 }]);
  });

  it('reviews by category', async () => {
    expect((await get('/reviews/by-category?year=2024', admin)).json().data.categories).toEqual([
      { category: 'Brakes', reviews: 2, averageRating: 4.5 },
      { category: 'Filters', reviews: 1, averageRating: 3 },
    ]);
    expect((await get('/reviews/by-category?year=2024', shopA.owner)).json().data.categories).toEqual([
      { category: 'Brakes', reviews: 2, averageRating: 4.5 },
    ]);
  });

  it('completion vs cancellation counts shop orders', async () => {
    const data = (await get('/orders/completion-vs-cancellation?year=2024', admin)).json().data;
    expect(data).toMatchObject({
      completed: 1,
      cancelled: 1,
      inProgress: 3,
      total: 5,
      completionRate: 20,
      cancellationRate: 20,
    });
    expect(data.months[1]).toEqual({ month: 2, completed: 0, cancelled: 1 });
    expect(data.months[2]).toEqual({ month: 3, completed: 1, cancelled: 0 });
  });

  it('customers 403, anonymous 401, another shop 403, bad input 400; default year is the current one', async () => {
    expect((await get('/revenue', customer)).statusCode).toBe(403);
    expect((await get('/revenue', null)).statusCode).toBe(401);
    expect((await get(`/revenue?businessId=${shopB.id}`, shopA.owner)).statusCode).toBe(403);
    expect((await get('/revenue?year=abc', admin)).statusCode).toBe(400);
    expect((await get('/revenue?group_by=year', admin)).statusCode).toBe(400);
    expect((await get('/revenue/by-category?month=13', admin)).statusCode).toBe(400);
    expect((await get('/revenue', admin)).json().data.year).toBe(new Date().getUTCFullYear());
    const lonely = await createUser(t.app, 'vendor');
    expect((await get('/revenue?year=2024', lonely)).json().data.total).toBe(0);
  });
});
