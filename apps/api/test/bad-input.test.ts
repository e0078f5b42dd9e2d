/**
 * Bad input against every route (issue 10): property-based requests derived from each route's zod schemas (fields
 * missing, extra, of the wrong type, huge, unicode and RTL, SQL and HTML injection, hostile path ids and queries),
 * plus hand-made malformed bodies. Whatever comes in: never a 5xx, every 4xx says why in `message`, and a refused
 * request leaves every table as it was. `FUZZ_RUNS` sets the runs per route and caller (`npm run test:stress` uses more).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/app.js';
import { businesses, businessMembers, parts, vehicleMakes } from '../src/db/schema.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, delivery } from './orders-fixtures.js';
import { insertPurchase } from './shop-fixtures.js';
import { hostile, hostileValue, NASTY_STRINGS } from './zod-arbitrary.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

// Built while collecting, so each route gets its own named tests.
const t: TestApp = await createTestApp({
  seed: 'none',
  config: {
    rateLimits: {
      loginPerIp: 100_000,
      loginPerAccount: 100_000,
      loginAccountCeiling: 100_000,
      resetPerIp: 100_000,
      resetPerEmail: 100_000,
      registerPerIp: 100_000,
      pageViewsPerIp: 100_000,
    },
  },
});
let callers: { admin: TestUser; customer: TestUser; vendor: TestUser };
let ids: Record<string, number>;

beforeAll(async () => {
  callers = {
    admin: await createUser(t.app, 'admin'),
    customer: await createUser(t.app, 'customer'),
    vendor: await createUser(t.app, 'vendor'),
  };
  const [shop] = await t.app.db
    .insert(businesses)
    .values({
      name: 'Fuzz Shop',
      businessName: 'Fuzz Shop',
      status: 'active',
      address: 'Accra',
      phone: '0240000000',
    })
    .returning({ id: businesses.id });
  if (!shop) throw new Error('shop');
  await t.app.db
    .insert(businessMembers)
    .values({ businessId: shop.id, userId: callers.vendor.id, role: 'owner' });
  await t.app.db.insert(parts).values({ name: 'Fuzz Pads', category: 'Brakes' });
  await t.app.db.insert(vehicleMakes).values({ name: 'Toyota', modelName: 'Corolla', year: 2012 });
  const product = await createProduct(t.app, shop.id, {
    name: 'Fuzz Pads',
    pricePesewas: 5_000,
    stock: 10_000,
  });
  const ok = async (response: Promise<{ body: string; statusCode: number }>) => {
    const res = await response;
    if (res.statusCode >= 300) throw new Error(res.body);
    return JSON.parse(res.body).data;
  };
  const as = (user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) =>
    ok(t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(user) }));
  // Only a buyer who received the product may review it (issue 25).
  await insertPurchase(t.app, {
    userId: callers.customer.id,
    productId: product,
    businessId: shop.id,
    status: 'delivered',
  });
  const review = await as(callers.customer, 'PUT', `/products/${product}/rate`, {
    data: { rating: 4, comment: 'OK' },
  });
  const address = await as(callers.customer, 'POST', '/address', { value: 'address', data: delivery });
  const order = await as(callers.customer, 'POST', '/orders', {
    data: { items: [{ productId: product, quantity: 1 }], addressId: address.id },
  });
  const spare = await createUser(t.app, 'customer');
  ids = {
    products: product,
    business: shop.id,
    orders: order.order.id,
    address: address.id,
    ratings: review.id,
    users: spare.id,
    userId: spare.id,
    businessId: shop.id,
    parts: 1,
  };
}, 180_000);
afterAll(() => t?.close());

/** A path parameter: the real id of something (so validation of the rest is reached) or something hostile. */
const paramValue = (route: ApiRoute, name: string) => {
  const segments = route.url.split('/');
  const owner = segments[segments.indexOf(`:${name}`) - 1] ?? name;
  const real = ids[name] ?? ids[owner] ?? 1;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(String(real)) },
    fc.constantFrom(...NASTY_STRINGS, '99999999999999999999999', '0x10', '1.5', '-7').map(encodeURIComponent),
  );
};

function requestFor(route: ApiRoute) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const path = fc
    .tuple(...names.map((name) => paramValue(route, name)))
    .map((values) => names.reduce((url, name, i) => url.replace(`:${name}`, values[i] as string), route.url));
  const query = route.input.querystring
    ? hostile(route.input.querystring).map(toQuery)
    : fc.oneof(fc.constant(''), fc.constant('?page=-1&limit=1e9&__proto__[x]=1'));
  const body =
    route.method === 'GET' || route.method === 'DELETE'
      ? fc.constant(undefined)
      : route.input.body
        ? hostile(route.input.body)
        : hostileValue;
  return fc.record({
    url: fc.tuple(path, query).map(([p, q]) => `${p}${q}`),
    body,
    caller: fc.constantFrom<keyof typeof callers | 'anonymous'>('admin', 'customer', 'vendor', 'anonymous'),
  });
}

function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object') return `?q=${encodeURIComponent(String(value))}`;
  const search = new URLSearchParams();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send(method: string, url: string, caller: string, body: unknown, contentType?: string) {
  const user = caller === 'anonymous' ? null : callers[caller as keyof typeof callers];
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(user ? bearer(user) : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

async function expectSafe(
  res: Awaited<ReturnType<typeof send>>,
  before: Record<string, string>,
  what: string,
) {
  expect(res.statusCode, `${what} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
  // Work an answer left behind (a reset mail) lands before the next request's fingerprint.
  await t.app.background.idle();
  if (res.statusCode >= 400) {
    const message = (res.json() as { message?: unknown }).message;
    expect(typeof message === 'string' && message.trim().length > 0, `${what}: a refusal says why`).toBe(
      true,
    );
    expect(await dbFingerprint(t.database.db), `${what}: refused, yet the database changed`).toEqual(before);
  }
}

describe('bad input on every route', () => {
  const routes = t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route] as const);

  it('covers the routes', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes)('%s: generated requests', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(requestFor(route), async ({ url, body, caller }) => {
        const before = await dbFingerprint(t.database.db);
        const res = await send(
          route.method,
          url,
          caller,
          body,
          body === undefined ? undefined : 'application/json',
        );
        await expectSafe(res, before, `${route.method} ${url.slice(0, 120)} as ${caller}`);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it.each(routes.filter(([, route]) => route.method !== 'GET'))(
    '%s: malformed bodies',
    async (_name, route) => {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => String(ids[name] ?? ids.products));
      for (const [body, type] of [
        ['{"data": {', 'application/json'],
        ['null', 'application/json'],
        ['[1,2,3]', 'application/json'],
        ['"just a string"', 'application/json'],
        [`{"data":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'application/json'],
        ['data=1&x=2', 'application/x-www-form-urlencoded'],
        ['<xml/>', 'application/xml'],
        [JSON.stringify({ data: { name: 'x'.repeat(1024 * 1024) } }), 'application/json'],
      ] as const) {
        for (const caller of ['admin', 'anonymous'] as const) {
          const before = await dbFingerprint(t.database.db);
          const res = await send(route.method, url, caller, body, type);
          await expectSafe(res, before, `${route.method} ${url} ${type} ${body.slice(0, 30)} as ${caller}`);
        }
      }
    },
  );
});
