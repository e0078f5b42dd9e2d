import { describe, expect, it } from 'vitest';
import { cartLine, cartState, guestVehicle, wishlistItem } from '../schemas/stores.js';
import { parseCartLine, parseCartState, parseGuestVehicle, parseWishlistItem } from './guards.js';

/**
 * The hand-written guards of stores/guards.ts against the zod schemas of schemas/stores.ts: every fixture below goes
 * through both, and they must agree on whether it is valid and, when it is, on the value (the same keys in the same
 * order, the same values, defaults filled in, unknown keys dropped). Each list holds a value for every branch of its
 * guard, so a change to either side that is not made to the other fails here.
 */
function expectAgreement<T>(
  schema: { safeParse(raw: unknown): { success: boolean; data?: unknown } },
  guard: (raw: unknown) => T | null,
  fixtures: readonly { name: string; raw: unknown; valid: boolean }[],
) {
  for (const { name, raw, valid } of fixtures) {
    const parsed = schema.safeParse(raw);
    const guarded = guard(raw);
    expect(parsed.success, `zod, ${name}`).toBe(valid);
    expect(guarded !== null, `guard, ${name}`).toBe(valid);
    if (parsed.success) {
      expect(guarded, name).toStrictEqual(parsed.data);
      expect(Object.keys(guarded as object), `${name}: key order`).toEqual(
        Object.keys(parsed.data as object),
      );
      // A clean copy: never the stored object itself, so later changes to it cannot leak in.
      expect(guarded, name).not.toBe(raw);
    }
  }
}

/** Values no number, string or boolean field accepts, whatever its type. */
const notFinite = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
const notObjects = [null, undefined, 'x', 7, true, [], [{ id: 1 }]];

const line = { id: 7, name: 'Brake pads', price: 150.5, quantity: 2, available: 3 };
const lineFixtures = [
  { name: 'minimal line', raw: line, valid: true },
  {
    name: 'every field',
    raw: { ...line, coverUrl: '/uploads/a.webp', shopId: 4, shopName: 'Kumasi Parts' },
    valid: true,
  },
  { name: 'keys in another order', raw: { shopName: 'S', coverUrl: null, ...line }, valid: true },
  { name: 'unknown keys dropped', raw: { ...line, extra: 1, __proto__x: 2 }, valid: true },
  {
    name: 'optional keys present but undefined',
    raw: { ...line, coverUrl: undefined, shopId: undefined },
    valid: true,
  },
  { name: 'coverUrl null', raw: { ...line, coverUrl: null }, valid: true },
  { name: 'price 0, available 0', raw: { ...line, price: 0, available: 0 }, valid: true },
  { name: 'price -0', raw: { ...line, price: -0 }, valid: true },
  { name: 'largest safe id', raw: { ...line, id: Number.MAX_SAFE_INTEGER }, valid: true },
  ...notObjects.map((raw) => ({ name: `not an object: ${JSON.stringify(raw)}`, raw, valid: false })),
  { name: 'id missing', raw: { ...line, id: undefined }, valid: false },
  { name: 'id 0', raw: { ...line, id: 0 }, valid: false },
  { name: 'id negative', raw: { ...line, id: -3 }, valid: false },
  { name: 'id fractional', raw: { ...line, id: 1.5 }, valid: false },
  { name: 'id as text', raw: { ...line, id: '7' }, valid: false },
  { name: 'id beyond safe integers', raw: { ...line, id: 2 ** 53 }, valid: false },
  { name: 'name missing', raw: { ...line, name: undefined }, valid: false },
  { name: 'name a number', raw: { ...line, name: 12 }, valid: false },
  { name: 'price negative', raw: { ...line, price: -0.01 }, valid: false },
  { name: 'price as text', raw: { ...line, price: '150' }, valid: false },
  { name: 'price null', raw: { ...line, price: null }, valid: false },
  ...notFinite.map((price) => ({ name: `price ${price}`, raw: { ...line, price }, valid: false })),
  { name: 'quantity 0', raw: { ...line, quantity: 0 }, valid: false },
  { name: 'quantity fractional', raw: { ...line, quantity: 1.5 }, valid: false },
  { name: 'quantity missing', raw: { ...line, quantity: undefined }, valid: false },
  { name: 'available negative', raw: { ...line, available: -1 }, valid: false },
  { name: 'available fractional', raw: { ...line, available: 0.5 }, valid: false },
  { name: 'available infinite', raw: { ...line, available: Number.POSITIVE_INFINITY }, valid: false },
  { name: 'coverUrl a number', raw: { ...line, coverUrl: 3 }, valid: false },
  { name: 'shopId 0', raw: { ...line, shopId: 0 }, valid: false },
  { name: 'shopId null', raw: { ...line, shopId: null }, valid: false },
  { name: 'shopId fractional', raw: { ...line, shopId: 2.5 }, valid: false },
  { name: 'shopName null', raw: { ...line, shopName: null }, valid: false },
  { name: 'shopName a number', raw: { ...line, shopName: 4 }, valid: false },
];

