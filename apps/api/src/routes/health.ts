import { envelope, errorBody, health } from '@abossey/sdk';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../services/errors.js';

/** `GET /api/health`: the server is up and its database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: envelope(health), 503: errorBody } } }, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database does not answer');
      throw new HttpError(503, 'The database is not answering.');
    }
    return { data: { status: 'ok' as const, database: app.database.kind } };
  });
};
