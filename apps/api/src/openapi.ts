import { errorBody } from '@abossey/sdk';
import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { authGateOf } from './plugins/auth.js';

/**
 * What the OpenAPI document (`/api/openapi.json`) says about each operation beyond its zod schemas (issue 22, ADR
 * 0020): a stable `operationId` (the SDK's resource + verb: `products.list` → `listProducts`), a one-line summary
 * where the route's schema has none,
 * and the error answers the route gives that cannot be read off its options (a 409 from a service, a 429 from a
 * limiter). Who may call is not written here: `documentRoute` reads it from the route's auth gates.
 */
interface Operation {
  id: string;
  /** When the route's schema has none of its own (a route's own `summary` wins). */
  summary?: string;
  /** Error statuses the handler or its services answer (beyond validation, the gates and unknown ids). */
  errors?: readonly number[];
  /** Anonymous callers are served, and a signed-in caller may see more (own or admin fields). */
  optionalAuth?: true;
  /** The media type of the 200 answer when it is not JSON (the route's zod schema then describes its text). */
  produces?: string;
}

/** Keyed like the route × role table in test/access.test.ts: `METHOD /api/path/:param`. */
export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': {
    id: 'retrieveHealth',
    summary: 'Check that the server and its database answer',
    errors: [503],
  },
  'GET /api/parts': { id: 'listParts', summary: 'List the part types of the catalogue' },
  'GET /api/parts/:id': { id: 'retrievePart', summary: 'Get one part type' },
  'GET /api/vehicle-makes': { id: 'listVehicleMakes', summary: 'List vehicle makes, models and years' },

  'POST /api/login': { id: 'login', errors: [401, 403, 429] },
  'POST /api/register': { id: 'register', errors: [409, 429] },
  'POST /api/register/confirm': { id: 'confirmSignUp', errors: [409, 429] },
  'POST /api/admin': { id: 'createAdmin', errors: [409] },
  'POST /api/reset-password': { id: 'requestPasswordReset', errors: [429] },
  'POST /api/change-password': { id: 'resetPassword', errors: [429] },

  'GET /api/users': { id: 'listUsers' },
  'GET /api/users/:id': { id: 'retrieveUser', optionalAuth: true },
  'PUT /api/users/:id': { id: 'updateUser', errors: [409, 429] },
  'PUT /api/users/:id/password': { id: 'updatePassword', errors: [429] },
  'POST /api/users/:id/sign-out-everywhere': { id: 'signOutEverywhere' },
  'POST /api/email-change/confirm': { id: 'confirmEmailChange', errors: [409, 429] },
  'POST /api/email-change/report': { id: 'reportEmailChange', errors: [429] },
  'DELETE /api/users/:id': { id: 'deleteUser', errors: [409] },
  'POST /api/users/:id/reset-password': { id: 'sendPasswordReset' },

  'GET /api/products': {
    id: 'listProducts',
    summary: 'Search and filter the catalogue, one page at a time',
    errors: [429, 503],
  },
  'GET /api/products/manage': {
    id: 'listManagedProducts',
    summary: 'List the products one may manage: one’s shops (vendor) or all (admin)',
  },
  'GET /api/products/:id': { id: 'retrieveProduct', summary: 'Get a product with its reviews' },
  'POST /api/products': { id: 'createProduct', summary: 'Add a product to one’s shop' },
  'PUT /api/products/:id': {
    id: 'updateProduct',
    summary: 'Update a product of one’s shop',
    errors: [409],
  },
  'DELETE /api/products/:id': { id: 'deleteProduct', summary: 'Remove a product of one’s shop' },
  'POST /api/products/bulk': {
    id: 'bulkProducts',
    summary:
      'Change the price or stock of, archive, unarchive or delete several products of one’s shops at once',
  },
  'POST /api/products/:id/duplicate': {
    id: 'duplicateProduct',
    summary: 'Copy a product of one’s shop (named “… (copy)”, no stock)',
  },
  'PUT /api/products/:id/rate': {
    id: 'rateProduct',
    summary: 'Review a product one received (or edit one’s review of it)',
    errors: [403],
  },
  'GET /api/products/:id/review-eligibility': {
    id: 'retrieveReviewEligibility',
    summary: 'Whether the caller may review a product (a buyer who received it), and why not',
  },
  'PUT /api/products/:id/ratings/:ratingId': {
    id: 'updateReview',
    summary: 'Edit a review (its author or an admin)',
  },
  'DELETE /api/products/:id/ratings/:ratingId': {
    id: 'deleteReview',
    summary: 'Delete a review (its author or an admin)',
  },

  'GET /api/business': {
    id: 'listBusinesses',
    summary: 'List shops (admins may filter by status)',
    optionalAuth: true,
  },
  'GET /api/business/:id': {
    id: 'retrieveBusiness',
    summary: 'Get a shop (pending shops for their members and admins)',
    optionalAuth: true,
  },
  'POST /api/business': { id: 'createBusiness', summary: 'Open a shop' },
  'PUT /api/business/:id': { id: 'updateBusiness', summary: 'Update a shop (its members or an admin)' },
  'DELETE /api/business/:id': { id: 'deleteBusiness', summary: 'Close a shop (its owner or an admin)' },
  'GET /api/business/user/:userId': { id: 'listUserBusinesses', summary: 'List the shops a user belongs to' },
  'PUT /api/business/:id/transfer-ownership': {
    id: 'transferBusinessOwnership',
    summary: 'Transfer a shop to another vendor (admin)',
    errors: [409],
  },
  'PUT /api/business/:id/status': {
    id: 'updateBusinessStatus',
    summary: 'Approve or suspend a shop (admin)',
  },
  'GET /api/business/:id/delivery': {
    id: 'getBusinessDelivery',
    summary: 'Read a shop’s delivery zones, fees, days and pickup',
  },
  'PUT /api/business/:id/delivery': {
    id: 'updateBusinessDelivery',
    summary: 'Set a shop’s delivery zones and pickup (owner or admin)',
  },
  'POST /api/business/:id/catalogue/preview': {
    id: 'previewBusinessCatalogue',
    summary: 'Check a catalogue CSV row by row: what importing it would do, or its errors (writes nothing)',
    errors: [413],
  },
  'POST /api/business/:id/catalogue/import': {
    id: 'importBusinessCatalogue',
    summary: 'Import a catalogue CSV into a shop in one transaction (idempotent on SKU)',
    errors: [409, 413],
  },
  'GET /api/business/:id/catalogue.csv': {
    id: 'exportBusinessCatalogue',
    summary: 'Export a shop’s catalogue as CSV, in the import’s columns',
    produces: 'text/csv',
  },
  'POST /api/checkout/quote': {
    id: 'quoteCheckout',
    summary: 'Work out each shop’s delivery fee and dates, and the totals, for a cart',
  },

  'POST /api/orders': {
    id: 'createOrder',
    summary: 'Place an order (send an Idempotency-Key to retry safely)',
    errors: [409],
  },
  'GET /api/orders': {
    id: 'listOrders',
    summary: 'List one’s orders (a shop’s or all for vendors and admins)',
  },
  'GET /api/orders/:id': { id: 'retrieveOrder', summary: 'Get an order' },
  'GET /api/orders/business/:businessId': { id: 'listBusinessOrders', summary: 'List a shop’s orders' },
  'GET /api/orders/export.csv': {
    id: 'exportOrders',
    summary: 'Export the filtered orders as CSV, one row per shop part (admins)',
    produces: 'text/csv',
  },
  'GET /api/orders/business/:businessId/export.csv': {
    id: 'exportBusinessOrders',
    summary: 'Export a shop’s part of its filtered orders as CSV (its members and admins)',
    produces: 'text/csv',
  },
  'PUT /api/orders/:id/status': {
    id: 'updateOrderStatus',
    summary: 'Move an order to another status',
    errors: [409],
  },
  'PUT /api/orders/:id/payment-status': {
    id: 'updateOrderPaymentStatus',
    summary: 'Set an order’s payment status',
    errors: [409],
  },
  'GET /api/orders/:id/notes': {
    id: 'listOrderNotes',
    summary: 'List an order’s internal notes (its shops’ members and admins)',
  },
  'POST /api/orders/:id/notes': {
    id: 'addOrderNote',
    summary: 'Add an internal note to an order (its shops’ members and admins)',
  },
  'DELETE /api/orders/:id': {
    id: 'deleteOrder',
    summary: 'Delete an order (its buyer or an admin)',
    errors: [409],
  },

  'POST /api/address': { id: 'createAddress', summary: 'Save a delivery address' },
  'GET /api/address': { id: 'listAddresses', summary: 'List one’s delivery addresses' },
  'GET /api/address/:id': { id: 'retrieveAddress', summary: 'Get one of one’s delivery addresses' },
  'PUT /api/address/:id': { id: 'updateAddress', summary: 'Update one of one’s delivery addresses' },
  'DELETE /api/address/:id': { id: 'deleteAddress', summary: 'Delete one of one’s delivery addresses' },

  'GET /api/garage': { id: 'listGarageVehicles' },
  'POST /api/garage': { id: 'createGarageVehicle', errors: [409] },
  'POST /api/garage/merge': { id: 'mergeGarage' },
  'PUT /api/garage/:id': { id: 'updateGarageVehicle', errors: [409] },
  'DELETE /api/garage/:id': { id: 'deleteGarageVehicle', summary: 'Remove a vehicle from one’s garage' },
  'GET /api/compatibility/suggestions': { id: 'listCompatibilitySuggestions' },

  'GET /api/search/suggest': { id: 'suggestSearch' },
  'GET /api/search/synonyms': { id: 'listSearchSynonyms' },
  'PUT /api/search/synonyms/:term': { id: 'saveSearchSynonym' },
  'DELETE /api/search/synonyms/:term': { id: 'deleteSearchSynonym' },

  'GET /api/notifications': { id: 'listNotifications' },
  'POST /api/mark-notifications-as-read': { id: 'markNotificationsRead' },
  'POST /api/clear-notifications': { id: 'clearNotifications' },

  'POST /api/uploads': { id: 'createUpload' },

  'GET /api/analytics/revenue': { id: 'retrieveRevenue', summary: 'Revenue by month or year' },
  'GET /api/analytics/revenue/by-category': {
    id: 'retrieveRevenueByCategory',
    summary: 'Revenue by part category',
  },
  'GET /api/analytics/revenue/growth': {
    id: 'retrieveRevenueGrowth',
    summary: 'Revenue growth month on month',
  },
  'GET /api/analytics/products/top-selling': {
    id: 'listTopSellingProducts',
    summary: 'The best-selling products',
  },
  'GET /api/analytics/reviews/by-category': {
    id: 'retrieveReviewsByCategory',
    summary: 'Reviews by part category',
  },
  'GET /api/analytics/orders/completion-vs-cancellation': {
    id: 'retrieveCompletionVsCancellation',
    summary: 'Completed and cancelled orders compared',
  },
  'GET /api/analytics/partners': {
    id: 'listPartners',
    summary: 'Orders and revenue per partner garage (admin)',
  },
  'POST /api/page-views': { id: 'recordPageView', errors: [429] },
  'GET /api/analytics/page-views': { id: 'retrievePageViewStats' },
};

