/**
 * Orders as CSV (issue 24; docs/orders-csv.md): every matching order of the list's filters, one row per shop part; a
 * shop's members get only their parts, admins everything; refusals say why and write nothing.
 */
import { ORDER_CSV_COLUMNS, orderCsvFileName, parseCsv } from '@abossey/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let shopA: Shop;
let shopB: Shop;
const p = { a: 0, b: 0 };
const placed: { twoShops: number; onlyA: number; formula: number } = { twoShops: 0, onlyA: 0, formula: 0 };

const call = (url: string, user: TestUser | null) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: user ? bearer(user) : {} });

async function placeOrder(
  items: { productId: number; quantity: number }[],
  fullName: string,
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(buyer),
    payload: { data: { items, delivery: { ...delivery, fullName } } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order.id;
}

/** The export's rows as records by column name, after checking the header. */
async function exported(url: string, user: TestUser) {
  const res = await call(url, user);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header, ...body] = parseCsv(res.body).records.map((record) => record.fields);
  expect(header).toEqual([...ORDER_CSV_COLUMNS]);
  return {
    disposition: res.headers['content-disposition'],
    rows: body.map((cells) => Object.fromEntries(ORDER_CSV_COLUMNS.map((c, i) => [c, cells[i]]))),
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  [buyer, admin] = await Promise.all([createUser(t.app), createUser(t.app, 'admin')]);
  [shopA, shopB] = await Promise.all([
    createShop(t.app, 'Abossey Brakes'),
    createShop(t.app, 'Suame Filters'),
  ]);
  p.a = await createProduct(t.app, shopA.id, { name: 'Brake Pads', pricePesewas: 10_000, stock: 100 });
  p.b = await createProduct(t.app, shopB.id, { name: 'Oil Filter', pricePesewas: 2_550, stock: 100 });
  placed.twoShops = await placeOrder(
    [
      { productId: p.a, quantity: 2 },
      { productId: p.b, quantity: 3 },
    ],
    'Kwame Mensah',
  );
  placed.onlyA = await placeOrder([{ productId: p.a, quantity: 1 }], 'Esi Owusu');
  placed.formula = await placeOrder([{ productId: p.a, quantity: 1 }], 'Yaw Formula');
  // A name that a spreadsheet would run as a formula (written directly: the checkout form may refuse it).
  await t.app.db
    .update(orders)
    .set({ deliveryToName: '=HYPERLINK("http://evil.example","Open")', deliveryToPhone: '+233 24 123 4567' })
    .where(eq(orders.id, placed.formula));
});
afterAll(() => t?.close());

const codeOf = async (id: number) =>
  (await t.app.db.select({ code: orders.orderCode }).from(orders).where(eq(orders.id, id)))[0]?.code;

describe('GET /orders/export.csv and /orders/business/:id/export.csv', () => {
  it('gives an admin one row per shop part of every order, with the database figures', async () => {
    const { rows, disposition } = await exported('/orders/export.csv?sort=oldest', admin);
    expect(disposition).toBe(`attachment; filename="${orderCsvFileName()}"`);
    const code = await codeOf(placed.twoShops);
    // One row per shop part (in the order the parts were made: the shops' ids decide it).
    const parts = rows
      .filter((row) => row.order_code === code)
      .sort((a, b) => (a.shop ?? '').localeCompare(b.shop ?? ''));
    expect(parts.map((row) => row.shop)).toEqual(['Abossey Brakes', 'Suame Filters']);
    expect(parts[0]).toMatchObject({
      order_status: 'pending',
      shop_status: 'pending',
      payment_status: 'pending_confirmation',
      customer: 'Kwame Mensah',
      phone: '0241234567',
      city: 'Accra',
      region: 'Greater Accra',
      units: '2',
      subtotal: '200.00',
    });
    expect(parts[1]).toMatchObject({ units: '3', subtotal: '76.50' });
    expect(Number(parts[1]?.total)).toBe(Number(parts[1]?.subtotal) + Number(parts[1]?.delivery_fee));
    expect(rows.map((row) => row.order_code)).toEqual(
      expect.arrayContaining([await codeOf(placed.onlyA), await codeOf(placed.formula)]),
    );
    expect(Date.parse(parts[0]?.placed_at ?? '')).not.toBeNaN();
  });

  it('gives a shop’s member only that shop’s parts', async () => {
    const { rows, disposition } = await exported(`/orders/business/${shopB.id}/export.csv`, shopB.owner);
    expect(disposition).toBe(`attachment; filename="${orderCsvFileName(shopB.id)}"`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      order_code: await codeOf(placed.twoShops),
      shop: 'Suame Filters',
      units: '3',
    });
    const mine = await exported(`/orders/business/${shopA.id}/export.csv`, shopA.owner);
    expect(mine.rows).toHaveLength(3);
    expect(mine.rows.every((row) => row.shop === 'Abossey Brakes')).toBe(true);
  });

  it('applies the list’s filters: keyword, status and dates', async () => {
    const byName = await exported(`/orders/business/${shopA.id}/export.csv?q=esi%20owusu`, shopA.owner);
    expect(byName.rows.map((row) => row.order_code)).toEqual([await codeOf(placed.onlyA)]);
    const delivered = await exported('/orders/export.csv?status=delivered', admin);
    expect(delivered.rows).toEqual([]);
    const past = await exported('/orders/export.csv?from=2000-01-01&to=2000-01-31', admin);
    expect(past.rows).toEqual([]);
  });

  it('writes a name that looks like a formula as text, and leaves a phone number as it is', async () => {
    const { rows } = await exported('/orders/export.csv', admin);
    const code = await codeOf(placed.formula);
    const row = rows.find((r) => r.order_code === code);
    expect(row?.customer).toBe(`'=HYPERLINK("http://evil.example","Open")`);
    expect(row?.phone).toBe('+233 24 123 4567');
  });

  it('refuses who may not see the orders, and bad filters, with a message', async () => {
    const vendor = shopA.owner;
    for (const [url, user, status] of [
      ['/orders/export.csv', null, 401],
      ['/orders/export.csv', buyer, 403],
      ['/orders/export.csv', vendor, 403],
      [`/orders/business/${shopB.id}/export.csv`, vendor, 403],
      [`/orders/business/${shopA.id}/export.csv`, buyer, 403],
      [`/orders/business/${shopA.id}/export.csv`, null, 401],
      ['/orders/export.csv?from=2026-02-01&to=2026-01-01', admin, 400],
      ['/orders/export.csv?status=lost', admin, 400],
      ['/orders/business/abc/export.csv', admin, 400],
    ] as const) {
      const res = await call(url, user);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
  });
});
