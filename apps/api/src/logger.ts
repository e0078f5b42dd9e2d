import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';

/** Query parameters whose values never reach the logs (password-reset links carry `token`). */
const SECRET_QUERY = /([?&](?:token|password|access_token|auth_token)=)[^&#]*/gi;

const redactQuery = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** pino options: JSON lines, secrets redacted (authorization header, cookies, passwords, tokens). */
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
