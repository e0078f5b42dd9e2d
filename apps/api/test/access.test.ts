/**
 * The route × role table (issue 10): every API route, called by each of six callers, answers exactly the status
 * written here, and a refused call leaves every table of the database as it was. A route added without a row fails
 * the coverage test, so the table stays at 100 % of the routes.
 *
 * Each cell runs on a fresh "world" (a shop of `vendor` with a product, a review and an order by `customer`, the
 * customer's address and notification, a throw-away account), so one role's successful write never changes what
 * the next role sees.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  businessMembers,
  garageVehicles,
  notifications,
  parts,
  vehicleMakes,
} from '../src/db/schema.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, delivery } from './orders-fixtures.js';
import { insertPurchase } from './shop-fixtures.js';

const ROLES = ['anonymous', 'customer', 'otherCustomer', 'vendor', 'otherVendor', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expect = Record<Role, number>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let users: Record<Exclude<Role, 'anonymous'>, TestUser>;
let catalogue: { part: number; vehicle: number };

beforeAll(async () => {
  // Generous limits: the table calls login, reset and sign-up once per role, not as an attack.
  t = await createTestApp({
    seed: 'none',
    config: {
      rateLimits: {
        loginPerIp: 1000,
        loginPerAccount: 1000,
        loginAccountCeiling: 1000,
        resetPerIp: 1000,
        resetPerEmail: 1000,
        registerPerIp: 1000,
      },
    },
  });
  users = {
    customer: await createUser(t.app, 'customer'),
    otherCustomer: await createUser(t.app, 'customer'),
    vendor: await createUser(t.app, 'vendor'),
    otherVendor: await createUser(t.app, 'vendor'),
    admin: await createUser(t.app, 'admin'),
  };
  await insertShop('Other Shop', users.otherVendor);
  const [part] = await t.app.db
    .insert(parts)
    .values({ name: 'Access Brake Pads', category: 'Brakes' })
    .returning();
  const [vehicle] = await t.app.db
    .insert(vehicleMakes)
    .values({ name: 'Toyota', modelName: 'Corolla', year: 2012 })
    .returning();
  if (!part || !vehicle) throw new Error('catalogue');
  catalogue = { part: part.id, vehicle: vehicle.id };
});
afterAll(() => t?.close());

async function insertShop(name: string, owner: TestUser): Promise<number> {
  const [shop] = await t.app.db
    .insert(businesses)
    .values({
      name,
      businessName: name,
      status: 'active',
      address: 'Abossey Okai, Accra',
      phone: '0240000000',
    })
    .returning({ id: businesses.id });
  if (!shop) throw new Error('no shop');
  await t.app.db.insert(businessMembers).values({ businessId: shop.id, userId: owner.id, role: 'owner' });
  return shop.id;
}

function call(method: Method, url: string, user: TestUser | null, payload?: unknown, headers = {}) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(user ? bearer(user) : {}), ...headers },
  });
}

let worlds = 0;
/** What one cell works on, all fresh. */
async function world() {
  worlds += 1;
  const shop = await insertShop(`Access Shop ${worlds}`, users.vendor);
  const product = await createProduct(t.app, shop, {
    name: `Access Pads ${worlds}`,
    pricePesewas: 5_000,
    stock: 50,
  });
  const json = async (response: Promise<{ statusCode: number; body: string }>) => {
    const res = await response;
    if (res.statusCode >= 300) throw new Error(`world: ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body).data;
  };
  // The customer received the product (issue 25: only such buyers review it), then reviewed it.
  await insertPurchase(t.app, {
    userId: users.customer.id,
    productId: product,
    businessId: shop,
    status: 'delivered',
  });
  const review = (
    await json(
      call('PUT', `/products/${product}/rate`, users.customer, { data: { rating: 4, comment: 'Fits' } }),
    )
  ).id as number;
  const address = (await json(call('POST', '/address', users.customer, { value: 'address', data: delivery })))
    .id as number;
  const order = (
    await json(
      call('POST', '/orders', users.customer, {
        data: { items: [{ productId: product, quantity: 1 }], addressId: address },
      }),
    )
  ).order.id as number;
  const [notification] = await t.app.db
    .insert(notifications)
    .values({ userId: users.customer.id, title: 'Hello', message: 'A note', category: 'order' })
    .returning({ id: notifications.id });
  // One vehicle in the customer's garage (emptied first, so the cells never reach the 20-vehicle limit).
  await t.app.db.delete(garageVehicles).where(eq(garageVehicles.userId, users.customer.id));
  const [vehicle] = await t.app.db
    .insert(garageVehicles)
    .values({ userId: users.customer.id, make: 'Honda', model: 'Civic', year: 2010, active: true })
    .returning({ id: garageVehicles.id });
  const throwaway = await createUser(t.app, 'customer');
  return {
    shop,
    product,
    review,
    address,
    order,
    notification: notification?.id ?? 0,
    vehicle: vehicle?.id ?? 0,
    throwaway,
  };
}
type World = Awaited<ReturnType<typeof world>>;

// A real 1×1 PNG: uploads are decoded, so magic bytes alone are refused.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
function imageForm() {
  const boundary = '----abosseyaccess';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let registrations = 0;
const registration = () => {
  registrations += 1;
  const tag = `access${registrations}_${Date.now().toString(36)}`;
  return {
    firstName: 'Ama',
    lastName: 'Owusu',
    email: `${tag}@test.abossey`,
    username: tag,
    password: 'Passw0rd1',
  };
};
const shopForm = (name: string) => ({
  value: name,
  data: {
    name,
    description: 'Brake and suspension parts for Japanese cars',
    address: 'Abossey Okai, Accra',
    phone: '0241234567',
    country: 'Ghana',
    imageUrl: '/uploads/seed/shop.svg',
  },
});

/** A one-row catalogue CSV (issue 24) of the table's part and vehicle. */
const catalogueCsv = () =>
  [
    'sku,name,description,price,stock,part,vehicles,images',
    'ACC-1,Access Oil Filter,Spin-on oil filter,50,5,Access Brake Pads,Toyota Corolla 2012,/uploads/seed/a.svg',
  ].join('\n');

const everyone = (status: number): Expect => ({
  anonymous: status,
  customer: status,
  otherCustomer: status,
  vendor: status,
  otherVendor: status,
  admin: status,
});
const signedIn = (status: number): Expect => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): Expect => ({ ...everyone(403), anonymous: 401, admin: status });
const vendorsAndAdmin = (status: number): Expect => ({
  ...signedIn(status),
  customer: 403,
  otherCustomer: 403,
});
/** The shop's own vendor and admins; ids of someone else's things answer 404 where the route hides them. */
const shopAndAdmin = (status: number, others = 403): Expect => ({
  anonymous: 401,
  customer: others,
  otherCustomer: others,
  vendor: status,
  otherVendor: others,
  admin: status,
});
/** Only the customer themself: everyone else gets 404, so ids reveal nothing. */
const customerOnly = (status: number): Expect => ({
  anonymous: 401,
  customer: status,
  otherCustomer: 404,
  vendor: 404,
  otherVendor: 404,
  admin: 404,
});

interface Row {
  request: (w: World, role: Role) => [Method, string, unknown?, Record<string, string>?];
  expect: Expect;
  /** More to check on an answer than its status. */
  // biome-ignore lint/suspicious/noExplicitAny: bodies are checked field by field
  check?: (body: any, role: Role) => void;
  after?: () => Promise<void>;
}

/** Keyed by the route as Fastify registered it (`METHOD /api/path/:param`). */
const TABLE: Record<string, Row> = {
  'GET /api/health': { request: () => ['GET', '/health'], expect: everyone(200) },
  'GET /api/parts': { request: () => ['GET', '/parts'], expect: everyone(200) },
  'GET /api/parts/:id': { request: () => ['GET', '/parts/999999'], expect: everyone(404) },
  'GET /api/vehicle-makes': { request: () => ['GET', '/vehicle-makes'], expect: everyone(200) },

  'POST /api/login': {
    request: () => ['POST', '/login', { data: { email: users.customer.email, password: 'Passw0rd!' } }],
    expect: everyone(200),
  },
  'POST /api/register': {
    // Starts a sign-up (ADR 0005): the same 202 for everyone; the account exists once the mailed link is confirmed.
    request: () => ['POST', '/register', { data: registration() }],
    expect: everyone(202),
  },
  'POST /api/register/confirm': {
    // The mailed token is the only key, whoever calls: a made-up one is refused for everyone.
    request: () => ['POST', '/register/confirm', { data: { token: 'x'.repeat(43) } }],
    expect: everyone(400),
  },
  'POST /api/admin': { request: () => ['POST', '/admin', { data: registration() }], expect: adminOnly(201) },
  'POST /api/reset-password': {
    request: () => ['POST', '/reset-password', { data: { email: users.customer.email } }],
    expect: everyone(200),
  },
  'POST /api/change-password': {
    // A token is the only key here, whoever calls: a made-up one is refused for everyone.
    request: () => ['POST', '/change-password', { token: 'x'.repeat(43), password: 'Passw0rd1' }],
    expect: everyone(400),
  },

  'GET /api/users': { request: () => ['GET', '/users'], expect: adminOnly(200) },
  'GET /api/users/:id': {
    request: () => ['GET', `/users/${users.customer.id}`],
    expect: everyone(200),
    // Anyone may see a name and an avatar (reviews show them); only the person and admins see the rest.
    check: (body, role) =>
      expect(Object.keys(body.data).sort()).toEqual(
        role === 'customer' || role === 'admin'
          ? expect.arrayContaining(['email', 'phone'])
          : ['avatarUrl', 'firstName', 'fullName', 'id', 'lastName'],
      ),
  },
  'PUT /api/users/:id': {
    request: () => ['PUT', `/users/${users.customer.id}`, { data: { firstName: 'Esi' } }],
    expect: { ...everyone(403), anonymous: 401, customer: 200, admin: 200 },
  },
  'PUT /api/users/:id/password': {
    request: () => [
      'PUT',
      `/users/${users.customer.id}/password`,
      { data: { currentPassword: 'Passw0rd!', password: 'Passw0rd!' } },
    ],
    // Only the person, who must know the current password: not even an admin (admins send a reset mail instead).
    expect: { ...everyone(403), anonymous: 401, customer: 200 },
    // The change ends the customer's older tokens: later cells get a fresh one.
    after: async () => {
      users.customer.token = await t.app.signAccessToken(users.customer.id);
    },
  },
  'POST /api/users/:id/sign-out-everywhere': {
    request: () => ['POST', `/users/${users.customer.id}/sign-out-everywhere`],
    // Only the person: every other session of theirs ends, this one gets a fresh token.
    expect: { ...everyone(403), anonymous: 401, customer: 200 },
    after: async () => {
      users.customer.token = await t.app.signAccessToken(users.customer.id);
    },
  },
  'POST /api/email-change/confirm': {
    // The mailed token is the only key, whoever calls: a made-up one is refused for everyone.
    request: () => ['POST', '/email-change/confirm', { data: { token: 'x'.repeat(43) } }],
    expect: everyone(400),
  },
  'POST /api/email-change/report': {
    request: () => ['POST', '/email-change/report', { data: { token: 'x'.repeat(43) } }],
    expect: everyone(400),
  },
  'DELETE /api/users/:id': { request: (w) => ['DELETE', `/users/${w.throwaway.id}`], expect: adminOnly(200) },
  'POST /api/users/:id/reset-password': {
    request: (w) => ['POST', `/users/${w.throwaway.id}/reset-password`, { data: { password: 'Passw0rd1' } }],
    expect: adminOnly(200),
  },

  'GET /api/products': { request: () => ['GET', '/products?limit=5'], expect: everyone(200) },
  'GET /api/products/:id': { request: (w) => ['GET', `/products/${w.product}`], expect: everyone(200) },
  'GET /api/products/manage': {
    request: () => ['GET', '/products/manage?stock=in'],
    expect: vendorsAndAdmin(200),
  },
  'POST /api/products': {
    request: (w) => [
      'POST',
      '/products',
      {
        data: {
          name: 'Table Pads',
          description: 'Pads for the access table',
          price: 10,
          stock: 1,
          partId: catalogue.part,
          vehicleMakeIds: [catalogue.vehicle],
          businessId: w.shop,
          images: ['/uploads/x.jpg'],
        },
      },
    ],
    expect: shopAndAdmin(201),
  },
  'PUT /api/products/:id': {
    request: (w) => ['PUT', `/products/${w.product}`, { data: { stock: 9 } }],
    expect: shopAndAdmin(200),
  },
  'DELETE /api/products/:id': {
    request: (w) => ['DELETE', `/products/${w.product}`],
    expect: shopAndAdmin(200),
  },
  'POST /api/products/bulk': {
    request: (w) => [
      'POST',
      '/products/bulk',
      { data: { ids: [w.product], action: { type: 'stock', value: 9 } } },
    ],
    expect: shopAndAdmin(200),
  },
  'POST /api/products/:id/duplicate': {
    request: (w) => ['POST', `/products/${w.product}/duplicate`],
    expect: shopAndAdmin(201),
  },
  'PUT /api/products/:id/rate': {
    request: (w) => ['PUT', `/products/${w.product}/rate`, { data: { rating: 5, comment: 'Great' } }],
    // Only the customer received it (issue 25) and already reviewed it (an edit: 200); everyone else, admin included,
    // has no delivered order of it; the shop's own vendor may never review its product.
    expect: { anonymous: 401, customer: 200, otherCustomer: 403, vendor: 403, otherVendor: 403, admin: 403 },
  },
  'GET /api/products/:id/review-eligibility': {
    request: (w) => ['GET', `/products/${w.product}/review-eligibility`],
    expect: signedIn(200),
  },
  'PUT /api/products/:id/ratings/:ratingId': {
    request: (w) => [
      'PUT',
      `/products/${w.product}/ratings/${w.review}`,
      { data: { rating: 2, comment: 'Edited' } },
    ],
    expect: { ...everyone(403), anonymous: 401, customer: 200, admin: 200 },
  },
  'DELETE /api/products/:id/ratings/:ratingId': {
    request: (w) => ['DELETE', `/products/${w.product}/ratings/${w.review}`],
    expect: { ...everyone(403), anonymous: 401, customer: 200, admin: 200 },
  },

  'GET /api/business': { request: () => ['GET', '/business'], expect: everyone(200) },
  'GET /api/business/:id': { request: (w) => ['GET', `/business/${w.shop}`], expect: everyone(200) },
  'POST /api/business': {
    request: () => ['POST', '/business', shopForm('Table Shop')],
    expect: vendorsAndAdmin(201),
  },
  'PUT /api/business/:id': {
    request: (w) => ['PUT', `/business/${w.shop}`, { data: { phone: '0244123456' } }],
    expect: shopAndAdmin(200),
  },
  'DELETE /api/business/:id': {
    request: (w) => ['DELETE', `/business/${w.shop}`],
    expect: shopAndAdmin(200),
  },
  'GET /api/business/user/:userId': {
    request: () => ['GET', `/business/user/${users.vendor.id}`],
    expect: shopAndAdmin(200),
  },
  'PUT /api/business/:id/transfer-ownership': {
    request: (w) => [
      'PUT',
      `/business/${w.shop}/transfer-ownership`,
      { data: { transferFromUserId: users.vendor.id, transferToUserId: users.otherVendor.id } },
    ],
    expect: adminOnly(200),
  },
  'PUT /api/business/:id/status': {
    request: (w) => ['PUT', `/business/${w.shop}/status`, { data: { status: 'pending' } }],
    expect: adminOnly(200),
  },

  'GET /api/business/:id/delivery': {
    request: (w) => ['GET', `/business/${w.shop}/delivery`],
    expect: everyone(200),
  },
  'PUT /api/business/:id/delivery': {
    request: (w) => [
      'PUT',
      `/business/${w.shop}/delivery`,
      { data: { pickupOffered: true, zones: [{ zone: 'ashanti', fee: 30, minDays: 1, maxDays: 3 }] } },
    ],
    expect: shopAndAdmin(200),
  },
  'POST /api/business/:id/catalogue/preview': {
    request: (w) => ['POST', `/business/${w.shop}/catalogue/preview`, { data: { csv: catalogueCsv() } }],
    expect: shopAndAdmin(200),
  },
  'POST /api/business/:id/catalogue/import': {
    request: (w) => ['POST', `/business/${w.shop}/catalogue/import`, { data: { csv: catalogueCsv() } }],
    expect: shopAndAdmin(200),
  },
  'GET /api/business/:id/catalogue.csv': {
    request: (w) => ['GET', `/business/${w.shop}/catalogue.csv`],
    expect: shopAndAdmin(200),
  },
  'POST /api/checkout/quote': {
    request: (w) => [
      'POST',
      '/checkout/quote',
      { data: { items: [{ productId: w.product, quantity: 1 }], zone: 'greater-accra' } },
    ],
    expect: everyone(200),
  },

  'POST /api/orders': {
    request: (w, role) => [
      'POST',
      '/orders',
      { data: { items: [{ productId: w.product, quantity: 1 }], delivery } },
      { 'idempotency-key': `access-${worlds}-${role}` },
    ],
    expect: signedIn(201),
  },
  'GET /api/orders': { request: () => ['GET', '/orders'], expect: signedIn(200) },
  'GET /api/orders/:id': {
    request: (w) => ['GET', `/orders/${w.order}`],
    expect: { ...customerOnly(200), vendor: 200, admin: 200 },
  },
  'GET /api/orders/business/:businessId': {
    request: (w) => ['GET', `/orders/business/${w.shop}`],
    expect: shopAndAdmin(200),
  },
  'GET /api/orders/export.csv': { request: () => ['GET', '/orders/export.csv'], expect: adminOnly(200) },
  'GET /api/orders/business/:businessId/export.csv': {
    request: (w) => ['GET', `/orders/business/${w.shop}/export.csv`],
    expect: shopAndAdmin(200),
  },
  'PUT /api/orders/:id/status': {
    request: (w) => ['PUT', `/orders/${w.order}/status`, { data: { status: 'processing' } }],
    // The buyer may only ask to cancel: moving their order to processing is the shop's call.
    expect: { ...customerOnly(403), vendor: 200, admin: 200 },
  },
  'PUT /api/orders/:id/payment-status': {
    // The same status again: a 200 no-op for those who may set it; the buyer never sets a payment status.
    request: (w) => [
      'PUT',
      `/orders/${w.order}/payment-status`,
      { data: { status: 'pending_confirmation' } },
    ],
    expect: { ...customerOnly(403), vendor: 200, admin: 200 },
  },
  // Internal notes: the order's shop and admins; its buyer is told no (403), anyone else learns nothing (404).
  'GET /api/orders/:id/notes': {
    request: (w) => ['GET', `/orders/${w.order}/notes`],
    expect: { anonymous: 401, customer: 403, otherCustomer: 404, vendor: 200, otherVendor: 404, admin: 200 },
  },
  'POST /api/orders/:id/notes': {
    request: (w) => ['POST', `/orders/${w.order}/notes`, { data: { body: 'Call before delivery.' } }],
    expect: { anonymous: 401, customer: 403, otherCustomer: 404, vendor: 201, otherVendor: 404, admin: 201 },
  },
  'DELETE /api/orders/:id': {
    request: (w) => ['DELETE', `/orders/${w.order}`],
    // The shop's member may delete it only once rejected or cancelled (this one is open).
    expect: { ...customerOnly(200), vendor: 409, admin: 200 },
  },

  'POST /api/address': {
    request: () => ['POST', '/address', { value: 'address', data: delivery }],
    expect: signedIn(201),
  },
  'GET /api/address': { request: () => ['GET', '/address'], expect: signedIn(200) },
  'GET /api/address/:id': { request: (w) => ['GET', `/address/${w.address}`], expect: customerOnly(200) },
  'PUT /api/address/:id': {
    request: (w) => ['PUT', `/address/${w.address}`, { data: { city: 'Takoradi' } }],
    expect: customerOnly(200),
  },
  'DELETE /api/address/:id': {
    request: (w) => ['DELETE', `/address/${w.address}`],
    expect: customerOnly(200),
  },

  'GET /api/garage': { request: () => ['GET', '/garage'], expect: signedIn(200) },
  'POST /api/garage': {
    request: () => ['POST', '/garage', { data: { make: 'Toyota', model: 'Corolla', year: 2012 } }],
    expect: signedIn(201),
  },
  'POST /api/garage/merge': {
    request: () => [
      'POST',
      '/garage/merge',
      { data: { vehicles: [{ make: 'Nissan', model: 'Almera', year: 2015, active: true }] } },
    ],
    expect: signedIn(200),
  },
  'PUT /api/garage/:id': {
    request: (w) => ['PUT', `/garage/${w.vehicle}`, { data: { nickname: 'Taxi' } }],
    expect: customerOnly(200),
  },
  'DELETE /api/garage/:id': {
    request: (w) => ['DELETE', `/garage/${w.vehicle}`],
    expect: customerOnly(200),
  },
  'GET /api/search/suggest': { request: () => ['GET', '/search/suggest?q=toy'], expect: everyone(200) },
  'GET /api/search/synonyms': { request: () => ['GET', '/search/synonyms'], expect: adminOnly(200) },
  'PUT /api/search/synonyms/:term': {
    request: () => ['PUT', '/search/synonyms/bakkie', { data: { expansions: ['pickup'] } }],
    expect: adminOnly(200),
  },
  // A seeded synonym: deleted once, by the admin's cell.
  'DELETE /api/search/synonyms/:term': {
    request: () => ['DELETE', '/search/synonyms/hood'],
    expect: adminOnly(200),
  },
  'GET /api/compatibility/suggestions': {
    request: () => ['GET', `/compatibility/suggestions?partId=${catalogue.part}`],
    expect: vendorsAndAdmin(200),
  },

  'GET /api/notifications': { request: () => ['GET', '/notifications'], expect: signedIn(200) },
  'POST /api/mark-notifications-as-read': {
    // Someone else's id is ignored, not an error: the caller only ever touches their own notifications.
    request: (w) => ['POST', '/mark-notifications-as-read', { data: { notificationIds: [w.notification] } }],
    expect: signedIn(200),
  },
  'POST /api/clear-notifications': {
    request: () => ['POST', '/clear-notifications', {}],
    expect: signedIn(200),
  },

  'POST /api/uploads': {
    request: () => {
      const { payload, headers } = imageForm();
      return ['POST', '/uploads', payload, headers];
    },
    expect: signedIn(201),
  },

  'GET /api/analytics/revenue': {
    request: () => ['GET', '/analytics/revenue'],
    expect: vendorsAndAdmin(200),
  },
  'GET /api/analytics/revenue/by-category': {
    request: () => ['GET', '/analytics/revenue/by-category'],
    expect: vendorsAndAdmin(200),
  },
  'GET /api/analytics/revenue/growth': {
    request: () => ['GET', '/analytics/revenue/growth'],
    expect: vendorsAndAdmin(200),
  },
  'GET /api/analytics/products/top-selling': {
    request: () => ['GET', '/analytics/products/top-selling'],
    expect: vendorsAndAdmin(200),
  },
  'GET /api/analytics/reviews/by-category': {
    request: () => ['GET', '/analytics/reviews/by-category'],
    expect: vendorsAndAdmin(200),
  },
  'GET /api/analytics/orders/completion-vs-cancellation': {
    request: () => ['GET', '/analytics/orders/completion-vs-cancellation'],
    expect: vendorsAndAdmin(200),
  },
  'GET /api/analytics/partners': {
    request: () => ['GET', '/analytics/partners?from=2024-01-01'],
    expect: adminOnly(200),
  },
  'POST /api/page-views': {
    request: () => ['POST', '/page-views', { data: { path: '/shop/all-products', query: '?page=2' } }],
    expect: everyone(202),
  },
  'GET /api/analytics/page-views': {
    request: () => ['GET', '/analytics/page-views'],
    expect: adminOnly(200),
  },
};

describe('route × role table', () => {
  it('has a row for every API route, and no row for a route that does not exist', () => {
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).filter((r) => !r.includes('/api/docs'));
    expect(routes.filter((route) => !(route in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('is what the OpenAPI document says: the bearer scheme where anonymous callers get 401, and every status', async () => {
    type Operation = { security?: Record<string, string[]>[]; responses?: Record<string, unknown> };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const problems: string[] = [];
    for (const [route, row] of Object.entries(TABLE)) {
      const [method = '', url = ''] = route.split(' ');
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const requiresBearer = operation?.security?.length === 1 && 'bearer' in (operation.security[0] ?? {});
      if ((row.expect.anonymous === 401) !== requiresBearer)
        problems.push(
          `${route}: anonymous ${row.expect.anonymous}, security ${JSON.stringify(operation?.security)}`,
        );
      for (const status of new Set(Object.values(row.expect)))
        if (!(String(status) in (operation?.responses ?? {})))
          problems.push(`${route}: ${status} not documented`);
    }
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(TABLE).flatMap((route) => ROLES.map((role) => [route, role] as const)))(
    '%s as %s',
    async (route, role) => {
      const row = TABLE[route] as Row;
      const w = await world();
      const [method, url, payload, headers] = row.request(w, role);
      const user = role === 'anonymous' ? null : users[role];
      const before = await dbFingerprint(t.database.db);
      const res = await call(method, url, user, payload, headers);
      // Work an answer left behind (a reset mail) lands before the next cell's fingerprint.
      await t.app.background.idle();
      expect(res.statusCode, res.body.slice(0, 300)).toBe(row.expect[role]);
      if (res.statusCode >= 400) {
        expect(res.json().message, 'a refusal says why').toEqual(expect.any(String));
        expect(await dbFingerprint(t.database.db), 'a refused call changed the database').toEqual(before);
      }
      if (res.statusCode < 400) row.check?.(res.json(), role);
      await row.after?.();
    },
  );
});
