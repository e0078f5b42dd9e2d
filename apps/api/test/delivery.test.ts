/**
 * Delivery (issue 25, ADR 0026): a shop's zones and pickup (who may write them, what is refused), the checkout quote,
 * and checkout charging each shop's fee from the database, storing method, zone and dates, and refusing a shop that
 * cannot serve the buyer without writing anything.
 */
import { checkoutTotals, deliveryDates } from '@abossey/sdk';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, vendorOrders } from '../src/db/schema.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let otherVendor: TestUser;
let accraShop: Shop;
let kumasiShop: Shop;
let legacyShop: Shop;
const p = { pads: 0, filter: 0, plug: 0 };

const put = (user: TestUser | null, shopId: number, data: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/business/${shopId}/delivery`,
    headers: user ? bearer(user) : {},
    payload: { data },
  });
const get = (shopId: number) => t.app.inject({ method: 'GET', url: `/api/business/${shopId}/delivery` });
const quote = (data: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/quote', payload: { data } });
const order = (data: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(buyer), payload: { data } });
const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const stockOf = async (id: number) =>
  (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

const accraZones = {
  pickupOffered: true,
  zones: [
    { zone: 'greater-accra', fee: 25, minDays: 1, maxDays: 2 },
    { zone: 'accra-ayawaso-west', fee: 15.5, minDays: 0, maxDays: 1 },
    { zone: 'ashanti', fee: 60, minDays: 2, maxDays: 4 },
  ],
};
const kumasiZones = {
  pickupOffered: false,
  zones: [
    { zone: 'ashanti', fee: 20, minDays: 1, maxDays: 1 },
    { zone: 'greater-accra', fee: 45, minDays: 2, maxDays: 5 },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  buyer = await createUser(t.app, 'customer');
  admin = await createUser(t.app, 'admin');
  otherVendor = await createUser(t.app, 'vendor');
  accraShop = await createShop(t.app, 'Abossey Brakes');
  kumasiShop = await createShop(t.app, 'Suame Filters');
  legacyShop = await createShop(t.app, 'Old Shop');
  p.pads = await createProduct(t.app, accraShop.id, { name: 'Brake Pads', pricePesewas: 12_345, stock: 50 });
  p.filter = await createProduct(t.app, kumasiShop.id, {
    name: 'Oil Filter',
    pricePesewas: 2_999,
    stock: 50,
  });
  p.plug = await createProduct(t.app, legacyShop.id, { name: 'Spark Plug', pricePesewas: 1_500, stock: 50 });
});
afterAll(() => t?.close());

describe('a shop’s delivery zones', () => {
  it('the owner sets zones and pickup; everyone reads them, in the zone list’s order', async () => {
    const res = await put(accraShop.owner, accraShop.id, accraZones);
    expect(res.statusCode).toBe(200);
    expect((await put(kumasiShop.owner, kumasiShop.id, kumasiZones)).statusCode).toBe(200);
    const read = await get(accraShop.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      businessId: accraShop.id,
      pickupOffered: true,
      pickupAddress: 'Abossey Okai, Accra',
      zones: [
        { zone: 'ashanti', fee: 60, minDays: 2, maxDays: 4 },
        { zone: 'greater-accra', fee: 25, minDays: 1, maxDays: 2 },
        { zone: 'accra-ayawaso-west', fee: 15.5, minDays: 0, maxDays: 1 },
      ],
    });
  });

  it('another vendor, a customer and a visitor cannot change them (403/401), and nothing changes', async () => {
    const before = await dbFingerprint(t.app.db);
    const changed = { pickupOffered: false, zones: [] };
    expect((await put(otherVendor, accraShop.id, changed)).statusCode).toBe(403);
    expect((await put(buyer, accraShop.id, changed)).statusCode).toBe(403);
    expect((await put(null, accraShop.id, changed)).statusCode).toBe(401);
    expect(await dbFingerprint(t.app.db)).toEqual(before);
  });

  it('an admin may change them', async () => {
    const res = await put(admin, legacyShop.id, { pickupOffered: false, zones: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.zones).toEqual([]);
  });

  it.each([
    [
      'an unknown zone',
      { zone: 'lagos', fee: 10, minDays: 1, maxDays: 2 },
      'Choose a delivery zone from the list',
    ],
    ['a negative fee', { zone: 'volta', fee: -1, minDays: 1, maxDays: 2 }, 'Delivery fee must be between'],
    ['three decimals', { zone: 'volta', fee: 1.005, minDays: 1, maxDays: 2 }, 'Delivery fee must be between'],
    ['max below min', { zone: 'volta', fee: 10, minDays: 3, maxDays: 2 }, 'Maximum days must not be less'],
    ['fractional days', { zone: 'volta', fee: 10, minDays: 1.5, maxDays: 2 }, 'Days must be a whole number'],
  ])('refuses %s with a 400 naming the problem, changing nothing', async (_name, zone, message) => {
    const before = await dbFingerprint(t.app.db);
    const res = await put(accraShop.owner, accraShop.id, { pickupOffered: false, zones: [zone] });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await dbFingerprint(t.app.db)).toEqual(before);
  });

  it('refuses a zone listed twice', async () => {
    const zone = { zone: 'volta', fee: 10, minDays: 1, maxDays: 2 };
    const res = await put(accraShop.owner, accraShop.id, { pickupOffered: false, zones: [zone, zone] });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Each delivery zone may be listed once');
    expect((await get(accraShop.id)).json().data.zones).toHaveLength(3);
  });

  it('an unknown shop is a 404', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
  });
});

describe('POST /checkout/quote', () => {
  it('gives each shop its fee and dates for the zone (an Accra district falls back to Greater Accra)', async () => {
    const now = new Date();
    const res = await quote({
      items: [
        { productId: p.pads, quantity: 2 },
        { productId: p.filter, quantity: 1 },
      ],
      zone: 'accra-ablekuma-north',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const [a, k] = data.shops;
    expect(a).toMatchObject({
      businessId: accraShop.id,
      method: 'delivery',
      delivers: true,
      fee: 25,
      delivery: { fee: 25, minDays: 1, maxDays: 2, ...deliveryDates(now, 1, 2) },
    });
    expect(k).toMatchObject({ businessId: kumasiShop.id, fee: 45, delivery: { minDays: 2, maxDays: 5 } });
    const totals = checkoutTotals(2 * 12_345 + 2_999);
    expect(data).toMatchObject({
      subTotal: 276.89,
      deliveryFee: 70,
      serviceCharge: totals.serviceChargePesewas / 100,
      total: (totals.totalPesewas + 7_000) / 100,
      complete: true,
    });
  });

  it('marks a shop that does not deliver there, and pickup where offered', async () => {
    const data = (
      await quote({
        items: [
          { productId: p.pads, quantity: 1 },
          { productId: p.filter, quantity: 1 },
        ],
        zone: 'volta',
        shops: [{ businessId: accraShop.id, method: 'pickup' }],
      })
    ).json().data;
    expect(data.shops[0]).toMatchObject({ method: 'pickup', fee: 0, delivers: false, pickupOffered: true });
    expect(data.shops[1]).toMatchObject({ delivers: false, delivery: null, pickupOffered: false });
    expect(data.complete).toBe(false);
  });
});

describe('checkout with delivery', () => {
  it('charges each shop’s fee from the database and stores method, zone and dates on each shop order', async () => {
    const res = await order({
      items: [
        { productId: p.pads, quantity: 1 },
        { productId: p.filter, quantity: 2 },
      ],
      delivery: { ...delivery, shippingFee: 0.01 },
      deliveryZone: 'accra-ayawaso-west',
    });
    expect(res.statusCode).toBe(201);
    const { order: placed, vendorOrders: vos } = res.json().data;
    const subtotal = 12_345 + 2 * 2_999;
    const totals = checkoutTotals(subtotal);
    expect(placed.subTotal).toBe(subtotal / 100);
    // Service charge on the subtotal only; delivery added after it.
    expect(placed.serviceCharge).toBe(totals.serviceChargePesewas / 100);
    expect(placed.deliveryFee).toBe(15.5 + 45);
    expect(placed.totalAmount).toBe((totals.totalPesewas + 1_550 + 4_500) / 100);
    const day = new Date(placed.createdAt);
    expect(vos[0]).toMatchObject({
      businessId: accraShop.id,
      deliveryMethod: 'delivery',
      deliveryZone: 'accra-ayawaso-west',
      shippingFee: 15.5,
      deliveryEarliest: deliveryDates(day, 0, 1).earliest,
      deliveryLatest: deliveryDates(day, 0, 1).latest,
    });
    expect(vos[1]).toMatchObject({
      businessId: kumasiShop.id,
      shippingFee: 45,
      deliveryZone: 'accra-ayawaso-west',
      ...Object.fromEntries(
        Object.entries(deliveryDates(day, 2, 5)).map(([k, v]) => [
          k === 'earliest' ? 'deliveryEarliest' : 'deliveryLatest',
          v,
        ]),
      ),
    });
    // The same figures when read back, for the buyer and the shop.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: bearer(buyer),
    });
    expect(read.json().data.vendorOrders).toEqual(vos);
    const shopView = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: bearer(kumasiShop.owner),
    });
    expect(shopView.json().data.order).toMatchObject({
      deliveryFee: 45,
      totalAmount: (2 * 2_999 + 4_500) / 100,
    });
  });

  it('refuses a shop that does not deliver to the zone: 409 naming it, nothing written', async () => {
    const before = {
      orders: await orderCount(),
      pads: await stockOf(p.pads),
      filter: await stockOf(p.filter),
    };
    const res = await order({
      items: [
        { productId: p.pads, quantity: 1 },
        { productId: p.filter, quantity: 1 },
      ],
      delivery: { ...delivery, state: 'Volta', city: 'Ho' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('"Abossey Brakes" does not deliver to Volta');
    expect({
      orders: await orderCount(),
      pads: await stockOf(p.pads),
      filter: await stockOf(p.filter),
    }).toEqual(before);
  });

  it('takes pickup where the shop offers it (no fee, no zone, no dates) and refuses it elsewhere', async () => {
    const res = await order({
      items: [{ productId: p.pads, quantity: 1 }],
      delivery: { ...delivery, state: 'Volta', city: 'Ho' },
      shops: [{ businessId: accraShop.id, method: 'pickup' }],
    });
    expect(res.statusCode).toBe(201);
    const { order: placed, vendorOrders: vos } = res.json().data;
    expect(vos[0]).toMatchObject({
      deliveryMethod: 'pickup',
      shippingFee: 0,
      deliveryZone: null,
      deliveryEarliest: null,
      deliveryLatest: null,
    });
    expect(placed.deliveryFee).toBe(0);
    expect(placed.totalAmount).toBe(checkoutTotals(12_345).totalPesewas / 100);

    const before = await orderCount();
    const refused = await order({
      items: [{ productId: p.filter, quantity: 1 }],
      delivery,
      shops: [{ businessId: kumasiShop.id, method: 'pickup' }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('"Suame Filters" does not offer pickup');
    expect(await orderCount()).toBe(before);
  });

  it('refuses a zone outside the address’s region with a 400', async () => {
    const res = await order({
      items: [{ productId: p.pads, quantity: 1 }],
      delivery,
      deliveryZone: 'ashanti',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "The delivery zone must be in the delivery address's region (Greater Accra)",
    );
  });

  it('a shop that has not set up delivery delivers as before: free and undated', async () => {
    const res = await order({ items: [{ productId: p.plug, quantity: 1 }], delivery });
    expect(res.statusCode).toBe(201);
    const [vo] = res.json().data.vendorOrders;
    expect(vo).toMatchObject({ deliveryMethod: 'delivery', shippingFee: 0, deliveryEarliest: null });
    const [row] = await t.app.db.select().from(vendorOrders).where(eq(vendorOrders.id, vo.id));
    expect(row?.deliveryZone).toBe('greater-accra');
  });
});
