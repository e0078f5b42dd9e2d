/**
 * POST /products, PUT and DELETE /products/:id: §5 product rules and messages, who may write, pesewas, search after
 * writes, order history after delete; and the SDK's product write methods against the real server.
 */
import {
  type AbosseyClient,
  AuthenticationError,
  createClient,
  errorBody,
  IMAGE_URL_INVALID,
  memoryTokenStore,
  NotFoundError,
  PermissionError,
  type ProductCreateInput,
  productListResponse,
  productWriteResponse,
  ValidationError,
} from '@abossey/sdk';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products, productVehicles, stockMovements } from '../src/db/schema.js';
import { stockLedgerDrift } from '../src/services/stock-ledger.js';
import { bearer, createTestApp, type TestApp, type TestUser } from './helpers.js';
import {
  count,
  createShopFixtures,
  insertOrder,
  insertProduct,
  type Shop,
  snapshot,
} from './shop-fixtures.js';

let t: TestApp;
let f: Shop;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  f = await createShopFixtures(t.app);
});
afterAll(() => t?.close());

const body = (overrides: Partial<ProductCreateInput> = {}): ProductCreateInput => ({
  name: 'Ceramic Brake Pads',
  description: 'Front axle, low dust',
  price: 249.99,
  stock: 4,
  partId: f.part.brakes,
  vehicleMakeIds: [f.vehicle.corolla, f.vehicle.camry],
  businessId: f.shopA,
  images: ['/uploads/pads.webp', 'https://cdn.example.com/pads-2.jpg'],
  metadata: { productState: 'Brand New', warranty: { duration: 6, unit: 'months' }, replacement: 7 },
  ...overrides,
});

const post = (user: TestUser | null, data: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: user ? bearer(user) : {},
    payload: { data },
  });
const put = (user: TestUser | null, id: number | string, data: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: user ? bearer(user) : {},
    payload: { data },
  });
const del = (user: TestUser | null, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: user ? bearer(user) : {} });

function detailMessages(response: { json(): unknown }) {
  return (errorBody.parse(response.json()).details ?? []).map((d) => `${d.path}: ${d.message}`);
}

