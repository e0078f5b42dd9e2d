/**
 * Issue 24: a shop's catalogue as CSV — preview with the §5 messages row by row, import in one transaction
 * (all or nothing), idempotent on SKU, export that round-trips, who may do it, and bad input answered 4xx.
 */
import { CATALOGUE_MAX_ROWS, type CataloguePreview, catalogueTemplateCsv, parseCsv } from '@abossey/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts, products, stockMovements, vehicleMakes } from '../src/db/schema.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop } from './orders-fixtures.js';

let t: TestApp;
let shop: number;
let owner: TestUser;
let otherShop: number;
let otherVendor: TestUser;
let admin: TestUser;
let customer: TestUser;

const HEADER = 'sku,name,description,price,stock,condition,part,vehicles,part_numbers,images,warranty';

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const s = await createShop(t.app, 'CSV Shop');
  shop = s.id;
  owner = s.owner;
  const o = await createShop(t.app, 'Other CSV Shop');
  otherShop = o.id;
  otherVendor = o.owner;
  admin = await createUser(t.app, 'admin');
  customer = await createUser(t.app, 'customer');
  await t.app.db.insert(parts).values([
    { name: 'Brake Pads', category: 'Brakes' },
    { name: 'Oil Filter', category: 'Filters' },
  ]);
  await t.app.db.insert(vehicleMakes).values(
    [2008, 2009, 2010, 2011, 2012, 2013, 2014]
      .map((year) => ({ name: 'Toyota', modelName: 'Corolla', year }))
      .concat([
        { name: 'Mercedes-Benz', modelName: 'C-Class', year: 2010 },
        { name: 'Honda', modelName: 'Civic', year: 2012 },
      ]),
  );
});
afterAll(() => t?.close());

const post = (what: 'preview' | 'import', csv: unknown, user: TestUser | null = owner, id = shop) =>
  t.app.inject({
    method: 'POST',
    url: `/api/business/${id}/catalogue/${what}`,
    headers: user ? bearer(user) : {},
    payload: { data: { csv } },
  });

const preview = async (csv: string) => {
  const res = await post('preview', csv);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CataloguePreview }).data;
};

const row = (sku: string, fields: Partial<Record<string, string>> = {}) =>
  [
    sku,
    fields.name ?? `Pads ${sku}`,
    fields.description ?? 'Ceramic brake pads',
    fields.price ?? '250.00',
    fields.stock ?? '12',
    fields.condition ?? 'Brand New',
    fields.part ?? 'Brake Pads',
    fields.vehicles ?? 'Toyota Corolla 2010-2012',
    fields.part_numbers ?? '04465-02220',
    fields.images ?? '/uploads/seed/brake-pads.svg',
    fields.warranty ?? '6 months',
  ]
    .map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v))
    .join(',');

const file = (...rows: string[]) => `${[HEADER, ...rows].join('\r\n')}\r\n`;

