/**
 * Issue 21, finding 9: a product edit used to discard every cached facet count (the catalogue version changed, so no
 * key matched), and at 100,000 products the next visitors each recounted the catalogue until the pool ran dry. A
 * product write of this instance now updates the cached counts it affects: every search then answers exactly what a
 * fresh count gives, without counting again. Searches that share one cold filter count it once.
 */
import { type ProductListParams, type ProductListResponse, productListQuery } from '@abossey/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVehicles, vehicleMakes } from '../src/db/schema.js';
import { listProducts } from '../src/services/products.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';
import { createShopFixtures, insertProduct, type Shop } from './shop-fixtures.js';

let t: TestApp;
let f: Shop;
/** The product the tests edit, and two others. */
let edited: number;
let civic: { make: string; model: string; year: number };
let corolla: { make: string; model: string; year: number };

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  f = await createShopFixtures(t.app);
  const db = t.app.db;
  const vehicle = async (id: number) => {
    const [row] = await db.select().from(vehicleMakes).where(eq(vehicleMakes.id, id));
    if (!row) throw new Error('vehicle');
    return { make: row.name, model: row.modelName, year: row.year };
  };
  civic = await vehicle(f.vehicle.civic);
  corolla = await vehicle(f.vehicle.corolla);
  // Corolla brake pads (new), a Civic oil filter (used), Camry brake pads (used) in another shop.
  edited = await insertProduct(f, { name: 'Fixture Brake Pads' });
  await db.update(products).set({ productState: 'Brand New' }).where(eq(products.id, edited));
  const filter = await insertProduct(f, { name: 'Fixture Oil Filter' });
  await db
    .update(products)
    .set({ partId: f.part.filter, productState: 'Used' })
    .where(eq(products.id, filter));
  await db
    .update(productVehicles)
    .set({ vehicleMakeId: f.vehicle.civic })
    .where(eq(productVehicles.productId, filter));
  const camry = await insertProduct(f, { name: 'Fixture Camry Pads', businessId: f.shopB });
  await db.update(products).set({ productState: 'Used' }).where(eq(products.id, camry));
  await db
    .update(productVehicles)
    .set({ vehicleMakeId: f.vehicle.camry })
    .where(eq(productVehicles.productId, camry));
});
afterAll(() => t?.close());

/** Searches whose counts the edit below changes in every facet, and some it leaves alone. */
const searches = () => [
  '',
  'make=Toyota',
  `make=Toyota&model=${corolla.model}&year=${corolla.year}`,
  `make=Honda&model=${civic.model}&year=${civic.year}`,
  'category=Brakes',
  'category=Filters&make=Honda',
  'condition=Used',
  'q=fixture',
  'q=brake',
  'q=brake&condition=Brand%20New',
  `businessId=${f.shopB}`,
];

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, query).toBe(200);
  return response.json() as ProductListResponse;
};

/** What a count from the database gives now (no cache). */
const fresh = async (query: string) => {
  const params: ProductListParams = productListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  return listProducts(t.app.db, params);
};

async function expectEveryAnswerFresh() {
  for (const query of searches()) {
    const answer = await list(query);
    const truth = await fresh(query);
    expect(answer.meta.total, query).toBe(truth.meta.total);
    expect(answer.meta.facets, query).toEqual(truth.meta.facets);
  }
}

describe('a product edit updates the cached facet counts', () => {
  it('moves the product across every facet: each search answers a fresh count, and none is counted again', async () => {
    await expectEveryAnswerFresh();
    const cached = t.app.facetCache.size;
    const computations = t.app.facetCache.computations;
    expect(cached).toBe(searches().length);

    // Corolla brake pads (new) become a used oil filter for a Civic and a Camry, under another name.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${edited}`,
      headers: bearer(f.owner),
      payload: {
        data: {
          name: 'Fixture Oil Filter Deluxe',
          partId: f.part.filter,
          vehicleMakeIds: [f.vehicle.civic, f.vehicle.camry],
          metadata: { productState: 'Used' },
        },
      },
    });
    expect(put.statusCode).toBe(200);

    await expectEveryAnswerFresh();
    expect(t.app.facetCache.size).toBe(cached);
    expect(t.app.facetCache.computations).toBe(computations);
  });

  it('a price or stock edit counts nothing again; a new product and a deletion are counted in and out', async () => {
    await expectEveryAnswerFresh();
    const computations = t.app.facetCache.computations;
    const priced = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${edited}`,
      headers: bearer(f.owner),
      payload: { data: { price: 12.5, stock: 1 } },
    });
    expect(priced.statusCode).toBe(200);
    await expectEveryAnswerFresh();
    expect(t.app.facetCache.computations).toBe(computations);

    // A new product brings values some searches' facets did not show yet (put in their place).
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(f.owner),
      payload: {
        data: {
          name: 'Fixture Brake Pads Two',
          description: 'Ceramic',
          price: 30,
          stock: 3,
          partId: f.part.brakes,
          vehicleMakeIds: [f.vehicle.corolla, f.vehicle.civic],
          businessId: f.shopA,
          images: ['/uploads/pads.webp'],
          metadata: { productState: 'Brand New' },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    await expectEveryAnswerFresh();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${(created.json() as { data: { id: number } }).data.id}`,
      headers: bearer(f.owner),
    });
    expect(removed.statusCode).toBe(200);
    await expectEveryAnswerFresh();
    expect(t.app.facetCache.computations).toBe(computations);
  });

  it('a value new to every facet that shows it takes its place in the list', async () => {
    const [nissan] = await t.app.db
      .insert(vehicleMakes)
      .values({ name: 'Nissan', modelName: `Almera${f.shopA}`, year: 2010 })
      .returning({ id: vehicleMakes.id });
    await expectEveryAnswerFresh();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${edited}`,
      headers: bearer(f.owner),
      payload: { data: { vehicleMakeIds: [f.vehicle.civic, nissan?.id as number] } },
    });
    expect(put.statusCode).toBe(200);
    const computations = t.app.facetCache.computations;
    await expectEveryAnswerFresh();
    expect(t.app.facetCache.computations).toBe(computations);
  });
});

describe('one count per filter', () => {
  it('concurrent identical searches after a catalogue change count once', async () => {
    // Another instance's change (straight to the database): every cached count is stale.
    await t.app.db
      .update(products)
      .set({ name: 'Fixture Camry Pads Plus' })
      .where(eq(products.name, 'Fixture Camry Pads'));
    const computations = t.app.facetCache.computations;
    const answers = await Promise.all(Array.from({ length: 20 }, () => list('make=Toyota&page=1')));
    expect(new Set(answers.map((a) => a.meta.total)).size).toBe(1);
    expect(t.app.facetCache.computations - computations).toBe(1);
  });
});
