/**
 * `GET /api/products/manage` (issue 24): the console's products index. A vendor sees every product of the shops
 * they are a member of (whatever the shop's status), an admin sees all; search, shop and stock filters, sort and
 * pages; customers and guests are refused; a bad query is a 400 with a message.
 */
import type { ProductListResponse } from '@abossey/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessMembers, products, productVehicles, vehicleMakes } from '../src/db/schema.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, type Shop } from './orders-fixtures.js';

let t: TestApp;
let okai: Shop;
let pending: Shop;
let other: Shop;
let admin: TestUser;
let customer: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  okai = await createShop(t.app, 'Okai Brakes');
  other = await createShop(t.app, 'Kumasi Parts');
  // A second shop of the same vendor, still pending an admin's approval: its products are theirs to manage.
  pending = await createShop(t.app, 'Okai Pending');
  await t.app.db.update(businesses).set({ status: 'pending' }).where(eq(businesses.id, pending.id));
  await t.app.db
    .insert(businessMembers)
    .values({ businessId: pending.id, userId: okai.owner.id, role: 'staff' });
  admin = await createUser(t.app, 'admin');
  customer = await createUser(t.app, 'customer');

  ids.pads = await createProduct(t.app, okai.id, {
    name: 'Brake Pads Corolla',
    pricePesewas: 25_000,
    stock: 12,
  });
  ids.disc = await createProduct(t.app, okai.id, {
    name: 'Brake Disc Front',
    pricePesewas: 60_000,
    stock: 3,
  });
  ids.shoe = await createProduct(t.app, okai.id, { name: 'Brake Shoe Rear', pricePesewas: 15_000, stock: 0 });
  ids.filter = await createProduct(t.app, pending.id, {
    name: 'Oil Filter',
    pricePesewas: 4_000,
    stock: 5,
    category: 'Filters',
  });
  ids.theirs = await createProduct(t.app, other.id, {
    name: 'Brake Pads Civic',
    pricePesewas: 30_000,
    stock: 9,
  });
});
afterAll(() => t?.close());

