import { join } from 'node:path';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import { errorHandler } from './errors.js';
import { loggerOptions } from './logger.js';
import { documentRoute, finishDocument, onlyApiRoutes } from './openapi.js';
import { accounts } from './plugins/accounts.js';
import { auth } from './plugins/auth.js';
import { registerPublicCors } from './plugins/cors.js';
import { registerHttpCache } from './plugins/http-cache.js';
import { registerResponseCache } from './plugins/response-cache.js';
import { registerTextSafety } from './plugins/text-safety.js';
import { addressRoutes } from './routes/addresses.js';
import { analyticsRoutes } from './routes/analytics.js';
import { authRoutes } from './routes/auth.js';
import { businessRoutes } from './routes/business.js';
import { catalogRoutes } from './routes/catalog.js';
import { catalogueImportRoutes } from './routes/catalogue-import.js';
import { deliveryRoutes } from './routes/delivery.js';
import { compatibilityRoutes, garageRoutes } from './routes/garage.js';
import { healthRoutes } from './routes/health.js';
import { notificationRoutes } from './routes/notifications.js';
import { orderRoutes } from './routes/orders.js';
import { pageViewRoutes } from './routes/page-views.js';
import { productBulkRoutes } from './routes/product-bulk.js';
import { productRoutes } from './routes/products.js';
import { searchRoutes } from './routes/search.js';
import { uploadRoutes } from './routes/uploads.js';
import { userRoutes } from './routes/users.js';
import { registerWeb } from './routes/web.js';
import { defaultSearchSettings } from './search-settings.js';
import { createSerializerCompiler } from './serializer.js';
import { FacetCache } from './services/facet-cache.js';
import { SearchGate } from './services/search-gate.js';
import { SearchVocabulary } from './services/search-vocabulary.js';
import type { ResolvedSearch } from './services/search-words.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle services take. */
    db: Db;
    /** The open database (kind, location). */
    database: Database;
    /** Facet counts of product searches, keyed by catalogue version. */
    facetCache: FacetCache;
    /** Fair search: per-address limit, a few at once, on the database's search handle (issue 21). */
    searchGate: SearchGate;
    /** Every public API route (method, URL pattern, input schemas), for the OpenAPI, route × role and fuzz tests. */
    apiRoutes: ApiRoute[];
    /** The catalogue's words and the search synonyms, for resolving search words (issue 25). */
    searchVocabulary: SearchVocabulary;
  }
  interface FastifyRequest {
    /** A product search's resolved words, set by `GET /products` (the response cache tags its entry with them). */
    productSearch: ResolvedSearch | null;
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  /** The zod schemas the route validates its input with. */
  input: { body?: unknown; querystring?: unknown; params?: unknown };
  /** The zod schemas of its answers, by status. */
  response?: Record<string, unknown>;
}

export interface BuildAppOptions {
  db: Database;
  config: Pick<AppConfig, 'dataDir' | 'web' | 'bodyLimit' | 'logLevel'> &
    Partial<Pick<AppConfig, 'trustProxy' | 'jwtSecret'>> &
    Partial<
      Pick<
        AppConfig,
        | 'smtpUrl'
        | 'mailFrom'
        | 'publicUrl'
        | 'rateLimits'
        | 'responseCacheTtlMs'
        | 'pageCacheTtlMs'
        | 'search'
        | 'sitemapPageSize'
        | 'serverRender'
      >
    >;
  /** Overrides the pino logger options (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** Also run zod's serializer on every answer and fail when the bytes differ (the API tests set it). */
  verifySerializer?: boolean;
}

const API_DESCRIPTION = [
  'Vehicle spare parts marketplace (GH₵). Success bodies are `{data}`; errors are `{message, error, details?}`.',
  '',
  'Sign in with `POST /api/login` (`{"data": {"email": "…", "password": "…"}}`, or `username` for `email`) and send',
  'its `data.auth_token` as `Authorization: Bearer <auth_token>` on the operations that declare the `bearer` scheme.',
  'Anonymous catalogue reads',
  '(`GET` products, shops, parts, vehicle makes) need no token and are allowed from any origin.',
  '',
  'Media fields (`images`, `imageUrl`, `avatarUrl`, …) are paths on this server (`/uploads/…`) unless absolute:',
  'resolve them against the server URL. `@abossey/sdk` does that for a client on another origin.',
].join('\n');

/**
 * The Fastify application: API under `/api`, uploads under `/uploads/`, the built front ends everywhere else.
 * Nothing listens yet — `main.ts` does that; tests use `app.inject`.
 */