const BEARER = [{ bearer: [] }];

type Schema = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
  security?: unknown;
  operationId?: string;
  summary?: string;
};

/**
 * Completes one API route's schema for the document: operationId and summary (from `OPERATIONS`), `security` — the
 * bearer scheme when the route has an auth gate (plugins/auth.ts `authGate`), optional for `optionalAuth`, none
 * otherwise — and its error answers with the error body: 400 when it validates input, 401 (and 403 when the gate
 * refuses some signed-in callers) from the gate, 404 for an unknown id in the path, and the operation's `errors`.
 * Run once every route is registered (`onReady`), so the gates plugins add in their own `onRoute` hooks are seen.
 */
export function documentRoute(route: RouteOptions, method: string): void {
  const operation = OPERATIONS[`${method} ${route.url}`];
  const schema = (route.schema ?? {}) as Schema;
  const gate = authGateOf(route.onRequest, route.preValidation, route.preHandler);
  const errors = new Set<number>(operation?.errors ?? []);
  if (schema.body || schema.querystring || schema.params) errors.add(400);
  if (gate) errors.add(401);
  if (gate?.forbids) errors.add(403);
  if (route.url.includes('/:')) errors.add(404);
  const response = { ...schema.response };
  for (const status of errors) response[status] ??= errorBody;
  route.schema = {
    ...route.schema,
    ...(operation ? { operationId: operation.id, summary: schema.summary ?? operation.summary } : {}),
    security: gate ? BEARER : operation?.optionalAuth ? [{}, ...BEARER] : [],
    response,
  };
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`; zod's nullable unions come out as `{nullable, anyOf}`. Moving the
 * `nullable` into each member says the same (any member, or null) in a form Redocly and generators accept.
 */
function nullableUnions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableUnions);
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, nullableUnions(field)]),
  );
  const members = object.anyOf ?? object.oneOf;
  if (object.nullable === true && object.type === undefined && Array.isArray(members)) {
    const { nullable: _, ...rest } = object;
    const key = object.anyOf ? 'anyOf' : 'oneOf';
    return { ...rest, [key]: members.map((member) => ({ ...member, nullable: true })) };
  }
  return object;
}

/** The last touch on the whole document (`@fastify/swagger`'s `transformObject`). */
export function finishDocument<T>(document: T): T {
  return nullableUnions(document) as T;
}

/** Only `/api/…` routes are part of the API description: the web pages, uploads and widget files are not. */
export const onlyApiRoutes =
  (transform: SwaggerTransform): SwaggerTransform =>
  (input) => {
    if (!input.url.startsWith('/api/')) return { schema: { ...input.schema, hide: true }, url: input.url };
    const result = transform(input);
    const produces = OPERATIONS[`${[input.route.method].flat()[0]} ${input.url}`]?.produces;
    const response = (result.schema as { response?: Record<string, unknown> }).response;
    // A text answer (the catalogue CSV): its 200 is that media type, not JSON.
    if (produces && response?.['200'])
      response['200'] = {
        description: `The ${produces} text`,
        content: { [produces]: { schema: response['200'] } },
      };
    return result;
  };