const cart = { items: [line], activeStep: 1, billing: 12, ref: 'kwame-motors' };
const holey: unknown[] = [line];
holey[2] = line;
const cartFixtures = [
  { name: 'full cart', raw: cart, valid: true },
  { name: 'empty cart, every default', raw: { items: [] }, valid: true },
  {
    name: 'defaults for undefined',
    raw: { items: [], activeStep: undefined, billing: undefined, ref: undefined },
    valid: true,
  },
  {
    name: 'lines cleaned',
    raw: {
      ...cart,
      items: [
        { ...line, extra: true },
        { ...line, id: 9 },
      ],
    },
    valid: true,
  },
  { name: 'unknown keys dropped', raw: { ...cart, step: 2, token: 'x' }, valid: true },
  { name: 'activeStep 0 and 2', raw: { ...cart, activeStep: 2 }, valid: true },
  { name: 'billing null, ref null', raw: { ...cart, billing: null, ref: null }, valid: true },
  { name: 'ref of 64 characters', raw: { ...cart, ref: 'r'.repeat(64) }, valid: true },
  { name: 'ref empty', raw: { ...cart, ref: '' }, valid: true },
  ...notObjects.map((raw) => ({ name: `not an object: ${JSON.stringify(raw)}`, raw, valid: false })),
  { name: 'items missing', raw: { activeStep: 0 }, valid: false },
  { name: 'items not a list', raw: { items: { 0: line } }, valid: false },
  { name: 'items null', raw: { items: null }, valid: false },
  { name: 'one bad line', raw: { ...cart, items: [line, { ...line, quantity: 0 }] }, valid: false },
  { name: 'a hole in the lines', raw: { ...cart, items: holey }, valid: false },
  { name: 'activeStep 3', raw: { ...cart, activeStep: 3 }, valid: false },
  { name: 'activeStep -1', raw: { ...cart, activeStep: -1 }, valid: false },
  { name: 'activeStep fractional', raw: { ...cart, activeStep: 0.5 }, valid: false },
  { name: 'activeStep null', raw: { ...cart, activeStep: null }, valid: false },
  { name: 'activeStep as text', raw: { ...cart, activeStep: '1' }, valid: false },
  { name: 'billing 0', raw: { ...cart, billing: 0 }, valid: false },
  { name: 'billing fractional', raw: { ...cart, billing: 1.5 }, valid: false },
  { name: 'billing as text', raw: { ...cart, billing: '12' }, valid: false },
  { name: 'billing NaN', raw: { ...cart, billing: Number.NaN }, valid: false },
  { name: 'ref of 65 characters', raw: { ...cart, ref: 'r'.repeat(65) }, valid: false },
  { name: 'ref a number', raw: { ...cart, ref: 5 }, valid: false },
];

const item = { id: 7, name: 'Brake pads', price: 150.5 };
const wishlistFixtures = [
  { name: 'minimal item', raw: item, valid: true },
  { name: 'coverUrl text', raw: { ...item, coverUrl: '/a.webp' }, valid: true },
  { name: 'coverUrl null', raw: { ...item, coverUrl: null }, valid: true },
  { name: 'coverUrl present but undefined', raw: { ...item, coverUrl: undefined }, valid: true },
  { name: 'unknown keys dropped (a cart line)', raw: { ...item, quantity: 2, available: 3 }, valid: true },
  { name: 'price 0', raw: { ...item, price: 0 }, valid: true },
  ...notObjects.map((raw) => ({ name: `not an object: ${JSON.stringify(raw)}`, raw, valid: false })),
  { name: 'id as text', raw: { ...item, id: 'x' }, valid: false },
  { name: 'id 0', raw: { ...item, id: 0 }, valid: false },
  { name: 'id fractional', raw: { ...item, id: 7.5 }, valid: false },
  { name: 'name missing', raw: { id: 7, price: 1 }, valid: false },
  { name: 'price missing', raw: { id: 7, name: 'x' }, valid: false },
  { name: 'price negative', raw: { ...item, price: -1 }, valid: false },
  ...notFinite.map((price) => ({ name: `price ${price}`, raw: { ...item, price }, valid: false })),
  { name: 'coverUrl a number', raw: { ...item, coverUrl: 1 }, valid: false },
];