export async function buildApp({ db, config, logger, verifySerializer }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimit,
    // Behind a load balancer (TRUST_PROXY) the client address comes from X-Forwarded-For.
    trustProxy: config.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Compiled from each route's zod response schema: zod's bytes, unknown keys stripped, without zod's copy (ADR 0016).
  app.setSerializerCompiler(createSerializerCompiler({ verify: verifySerializer }));
  app.setErrorHandler(errorHandler);
  app.decorate('db', db.db);
  app.decorate('database', db);
  app.decorate('facetCache', new FacetCache());
  app.decorate('searchVocabulary', new SearchVocabulary(db.db));
  app.decorateRequest('productSearch', null);
  const searchSettings = { ...defaultSearchSettings, ...config.search };
  // Twice as many connections as searches at once: a search sends its page, total and facet counts together.
  const searchHandle = db.searchHandle({
    statementTimeoutMs: searchSettings.timeoutMs,
    connections: searchSettings.concurrency * 2,
  });
  app.decorate('searchGate', new SearchGate(searchSettings, searchHandle.db));
  app.addHook('onClose', async () => {
    await searchHandle.close();
  });
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  const toDocument: (() => void)[] = [];
  // Operation ids, summaries, security and error answers (src/openapi.ts), once every plugin's onRoute hook has run.
  app.addHook('onReady', async () => {
    for (const document of toDocument.splice(0)) document();
  });
  app.addHook('onRoute', (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
    if (!route.url.startsWith('/api/') || hidden || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') {
        const { body, querystring, params, response } = (route.schema ?? {}) as ApiRoute['input'] &
          Pick<ApiRoute, 'response'>;
        apiRoutes.push({ method, url: route.url, input: { body, querystring, params }, response });
        toDocument.push(() => documentRoute(route, method));
      }
    // Group the docs page by resource: /api/orders/:id → "orders".
    const resource = route.url.split('/')[2] ?? '';
    const tag = /^(mark-notifications-as-read|clear-notifications)$/.test(resource)
      ? 'notifications'
      : resource;
    if (tag && !route.schema?.tags) route.schema = { ...route.schema, tags: [tag] };
  });

  // Anonymous public catalogue reads answered from memory for a short TTL; a write drops the answers it can change
  // (docs/adr/0011).
  // First of all hooks: a hit is answered before helmet, CORS, auth and validation run (its stored headers are the
  // ones they set on the miss); its onSend hook sees the JSON before the ETag hook and compression.
  registerResponseCache(app, { ttlMs: config.responseCacheTtlMs ?? 0 });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // styled-components injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // No upgrade-insecure-requests: the server is often reached over plain http on a LAN or localhost.
      },
    },
  });

  // Partner garages' pages read the public catalogue from their own origin (widgets): CORS on those GETs only.
  registerPublicCors(app);

  // ETags and Cache-Control on the public catalogue reads, then compression (issue 9).
  await registerHttpCache(app);

  await app.register(auth, { jwtSecret: config.jwtSecret });
  // Mail (SMTP_URL or DATA_DIR/outbox), upload storage and sign-in/reset attempt limits for the account routes.
  await app.register(accounts, {
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    rateLimits: config.rateLimits,
  });

  // OpenAPI from the same zod schemas the routes validate with: /api/openapi.json and a docs page at /api/docs.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Abossey API',
        version: '1.0.0',
        description: API_DESCRIPTION,
      },
      // The site's public origin in production; without PUBLIC_URL, the origin that served the document.
      servers: [{ url: config.publicUrl ?? '/', description: 'This Abossey server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The `data.auth_token` of `POST /api/login` (or of `POST /api/register/confirm`), sent as `Authorization: Bearer <auth_token>`. Valid 7 days; a password change ends it.',
          },
        },
      },
    },
    transform: onlyApiRoutes(jsonSchemaTransform),
    transformObject: (document) => finishDocument('openapiObject' in document ? document.openapiObject : {}),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      // No NUL or lone surrogate in any text field, checked once for every route before its handler (issue 21).
      registerTextSafety(api);
      await api.register(healthRoutes);
      await api.register(productRoutes);
      await api.register(productBulkRoutes);
      await api.register(businessRoutes);
      await api.register(deliveryRoutes);
      await api.register(catalogueImportRoutes);
      await api.register(catalogRoutes);
      await api.register(searchRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(notificationRoutes);
      await api.register(uploadRoutes);
      await api.register(addressRoutes);
      await api.register(garageRoutes);
      await api.register(compatibilityRoutes);
      await api.register(orderRoutes);
      await api.register(analyticsRoutes);
      await api.register(pageViewRoutes);
    },
    { prefix: '/api' },
  );

  await registerWeb(app, {
    web: config.web,
    uploadsDir: join(config.dataDir, 'uploads'),
    publicUrl: config.publicUrl,
    sitemapPageSize: config.sitemapPageSize,
    serverRender: config.serverRender ?? false,
    // Left out (as the tests' apps do): the API's TTL.
    pageCacheTtlMs: config.pageCacheTtlMs ?? config.responseCacheTtlMs ?? 0,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