async function list(user: TestUser | null, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/manage${query ? `?${query}` : ''}`,
    headers: user ? bearer(user) : {},
  });
  return { status: response.statusCode, body: response.json() as ProductListResponse & { message?: string } };
}

const names = (body: ProductListResponse) => body.data.map((p) => p.name);

describe('GET /api/products/manage', () => {
  it('lists a vendor’s products of all their shops, a pending one included, and no one else’s', async () => {
    const { status, body } = await list(okai.owner);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Brake Disc Front', 'Brake Pads Corolla', 'Brake Shoe Rear', 'Oil Filter']);
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 4 });
    const filter = body.data.find((p) => p.id === ids.filter);
    expect(filter).toMatchObject({
      businessName: 'Okai Pending',
      sku: `PROD-${ids.filter}`,
      price: 40,
      stock: 5,
    });
  });

  it('lists every product for an admin', async () => {
    const { status, body } = await list(admin);
    expect(status).toBe(200);
    expect(body.meta.total).toBe(5);
    expect(names(body)).toContain('Brake Pads Civic');
  });

  it('shows a vendor nothing of another vendor’s shop, even asked by its id', async () => {
    const { status, body } = await list(other.owner, `businessId=${okai.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { page: 1, limit: 10, total: 0 } });
  });

  it('searches name and SKU words', async () => {
    expect(names((await list(okai.owner, 'q=brake%20pads')).body)).toEqual(['Brake Pads Corolla']);
    expect(names((await list(admin, 'q=brake%20pads')).body)).toEqual([
      'Brake Pads Civic',
      'Brake Pads Corolla',
    ]);
    expect(names((await list(okai.owner, `q=PROD-${ids.shoe}`)).body)).toEqual(['Brake Shoe Rear']);
  });

  it('filters by shop and by stock state', async () => {
    expect(names((await list(okai.owner, `businessId=${pending.id}`)).body)).toEqual(['Oil Filter']);
    expect(names((await list(okai.owner, 'stock=out')).body)).toEqual(['Brake Shoe Rear']);
    expect(names((await list(okai.owner, 'stock=low')).body)).toEqual(['Brake Disc Front', 'Oil Filter']);
    expect(names((await list(okai.owner, 'stock=in')).body)).toEqual(['Brake Pads Corolla']);
  });

  it('filters by category, by a compatible vehicle’s make and by condition, in any case', async () => {
    const [corolla, civic] = await t.app.db
      .insert(vehicleMakes)
      .values([
        { name: 'Toyota', modelName: 'Corolla', year: 2012 },
        { name: 'Honda', modelName: 'Civic', year: 2012 },
      ])
      .returning({ id: vehicleMakes.id });
    await t.app.db.insert(productVehicles).values([
      { productId: ids.pads ?? 0, vehicleMakeId: corolla?.id ?? 0 },
      { productId: ids.filter ?? 0, vehicleMakeId: corolla?.id ?? 0 },
      { productId: ids.theirs ?? 0, vehicleMakeId: civic?.id ?? 0 },
    ]);
    await t.app.db
      .update(products)
      .set({ productState: 'Used' })
      .where(eq(products.id, ids.disc ?? 0));

    expect(names((await list(okai.owner, 'category=filters')).body)).toEqual(['Oil Filter']);
    expect(names((await list(okai.owner, 'category=Brakes&stock=in')).body)).toEqual(['Brake Pads Corolla']);
    const toyota = await list(okai.owner, 'make=TOYOTA');
    expect(names(toyota.body)).toEqual(['Brake Pads Corolla', 'Oil Filter']);
    expect(toyota.body.meta.total).toBe(2);
    // Another vendor's Civic part stays theirs.
    expect(names((await list(okai.owner, 'make=Honda')).body)).toEqual([]);
    expect(names((await list(admin, 'make=honda')).body)).toEqual(['Brake Pads Civic']);
    expect(names((await list(okai.owner, 'condition=Used')).body)).toEqual(['Brake Disc Front']);
  });

  it('sorts by name, price, stock and age, both ways', async () => {
    const sorted = async (sort: string) => names((await list(okai.owner, `sort=${sort}`)).body);
    expect(await sorted('name_desc')).toEqual([
      'Oil Filter',
      'Brake Shoe Rear',
      'Brake Pads Corolla',
      'Brake Disc Front',
    ]);
    expect(await sorted('price_asc')).toEqual([
      'Oil Filter',
      'Brake Shoe Rear',
      'Brake Pads Corolla',
      'Brake Disc Front',
    ]);
    expect((await sorted('price_desc'))[0]).toBe('Brake Disc Front');
    expect(await sorted('stock_asc')).toEqual([
      'Brake Shoe Rear',
      'Brake Disc Front',
      'Oil Filter',
      'Brake Pads Corolla',
    ]);
    expect((await sorted('stock_desc'))[0]).toBe('Brake Pads Corolla');
    expect((await sorted('newest'))[0]).toBe('Oil Filter');
    expect((await sorted('oldest'))[0]).toBe('Brake Pads Corolla');
  });

  it('pages with the total of all matches', async () => {
    const { body } = await list(okai.owner, 'limit=3&page=2');
    expect(names(body)).toEqual(['Oil Filter']);
    expect(body.meta).toEqual({ page: 2, limit: 3, total: 4 });
  });

  it('refuses guests (401) and customers (403)', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list(customer)).status).toBe(403);
  });

  it('answers a bad query with 400 and a message', async () => {
    for (const query of [
      'stock=some',
      'sort=cheapest',
      'limit=1000',
      'page=0',
      'businessId=abc',
      'condition=old',
    ]) {
      const { status, body } = await list(okai.owner, query);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(/\w/);
    }
    const { body } = await list(okai.owner, 'stock=some');
    expect(body.message).toContain('in, low, out');
  });
});
