/**
 * Issue 24, the console's products index: `POST /api/products/bulk` (price by % or GH₵, stock, archive, unarchive,
 * delete — all or nothing, only products of the caller's shops or any for an admin, prices in pesewas and never below
 * GH₵ 1) and `POST /api/products/:id/duplicate`; archived products leave the public catalogue and checkout refuses
 * them, while the products index and the product page still have them.
 */
import type { ProductBulkResult, ProductDetail, ProductListResponse } from '@abossey/sdk';
import { bulkPricePesewas } from '@abossey/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  businessMembers,
  products,
  productVehicles,
  stockMovements,
  vehicleMakes,
} from '../src/db/schema.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery, type Shop } from './orders-fixtures.js';

let t: TestApp;
let okai: Shop;
let kumasi: Shop;
let admin: TestUser;
let customer: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  okai = await createShop(t.app, 'Okai Brakes');
  kumasi = await createShop(t.app, 'Kumasi Parts');
  admin = await createUser(t.app, 'admin');
  customer = await createUser(t.app, 'customer');
  staff = await createUser(t.app, 'vendor');
  await t.app.db.insert(businessMembers).values({ businessId: okai.id, userId: staff.id, role: 'staff' });
});
afterAll(() => t?.close());

/** The word in the names of the products `make` made last (a search for it finds them and nothing else). */
let word = '';
/** Fresh products for each test: `prices` in pesewas, all of Okai Brakes unless told; named `{word} {i} Rotor`. */
async function make(prices: number[], shop: Shop = okai, stock = 4): Promise<number[]> {
  word = `bulk${Math.random().toString(36).slice(2, 10)}`;
  const ids: number[] = [];
  for (const [i, pricePesewas] of prices.entries())
    ids.push(await createProduct(t.app, shop.id, { name: `${word} ${i} Rotor`, pricePesewas, stock }));
  return ids;
}

async function bulk(user: TestUser | null, data: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products/bulk',
    payload: { data } as object,
    headers: user ? bearer(user) : {},
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: ProductBulkResult; message?: string; details?: { message: string }[] },
  };
}

const rowsOf = async (ids: number[]) => {
  const rows = [];
  for (const id of ids) {
    const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
    rows.push(row);
  }
  return rows;
};

