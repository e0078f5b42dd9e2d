import { memoryTokenStore, type TokenStore } from './auth.js';
import { deferredResource } from './deferred.js';
import { ApiError, NetworkError, toApiError } from './errors.js';
import { createHttp, type HttpAnswer } from './http.js';
import { mediaOrigin, resolveMediaUrls } from './media.js';
import type { Requester, RequestSpec } from './request.js';
import { authResource } from './resources/auth.js';
import { catalogResource } from './resources/catalog.js';
import { deferredMethods } from './resources/methods.js';
import { pageViewsResource } from './resources/page-views.js';
import { productsResource } from './resources/products.js';
import { searchResource } from './resources/search.js';
import type { UploadHostOptions } from './resources/uploads.js';
import type { ResponseName, ResponseOf } from './responses.js';

export interface ClientOptions {
  /**
   * Origin plus `/api`, e.g. `https://abossey.example/api`. Defaults to `/api` on the current origin. When absolute,
   * the media URLs in answers (`/uploads/…`) are resolved against its origin (ADR 0020).
   */
  baseUrl?: string;
  /**
   * Where the bearer token lives. Defaults to memory: the client never reads or writes the host page's storage unless
   * given a store. The marketplace's own apps pass `localTokenStore()` (§3 keys accessToken, userId, userType).
   */
  auth?: TokenStore;
  /** A custom fetch (tests, server-side rendering). */
  fetch?: typeof fetch;
  /** Check every response against its zod schema. Defaults to true; a mismatch throws an ApiError. */
  validateResponses?: boolean;
  /** Send images to a Cloudinary-compatible host instead of `POST /api/uploads`. */
  upload?: UploadHostOptions;
}

type ResponsesModule = typeof import('./responses.js');
let responsesModule: Promise<ResponsesModule> | undefined;

/**
 * The response schemas (and zod with them) as a separate chunk, imported once for every client. Not a static import:
 * that would put them in each app's first page, although nothing is validated before the first answer. A failed
 * import (a chunk that could not be downloaded) is forgotten, so the next request tries again.
 */
function loadResponses(): Promise<ResponsesModule> {
  responsesModule ??= import('./responses.js').catch((error: unknown) => {
    responsesModule = undefined;
    throw new NetworkError(undefined, error);
  });
  return responsesModule;
}

export function createClient(options: ClientOptions = {}) {
  const auth = options.auth ?? memoryTokenStore();
  const validate = options.validateResponses ?? true;
  const baseUrl = options.baseUrl ?? '/api';
  const media = mediaOrigin(baseUrl);
  const absolute = <T>(body: T): T => (media ? resolveMediaUrls(body, media) : body);
  const http = createHttp(baseUrl, options.fetch);

  const request: Requester = async <K extends ResponseName>({
    method = 'GET',
    path,
    schema,
    query,
    body,
    fallback,
    statusFallback,
    options: call,
  }: RequestSpec<K>): Promise<ResponseOf<K>> => {
    // Started with the HTTP call, not after it, so the schemas usually arrive first. Marked as handled here: when the
    // call fails, its error is thrown and this promise is not awaited.
    const schemas = validate && schema !== null ? loadResponses() : undefined;
    schemas?.catch(() => {});
    const token = auth.getToken();
    const headers: Record<string, string> = { accept: 'application/json', ...call?.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (call?.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    let answer: HttpAnswer;
    try {
      answer = await http(path, {
        method,
        query: query ? stripUndefined(query) : undefined,
        body,
        headers,
        signal: call?.signal,
        onUploadProgress: call?.onUploadProgress,
      });
    } catch (error) {
      if (call?.signal?.aborted) throw error;
      throw new NetworkError(undefined, error);
    }
    const { status, data: raw } = answer;
    if (status >= 400 && status < 600)
      throw toApiError(status, raw, statusFallback ? statusFallback(status) : fallback);
    // An upload's answer is sent back in writes as it came (the API takes `/uploads/…` paths or https URLs).
    const resolve = schema === 'uploadResponse' ? <T>(body: T) => body : absolute;
    if (!schemas || schema === null) return resolve(raw as ResponseOf<K>);
    const parsed = (await schemas).parseResponse(schema, raw);
    if (!parsed.success) throw new ApiError(fallback, 0, [], { body: raw, issues: parsed.error.issues });
    return resolve(parsed.data);
  };

  // The resources an app's first page may call at once are made here; the others load with their first call.
  return {
    /** The token store itself (pluggable: local, memory). */
    tokens: auth,
    auth: authResource(request, auth),
    users: deferredResource(
      () => import('./resources/users.js').then((m) => m.usersResource(request, auth)),
      deferredMethods.users,
    ),
    notifications: deferredResource(
      () => import('./resources/notifications.js').then((m) => m.notificationsResource(request)),
      deferredMethods.notifications,
    ),
    uploads: deferredResource(
      () =>
        import('./resources/uploads.js').then((m) =>
          m.uploadsResource(request, options.upload, options.fetch),
        ),
      deferredMethods.uploads,
    ),
    health: deferredResource(
      () => import('./resources/health.js').then((m) => m.healthResource(request)),
      deferredMethods.health,
    ),
    // The console's bulk actions and duplicate (issue 24) load with their first call: the storefront never calls them.
    products: {
      ...productsResource(request),
      ...deferredResource(
        () => import('./resources/product-bulk.js').then((m) => m.productBulkResource(request)),
        deferredMethods.productBulk,
      ),
    },
    business: deferredResource(
      () => import('./resources/business.js').then((m) => m.businessResource(request)),
      deferredMethods.business,
    ),
    catalogue: deferredResource(
      () => import('./resources/catalogue.js').then((m) => m.catalogueResource(request)),
      deferredMethods.catalogue,
    ),
    parts: catalogResource.parts(request),
    vehicleMakes: catalogResource.vehicleMakes(request),
    addresses: deferredResource(
      () => import('./resources/addresses.js').then((m) => m.addressesResource(request)),
      deferredMethods.addresses,
    ),
    orders: deferredResource(
      () => import('./resources/orders.js').then((m) => m.ordersResource(request)),
      deferredMethods.orders,
    ),
    analytics: deferredResource(
      () => import('./resources/analytics.js').then((m) => m.analyticsResource(request)),
      deferredMethods.analytics,
    ),
    pageViews: pageViewsResource(request),
    garage: deferredResource(
      () => import('./resources/garage.js').then((m) => m.garageResource(request)),
      deferredMethods.garage,
    ),
    compatibility: deferredResource(
      () => import('./resources/garage.js').then((m) => m.compatibilityResource(request)),
      deferredMethods.compatibility,
    ),
    search: searchResource(request),
  };
}

export type AbosseyClient = ReturnType<typeof createClient>;

function stripUndefined(query: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}
