/** The SDK's addresses, orders and analytics resources against the real in-process server (HTTP, not inject). */
import {
  type AbosseyClient,
  ConflictError,
  createClient,
  memoryTokenStore,
  NotFoundError,
  PermissionError,
  ValidationError,
} from '@abossey/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let buyer: AbosseyClient;
let stranger: AbosseyClient;
let vendor: AbosseyClient;
let admin: AbosseyClient;
let shop: Shop;
let pads = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const baseUrl = `http://127.0.0.1:${address.port}/api`;
  const client = (token: string) => createClient({ baseUrl, auth: memoryTokenStore(token) });
  const [b, s, a] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app, 'admin')]);
  shop = await createShop(t.app, 'Abossey Brakes');
  pads = await createProduct(t.app, shop.id, {
    name: 'Brake Pads – Toyota Corolla',
    pricePesewas: 12_345,
    stock: 3,
  });
  buyer = client(b.token);
  stranger = client(s.token);
  admin = client(a.token);
  vendor = client(shop.owner.token);
});
afterAll(() => t?.close());

describe('sdk.addresses', () => {
  it('create, list, retrieve, update, delete; others get NotFoundError', async () => {
    const created = await buyer.addresses.create({ ...delivery, isDefault: true });
    expect(created).toMatchObject({ fullName: 'Kwame Mensah', isDefault: true });
    expect((await buyer.addresses.list()).at(-1)?.id).toBe(created.id);
    expect((await buyer.addresses.retrieve(created.id)).city).toBe('Accra');
    expect((await buyer.addresses.update(created.id, { city: 'Tema' })).city).toBe('Tema');
    await expect(stranger.addresses.retrieve(created.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(buyer.addresses.create({ ...delivery, fullName: '' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await buyer.addresses.delete(created.id)).toEqual({ id: created.id, deleted: true });
  });
});

describe('sdk.orders', () => {
  it('creates with an idempotency key, lists, retrieves, updates status, and deletes', async () => {
    const input = { items: [{ productId: pads, quantity: 2 }], delivery };
    const first = await buyer.orders.create(input, { idempotencyKey: 'sdk-1' });
    const replay = await buyer.orders.create(input, { idempotencyKey: 'sdk-1' });
    expect(replay).toEqual(first);
    expect(first.order).toMatchObject({ subTotal: 246.9, serviceCharge: 24.69, totalAmount: 271.59 });

    const list = await buyer.orders.list({ status: 'pending' });
    expect(list.data.map((o) => o.id)).toEqual([first.order.id]);
    expect(list.meta.counts).toMatchObject({ all: 1, pending: 1 });
    const shopList = await vendor.orders.listForBusiness(shop.id);
    expect(shopList.data.orders[0]?.scope).toBe('vendor');
    await expect(stranger.orders.listForBusiness(shop.id)).rejects.toMatchObject({
      status: 403,
      message: 'You can only see the orders of your own shops.',
    });

    const updated = await vendor.orders.updateStatus(first.order.id, 'processing');
    expect(updated.history.map((h) => h.status)).toEqual(['pending', 'processing']);
    await expect(vendor.orders.updateStatus(first.order.id, 'completed')).rejects.toBeInstanceOf(
      PermissionError,
    );
    expect((await buyer.orders.retrieve(first.order.id)).order.status).toBe('processing');
    await expect(stranger.orders.retrieve(first.order.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await admin.orders.delete(first.order.id)).toEqual({ id: first.order.id, deleted: true });
  });

  it('oversell is a ConflictError with the server message', async () => {
    const error = await buyer.orders
      .create({ items: [{ productId: pads, quantity: 5 }], delivery })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, message: 'Only 3 left of "Brake Pads – Toyota Corolla"' });
  });
});

describe('sdk.analytics', () => {
  it('answers for admins and vendors, PermissionError for customers', async () => {
    const year = new Date().getUTCFullYear();
    await buyer.orders.create({ items: [{ productId: pads, quantity: 1 }], delivery });
    const revenue = await vendor.analytics.revenue({ year });
    expect(revenue.total).toBe(123.45);
    expect((await admin.analytics.revenueByCategory({ year })).categories[0]?.revenue).toBe(123.45);
    expect((await admin.analytics.revenueGrowth({ year })).months).toHaveLength(12);
    expect((await admin.analytics.topSellingProducts({ year })).products[0]?.quantity).toBe(1);
    expect((await admin.analytics.reviewsByCategory({ year })).categories).toEqual([]);
    expect((await admin.analytics.completionVsCancellation({ year })).total).toBe(1);
    await expect(buyer.analytics.revenue()).rejects.toBeInstanceOf(PermissionError);
  });
});
