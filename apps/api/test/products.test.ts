/**
 * §5 product search on a small hand-made catalogue, where every expected answer is known exactly.
 */
import {
  errorBody,
  type Part,
  type ProductDetail,
  type ProductListResponse,
  productDetailResponse,
  productListResponse,
  type VehicleMake,
} from '@abossey/sdk';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  catalogueVersion,
  parts,
  products,
  productVehicles,
  reviews,
  users,
  vehicleMakes,
} from '../src/db/schema.js';
import { createTestApp, getJson, type TestApp } from './helpers.js';

let t: TestApp;
/** Product ids by fixture key. */
const id: Record<string, number> = {};
const shop: Record<string, number> = {};
const vehicle: Record<string, number> = {};

beforeAll(async () => {
  // Over a hundred distinct searches: more than one address may run a minute (the gate has its own tests).
  t = await createTestApp({ seed: 'none', config: { search: { perIp: 1000 } } });
  const db = t.database.db;

  const partRows = await db
    .insert(parts)
    .values([
      { name: 'Brake Pads', category: 'Brakes' },
      { name: 'Oil Filter', category: 'Filters' },
      { name: 'Alternator', category: 'Electrical' },
      { name: 'Wiper Blade', category: 'Wipers' },
    ])
    .returning();
  const part = Object.fromEntries(partRows.map((p) => [p.name, p.id]));

  const vehicleRows = await db
    .insert(vehicleMakes)
    .values([
      { name: 'Toyota', modelName: 'Corolla', year: 2010 },
      { name: 'Toyota', modelName: 'Corolla', year: 2012 },
      { name: 'Toyota', modelName: 'Camry', year: 2012 },
      { name: 'Honda', modelName: 'Civic', year: 2012 },
      { name: 'Nissan', modelName: 'Sentra', year: 2015 },
    ])
    .returning();
  for (const v of vehicleRows) vehicle[`${v.modelName} ${v.year}`] = v.id;

  const shopRows = await db
    .insert(businesses)
    .values([
      { name: 'Shop A', businessName: 'Shop A Ltd', status: 'active' },
      { name: 'Shop B', businessName: 'Shop B Ltd', status: 'active' },
      { name: 'Closed Shop', businessName: 'Closed Shop', status: 'inactive' },
      { name: 'New Shop', businessName: 'New Shop', status: 'pending' },
    ])
    .returning();
  for (const s of shopRows) shop[s.name] = s.id;

  const fixtures = [
    {
      key: 'p1',
      name: 'Front Brake Pads',
      description: 'Ceramic pads, low dust',
      pricePesewas: 25_000,
      partId: part['Brake Pads'],
      businessId: shop['Shop A'],
      productState: 'Brand New',
      totalSold: 50,
      createdAt: new Date('2025-01-01T00:00:00Z'),
      warrantyDuration: 6,
      warrantyUnit: 'months',
      replacementDays: 7,
      stock: 12,
      partNumbers: ['04465-02220'],
      vehicles: ['Corolla 2010', 'Corolla 2012'],
    },
    {
      key: 'p2',
      name: 'Rear Brake Pads',
      description: 'Home-used, tested',
      pricePesewas: 18_050,
      partId: part['Brake Pads'],
      businessId: shop['Shop B'],
      productState: 'Used',
      totalSold: 5,
      createdAt: new Date('2025-03-01T00:00:00Z'),
      stock: 0,
      vehicles: ['Camry 2012'],
    },
    {
      key: 'p3',
      name: 'Oil Filter',
      description: 'Genuine, 50% off_promo this week',
      pricePesewas: 4_500,
      partId: part['Oil Filter'],
      businessId: shop['Shop A'],
      productState: 'Brand New',
      totalSold: 120,
      createdAt: new Date('2025-02-01T00:00:00Z'),
      vehicles: ['Corolla 2012', 'Civic 2012'],
    },
    {
      key: 'p4',
      name: 'alternator 80A',
      description: 'Bench tested at 14 V',
      pricePesewas: 120_000,
      partId: part.Alternator,
      businessId: shop['Shop B'],
      productState: 'Used',
      totalSold: 0,
      createdAt: new Date('2025-04-01T00:00:00Z'),
      partNumbers: ['23100-3RA0A', 'lr1290-701'],
      vehicles: ['Sentra 2015'],
    },
    {
      key: 'p5',
      name: 'Brake Disc',
      description: 'Hidden: the shop is inactive',
      pricePesewas: 30_000,
      partId: part['Brake Pads'],
      businessId: shop['Closed Shop'],
      productState: 'Brand New',
      totalSold: 999,
      createdAt: new Date('2025-05-01T00:00:00Z'),
      vehicles: ['Corolla 2012'],
    },
    {
      key: 'p6',
      name: 'Brake Hose',
      description: 'Hidden: the shop is pending',
      pricePesewas: 9_000,
      partId: part['Brake Pads'],
      businessId: shop['New Shop'],
      productState: 'Brand New',
      totalSold: 1,
      createdAt: new Date('2025-05-02T00:00:00Z'),
      vehicles: ['Corolla 2012'],
    },
    {
      key: 'p7',
      name: 'Zeta Wiper',
      description: 'Universal blade',
      pricePesewas: 6_000,
      partId: part['Wiper Blade'],
      businessId: shop['Shop A'],
      productState: null,
      totalSold: 1,
      createdAt: new Date('2024-12-01T00:00:00Z'),
      vehicles: [],
    },
  ] as const;

  for (const { key, vehicles, ...row } of fixtures) {
    const [inserted] = await db
      .insert(products)
      .values({
        ...row,
        partId: row.partId as number,
        businessId: row.businessId as number,
        partNumbers: 'partNumbers' in row ? [...row.partNumbers] : [],
        images: [`/img/${key}.svg`],
      })
      .returning({ id: products.id });
    id[key] = inserted?.id as number;
    if (vehicles.length) {
      await db
        .insert(productVehicles)
        .values(vehicles.map((v) => ({ productId: id[key] as number, vehicleMakeId: vehicle[v] as number })));
    }
  }

  const [u1, u2] = await db
    .insert(users)
    .values([
      { email: 'r1@example.com', username: 'r1', passwordHash: 'x' },
      { email: 'r2@example.com', username: 'r2', passwordHash: 'x' },
    ])
    .returning();
  await db.insert(reviews).values([
    {
      productId: id.p1 as number,
      userId: u1?.id,
      rating: 5,
      comment: 'Great',
      createdAt: new Date('2025-02-01'),
    },
    {
      productId: id.p1 as number,
      userId: u2?.id,
      rating: 4,
      comment: 'Good',
      createdAt: new Date('2025-03-01'),
    },
    {
      productId: id.p1 as number,
      userId: null,
      rating: 4,
      comment: 'Fine',
      createdAt: new Date('2025-01-15'),
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

async function list(query: string): Promise<ProductListResponse> {
  const { status, body } = await getJson(t.app, `/api/products${query ? `?${query}` : ''}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return productListResponse.parse(body);
}

const keysOf = (response: ProductListResponse) =>
  response.data.map((p) => Object.keys(id).find((k) => id[k] === p.id) ?? `?${p.id}`);

const sorted = (keys: string[]) => [...keys].sort();

describe('GET /api/products', () => {
  it('lists the products of active shops only, A–Z (case-insensitive) by default, 12 per page', async () => {
    const response = await list('');
    expect(keysOf(response)).toEqual(['p4', 'p1', 'p3', 'p2', 'p7']);
    expect(response.meta).toMatchObject({ page: 1, limit: 12, total: 5 });
  });

  it('maps a product to the wire shape (GH₵ price, SKU, part, shop, metadata, vehicles, rating)', async () => {
    const response = await list('q=front');
    const [p1] = response.data;
    expect(p1).toMatchObject({
      id: id.p1,
      name: 'Front Brake Pads',
      price: 250,
      stock: 12,
      sku: `PROD-${id.p1}`,
      partName: 'Brake Pads',
      partCategory: 'Brakes',
      businessId: shop['Shop A'],
      businessName: 'Shop A Ltd',
      totalSold: 50,
      rating: 4.3,
      ratings: 3,
      images: ['/img/p1.svg'],
      createdAt: '2025-01-01T00:00:00.000Z',
      metadata: { productState: 'Brand New', warranty: { duration: 6, unit: 'months' }, replacement: 7 },
      partNumbers: ['04465-02220'],
    });
    expect(p1?.vehicleMakes).toEqual([
      {
        vehicleMakeId: vehicle['Corolla 2010'],
        vehicleMakeName: 'Toyota',
        vehicleMakeModelName: 'Corolla',
        vehicleMakeYear: 2010,
      },
      {
        vehicleMakeId: vehicle['Corolla 2012'],
        vehicleMakeName: 'Toyota',
        vehicleMakeModelName: 'Corolla',
        vehicleMakeYear: 2012,
      },
    ]);
    const p2 = (await list('q=rear')).data[0];
    expect(p2?.price).toBe(180.5);
    expect(p2?.metadata).toEqual({ productState: 'Used' });
    expect(p2?.rating).toBe(0);
    expect(p2?.ratings).toBe(0);
  });

  describe('q: every word must match name, description, part, category, SKU or a compatible make/model/year', () => {
    const cases: [string, string[]][] = [
      ['brake', ['p1', 'p2']],
      ['BRAKE corolla', ['p1']],
      ['brake 2012', ['p1', 'p2']],
      ['ceramic toyota', ['p1']],
      ['filters', ['p3']],
      ['electrical nissan', ['p4']],
      ['honda', ['p3']],
      ['2015', ['p4']],
      ['  pads   camry  ', ['p2']],
      ['brake honda', []],
      ['nomatchword', []],
      ['disc', []],
      ['50%', ['p3']],
      ['%', ['p3']],
      ['_promo', ['p3']],
      ['wipers universal', ['p7']],
      // Part numbers (issue 25), as mechanics type them: with the dash, without it, with a space, in any case.
      ['04465-02220', ['p1']],
      ['0446502220', ['p1']],
      ['04465 02220', ['p1']],
      ['04465-02220 corolla', ['p1']],
      ['04465-02220 camry', []],
      ['231003ra0a', ['p4']],
      ['LR1290701', ['p4']],
      ['04465-02221', []],
    ];
    it.each(cases)('q=%j', async (q, expected) => {
      const response = await list(`q=${encodeURIComponent(q)}`);
      expect(sorted(keysOf(response))).toEqual(sorted(expected));
      expect(response.meta.total).toBe(expected.length);
    });

    // Search that forgives (issue 25): plurals, typos (corrected when no product has the word), synonyms (seeded
    // by migration 0017, in the five languages), phrases a synonym names.
    const forgiving: [string, string[]][] = [
      ['toyta', ['p1', 'p2', 'p3']],
      ['toyta corola', ['p1', 'p3']],
      ['alternators', ['p4']],
      ['BRAKES camry', ['p2']],
      ['plaquettes', ['p1', 'p2']],
      ['essuie-glace', ['p7']],
      ['刹车片 corolla', ['p1']],
      ['wing mirror', []],
    ];
    it.each(forgiving)('forgives q=%j', async (q, expected) => {
      const response = await list(`q=${encodeURIComponent(q)}`);
      expect(sorted(keysOf(response))).toEqual(sorted(expected));
      expect(response.meta.total).toBe(expected.length);
    });

    it('says which words it corrected, and offers "did you mean" only when that finds something', async () => {
      expect((await list('q=toyta%20corola')).meta.corrections).toEqual([
        { word: 'toyta', term: 'toyota' },
        { word: 'corola', term: 'corolla' },
      ]);
      expect((await list('q=brake')).meta.corrections).toBeUndefined();
      // `honad` is too far from `honda` to be corrected (similarity 0.33), near enough to be offered.
      const honad = await list('q=honad');
      expect(honad.meta.total).toBe(0);
      expect(honad.meta.didYouMean).toBe('honda');
      // Corrected and still nothing (Honda has no brake parts here): nothing to offer.
      const nothing = await list('q=hondx%20brake');
      expect(nothing.meta.corrections).toEqual([{ word: 'hondx', term: 'honda' }]);
      expect(nothing.meta.total).toBe(0);
      expect(nothing.meta.didYouMean).toBeUndefined();
    });

    it('matches the SKU', async () => {
      const response = await list(`q=${encodeURIComponent(`prod-${id.p3}`)}`);
      expect(keysOf(response)).toContain('p3');
      for (const p of response.data) expect(p.sku.toLowerCase()).toContain(`prod-${id.p3}`);
    });
  });

  describe('filters', () => {
    const cases: [string, string[]][] = [
      ['make=toyota', ['p1', 'p2', 'p3']],
      ['make=Toyota&make=HONDA', ['p1', 'p2', 'p3']],
      ['make=Nissan', ['p4']],
      ['model=corolla', ['p1', 'p3']],
      ['model=Corolla&year=2010', ['p1']],
      ['year=2012', ['p1', 'p2', 'p3']],
      ['year=2010&year=2015', ['p1', 'p4']],
      ['year=1999', []],
      // make, model and year hold for the same compatible vehicle: p3 fits a Corolla and a Civic, not a Honda Corolla.
      ['make=Honda&model=Corolla', []],
      ['category=brakes', ['p1', 'p2']],
      ['category=Brakes&category=filters', ['p1', 'p2', 'p3']],
      ['part=oil%20filter', ['p3']],
      ['part=Brake%20Pads&make=Toyota&year=2010', ['p1']],
      ['condition=Used', ['p2', 'p4']],
      ['condition=Brand%20New', ['p1', 'p3']],
      ['condition=Used&q=brake', ['p2']],
    ];
    it.each(cases)('%s', async (query, expected) => {
      const response = await list(query);
      expect(sorted(keysOf(response))).toEqual(sorted(expected));
      expect(response.meta.total).toBe(expected.length);
    });

    it('businessId lists one shop; an inactive or pending shop lists nothing', async () => {
      expect(sorted(keysOf(await list(`businessId=${shop['Shop A']}`)))).toEqual(['p1', 'p3', 'p7']);
      expect((await list(`businessId=${shop['Closed Shop']}`)).meta.total).toBe(0);
      expect((await list(`businessId=${shop['New Shop']}`)).meta.total).toBe(0);
      expect((await list('businessId=99999999999')).meta.total).toBe(0);
    });
  });

  describe('sort', () => {
    const cases: [string, string[]][] = [
      ['featured', ['p3', 'p1', 'p2', 'p7', 'p4']],
      ['newest', ['p4', 'p2', 'p3', 'p1', 'p7']],
      ['price_asc', ['p3', 'p7', 'p2', 'p1', 'p4']],
      ['price_desc', ['p4', 'p1', 'p2', 'p7', 'p3']],
      ['name', ['p4', 'p1', 'p3', 'p2', 'p7']],
    ];
    it.each(cases)('sort=%s', async (sort, expected) => {
      expect(keysOf(await list(`sort=${sort}`))).toEqual(expected);
    });
  });

  it('puts a search’s best answers first: its part number in every sort but price, then names holding every word among best sellers (issue 25)', async () => {
    const db = t.database.db;
    const [pads] = await db.select({ id: parts.id }).from(parts).where(eq(parts.name, 'Brake Pads'));
    const added = await db
      .insert(products)
      .values(
        [
          // Named after nothing searched: found by its part number only.
          { name: 'Zulu Set', description: 'Front set', partNumbers: ['90915-YZZE1'], totalSold: 0 },
          // Mentions the number in its description: found by the same words, but the number is not its own.
          { name: 'Alpha Kit', description: 'Replaces 90915-YZZE1 and others', totalSold: 900 },
          // Found through its part (Brake Pads), not its name.
          { name: 'Ceramic Quiet Set', description: 'Low dust', totalSold: 800 },
        ].map((row) => ({
          ...row,
          pricePesewas: 10_000,
          partId: pads?.id as number,
          businessId: shop['Shop A'] as number,
          images: ['/img/x.svg'],
        })),
      )
      .returning({ id: products.id, name: products.name });
    const names = (response: ProductListResponse) => response.data.map((p) => p.name);
    try {
      expect(names(await list('q=90915-YZZE1'))).toEqual(['Zulu Set', 'Alpha Kit']);
      expect(names(await list('q=90915-yzze1&sort=newest'))[0]).toBe('Zulu Set');
      expect(names(await list('q=90915-YZZE1&sort=featured'))).toEqual(['Zulu Set', 'Alpha Kit']);
      // Price sorts are the buyer's explicit choice: price only.
      expect(names(await list('q=90915-YZZE1&sort=price_desc&limit=2'))).toHaveLength(2);
      // Best sellers: the names holding "brake pads" first, then the part's other products by sales.
      expect(names(await list('q=brake%20pads&sort=featured'))).toEqual([
        'Front Brake Pads',
        'Rear Brake Pads',
        'Alpha Kit',
        'Ceramic Quiet Set',
        'Zulu Set',
      ]);
    } finally {
      await db.delete(products).where(
        inArray(
          products.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it('pages through the results', async () => {
    const first = await list('limit=2&page=1');
    const second = await list('limit=2&page=2');
    const third = await list('limit=2&page=3');
    const beyond = await list('limit=2&page=4');
    expect(keysOf(first)).toEqual(['p4', 'p1']);
    expect(keysOf(second)).toEqual(['p3', 'p2']);
    expect(keysOf(third)).toEqual(['p7']);
    expect(beyond.data).toEqual([]);
    expect(second.meta).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(beyond.meta.total).toBe(5);
  });

  it('pages in every sort, with a part filter, walk the same order as one long page', async () => {
    // A page's ids come from the listed indexes before its rows are read (issue 23); pages must still add up.
    for (const sort of ['name', 'newest', 'price_asc', 'price_desc', 'featured']) {
      for (const filter of ['', '&category=Brakes']) {
        const whole = keysOf(await list(`sort=${sort}${filter}&limit=50`));
        const paged: string[] = [];
        for (let page = 1; page <= whole.length; page++)
          paged.push(...keysOf(await list(`sort=${sort}${filter}&limit=1&page=${page}`)));
        expect(paged, `${sort}${filter}`).toEqual(whole);
        expect(whole.length, `${sort}${filter}`).toBeGreaterThan(0);
      }
    }
  });

  describe('facets: options for each field under all the OTHER selected filters', () => {
    it('without filters counts every visible product', async () => {
      const { facets } = (await list('')).meta;
      expect(facets).toEqual({
        make: [
          { value: 'Honda', count: 1 },
          { value: 'Nissan', count: 1 },
          { value: 'Toyota', count: 3 },
        ],
        model: [
          { value: 'Camry', count: 1 },
          { value: 'Civic', count: 1 },
          { value: 'Corolla', count: 2 },
          { value: 'Sentra', count: 1 },
        ],
        year: [
          { value: '2015', count: 1 },
          { value: '2012', count: 3 },
          { value: '2010', count: 1 },
        ],
        category: [
          { value: 'Brakes', count: 2 },
          { value: 'Electrical', count: 1 },
          { value: 'Filters', count: 1 },
          { value: 'Wipers', count: 1 },
        ],
        part: [
          { value: 'Alternator', count: 1 },
          { value: 'Brake Pads', count: 2 },
          { value: 'Oil Filter', count: 1 },
          { value: 'Wiper Blade', count: 1 },
        ],
        condition: [
          { value: 'Brand New', count: 2 },
          { value: 'Used', count: 2 },
        ],
      });
    });

    it('make=Toyota narrows the other facets but not the make facet itself', async () => {
      const { facets } = (await list('make=Toyota')).meta;
      expect(facets?.make).toEqual([
        { value: 'Honda', count: 1 },
        { value: 'Nissan', count: 1 },
        { value: 'Toyota', count: 3 },
      ]);
      expect(facets?.model).toEqual([
        { value: 'Camry', count: 1 },
        { value: 'Corolla', count: 2 },
      ]);
      expect(facets?.year).toEqual([
        { value: '2012', count: 3 },
        { value: '2010', count: 1 },
      ]);
      expect(facets?.category).toEqual([
        { value: 'Brakes', count: 2 },
        { value: 'Filters', count: 1 },
      ]);
      expect(facets?.condition).toEqual([
        { value: 'Brand New', count: 2 },
        { value: 'Used', count: 1 },
      ]);
    });

    it('category=Brakes and q narrow the vehicle facets', async () => {
      const { facets } = (await list('category=Brakes')).meta;
      expect(facets?.make).toEqual([{ value: 'Toyota', count: 2 }]);
      expect(facets?.category).toHaveLength(4);
      const withQ = (await list('category=Brakes&q=rear')).meta.facets;
      expect(withQ?.model).toEqual([{ value: 'Camry', count: 1 }]);
      expect(withQ?.category).toEqual([{ value: 'Brakes', count: 1 }]);
    });

    it('all empty when nothing matches', async () => {
      const { facets, total } = (await list('q=nomatchword')).meta;
      expect(total).toBe(0);
      expect(facets).toEqual({ make: [], model: [], year: [], category: [], part: [], condition: [] });
    });
  });

  describe('bad input answers 400 with details, never 500', () => {
    const cases: [string, string][] = [
      ['limit=1000', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['sort=cheapest', 'sort'],
      ['condition=New', 'condition'],
      ['year=abc', 'year'],
      ['year=1800', 'year'],
      ['businessId=-3', 'businessId'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ];
    it.each(cases)('%s', async (query, path) => {
      const { status, body } = await getJson(t.app, `/api/products?${query}`);
      expect(status).toBe(400);
      const error = errorBody.parse(body);
      expect(error.error).toBe('Bad Request');
      expect(error.message).toContain(`Invalid query parameter "${path}"`);
      expect(error.details?.[0]?.path).toBe(path);
    });
  });
});

describe('GET /api/products/:id', () => {
  it('answers the detail with reviews (newest first), rating to one decimal and compatible vehicles', async () => {
    const { status, body } = await getJson(t.app, `/api/products/${id.p1}`);
    expect(status).toBe(200);
    const detail: ProductDetail = productDetailResponse.parse(body).data;
    expect(detail).toMatchObject({
      id: id.p1,
      sku: `PROD-${id.p1}`,
      rating: 4.3,
      ratings: 3,
      partCategory: 'Brakes',
    });
    expect(detail.reviews.map((r) => [r.reviewRating, r.reviewComment])).toEqual([
      ['4', 'Good'],
      ['5', 'Great'],
      ['4', 'Fine'],
    ]);
    expect(detail.reviews[2]?.reviewUserId).toBeNull();
    expect(detail.vehicleMakes).toHaveLength(2);
  });

  it('still finds a product of an inactive shop (old order links keep working)', async () => {
    const { status } = await getJson(t.app, `/api/products/${id.p5}`);
    expect(status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    for (const unknown of ['999999', '99999999999']) {
      const { status, body } = await getJson(t.app, `/api/products/${unknown}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Product not found', error: 'Not Found' });
    }
  });

  it('answers 400 with details for an id that is not a positive whole number', async () => {
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const { status, body } = await getJson(t.app, `/api/products/${bad}`);
      expect(status, bad).toBe(400);
      const error = errorBody.parse(body);
      expect(error.message).toContain('Invalid path parameter "id"');
      expect(error.details).toEqual([expect.objectContaining({ path: 'id' })]);
    }
  });
});

describe('facet cache', () => {
  it('reuses counts for the same search until the catalogue changes; stock and sales do not count as changes', async () => {
    const db = t.database.db;
    const version = async () => Number((await db.select().from(catalogueVersion))[0]?.version);
    const before = await version();
    expect((await list('q=brake')).meta.total).toBe(2);
    const size = t.app.facetCache.size;
    // Same filters in another order, case, page and sort: the same cache entry.
    expect((await list('q=BRAKE&page=2&sort=newest')).meta.total).toBe(2);
    expect(t.app.facetCache.size).toBe(size);

    await db
      .update(products)
      .set({ stock: 3, totalSold: 77 })
      .where(eq(products.id, id.p2 as number));
    expect(await version()).toBe(before);

    const [extra] = await db
      .insert(products)
      .values({
        name: 'Brake Cable',
        pricePesewas: 1_000,
        partId: (await db.select().from(parts).where(eq(parts.name, 'Brake Pads')))[0]?.id as number,
        businessId: shop['Shop A'] as number,
      })
      .returning({ id: products.id });
    expect(await version()).toBeGreaterThan(before);
    const withExtra = await list('q=brake');
    expect(withExtra.meta.total).toBe(3);
    expect(withExtra.meta.facets?.category).toEqual([{ value: 'Brakes', count: 3 }]);

    await db.delete(products).where(eq(products.id, extra?.id as number));
    expect((await list('q=brake')).meta.total).toBe(2);
    await db
      .update(products)
      .set({ stock: 0, totalSold: 5 })
      .where(eq(products.id, id.p2 as number));
  });
});

describe('search text follows the data (database triggers)', () => {
  it('sees renamed vehicles and parts, and removed compatibility', async () => {
    const db = t.database.db;
    expect((await list('q=altis')).meta.total).toBe(0);
    await db
      .update(vehicleMakes)
      .set({ modelName: 'Corolla Altis' })
      .where(eq(vehicleMakes.id, vehicle['Corolla 2010'] as number));
    expect(keysOf(await list('q=altis'))).toEqual(['p1']);

    await db.delete(productVehicles).where(eq(productVehicles.productId, id.p4 as number));
    expect((await list('q=sentra')).meta.total).toBe(0);
    await db
      .insert(productVehicles)
      .values({ productId: id.p4 as number, vehicleMakeId: vehicle['Sentra 2015'] as number });
    expect(keysOf(await list('q=sentra'))).toEqual(['p4']);

    await db.update(parts).set({ category: 'Charging' }).where(eq(parts.name, 'Alternator'));
    expect(keysOf(await list('q=charging'))).toEqual(['p4']);
    await db
      .update(products)
      .set({ description: 'Now with a pulley' })
      .where(eq(products.id, id.p4 as number));
    expect(keysOf(await list('q=pulley charging'))).toEqual(['p4']);
    expect((await list('q=bench')).meta.total).toBe(0);

    await db
      .update(products)
      .set({ partNumbers: ['27060-0D160'] })
      .where(eq(products.id, id.p4 as number));
    expect(keysOf(await list('q=270600d160'))).toEqual(['p4']);
    expect((await list('q=lr1290701')).meta.total).toBe(0);
    await db
      .update(products)
      .set({ partNumbers: ['23100-3RA0A', 'lr1290-701'] })
      .where(eq(products.id, id.p4 as number));
  });
});

describe('one vehicle in name order (product_vehicles.sort_name, kept by triggers)', () => {
  const corolla2012 = 'make=toyota&model=COROLLA&year=2012';

  it('lists the vehicle page in name order, page by page, and follows renames and new compatibility', async () => {
    const db = t.database.db;
    const sortNamesAgree = async () => {
      const rows = await db
        .select({ sortName: productVehicles.sortName, name: products.name })
        .from(productVehicles)
        .innerJoin(products, eq(products.id, productVehicles.productId));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.sortName).toBe(row.name.toLowerCase());
    };
    await sortNamesAgree();
    // p5 and p6 fit too, but their shops are inactive and pending.
    expect(keysOf(await list(corolla2012))).toEqual(['p1', 'p3']);
    expect(keysOf(await list(`${corolla2012}&limit=1&page=2`))).toEqual(['p3']);

    await db
      .update(products)
      .set({ name: 'AAA Oil Filter' })
      .where(eq(products.id, id.p3 as number));
    expect(keysOf(await list(corolla2012))).toEqual(['p3', 'p1']);
    expect(keysOf(await list(`${corolla2012}&limit=1&page=2`))).toEqual(['p1']);

    // A row inserted with any sort_name takes its product's name.
    await db.insert(productVehicles).values({
      productId: id.p7 as number,
      vehicleMakeId: vehicle['Corolla 2012'] as number,
      sortName: 'aaaa',
    });
    expect(keysOf(await list(corolla2012))).toEqual(['p3', 'p1', 'p7']);
    await sortNamesAgree();

    await db.delete(productVehicles).where(eq(productVehicles.productId, id.p7 as number));
    await db
      .update(products)
      .set({ name: 'Oil Filter' })
      .where(eq(products.id, id.p3 as number));
    expect(keysOf(await list(corolla2012))).toEqual(['p1', 'p3']);
    await sortNamesAgree();
  });

  it('with other filters too', async () => {
    expect(keysOf(await list(`${corolla2012}&category=brakes`))).toEqual(['p1']);
    expect(keysOf(await list(`${corolla2012}&q=filter`))).toEqual(['p3']);
    expect(keysOf(await list(`${corolla2012}&businessId=${shop['Shop B']}`))).toEqual([]);
  });

  it('several matching vehicles (no year) list in the same name order', async () => {
    expect(keysOf(await list('make=toyota&model=corolla'))).toEqual(['p1', 'p3']);
    expect(keysOf(await list('make=toyota&year=2012'))).toEqual(['p1', 'p3', 'p2']);
  });
});