describe('preview', () => {
  it('says what each row would do, and the §5 message of each bad cell', async () => {
    const data = await preview(
      file(
        row('P-1'),
        row('P-2', { name: '' }),
        row('P-3', { price: '0' }),
        row('P-4', { description: '', images: '' }),
        row('P-5', { part: 'Flux Capacitor' }),
        row('P-6', { vehicles: 'Toyota Corolla 1990' }),
        row('P-1', { name: 'Again' }),
        row('P-7', { stock: '0' }),
      ),
    );
    expect(data.counts).toMatchObject({ rows: 8, ready: 1, invalid: 7, create: 1 });
    const byLine = new Map(data.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)).toMatchObject({ sku: 'P-1', action: 'create', errors: [] });
    expect(byLine.get(3)?.errors).toEqual([{ column: 'name', message: 'Name is required!' }]);
    expect(byLine.get(4)?.errors).toEqual([{ column: 'price', message: 'Price is required!' }]);
    expect(byLine.get(5)?.errors).toEqual(
      expect.arrayContaining([
        { column: 'description', message: 'Description is required!' },
        { column: 'images', message: 'Upload at least one image' },
      ]),
    );
    expect(byLine.get(6)?.errors).toEqual([{ column: 'part', message: 'Part not found: "Flux Capacitor"' }]);
    expect(byLine.get(7)?.errors).toEqual([
      { column: 'vehicles', message: 'Vehicle not found: "Toyota Corolla 1990"' },
    ]);
    expect(byLine.get(8)?.errors).toEqual([{ column: 'sku', message: 'SKU "P-1" is already on line 2' }]);
    expect(byLine.get(9)?.errors).toEqual([{ column: 'stock', message: 'Quantity is required!' }]);
  });

  it('writes nothing', async () => {
    const before = await dbFingerprint(t.database.db);
    await preview(file(row('NOTHING-1')));
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('reads quoted cells, BOM, CRLF, makes with dashes and year lists', async () => {
    const csv = `\uFEFF${file(
      row('Q-1', {
        name: 'Pads, "premium"',
        description: 'Line one\nLine two',
        vehicles: 'Mercedes-Benz C-Class 2010; Toyota Corolla 2008, 2012-2013; honda civic',
        price: 'GH₵ 1,250.50',
      }),
    )}`;
    const data = await preview(csv);
    expect(data.rows[0]).toMatchObject({ sku: 'Q-1', name: 'Pads, "premium"', action: 'create', errors: [] });
  });

  it('refuses a file it cannot read with 400 and the reason', async () => {
    const cases: [unknown, string][] = [
      ['', 'The file is empty'],
      ['name,price\nA,1', 'The file needs a sku column'],
      ['sku,colour\nA,red', 'Unknown column "colour"'],
      ['sku,price,price\nA,1,2', 'The column "price" appears twice'],
      ['sku,name\n"A,unterminated', 'A quoted cell opened on line 2 is never closed'],
      [
        `sku\n${Array.from({ length: CATALOGUE_MAX_ROWS + 1 }, (_, i) => `S${i}`).join('\n')}`,
        `The file has ${CATALOGUE_MAX_ROWS + 1} rows; at most ${CATALOGUE_MAX_ROWS} can be imported at once`,
      ],
      [42, 'Choose a CSV file'],
    ];
    for (const [csv, message] of cases) {
      const before = await dbFingerprint(t.database.db);
      for (const what of ['preview', 'import'] as const) {
        const res = await post(what, csv);
        expect(res.statusCode, `${what} ${String(csv).slice(0, 30)}`).toBe(400);
        expect(res.json().message).toContain(message);
      }
      expect(await dbFingerprint(t.database.db)).toEqual(before);
    }
  });

  it('offers a template that previews without errors once its part and vehicles exist', async () => {
    const template = catalogueTemplateCsv();
    expect(parseCsv(template).records).toHaveLength(2);
    const data = await preview(template);
    expect(data.rows[0]?.errors.map((e) => e.column)).toEqual(['vehicles']);
  });
});

describe('import', () => {
  it('applies every row in one go, and a second import of the same file changes nothing (idempotent on SKU)', async () => {
    const csv = file(row('I-1'), row('I-2', { stock: '3' }), row('I-3', { condition: 'Used', warranty: '' }));
    const first = await post('import', csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.counts).toMatchObject({ rows: 3, create: 3, update: 0, unchanged: 0 });
    const ids = first.json().data.rows.map((r: { productId: number }) => r.productId);
    const stored = await t.app.db.select().from(products).where(eq(products.businessId, shop));
    expect(stored.filter((p) => p.sku?.startsWith('I-'))).toHaveLength(3);

    const before = await dbFingerprint(t.database.db);
    const again = await post('import', csv);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.counts).toMatchObject({ create: 0, update: 0, unchanged: 3 });
    expect(again.json().data.rows.map((r: { productId: number }) => r.productId)).toEqual(ids);
    expect(await dbFingerprint(t.database.db)).toEqual(before);

    // A changed price and stock update the same product; the stock change is a correction in the ledger.
    const changed = await post('import', file(row('I-2', { stock: '7', price: '199.99' })));
    expect(changed.json().data.counts).toMatchObject({ update: 1 });
    const [product] = await t.app.db.select().from(products).where(eq(products.id, ids[1]));
    expect(product).toMatchObject({ stock: 7, pricePesewas: 19_999, sku: 'I-2' });
    const ledger = await t.app.db
      .select({ total: sql<number>`sum(${stockMovements.delta})::int` })
      .from(stockMovements)
      .where(eq(stockMovements.productId, ids[1]));
    expect(ledger[0]?.total).toBe(7);

    // The product is found by its SKU, and shows it.
    const found = await t.app.inject({ method: 'GET', url: `/api/products?q=I-2&businessId=${shop}` });
    expect(found.json().data.map((p: { sku: string }) => p.sku)).toEqual(['I-2']);
  });

  it('is all or nothing: a file with one bad row writes nothing', async () => {
    const before = await dbFingerprint(t.database.db);
    const res = await post('import', file(row('N-1'), row('N-2'), row('N-3', { price: 'abc' })));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Some rows have errors, so nothing was imported. Fix them and preview again.',
    );
    expect(res.json().details).toEqual([{ path: 'line 4: price', message: 'Price is required!' }]);
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('rolls back every row when the database refuses one mid-way', async () => {
    // A trigger that fails the second insert stands in for any failure inside the transaction.
    await t.app.db.execute(sql`
      create or replace function csv_test_fail() returns trigger language plpgsql as $$
      begin if new.sku = 'FAIL-2' then raise exception 'boom'; end if; return new; end $$`);
    await t.app.db.execute(
      sql`create trigger csv_test_fail before insert on products for each row execute function csv_test_fail()`,
    );
    try {
      const before = await dbFingerprint(t.database.db);
      const res = await post('import', file(row('FAIL-1'), row('FAIL-2'), row('FAIL-3')));
      expect(res.statusCode).toBe(500);
      expect(await dbFingerprint(t.database.db)).toEqual(before);
    } finally {
      await t.app.db.execute(sql`drop trigger csv_test_fail on products`);
    }
  });

  it('takes a file of only some columns: the others keep their values', async () => {
    await post('import', file(row('K-1', { name: 'Keep me', stock: '4' })));
    const res = await post('import', 'sku,stock\nK-1,9\n');
    expect(res.json().data.counts).toMatchObject({ update: 1 });
    const [product] = await t.app.db.select().from(products).where(eq(products.sku, 'K-1'));
    expect(product).toMatchObject({
      name: 'Keep me',
      stock: 9,
      productState: 'Brand New',
      warrantyUnit: 'months',
    });
  });
});

describe('export', () => {
  it('writes the shop’s products in the import’s columns, and re-importing it changes nothing', async () => {
    const legacy = await createProduct(t.app, shop, { name: 'Legacy-pads', pricePesewas: 4_500, stock: 2 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/business/${shop}/catalogue.csv`,
      headers: bearer(owner),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`abossey-catalogue-${shop}.csv`);
    const { records } = parseCsv(res.body);
    expect(records[0]?.fields.slice(0, 4)).toEqual(['sku', 'name', 'description', 'price']);
    const i1 = records.find((r) => r.fields[0] === 'I-1');
    expect(i1?.fields).toEqual(
      expect.arrayContaining(['Pads I-1', '250.00', 'Brake Pads', 'Toyota Corolla 2010-2012', '6 months']),
    );
    // A product without a SKU of its own is written with PROD-{id}, and matched by it on the way back.
    expect(records.some((r) => r.fields[0] === `PROD-${legacy}`)).toBe(true);

    const before = await dbFingerprint(t.database.db);
    const again = await post('import', res.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.counts.unchanged).toBe(records.length - 1);
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });
});

describe('SKUs are unique per shop', () => {
  it('refuses to move a product to a shop that has its SKU (409), changing nothing', async () => {
    await post('import', file(row('MOVE-1')));
    await post('import', file(row('MOVE-1')), admin, otherShop);
    const moving = (await t.app.db.select().from(products).where(eq(products.sku, 'MOVE-1'))).find(
      (p) => p.businessId === shop,
    );
    expect(moving).toBeTruthy();
    const before = await dbFingerprint(t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${moving?.id}`,
      headers: bearer(admin),
      payload: { data: { businessId: otherShop } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Another product of that shop already has this SKU');
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('documents the export as text/csv and the writes with their JSON bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const exported = doc.paths['/api/business/{id}/catalogue.csv'].get;
    expect(Object.keys(exported.responses['200'].content)).toEqual(['text/csv']);
    expect(exported.operationId).toBe('exportBusinessCatalogue');
    const imported = doc.paths['/api/business/{id}/catalogue/import'].post;
    expect(Object.keys(imported.requestBody.content)).toEqual(['application/json']);
    expect(Object.keys(imported.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413']),
    );
  });
});

describe('who may', () => {
  it('refuses other shops’ vendors, customers and anonymous callers, changing nothing; admins may', async () => {
    const csv = file(row('W-1'));
    const before = await dbFingerprint(t.database.db);
    for (const [user, status] of [
      [otherVendor, 403],
      [customer, 403],
      [null, 401],
    ] as const) {
      expect((await post('preview', csv, user)).statusCode).toBe(status);
      expect((await post('import', csv, user)).statusCode).toBe(status);
      const exported = await t.app.inject({
        method: 'GET',
        url: `/api/business/${shop}/catalogue.csv`,
        headers: user ? bearer(user) : {},
      });
      expect(exported.statusCode).toBe(status);
    }
    expect(await dbFingerprint(t.database.db)).toEqual(before);
    expect((await post('import', csv, admin, otherShop)).statusCode).toBe(200);
    expect((await post('preview', csv, owner, 999_999)).statusCode).toBe(404);
  });
});