const vehicle = {
  id: 'g1',
  make: 'Toyota',
  model: 'Corolla',
  year: 2012,
  vin: 'JTMW53FV60D023016',
  nickname: 'Blue',
  active: true,
};
const vehicleFixtures = [
  { name: 'full vehicle', raw: vehicle, valid: true },
  {
    name: 'vin and nickname null, inactive',
    raw: { ...vehicle, vin: null, nickname: null, active: false },
    valid: true,
  },
  { name: 'unknown keys dropped', raw: { ...vehicle, userId: 3, createdAt: 'x' }, valid: true },
  { name: 'any whole year (no range here)', raw: { ...vehicle, year: -5 }, valid: true },
  { name: 'text not trimmed nor checked further', raw: { ...vehicle, make: ' ', vin: '' }, valid: true },
  ...notObjects.map((raw) => ({ name: `not an object: ${JSON.stringify(raw)}`, raw, valid: false })),
  { name: 'id empty', raw: { ...vehicle, id: '' }, valid: false },
  { name: 'id a number (a server vehicle)', raw: { ...vehicle, id: 3 }, valid: false },
  { name: 'make empty', raw: { ...vehicle, make: '' }, valid: false },
  { name: 'make missing', raw: { ...vehicle, make: undefined }, valid: false },
  { name: 'model empty', raw: { ...vehicle, model: '' }, valid: false },
  { name: 'model a number', raw: { ...vehicle, model: 86 }, valid: false },
  { name: 'year fractional', raw: { ...vehicle, year: 2012.5 }, valid: false },
  { name: 'year as text', raw: { ...vehicle, year: '2012' }, valid: false },
  { name: 'year infinite', raw: { ...vehicle, year: Number.POSITIVE_INFINITY }, valid: false },
  { name: 'vin missing', raw: { ...vehicle, vin: undefined }, valid: false },
  { name: 'vin a number', raw: { ...vehicle, vin: 17 }, valid: false },
  { name: 'nickname missing', raw: { ...vehicle, nickname: undefined }, valid: false },
  { name: 'nickname an object', raw: { ...vehicle, nickname: {} }, valid: false },
  { name: 'active missing', raw: { ...vehicle, active: undefined }, valid: false },
  { name: 'active as text', raw: { ...vehicle, active: 'true' }, valid: false },
  { name: 'active 1', raw: { ...vehicle, active: 1 }, valid: false },
];

/** A key left out, rather than set to undefined (JSON never holds undefined). */
const without = <T extends object>(value: T, key: keyof T) => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};

describe('stored-shape guards agree with their zod schemas', () => {
  it('cart line', () => expectAgreement(cartLine, parseCartLine, lineFixtures));
  it('cart', () => expectAgreement(cartState, parseCartState, cartFixtures));
  it('wishlist item', () => expectAgreement(wishlistItem, parseWishlistItem, wishlistFixtures));
  it('guest vehicle', () => expectAgreement(guestVehicle, parseGuestVehicle, vehicleFixtures));

  it('absent keys, as JSON leaves them', () => {
    expectAgreement(cartLine, parseCartLine, [
      { name: 'id absent', raw: without(line, 'id'), valid: false },
      { name: 'available absent', raw: without(line, 'available'), valid: false },
    ]);
    expectAgreement(guestVehicle, parseGuestVehicle, [
      { name: 'vin absent', raw: without(vehicle, 'vin'), valid: false },
      { name: 'nickname absent', raw: without(vehicle, 'nickname'), valid: false },
      { name: 'active absent', raw: without(vehicle, 'active'), valid: false },
    ]);
  });

  it('everything read back from JSON, as the stores read it', () => {
    for (const [schema, guard, fixtures] of [
      [cartLine, parseCartLine, lineFixtures],
      [cartState, parseCartState, cartFixtures],
      [wishlistItem, parseWishlistItem, wishlistFixtures],
      [guestVehicle, parseGuestVehicle, vehicleFixtures],
    ] as const) {
      const fromJson = fixtures
        .filter(({ raw }) => raw !== undefined)
        .map(({ name, raw }) => {
          const json = JSON.parse(JSON.stringify(raw));
          return { name: `${name} (JSON)`, raw: json, valid: schema.safeParse(json).success };
        });
      expectAgreement(schema, guard as (raw: unknown) => unknown, fromJson);
    }
  });

  it('sets the defaults of an old cart saved before activeStep, billing, ref, zone and pickup existed', () => {
    expect(parseCartState({ items: [line] })).toEqual({
      items: [line],
      activeStep: 0,
      billing: null,
      ref: null,
      zone: null,
      pickup: [],
    });
  });

  it('answers a copy with only the known keys', () => {
    const stored = { ...line, coverUrl: null, secret: 'x' };
    const parsed = parseCartLine(stored);
    expect(parsed).toEqual({ ...line, coverUrl: null });
    expect(parsed).not.toHaveProperty('secret');
  });
});
