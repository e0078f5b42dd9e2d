/**
 * The demo seed, seen through the API: what a first `npm start` shows. Search answers on the realistic catalogue are
 * checked against an independent in-test implementation of §5 over every listed product.
 */
import {
  envelope,
  type Product,
  productDetailResponse,
  productListResponse,
  vehicleMake,
} from '@abossey/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businesses, businessMembers, products, reviews, users } from '../src/db/schema.js';
import { demoAccounts } from '../src/db/seed/index.js';
import { prepareDatabase } from '../src/server.js';
import { verifyPassword } from '../src/services/passwords.js';
import { createTestApp, dbKind, getJson, type TestApp } from './helpers.js';

let t: TestApp;
/** Every product the storefront lists, fetched page by page. */
const all: Product[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  for (let page = 1; ; page++) {
    const { body } = await getJson(t.app, `/api/products?limit=100&page=${page}`);
    const response = productListResponse.parse(body);
    all.push(...response.data);
    if (all.length >= response.meta.total || !response.data.length) break;
  }
});

afterAll(async () => {
  await t?.close();
});

const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n);

describe('demo seed', () => {
  it('reports that it seeded and which demo accounts exist', () => {
    expect(t.prepared.seeded).toBe(true);
    expect(t.prepared.demoAccounts.map((a) => a.role)).toEqual(['admin', 'vendor', 'customer']);
  });

  it('has at least 12 shops across Abossey Okai, Suame Magazine, Kokompe and Kaneshie with Ghanaian phones', async () => {
    const shops = await t.database.db.select().from(businesses);
    expect(shops.length).toBeGreaterThanOrEqual(12);
    for (const market of ['Abossey Okai', 'Suame Magazine', 'Kokompe', 'Kaneshie']) {
      expect(shops.filter((s) => s.address.includes(market)).length, market).toBeGreaterThanOrEqual(2);
    }
    for (const shop of shops) {
      expect(shop.phone).toMatch(/^\+233\d{9}$/);
      expect(shop.country).toBe('Ghana');
      expect(shop.imageUrl).toMatch(/^\/uploads\/seed\/shops\/[a-z0-9-]+\.svg$/);
    }
    expect(shops.filter((s) => s.status === 'active').length).toBeGreaterThanOrEqual(12);
  });

  it('lists at least 300 products of active shops, and hides the products of inactive and pending shops', async () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    const hidden = await t.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(sql`${businesses.status} <> 'active'`);
    expect(hidden.length).toBeGreaterThan(0);
    const listed = new Set(all.map((p) => p.id));
    for (const { id } of hidden) expect(listed.has(id)).toBe(false);
    const total = await count(t.database.db.select({ n: sql<number>`count(*)::int` }).from(products));
    expect(total).toBe(all.length + hidden.length);
  });

  it('covers the nine makes, real models, the part categories a buyer needs, both conditions and GH₵ prices', async () => {
    const { body } = await getJson(t.app, '/api/products?limit=1');
    const facets = productListResponse.parse(body).meta.facets;
    const makes = facets?.make.map((f) => f.value);
    expect(makes).toEqual(
      expect.arrayContaining([
        'Toyota',
        'Honda',
        'Nissan',
        'Hyundai',
        'Kia',
        'Mercedes-Benz',
        'Mitsubishi',
        'Ford',
        'Volkswagen',
      ]),
    );
    const models = facets?.model.map((f) => f.value);
    expect(models).toEqual(
      expect.arrayContaining([
        'Corolla',
        'Camry',
        'RAV4',
        'Hilux',
        'Civic',
        'CR-V',
        'Elantra',
        'Tucson',
        'Sportage',
        'C-Class',
        'L200',
        'Ranger',
        'Golf',
      ]),
    );
    const categories = facets?.category.map((f) => f.value);
    expect(categories).toEqual(
      expect.arrayContaining([
        'Engine',
        'Brakes',
        'Suspension & Steering',
        'Electrical',
        'Filters',
        'Cooling',
        'Transmission',
        'Body',
        'Lighting',
        'Tyres & Wheels',
      ]),
    );
    expect(facets?.condition.map((f) => f.value)).toEqual(['Brand New', 'Used']);
    expect(all.some((p) => p.stock === 0)).toBe(true);
    expect(all.some((p) => p.stock > 0)).toBe(true);
    for (const p of all) {
      expect(p.price).toBeGreaterThan(0);
      expect(Math.round(p.price * 100)).toBe(p.price * 100);
      expect(p.images.length).toBeGreaterThan(0);
      expect(p.vehicleMakes.length).toBeGreaterThan(0);
    }
    expect(all.some((p) => p.metadata.warranty)).toBe(true);
    expect(all.some((p) => p.metadata.replacement)).toBe(true);
    expect(all.filter((p) => p.ratings > 0).length).toBeGreaterThan(50);
    // Years are real model years, e.g. a Corolla fits 2003–2022 and no Hilux is older than 2005.
    for (const p of all) {
      for (const v of p.vehicleMakes) expect(v.vehicleMakeYear).toBeGreaterThanOrEqual(2002);
    }
  });

  it('finds what a buyer types for the common cars', async () => {
    for (const q of ['brake pads corolla', 'oil filter hilux', 'shock absorber rav4', 'spark plugs civic']) {
      const { body } = await getJson(t.app, `/api/products?q=${encodeURIComponent(q)}`);
      expect(productListResponse.parse(body).meta.total, q).toBeGreaterThan(0);
    }
  });

  it('creates the demo accounts with argon2id hashes of the printed passwords; the vendor owns several shops', async () => {
    for (const account of demoAccounts) {
      const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.userType).toBe(account.role);
      expect(user?.isAdmin).toBe(account.role === 'admin');
      expect(user?.username).toBe(account.username);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash ?? '', account.password)).toBe(true);
      expect(await verifyPassword(user?.passwordHash ?? '', 'wrong-password')).toBe(false);
    }
    const owned = await t.database.db
      .select({ businessId: businessMembers.businessId })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(sql`${users.email} = 'vendor@abossey.test' and ${businessMembers.role} = 'owner'`);
    expect(owned.length).toBeGreaterThanOrEqual(2);
    const reviewCount = await count(t.database.db.select({ n: sql<number>`count(*)::int` }).from(reviews));
    expect(reviewCount).toBeGreaterThan(50);
  });

  it('serves the generated placeholder images locally', async () => {
    const product = all[0] as Product;
    const response = await t.app.inject({ method: 'GET', url: product.images[0] as string });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
    expect(response.body).toContain(product.partCategory.toUpperCase().replace('&', '&amp;'));
    const shopImage = await t.app.inject({
      method: 'GET',
      url: '/uploads/seed/shops/nana-kwame-auto-spares.svg',
    });
    expect(shopImage.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/seed/nope.svg' })).statusCode).toBe(404);
  });

  it('product details validate against the SDK schema', async () => {
    const rated = all.find((p) => p.ratings > 1) as Product;
    const { status, body } = await getJson(t.app, `/api/products/${rated.id}`);
    expect(status).toBe(200);
    const detail = productDetailResponse.parse(body).data;
    expect(detail.reviews).toHaveLength(rated.ratings);
    const average =
      detail.reviews.reduce((sum, r) => sum + Number(r.reviewRating), 0) / detail.reviews.length;
    expect(detail.rating).toBe(Math.round(average * 10) / 10);
    expect(detail.sku).toBe(`PROD-${rated.id}`);
  });

  it('lists every make / model / year', async () => {
    const { status, body } = await getJson(t.app, '/api/vehicle-makes');
    expect(status).toBe(200);
    const makes = envelope(z.array(vehicleMake)).parse(body).data;
    const corolla = makes.filter((v) => v.name === 'Toyota' && v.modelName === 'Corolla').map((v) => v.year);
    expect(Math.min(...corolla)).toBe(2003);
    expect(Math.max(...corolla)).toBe(2022);
    expect(new Set(makes.map((v) => `${v.name}|${v.modelName}|${v.year}`)).size).toBe(makes.length);
  });
});

