import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import { errorHandler } from './errors.js';
import { loggerOptions } from './logger.js';
import { auth } from './plugins/auth.js';
import { catalogRoutes } from './routes/catalog.js';
import { healthRoutes } from './routes/health.js';
import { productRoutes } from './routes/products.js';
import { registerWeb } from './routes/web.js';
import { FacetCache } from './services/facet-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle services take. */
    db: Db;
    /** The open database (kind, location). */
    database: Database;
    /** Facet counts of product searches, keyed by catalogue version. */
    facetCache: FacetCache;
  }
}

export interface BuildAppOptions {
  db: Database;
  config: Pick<AppConfig, 'dataDir' | 'web' | 'bodyLimit' | 'logLevel'> &
    Partial<Pick<AppConfig, 'trustProxy' | 'jwtSecret'>>;
  /** Overrides the pino logger options (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The Fastify application: API under `/api`, uploads under `/uploads/`, the built front ends everywhere else.
 * Nothing listens yet — `main.ts` does that; tests use `app.inject`.
 */
export async function buildApp({ db, config, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimit,
    // Behind a load balancer (TRUST_PROXY) the client address comes from X-Forwarded-For.
    trustProxy: config.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('db', db.db);
  app.decorate('database', db);
  app.decorate('facetCache', new FacetCache());

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

  await app.register(auth, { jwtSecret: config.jwtSecret });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(productRoutes);
      await api.register(catalogRoutes);
    },
    { prefix: '/api' },
  );

  await registerWeb(app, { web: config.web, uploadsDir: join(config.dataDir, 'uploads') });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