describe('parts and vehicle makes', () => {
  it('GET /api/parts lists parts by category then name', async () => {
    const { status, body } = await getJson<{ data: Part[] }>(t.app, '/api/parts');
    expect(status).toBe(200);
    expect(body.data.map((p) => p.name)).toEqual(['Brake Pads', 'Alternator', 'Oil Filter', 'Wiper Blade']);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(['category', 'id', 'name']);
  });

  it('GET /api/parts/:id answers one part, 404 or 400', async () => {
    const { body } = await getJson<{ data: Part[] }>(t.app, '/api/parts');
    const first = body.data[0] as Part;
    expect(await getJson(t.app, `/api/parts/${first.id}`)).toEqual({ status: 200, body: { data: first } });
    expect(await getJson(t.app, '/api/parts/424242')).toEqual({
      status: 404,
      body: { message: 'Part not found', error: 'Not Found' },
    });
    expect((await getJson(t.app, '/api/parts/x')).status).toBe(400);
  });

  it('GET /api/vehicle-makes lists make, model and year in order', async () => {
    const { status, body } = await getJson<{ data: VehicleMake[] }>(t.app, '/api/vehicle-makes');
    expect(status).toBe(200);
    expect(body.data.map((v) => `${v.name} ${v.modelName} ${v.year}`)).toEqual([
      'Honda Civic 2012',
      'Nissan Sentra 2015',
      'Toyota Camry 2012',
      'Toyota Corolla 2012',
      'Toyota Corolla Altis 2010',
    ]);
  });
});