/** §5, written independently of the SQL: every word in the combined text; filters case-insensitive; year exact. */
function matches(
  p: Product,
  filter: { q?: string; make?: string[]; category?: string[]; condition?: string },
) {
  const text = [
    p.name,
    p.description,
    p.partName,
    p.partCategory,
    p.sku,
    ...p.vehicleMakes.map((v) => `${v.vehicleMakeName} ${v.vehicleMakeModelName} ${v.vehicleMakeYear}`),
  ]
    .join('\n')
    .toLowerCase();
  const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.every((w) => text.includes(w))) return false;
  const lower = (values?: string[]) => values?.map((v) => v.toLowerCase());
  const makes = lower(filter.make);
  if (makes && !p.vehicleMakes.some((v) => makes.includes(v.vehicleMakeName.toLowerCase()))) return false;
  const categories = lower(filter.category);
  if (categories && !categories.includes(p.partCategory.toLowerCase())) return false;
  if (filter.condition && p.metadata.productState !== filter.condition) return false;
  return true;
}

describe('search on the demo catalogue agrees with an independent implementation of §5', () => {
  const cases: { q?: string; make?: string[]; category?: string[]; condition?: string }[] = [
    { q: 'brake pads corolla' },
    { q: 'Toyota 2012' },
    { q: 'bosch' },
    { q: 'used alternator' },
    { q: 'prod-1' },
    { q: 'suspension kia' },
    { make: ['toyota', 'HONDA'] },
    { make: ['Kia'], category: ['brakes'] },
    { category: ['Engine'], condition: 'Used' },
    { q: 'tyre', make: ['Mitsubishi'] },
  ];

  it.each(cases)('%j', async (filter) => {
    const params = new URLSearchParams({ limit: '100' });
    if (filter.q) params.set('q', filter.q);
    for (const m of filter.make ?? []) params.append('make', m);
    for (const c of filter.category ?? []) params.append('category', c);
    if (filter.condition) params.set('condition', filter.condition);
    const { body } = await getJson(t.app, `/api/products?${params}`);
    const response = productListResponse.parse(body);
    const expected = all.filter((p) => matches(p, filter));
    expect(expected.length, 'the case should match something').toBeGreaterThan(0);
    expect(response.meta.total).toBe(expected.length);
    expect(response.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      expected
        .slice(0, 100)
        .map((p) => p.id)
        .sort((a, b) => a - b)
        .slice(0, Math.min(100, expected.length)),
    );
  });

  it('facet counts agree too (make=Toyota, category=Brakes)', async () => {
    const { body } = await getJson(t.app, '/api/products?make=Toyota&category=Brakes&limit=1');
    const facets = productListResponse.parse(body).meta.facets;
    // The make facet ignores the make filter, the category facet ignores the category filter.
    const byMake = new Map<string, number>();
    for (const p of all.filter((p) => p.partCategory === 'Brakes')) {
      for (const make of new Set(p.vehicleMakes.map((v) => v.vehicleMakeName))) {
        byMake.set(make, (byMake.get(make) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(facets?.make.map((f) => [f.value, f.count]) ?? [])).toEqual(
      Object.fromEntries(byMake),
    );
    const byCategory = new Map<string, number>();
    for (const p of all.filter((p) => p.vehicleMakes.some((v) => v.vehicleMakeName === 'Toyota'))) {
      byCategory.set(p.partCategory, (byCategory.get(p.partCategory) ?? 0) + 1);
    }
    expect(Object.fromEntries(facets?.category.map((f) => [f.value, f.count]) ?? [])).toEqual(
      Object.fromEntries(byCategory),
    );
  });
});

describe('start-up on a database that is already seeded', () => {
  it('does not seed again', async () => {
    const before = await count(t.database.db.select({ n: sql<number>`count(*)::int` }).from(products));
    const usersBefore = await count(t.database.db.select({ n: sql<number>`count(*)::int` }).from(users));
    const again = await prepareDatabase(t.database, t.config);
    expect(again.seeded).toBe(false);
    expect(await count(t.database.db.select({ n: sql<number>`count(*)::int` }).from(products))).toBe(before);
    expect(await count(t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))).toBe(
      usersBefore,
    );
  });

  it('ADMIN_EMAIL creates that admin, and a later start with a new ADMIN_PASSWORD resets it', async () => {
    const config = { ...t.config, adminEmail: 'Ops@Example.com', adminPassword: 'First-Pass1' };
    const first = await prepareDatabase(t.database, config);
    expect(first.admin).toMatchObject({ created: true, email: 'Ops@Example.com' });
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, first.admin?.userId ?? 0));
    expect(admin).toMatchObject({ userType: 'admin', isAdmin: true, username: 'ops' });
    expect(await verifyPassword(admin?.passwordHash ?? '', 'First-Pass1')).toBe(true);

    const second = await prepareDatabase(t.database, {
      ...config,
      adminEmail: 'ops@example.com',
      adminPassword: 'Second-Pass2',
    });
    expect(second.admin).toMatchObject({ created: false, userId: first.admin?.userId });
    const [reset] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, first.admin?.userId ?? 0));
    expect(await verifyPassword(reset?.passwordHash ?? '', 'Second-Pass2')).toBe(true);
    expect(await verifyPassword(reset?.passwordHash ?? '', 'First-Pass1')).toBe(false);
  });

  it('an existing account named in ADMIN_EMAIL becomes an admin', async () => {
    const result = await prepareDatabase(t.database, {
      ...t.config,
      adminEmail: 'customer@abossey.test',
      adminPassword: 'Promoted-1',
    });
    expect(result.admin?.created).toBe(false);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'customer@abossey.test'));
    expect(user).toMatchObject({ userType: 'admin', isAdmin: true });
  });

  it('reports the database kind on /api/health', async () => {
    expect(await getJson(t.app, '/api/health')).toEqual({
      status: 200,
      body: { data: { status: 'ok', database: dbKind } },
    });
  });
});
