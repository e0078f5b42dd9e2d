/**
 * Text the database must never see (issue 21): a NUL character, which PostgreSQL refuses in text (the failed query
 * used to land in the log with its bound values), or a lone UTF-16 surrogate, which the driver would store as U+FFFD.
 *
 * One `preHandler` hook on every `/api` route walks the validated body, query and path parameters — every string
 * value and object key — and refuses such text with a 400 naming the field, before any handler or query runs.
 * A hook rather than a check in each zod string schema: it covers every route and every field, including free-form
 * ones and routes added later, without relying on each schema remembering it. It runs after the route's own
 * auth hooks (an anonymous caller still gets 401) and after validation (a schema's own message comes first).
 */
import { findUnsafeText, TEXT_CHARACTER_NOT_ALLOWED } from '@abossey/sdk';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../services/errors.js';

const PARTS = [
  ['body', 'body field'],
  ['query', 'query parameter'],
  ['params', 'path parameter'],
] as const;

export function registerTextSafety(api: FastifyInstance): void {
  api.addHook('preHandler', async (request) => {
    for (const [part, label] of PARTS) {
      const path = findUnsafeText(request[part]);
      if (path === null) continue;
      const message = path
        ? `Invalid ${label} "${path}": ${TEXT_CHARACTER_NOT_ALLOWED}`
        : `Invalid request body: ${TEXT_CHARACTER_NOT_ALLOWED}`;
      throw new HttpError(400, message, [{ path, message: TEXT_CHARACTER_NOT_ALLOWED }]);
    }
  });
}