const publicList = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products?${query}` })).json() as ProductListResponse;

describe('bulkPricePesewas', () => {
  it('rounds a percent to the nearest pesewa, halves up, and adds an amount exactly', () => {
    expect(bulkPricePesewas(10_000, { mode: 'percent', value: 5 })).toBe(10_500);
    expect(bulkPricePesewas(333, { mode: 'percent', value: 5 })).toBe(350); // 349.65
    expect(bulkPricePesewas(10, { mode: 'percent', value: 5 })).toBe(11); // 10.5 rounds up
    expect(bulkPricePesewas(999, { mode: 'percent', value: -10 })).toBe(899); // 899.1
    expect(bulkPricePesewas(1_999, { mode: 'percent', value: 12.5 })).toBe(2_249); // 2248.875
    expect(bulkPricePesewas(1_000, { mode: 'amount', value: 2.5 })).toBe(1_250);
    expect(bulkPricePesewas(1_000, { mode: 'amount', value: -0.1 })).toBe(990);
  });
});

describe('POST /api/products/bulk', () => {
  it('raises a vendor’s prices by 5 % in pesewas, and the catalogue shows them', async () => {
    const ids = await make([10_000, 333, 2_550]);
    const { status, body } = await bulk(okai.owner, {
      ids,
      action: { type: 'price', mode: 'percent', value: 5 },
    });
    expect(status).toBe(200);
    expect(body.data.action).toBe('price');
    expect(body.data.count).toBe(3);
    expect(body.data.products.map((p) => p.price)).toEqual([105, 3.5, 26.78]); // 2677.5 → 2678
    expect((await rowsOf(ids)).map((r) => r?.pricePesewas)).toEqual([10_500, 350, 2_678]);
    const page = (await t.app.inject({ method: 'GET', url: `/api/products/${ids[0]}` })).json() as {
      data: ProductDetail;
    };
    expect(page.data.price).toBe(105);
  });

  it('changes prices by an amount, either way', async () => {
    const ids = await make([10_000, 2_000]);
    expect(
      (
        await bulk(okai.owner, { ids, action: { type: 'price', mode: 'amount', value: -2.5 } })
      ).body.data.products.map((p) => p.price),
    ).toEqual([97.5, 17.5]);
  });

  it('sets the stock, one correction per product in the stock ledger', async () => {
    const ids = await make([1_000, 2_000], okai, 4);
    const { status, body } = await bulk(staff, { ids, action: { type: 'stock', value: 10 } });
    expect(status).toBe(200);
    expect(body.data.products.map((p) => p.stock)).toEqual([10, 10]);
    for (const id of ids) {
      const moves = await t.app.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
      expect(moves.map((m) => [m.reason, m.delta])).toEqual([
        ['received', 4],
        ['correction', 6],
      ]);
    }
  });

  it('archives: gone from the public list, search and facets, still in the index and by id; unarchive brings it back', async () => {
    const [archived, kept] = await make([5_000, 5_000]);
    expect((await publicList(`q=${encodeURIComponent(word)}`)).meta.total).toBe(2);
    const { status, body } = await bulk(okai.owner, { ids: [archived], action: { type: 'archive' } });
    expect(status).toBe(200);
    expect(body.data.products).toEqual([expect.objectContaining({ id: archived, archived: true })]);

    const after = await publicList(`q=${encodeURIComponent(word)}`);
    expect(after.data.map((p) => p.id)).toEqual([kept]);
    expect(after.meta.total).toBe(1);
    expect(after.meta.facets?.category).toEqual([{ value: 'Brakes', count: 1 }]);
    const shopList = await publicList(`businessId=${okai.id}&limit=100`);
    expect(shopList.data.map((p) => p.id)).not.toContain(archived);

    const page = await t.app.inject({ method: 'GET', url: `/api/products/${archived}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.archived).toBe(true);

    const index = await t.app.inject({
      method: 'GET',
      url: `/api/products/manage?status=archived&q=${encodeURIComponent(word)}`,
      headers: bearer(okai.owner),
    });
    expect((index.json() as ProductListResponse).data.map((p) => [p.id, p.archived])).toEqual([
      [archived, true],
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/products/manage?status=active&q=${encodeURIComponent(word)}`,
      headers: bearer(okai.owner),
    });
    expect((listed.json() as ProductListResponse).data.map((p) => p.id)).toEqual([kept]);

    // Archiving again keeps it archived; unarchive lists it again.
    expect((await bulk(okai.owner, { ids: [archived], action: { type: 'archive' } })).status).toBe(200);
    const back = await bulk(okai.owner, { ids: [archived], action: { type: 'unarchive' } });
    expect(back.body.data.products[0]?.archived).toBe(false);
    expect((await publicList(`q=${encodeURIComponent(word)}`)).meta.total).toBe(2);
  });

  it('refuses to sell an archived product at checkout, and leaves it out of the quote', async () => {
    const [id] = await make([5_000]);
    await bulk(okai.owner, { ids: [id], action: { type: 'archive' } });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: { data: { items: [{ productId: id, quantity: 1 }], delivery } },
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toMatch(/is no longer available/);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: { data: { items: [{ productId: id, quantity: 1 }] } },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data.shops).toEqual([]);
  });

  it('deletes, and an admin may act on any shop’s products', async () => {
    const ids = [...(await make([1_000])), ...(await make([2_000], kumasi))];
    const { status, body } = await bulk(admin, { ids, action: { type: 'delete' } });
    expect(status).toBe(200);
    expect(body.data.products.map((p) => p.id)).toEqual(ids);
    expect((await rowsOf(ids)).every((r) => r === undefined)).toBe(true);
  });

  it('counts a repeated id once', async () => {
    const [id] = await make([1_000]);
    const { body } = await bulk(okai.owner, { ids: [id, id], action: { type: 'stock', value: 2 } });
    expect(body.data.count).toBe(1);
  });

  describe('refusals change nothing', () => {
    let before: Record<string, string>;
    let mine: number[];
    let mineWord: string;
    let theirs: number[];
    beforeEach(async () => {
      mine = await make([1_000, 150]);
      mineWord = word;
      theirs = await make([2_000], kumasi);
      before = await dbFingerprint(t.app.db);
    });
    const unchanged = async () => expect(await dbFingerprint(t.app.db)).toEqual(before);

    it('403 when one product is of another vendor’s shop', async () => {
      for (const action of [
        { type: 'price', mode: 'percent', value: 5 },
        { type: 'archive' },
        { type: 'delete' },
      ]) {
        const { status, body } = await bulk(okai.owner, { ids: [...mine, ...theirs], action });
        expect(status).toBe(403);
        expect(body.message).toBe('You can only change products of your own shops');
      }
      await unchanged();
    });

    it('404 naming the products that do not exist', async () => {
      const { status, body } = await bulk(okai.owner, {
        ids: [...mine, 999_999_999, 2_147_483_648],
        action: { type: 'stock', value: 1 },
      });
      expect(status).toBe(404);
      expect(body.message).toBe('Product not found: 999999999, 2147483648');
      await unchanged();
    });

    it('400 when a new price would fall below GH₵ 1 or above the maximum, naming the product', async () => {
      const low = await bulk(okai.owner, {
        ids: mine,
        action: { type: 'price', mode: 'percent', value: -50 },
      });
      expect(low.status).toBe(400);
      expect(low.body.message).toBe(`The new price of "${mineWord} 1 Rotor" would be below GH₵ 1.00`);
      const amount = await bulk(okai.owner, {
        ids: mine,
        action: { type: 'price', mode: 'amount', value: -10 },
      });
      expect(amount.status).toBe(400);
      const high = await bulk(okai.owner, {
        ids: mine,
        action: { type: 'price', mode: 'amount', value: 10_000_000 },
      });
      expect(high.status).toBe(400);
      expect(high.body.message).toMatch(/would be above GH₵ 10,000,000.00$/);
      await unchanged();
    });

    it('401 and 403 for guests and customers, whatever the body', async () => {
      expect((await bulk(null, { ids: mine, action: { type: 'delete' } })).status).toBe(401);
      expect((await bulk(customer, { ids: mine, action: { type: 'delete' } })).status).toBe(403);
      expect((await bulk(customer, 'nonsense')).status).toBe(403);
      await unchanged();
    });

    it.each([
      [{ ids: [], action: { type: 'archive' } }, 'Select at least one product'],
      [{ action: { type: 'archive' } }, 'Select at least one product'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: { type: 'archive' } }, 'At most 100'],
      [{ ids: [0], action: { type: 'archive' } }, 'Product ID must be a positive number'],
      [{ ids: ['1'], action: { type: 'archive' } }, 'Product ID must be a positive number'],
      [{ ids: [1], action: { type: 'hide' } }, 'Action must be one of'],
      [{ ids: [1] }, 'Action must be one of'],
      [{ ids: [1], action: { type: 'price', mode: 'percent', value: 0 } }, 'Enter a change other than 0'],
      [{ ids: [1], action: { type: 'price', mode: 'percent', value: 1.005 } }, 'at most two decimals'],
      [{ ids: [1], action: { type: 'price', mode: 'percent', value: -95 } }, 'from -90 to 1000'],
      [{ ids: [1], action: { type: 'price', mode: 'ratio', value: 2 } }, 'Mode must be percent or amount'],
      [{ ids: [1], action: { type: 'price', mode: 'amount', value: '5' } }, 'The change must be a number'],
      [{ ids: [1], action: { type: 'price', mode: 'amount', value: 1e12 } }, 'at most 10000000'],
      [{ ids: [1], action: { type: 'stock', value: -1 } }, 'Stock cannot be negative'],
      [{ ids: [1], action: { type: 'stock', value: 1.5 } }, 'Stock must be a whole number'],
      [{ ids: [1], action: { type: 'stock' } }, 'Stock must be a whole number'],
    ])('400 for %j', async (data, message) => {
      const { status, body } = await bulk(okai.owner, data);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain(message);
      await unchanged();
    });
  });
});

describe('POST /api/products/:id/duplicate', () => {
  const duplicate = (user: TestUser | null, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/duplicate`,
      headers: user ? bearer(user) : {},
    });

  it('copies a product into its shop: "(copy)", no stock, the same images, part and vehicles', async () => {
    const [id] = await make([12_345], okai, 7);
    const [vehicle] = await t.app.db
      .insert(vehicleMakes)
      .values({ name: 'Toyota', modelName: `Corolla ${word}`, year: 2012 })
      .returning({ id: vehicleMakes.id });
    await t.app.db
      .insert(productVehicles)
      .values({ productId: id as number, vehicleMakeId: vehicle?.id as number });
    await t.app.db
      .update(products)
      .set({ partNumbers: ['04465-02220'], fitmentNote: 'Front axle' })
      .where(eq(products.id, id as number));

    const response = await duplicate(staff, id as number);
    expect(response.statusCode).toBe(201);
    const copy = response.json().data as ProductDetail;
    const source = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json()
      .data as ProductDetail;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: `${source.name} (copy)`,
      price: 123.45,
      stock: 0,
      businessId: okai.id,
      partId: source.partId,
      images: source.images,
      partNumbers: ['04465-02220'],
      fitmentNote: 'Front axle',
      totalSold: 0,
      ratings: 0,
    });
    expect(copy.vehicleMakes.map((v) => v.vehicleMakeId)).toEqual([vehicle?.id]);
    expect(copy.archived).toBeUndefined();
  });

  it('keeps a long name within 200 characters', async () => {
    const [id] = await make([1_000]);
    await t.app.db
      .update(products)
      .set({ name: 'N'.repeat(200) })
      .where(eq(products.id, id as number));
    const copy = (await duplicate(okai.owner, id as number)).json().data as ProductDetail;
    expect(copy.name).toBe(`${'N'.repeat(193)} (copy)`);
  });

  it('refuses another vendor’s product (403), an unknown one (404), customers and guests', async () => {
    const [theirs] = await make([1_000], kumasi);
    const before = await dbFingerprint(t.app.db);
    expect((await duplicate(okai.owner, theirs as number)).statusCode).toBe(403);
    expect((await duplicate(okai.owner, 999_999_999)).statusCode).toBe(404);
    expect((await duplicate(customer, theirs as number)).statusCode).toBe(403);
    expect((await duplicate(null, theirs as number)).statusCode).toBe(401);
    expect(await dbFingerprint(t.app.db)).toEqual(before);
    expect((await duplicate(admin, theirs as number)).statusCode).toBe(201);
  });
});
