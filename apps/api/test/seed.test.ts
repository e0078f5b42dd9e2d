/**
 * SEED=none, the benchmark generator, and the determinism of the demo data.
 */
import { productListResponse } from '@abossey/sdk';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, products, productVehicles, users } from '../src/db/schema.js';
import { partSpecs, shops } from '../src/db/seed/catalogue.js';
import { partSvg, shopSvg } from '../src/db/seed/images.js';
import { seedProducts } from '../src/db/seed/index.js';
import { Prng } from '../src/db/seed/prng.js';
import { createTestApp, getJson, type TestApp } from './helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none', adminEmail: 'root@garage.example', adminPassword: 'Root-Pass1' });
});

afterAll(async () => {
  await t?.close();
});

describe('SEED=none', () => {
  it('leaves the catalogue empty but still creates the ADMIN_EMAIL admin', async () => {
    expect(t.prepared.seeded).toBe(false);
    expect(t.prepared.demoAccounts).toEqual([]);
    const { body } = await getJson(t.app, '/api/products');
    const response = productListResponse.parse(body);
    expect(response.data).toEqual([]);
    expect(response.meta.total).toBe(0);
    expect(response.meta.facets).toEqual({
      make: [],
      model: [],
      year: [],
      category: [],
      part: [],
      condition: [],
    });
    expect(await getJson(t.app, '/api/parts')).toEqual({ status: 200, body: { data: [] } });
    const everyone = await t.database.db.select().from(users);
    expect(everyone.map((u) => [u.email, u.username, u.userType, u.isAdmin])).toEqual([
      ['root@garage.example', 'root', 'admin', true],
    ]);
  });
});

describe('seedProducts (the generator benchmarks use)', () => {
  let shopA = 0;
  let shopB = 0;

  beforeAll(async () => {
    const rows = await t.database.db
      .insert(businesses)
      .values([
        { name: 'Bench A', businessName: 'Bench A' },
        { name: 'Bench B', businessName: 'Bench B' },
      ])
      .returning({ id: businesses.id });
    shopA = rows[0]?.id as number;
    shopB = rows[1]?.id as number;
  });

  const snapshot = async (ids: number[]) =>
    (
      await t.database.db
        .select({
          name: products.name,
          price: products.pricePesewas,
          stock: products.stock,
          state: products.productState,
          sold: products.totalSold,
          createdAt: products.createdAt,
          vehicles: sql<number>`(select count(*)::int from ${productVehicles} where ${productVehicles.productId} = ${products.id})`,
        })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
    ).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));

  it('inserts N products in batches, with compatibility, spread over the given shops', async () => {
    const started = Date.now();
    const { productIds } = await seedProducts(t.database.db, {
      count: 1_100,
      shops: [shopA, shopB],
      seed: 7,
    });
    expect(productIds).toHaveLength(1_100);
    expect(new Set(productIds).size).toBe(1_100);
    const perShop = await t.database.db
      .select({ businessId: products.businessId, n: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.businessId)
      .orderBy(asc(products.businessId));
    expect(perShop).toEqual([
      { businessId: shopA, n: 550 },
      { businessId: shopB, n: 550 },
    ]);
    const linked = await t.database.db
      .select({ n: sql<number>`count(distinct ${productVehicles.productId})::int` })
      .from(productVehicles);
    expect(linked[0]?.n).toBe(1_100);
    expect(Date.now() - started).toBeLessThan(30_000);
    const { body } = await getJson(t.app, '/api/products?limit=1');
    expect(productListResponse.parse(body).meta.total).toBe(1_100);
  });

  it('is deterministic: the same seed gives the same products, another seed different ones', async () => {
    const first = await seedProducts(t.database.db, { count: 40, shops: [shopA], seed: 99 });
    const second = await seedProducts(t.database.db, { count: 40, shops: [shopB], seed: 99 });
    const third = await seedProducts(t.database.db, { count: 40, shops: [shopB], seed: 100 });
    const [a, b, c] = await Promise.all([
      snapshot(first.productIds),
      snapshot(second.productIds),
      snapshot(third.productIds),
    ]);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('uses every shop in the database when none are given', async () => {
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.businessId, shopA));
    await seedProducts(t.database.db, { count: 10 });
    const after = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.businessId, shopA));
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(5);
  });
});

describe('seed helpers', () => {
  it('Prng repeats for the same seed', () => {
    const a = new Prng(42);
    const b = new Prng(42);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(new Prng(43).next()).not.toBe(seqA[0]);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('placeholder images are well-formed XML: unique attributes, balanced tags', () => {
    const svgs = [
      ...partSpecs.flatMap((part) => [
        partSvg(part.name, part.category, 1),
        partSvg(part.name, part.category, 2),
      ]),
      ...shops.map((shop) => shopSvg(shop.name, shop.market, 'Accra')),
    ];
    for (const svg of svgs) {
      const stack: string[] = [];
      for (const [, closing, name, attributes, selfClosing] of svg.matchAll(
        /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g,
      )) {
        const names = [...(attributes ?? '').matchAll(/([a-zA-Z][a-zA-Z0-9:-]*)="[^"]*"/g)].map((m) => m[1]);
        expect(new Set(names).size, `${name}${attributes}`).toBe(names.length);
        expect(attributes ?? '', 'no stray characters between attributes').toMatch(
          /^(\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<&]*(&[a-z]+;[^"<&]*)*")*\s*$/,
        );
        if (closing) expect(stack.pop()).toBe(name);
        else if (!selfClosing) stack.push(name as string);
      }
      expect(stack).toEqual([]);
      expect(svg.replace(/<[^>]*>/g, '')).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    }
  });

  it('placeholder images escape the text they show', () => {
    const svg = partSvg('Nuts & <Bolts>', 'Body', 1);
    expect(svg).toContain('Nuts &amp; &lt;Bolts&gt;');
    expect(svg).not.toContain('<Bolts>');
    expect(partSvg('Oil Filter', 'Filters', 1)).not.toEqual(partSvg('Oil Filter', 'Filters', 2));
  });
});
