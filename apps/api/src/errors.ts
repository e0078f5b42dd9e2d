import { STATUS_CODES } from 'node:http';
import { type ErrorBody, SERVER_BUSY } from '@abossey/sdk';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DatabaseBusyError } from './db/lanes.js';
import { HttpError } from './services/errors.js';

const statusText = (status: number) => STATUS_CODES[status] ?? 'Error';

const locationLabel: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

/** `/data/items/0/name` → `data.items.0.name` */
const toPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/**
 * Every error leaves as `{message, error, details?}` with a truthful status (ARCHITECTURE.md). Bad input is a 4xx
 * with a readable message; anything unexpected is logged and answered with a generic 500 that leaks nothing.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: toPath(issue.instancePath),
      message: issue.message ?? 'Invalid value',
    }));
    const label = locationLabel[error.validationContext ?? ''] ?? 'value';
    const first = details[0];
    const more =
      details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})` : '';
    const message = first?.path
      ? `Invalid ${label} "${first.path}": ${first.message}${more}`
      : `Invalid request ${label === 'body field' ? 'body' : label}: ${first?.message ?? 'bad value'}${more}`;
    return reply.status(400).send({ message, error: statusText(400), details } satisfies ErrorBody);
  }

  if (error instanceof HttpError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    const body: ErrorBody = { message: error.message, error: statusText(error.statusCode) };
    if (error.details?.length) body.details = error.details;
    return reply.status(error.statusCode).send(body);
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply
      .status(500)
      .send({ message: 'Something went wrong!', error: statusText(500) } satisfies ErrorBody);
  }

  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's own client errors (body too large, bad JSON, unsupported media type, rate limited): safe messages.
    return reply
      .status(status)
      .send({ message: error.message, error: statusText(status) } satisfies ErrorBody);
  }

  // PostgreSQL "data exception" (class 22): a value from the request the database cannot take, e.g. out of range.
  const pgCode = postgresCode(error);
  if (pgCode && /^22[0-9A-Z]{3}$/.test(pgCode)) {
    request.log.warn({ err: error }, 'database rejected a value from the request');
    return reply
      .status(400)
      .send({ message: 'A value in the request is invalid.', error: statusText(400) } satisfies ErrorBody);
  }

  // Load, not a bug (issue 21): no connection within the wait bound, or a statement past its timeout. A short answer
  // the client may retry beats a request that waits without end.
  const busy = databaseBusyReason(error);
  if (busy) {
    // The reason only: a wrapped query error's message carries the statement's parameters.
    request.log.warn({ reason: busy }, 'database busy, answered 503');
    reply.header('retry-after', String(BUSY_RETRY_SECONDS));
    return reply.status(503).send({ message: SERVER_BUSY, error: statusText(503) } satisfies ErrorBody);
  }

  request.log.error({ err: error }, 'unhandled error');
  const code = status && status >= 500 && status < 600 ? status : 500;
  return reply
    .status(code)
    .send({ message: 'Something went wrong!', error: statusText(code) } satisfies ErrorBody);
}

/** Seconds a client is told to wait after a 503 of a busy database. */
const BUSY_RETRY_SECONDS = 2;

/**
 * node-postgres' pool gives a plain Error when no connection came within `connectionTimeoutMillis` (waiting in the
 * pool, or a new connection not established in time); PGlite's lanes give DatabaseBusyError.
 */
const POOL_TIMEOUTS = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);
/** 57014 query_canceled (statement timeout), 53300 too_many_connections, 57P03 cannot_connect_now. */
const BUSY_CODES = new Set(['57014', '53300', '57P03']);

/** Why the database could not answer in time (a SQLSTATE or the driver's message), or undefined for other errors. */
function databaseBusyReason(error: unknown): string | undefined {
  const code = postgresCode(error);
  if (code && BUSY_CODES.has(code)) return code;
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseBusyError || (e instanceof Error && POOL_TIMEOUTS.has(e.message)))
      return e.message;
  }
  return undefined;
}

/** The SQLSTATE of a database error; drizzle wraps driver errors (DrizzleQueryError) and keeps them as `cause`. */
export function postgresCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return postgresCode((error as { cause?: unknown }).cause, depth + 1);
}