describe('POST /products', () => {
  it('creates the product for the shop owner: 201, full product, price in pesewas, searchable at once', async () => {
    const res = await post(f.owner, body({ name: 'Zyxquartz Brake Pads' }));
    expect(res.statusCode).toBe(201);
    const { data } = productWriteResponse.parse(res.json());
    expect(data).toMatchObject({
      name: 'Zyxquartz Brake Pads',
      price: 249.99,
      stock: 4,
      businessId: f.shopA,
      partId: f.part.brakes,
      sku: `PROD-${data.id}`,
      rating: 0,
      ratings: 0,
      reviews: [],
      metadata: { productState: 'Brand New', warranty: { duration: 6, unit: 'months' }, replacement: 7 },
    });
    expect(data.vehicleMakes.map((v) => v.vehicleMakeId).sort()).toEqual(
      [f.vehicle.corolla, f.vehicle.camry].sort(),
    );
    const [row] = await t.app.db.select().from(products).where(eq(products.id, data.id));
    expect(row?.pricePesewas).toBe(24_999);
    expect(row?.searchText).toContain('Zyxquartz');

    const list = productListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?q=zyxquartz' })).json(),
    );
    expect(list.data.map((p) => p.id)).toEqual([data.id]);
    expect(list.meta.total).toBe(1);
  });

  it('lets staff of the shop and admins create too', async () => {
    expect((await post(f.staff, body())).statusCode).toBe(201);
    expect((await post(f.admin, body({ businessId: f.shopB }))).statusCode).toBe(201);
  });

  it.each([
    ['anonymous', () => null, 401],
    ['a customer', () => f.customer, 403],
    ['a vendor of another shop', () => f.otherVendor, 403],
  ])('refuses %s with the right status and changes nothing', async (_who, user, status) => {
    const before = await snapshot(t.app);
    const res = await post(user(), body());
    expect(res.statusCode).toBe(status);
    expect(errorBody.parse(res.json()).message.length).toBeGreaterThan(5);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('refuses an anonymous caller before reading a bad body (401, not 400)', async () => {
    expect((await post(null, {})).statusCode).toBe(401);
  });

  it('answers 400 with every §5 message for an empty form', async () => {
    const before = await count(t.app, products);
    const res = await post(f.owner, {});
    expect(res.statusCode).toBe(400);
    expect(detailMessages(res)).toEqual(
      expect.arrayContaining([
        'data.name: Name is required!',
        'data.description: Description is required!',
        'data.price: Price is required!',
        'data.stock: Quantity is required!',
        'data.partId: Part is required!',
        'data.images: Upload at least one image',
      ]),
    );
    expect(await count(t.app, products)).toBe(before);
  });

  it.each([
    [{ name: '   ' }, 'data.name: Name is required!'],
    [{ description: '' }, 'data.description: Description is required!'],
    [{ price: 0.5 }, 'data.price: Price is required!'],
    [{ price: 10.005 }, 'data.price: Price must have at most two decimals'],
    [{ stock: 0 }, 'data.stock: Quantity is required!'],
    [{ partId: -3 }, 'data.partId: Part ID must be a positive number'],
    [{ partId: 1.5 }, 'data.partId: Part ID must be a positive number'],
    [{ images: [] }, 'data.images: Upload at least one image'],
    [
      { images: Array.from({ length: 6 }, (_, i) => `/uploads/${i}.jpg`) },
      'data.images: You can upload a maximum of 5 images',
    ],
    [{ images: [''] }, 'data.images.0: Image URL is required!'],
    ...[
      'javascript:alert(1)',
      '//evil.example/x.jpg',
      // Issue 21: only this server's uploads or https; nothing that could break out of an attribute.
      '/x"onerror=alert(1)',
      '/uploads/a.jpg"onerror=alert(1)',
      '/uploads/../config.json',
      '/api/users',
      'http://cdn.example.com/pads.jpg',
      'https://cdn.example.com/a b.jpg',
      'https://cdn.example.com/a".jpg',
      'https://user:pw@cdn.example.com/a.jpg',
    ].map((image) => [{ images: [image] }, `data.images.0: ${IMAGE_URL_INVALID}`]),
    [{ vehicleMakeIds: [] }, 'data.vehicleMakeIds: Please select at least one vehicle'],
    [
      { metadata: { productState: 'Broken' } },
      "data.metadata.productState: Product state must be 'Brand New' or 'Used'",
    ],
    [
      { metadata: { warranty: { duration: 0, unit: 'days' } } },
      'data.metadata.warranty.duration: Warranty duration must be a positive whole number',
    ],
  ] as [Partial<ProductCreateInput>, string][])('answers 400 for %o', async (overrides, expected) => {
    const res = await post(f.owner, body(overrides as Partial<ProductCreateInput>));
    expect(res.statusCode).toBe(400);
    expect(detailMessages(res)).toContain(expected);
  });

  it('answers 400 naming the field for a part, vehicle or shop that does not exist', async () => {
    const before = await snapshot(t.app);
    const part = await post(f.owner, body({ partId: 999_999 }));
    expect(part.statusCode).toBe(400);
    expect(detailMessages(part)).toEqual(['data.partId: Part not found']);
    const vehicle = await post(f.owner, body({ vehicleMakeIds: [f.vehicle.corolla, 999_999] }));
    expect(vehicle.statusCode).toBe(400);
    expect(detailMessages(vehicle)).toEqual(['data.vehicleMakeIds: Vehicle not found: 999999']);
    const shop = await post(f.admin, body({ businessId: 2_147_483_647 }));
    expect(shop.statusCode).toBe(400);
    expect(detailMessages(shop)).toEqual(['data.businessId: Shop not found']);
    const huge = await post(f.owner, body({ partId: 99_999_999_999 }));
    expect(huge.statusCode).toBe(400);
    expect(await snapshot(t.app)).toBe(before);
  });
});

describe('PUT /products/:id', () => {
  it('updates only the fields sent (owner), stock may be 0, compatibility replaced', async () => {
    const id = await insertProduct(f, { name: 'Old Pads', pricePesewas: 5_000 });
    const res = await put(f.owner, id, {
      price: 75.5,
      stock: 0,
      vehicleMakeIds: [f.vehicle.civic],
      metadata: { productState: 'Used' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = productWriteResponse.parse(res.json());
    expect(data).toMatchObject({
      id,
      name: 'Old Pads',
      price: 75.5,
      stock: 0,
      metadata: { productState: 'Used' },
    });
    expect(data.vehicleMakes.map((v) => v.vehicleMakeId)).toEqual([f.vehicle.civic]);
    const links = await t.app.db.select().from(productVehicles).where(eq(productVehicles.productId, id));
    expect(links.map((l) => l.vehicleMakeId)).toEqual([f.vehicle.civic]);
  });

  it('writes each stock change to the stock ledger: received on create, a correction on edit (issue 21)', async () => {
    const created = await post(f.owner, body({ name: 'Ledger Pads', stock: 7 }));
    expect(created.statusCode).toBe(201);
    const id = productWriteResponse.parse(created.json()).data.id;
    expect((await put(f.owner, id, { stock: 4 })).statusCode).toBe(200);
    expect((await put(f.admin, id, { stock: 9 })).statusCode).toBe(200);
    expect((await put(f.owner, id, { name: 'Ledger Pads 2' })).statusCode).toBe(200); // no stock: no row
    const rows = await t.app.db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason, userId: stockMovements.userId })
      .from(stockMovements)
      .where(eq(stockMovements.productId, id))
      .orderBy(asc(stockMovements.id));
    expect(rows).toEqual([
      { delta: 7, reason: 'received', userId: f.owner.id },
      { delta: -3, reason: 'correction', userId: f.owner.id },
      { delta: 5, reason: 'correction', userId: f.admin.id },
    ]);
    expect(await stockLedgerDrift(t.app.db)).not.toContainEqual(expect.objectContaining({ productId: id }));
  });

  it('lets staff and admins edit; an admin may move a product between shops', async () => {
    const id = await insertProduct(f);
    expect((await put(f.staff, id, { name: 'Staff edit' })).statusCode).toBe(200);
    const moved = await put(f.admin, id, { businessId: f.shopB });
    expect(moved.statusCode).toBe(200);
    expect(productWriteResponse.parse(moved.json()).data.businessId).toBe(f.shopB);
  });

  it.each([
    ['anonymous', () => null, 401],
    ['a customer', () => f.customer, 403],
    ['a vendor of another shop', () => f.otherVendor, 403],
  ])('refuses %s with the right status and changes nothing', async (_who, user, status) => {
    const id = await insertProduct(f);
    const before = await snapshot(t.app);
    expect((await put(user(), id, { name: 'Hijacked' })).statusCode).toBe(status);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('refuses moving a product to a shop the caller is not a member of (403)', async () => {
    const id = await insertProduct(f);
    const before = await snapshot(t.app);
    expect((await put(f.owner, id, { businessId: f.shopB })).statusCode).toBe(403);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('answers 404 for an unknown product, 400 for a bad id or bad values', async () => {
    expect((await put(f.owner, 999_999, { name: 'x' })).statusCode).toBe(404);
    expect((await put(f.owner, 'abc', { name: 'x' })).statusCode).toBe(400);
    const id = await insertProduct(f);
    const res = await put(f.owner, id, { stock: -1, name: '' });
    expect(res.statusCode).toBe(400);
    expect(detailMessages(res)).toEqual(
      expect.arrayContaining(['data.stock: Stock cannot be negative', 'data.name: Name is required!']),
    );
  });
});

describe('part numbers (issue 25)', () => {
  it('keeps them as written, one spelling per number, replaces the list on edit and finds any spelling', async () => {
    const res = await post(
      f.owner,
      body({
        name: 'Numbered Pads',
        partNumbers: [' 04465-02220 ', '0446502220', '04465 02220', 'BP-1234/a'],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { data } = productWriteResponse.parse(res.json());
    expect(data.partNumbers).toEqual(['04465-02220', 'BP-1234/a']);
    const found = async (q: string) =>
      productListResponse
        .parse(
          (await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` })).json(),
        )
        .data.map((p) => p.id);
    expect(await found('bp1234a')).toEqual([data.id]);

    const edited = await put(f.owner, data.id, { partNumbers: ['04466-12345'] });
    expect(productWriteResponse.parse(edited.json()).data.partNumbers).toEqual(['04466-12345']);
    expect(await found('0446612345')).toEqual([data.id]);
    expect(await found('bp1234a')).toEqual([]);
    // Left out of an edit, the numbers stay.
    expect(
      productWriteResponse.parse((await put(f.owner, data.id, { stock: 9 })).json()).data.partNumbers,
    ).toEqual(['04466-12345']);
  });

  it('refuses bad numbers with a message per number, and more than 20, changing nothing', async () => {
    const id = await insertProduct(f, { name: 'Unnumbered Pads' });
    const bad = await put(f.owner, id, { partNumbers: ['04465<script>', '-123', 'x'.repeat(41), 42] });
    expect(bad.statusCode).toBe(400);
    expect(detailMessages(bad)).toEqual([
      'data.partNumbers.0: A part number may hold only letters, digits, spaces, dashes, dots and slashes',
      'data.partNumbers.1: A part number may hold only letters, digits, spaces, dashes, dots and slashes',
      'data.partNumbers.2: Part number must be at most 40 characters',
      'data.partNumbers.3: Part number must be text',
    ]);
    const many = await put(f.owner, id, { partNumbers: Array.from({ length: 21 }, (_, i) => `A${i}`) });
    expect(many.statusCode).toBe(400);
    expect(detailMessages(many)).toEqual(['data.partNumbers: At most 20 part numbers per product']);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
    expect(row?.partNumbers).toEqual([]);
  });
});

describe('DELETE /products/:id', () => {
  it.each([
    ['anonymous', () => null, 401],
    ['a customer', () => f.customer, 403],
    ['a vendor of another shop', () => f.otherVendor, 403],
  ])('refuses %s with the right status and changes nothing', async (_who, user, status) => {
    const id = await insertProduct(f);
    const before = await snapshot(t.app);
    expect((await del(user(), id)).statusCode).toBe(status);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('deletes for the owner; past order items keep their copy', async () => {
    const id = await insertProduct(f);
    const { itemId } = await insertOrder(f, id, f.shopA);
    const res = await del(f.owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id } });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(item).toMatchObject({ productId: null, productName: 'Fixture Pads', pricePesewas: 10_000 });
    expect((await del(f.owner, id)).statusCode).toBe(404);
  });

  it('deletes for staff and admins', async () => {
    expect((await del(f.staff, await insertProduct(f))).statusCode).toBe(200);
    expect((await del(f.admin, await insertProduct(f, { businessId: f.shopB }))).statusCode).toBe(200);
  });
});

describe('SDK products writes (real server)', () => {
  let base: string;
  const client = (user: TestUser | null): AbosseyClient =>
    createClient({ baseUrl: base, auth: memoryTokenStore(user?.token ?? null) });

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}/api`;
  });

  it('create, update, delete with typed results', async () => {
    const sdk = client(f.owner);
    const created = await sdk.products.create(body({ name: 'SDK Pads' }));
    expect(created).toMatchObject({ name: 'SDK Pads', price: 249.99 });
    const updated = await sdk.products.update(created.id, { price: 199 });
    expect(updated.price).toBe(199);
    expect(await sdk.products.delete(created.id)).toEqual({ id: created.id });
    await expect(sdk.products.retrieve(created.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('turns refusals and bad input into typed errors with details', async () => {
    const id = await insertProduct(f);
    await expect(client(f.otherVendor).products.update(id, { name: 'x' })).rejects.toBeInstanceOf(
      PermissionError,
    );
    await expect(client(null).products.delete(id)).rejects.toBeInstanceOf(AuthenticationError);
    const error = await client(f.owner)
      .products.create(body({ name: '', images: [] }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toEqual(
      expect.arrayContaining([
        { path: 'data.name', message: 'Name is required!' },
        { path: 'data.images', message: 'Upload at least one image' },
      ]),
    );
  });

  it("falls back to 'Server error: {status}' on create and the §8 defaults elsewhere", async () => {
    const fetchWithoutBody: typeof fetch = async () => new Response('', { status: 502 });
    const sdk = createClient({ baseUrl: base, auth: memoryTokenStore(null), fetch: fetchWithoutBody });
    await expect(sdk.products.create(body())).rejects.toThrow('Server error: 502');
    await expect(sdk.products.update(1, { name: 'x' })).rejects.toThrow('Failed to update product');
    await expect(sdk.products.delete(1)).rejects.toThrow('Failed to delete product');
    await expect(sdk.products.rate(1, { rating: 5, comment: 'ok' })).rejects.toThrow(
      'Failed to rate product',
    );
    await expect(sdk.products.updateReview(1, 2, { rating: 5, comment: 'ok' })).rejects.toThrow(
      'Failed to update review',
    );
    await expect(sdk.products.deleteReview(1, 2)).rejects.toThrow('Failed to delete review');
  });
});
