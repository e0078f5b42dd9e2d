/**
 * /garage (issue 11): own vehicles only, one active, at most 20, VINs checked by the SDK rules, guest merge without
 * duplicates; product fitment notes; vendor vehicle suggestions from products of the same part.
 */
import { GARAGE_DUPLICATE, GARAGE_FULL, GARAGE_MAX_VEHICLES, garageListResponse } from '@abossey/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garageVehicles, productVehicles, vehicleMakes } from '../src/db/schema.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createPart, createProduct, createShop } from './orders-fixtures.js';

let t: TestApp;
let ama: TestUser;
let kofi: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  [ama, kofi] = await Promise.all([createUser(t.app), createUser(t.app)]);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload: payload as object } : {}),
  });
const corolla = { make: 'Toyota', model: 'Corolla', year: 2012 };
const TOYOTA_VIN = 'JTMW53FV60D023016';

async function freshUser() {
  return createUser(t.app);
}

describe('/garage', () => {
  it('adds vehicles (the first becomes active), lists them oldest first, and keeps one active', async () => {
    const user = await freshUser();
    const first = await call('POST', '/garage', user, { data: { ...corolla, vin: 'jtmw53fv6-0d023016' } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ ...corolla, vin: TOYOTA_VIN, active: true, nickname: null });
    const second = await call('POST', '/garage', user, {
      data: { make: 'Honda', model: 'Civic', year: 2010, nickname: "Esi's car" },
    });
    expect(second.json().data).toMatchObject({ active: false, nickname: "Esi's car", vin: null });

    const switched = await call('PUT', `/garage/${second.json().data.id}`, user, { data: { active: true } });
    expect(switched.statusCode).toBe(200);
    const list = garageListResponse.parse((await call('GET', '/garage', user)).json()).data;
    expect(list.map((v) => [v.model, v.active])).toEqual([
      ['Corolla', false],
      ['Civic', true],
    ]);
  });

  it('refuses a bad VIN, a missing make and a future year with clear messages, changing nothing', async () => {
    const user = await freshUser();
    const before = await dbFingerprint(t.database.db);
    const cases: [unknown, string][] = [
      [{ ...corolla, vin: 'JTMW53FV60D02301' }, 'A VIN has exactly 17 characters'],
      [
        { ...corolla, vin: 'JTMW53FV60D02301O' },
        'A VIN uses only digits and the letters A to Z except I, O and Q',
      ],
      [{ ...corolla, make: '' }, 'Make is required!'],
      [{ ...corolla, year: new Date().getUTCFullYear() + 2 }, 'Year cannot be in the future'],
      [{ make: 'Toyota', model: 'Corolla' }, 'Year is required!'],
    ];
    for (const [data, message] of cases) {
      const res = await call('POST', '/garage', user, { data });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json().details.map((d: { message: string }) => d.message)).toContain(message);
    }
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('refuses a duplicate (409) and a 21st vehicle (400)', async () => {
    const user = await freshUser();
    await call('POST', '/garage', user, { data: { ...corolla, vin: TOYOTA_VIN } });
    const dup = await call('POST', '/garage', user, { data: { ...corolla, make: 'TOYOTA' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(GARAGE_DUPLICATE);
    for (let i = 1; i < GARAGE_MAX_VEHICLES; i++) {
      expect((await call('POST', '/garage', user, { data: { ...corolla, year: 1990 + i } })).statusCode).toBe(
        201,
      );
    }
    const over = await call('POST', '/garage', user, { data: { ...corolla, year: 2020 } });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(GARAGE_FULL);
    expect((await call('GET', '/garage', user)).json().data).toHaveLength(GARAGE_MAX_VEHICLES);
  });

  it("answers 404 for another user's vehicle and changes nothing", async () => {
    const own = (await call('POST', '/garage', ama, { data: corolla })).json().data;
    const before = await dbFingerprint(t.database.db);
    expect((await call('PUT', `/garage/${own.id}`, kofi, { data: { nickname: 'Mine' } })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/garage/${own.id}`, kofi)).statusCode).toBe(404);
    expect((await call('PUT', '/garage/999999999999', kofi, { data: { nickname: 'x' } })).statusCode).toBe(
      404,
    );
    expect(await dbFingerprint(t.database.db)).toEqual(before);
    expect((await call('GET', '/garage', kofi)).json().data).toEqual([]);
    expect((await call('GET', '/garage', null)).statusCode).toBe(401);
    expect((await call('DELETE', `/garage/${own.id}`, ama)).json().data).toEqual({
      id: own.id,
      deleted: true,
    });
  });

  it('merges guest vehicles on sign-in: no duplicates, VIN lent to the saved one, the guest choice active', async () => {
    const user = await freshUser();
    await call('POST', '/garage', user, { data: corolla });
    const res = await call('POST', '/garage/merge', user, {
      data: {
        vehicles: [
          { ...corolla, make: 'toyota', vin: TOYOTA_VIN },
          { make: 'Nissan', model: 'Almera', year: 2015, active: true },
          { make: 'Nissan', model: 'Almera', year: 2015 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = garageListResponse.parse(res.json()).data;
    expect(list.map((v) => [v.make, v.model, v.vin, v.active])).toEqual([
      ['Toyota', 'Corolla', TOYOTA_VIN, false],
      ['Nissan', 'Almera', null, true],
    ]);
    // Merging the same again changes nothing.
    const again = await call('POST', '/garage/merge', user, {
      data: { vehicles: [{ make: 'Nissan', model: 'Almera', year: 2015, active: true }] },
    });
    expect(again.json().data).toEqual(res.json().data);
  });

  it('refuses a merge past the limit as a whole', async () => {
    const user = await freshUser();
    for (let i = 0; i < GARAGE_MAX_VEHICLES - 1; i++)
      await call('POST', '/garage', user, { data: { ...corolla, year: 1990 + i } });
    const before = await dbFingerprint(t.database.db);
    const res = await call('POST', '/garage/merge', user, {
      data: {
        vehicles: [
          { ...corolla, model: 'Camry' },
          { ...corolla, model: 'Yaris' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(GARAGE_FULL);
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('keeps at most one active vehicle in the database', async () => {
    const user = await freshUser();
    const a = (await call('POST', '/garage', user, { data: corolla })).json().data;
    await call('POST', '/garage', user, { data: { ...corolla, year: 2013, active: true } });
    await call('PUT', `/garage/${a.id}`, user, { data: { active: true } });
    const rows = await t.app.db.select().from(garageVehicles).where(eq(garageVehicles.userId, user.id));
    expect(rows.filter((r) => r.active).map((r) => r.id)).toEqual([a.id]);
  });
});

describe('product fitment note', () => {
  it('is written on create and update, shown in the product, and limited to 500 characters', async () => {
    const shop = await createShop(t.app, 'Fitment Shop');
    const partId = await createPart(t.app);
    const [vehicle] = await t.app.db
      .insert(vehicleMakes)
      .values({ name: 'Kia', modelName: 'Picanto', year: 2014 })
      .returning();
    const data = {
      name: 'Picanto pads',
      description: 'Front pads',
      price: 120,
      stock: 3,
      partId,
      vehicleMakeIds: [vehicle?.id],
      businessId: shop.id,
      images: ['/uploads/x.jpg'],
      fitmentNote: '  Front axle only; not the GT trim  ',
    };
    const created = await call('POST', '/products', shop.owner, { data });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.fitmentNote).toBe('Front axle only; not the GT trim');
    expect((await call('GET', `/products/${id}`, null)).json().data.fitmentNote).toBe(
      'Front axle only; not the GT trim',
    );
    const tooLong = await call('PUT', `/products/${id}`, shop.owner, {
      data: { fitmentNote: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0].message).toBe('Fitment note must be at most 500 characters');
    const cleared = await call('PUT', `/products/${id}`, shop.owner, { data: { fitmentNote: '' } });
    expect(cleared.json().data.fitmentNote).toBeNull();
  });
});

describe('/compatibility/suggestions', () => {
  it('proposes the vehicles of other products of the same part first, then of the same category', async () => {
    const shop = await createShop(t.app, 'Suggest Shop');
    const partId = await createPart(t.app, 'Suspension');
    const otherPart = await createPart(t.app, 'Suspension');
    const makes = await t.app.db
      .insert(vehicleMakes)
      .values([
        { name: 'Mitsubishi', modelName: 'L200', year: 2011 },
        { name: 'Mitsubishi', modelName: 'Pajero', year: 2009 },
        { name: 'Ford', modelName: 'Ranger', year: 2016 },
      ])
      .returning();
    const [l200, pajero, ranger] = makes.map((m) => m.id) as [number, number, number];
    const p1 = await createProduct(t.app, shop.id, { name: 'Shock A', pricePesewas: 100, stock: 1, partId });
    const p2 = await createProduct(t.app, shop.id, { name: 'Shock B', pricePesewas: 100, stock: 1, partId });
    const p3 = await createProduct(t.app, shop.id, {
      name: 'Spring',
      pricePesewas: 100,
      stock: 1,
      partId: otherPart,
    });
    await t.app.db.insert(productVehicles).values([
      { productId: p1, vehicleMakeId: l200 },
      { productId: p2, vehicleMakeId: l200 },
      { productId: p2, vehicleMakeId: pajero },
      { productId: p3, vehicleMakeId: ranger },
      { productId: p3, vehicleMakeId: l200 },
    ]);
    const res = await call('GET', `/compatibility/suggestions?partId=${partId}`, shop.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((s: { vehicleMakeModelName: string; count: number; source: string }) => [
          s.vehicleMakeModelName,
          s.count,
          s.source,
        ]),
    ).toEqual([
      ['L200', 2, 'part'],
      ['Pajero', 1, 'part'],
      ['Ranger', 1, 'category'],
    ]);
    const customer = await createUser(t.app);
    expect((await call('GET', `/compatibility/suggestions?partId=${partId}`, customer)).statusCode).toBe(403);
    expect((await call('GET', '/compatibility/suggestions?partId=abc', shop.owner)).statusCode).toBe(400);
    expect((await call('GET', '/compatibility/suggestions?partId=999999', shop.owner)).statusCode).toBe(404);
  });
});
