import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';

/** Query parameters whose values never reach the logs (password-reset links carry `token`). */
const SECRET_QUERY = /([?&](?:token|password|access_token|auth_token)=)[^&#]*/gi;

const redactQuery = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Fields of an error (and of its `cause`s) that may reach a log line. Everything else stays out: drizzle's and
 * PGlite's `params` (a failed query's bound values: password hashes, token hashes, emails, phones, addresses),
 * PostgreSQL's `detail` (`Key (email)=(ama@example.com) already exists`), `where`, `internalQuery`, and whatever a
 * library may add later (issue 21).
 */
const SAFE_ERROR_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'statusCode',
  'validationContext',
] as const;
const MAX_CAUSES = 4;

/**
 * An error's message without request values: drizzle appends the bound values (`Failed query: <sql>\nparams: ...`),
 * and PostgreSQL's data exceptions (SQLSTATE class 22) quote the value they refused (`invalid input syntax for type
 * integer: "..."`).
 */
function safeMessage(error: Error): string {
  const cut = error.message.indexOf('\nparams: ');
  const message = cut >= 0 ? error.message.slice(0, cut) : error.message;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('22')
    ? message.replace(/"[\s\S]*"/, '"[value]"')
    : message;
}

/** The stack with its first lines (the message) replaced by the safe message; just the message if it is not there. */
function safeStack(stack: string, message: string, safe: string): string {
  if (message === safe) return stack;
  const at = stack.indexOf(message);
  return at >= 0 ? stack.slice(0, at) + safe + stack.slice(at + message.length) : safe;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** pino's `err` serializer: type, message and stack (bound values cut out), the safe fields, and the causes. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const message = safeMessage(error);
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: error.stack ? safeStack(error.stack, error.message, message) : '',
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/**
 * pino options: JSON lines, secrets redacted (authorization header, cookies, passwords, tokens), errors logged
 * without the values of a failed query (`serializeError`).
 */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'password',
        'passwordHash',
        'token',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.auth_token',
        'body.data.password',
        'req.body.data.password',
        // Password-reset tokens, access tokens in answers, stored hashes.
        'tokenHash',
        '*.tokenHash',
        'data.password',
        'data.token',
        'data.auth_token',
        '*.data.password',
        '*.data.token',
        '*.data.auth_token',
        'body.data.token',
        'req.body.data.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: unknown) => serializeError(error),
      req(request: { method: string; url: string; hostname?: string; ip?: string }) {
        return {
          method: request.method,
          url: redactQuery(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
