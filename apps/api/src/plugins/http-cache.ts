/**
 * HTTP caching and compression (issue 9).
 *
 * - The public catalogue reads (`PUBLIC_READ_ROUTES`: product list and detail, shops, parts, vehicle makes) answer
 *   asked without `Authorization` answer with a weak `ETag` (a hash of the body) and `Cache-Control: public, no-cache`
 *   — a browser or proxy keeps the answer but asks again each time, and an unchanged answer comes back as
 *   `304 Not Modified` without a body. Stock and prices move, so nothing is served from a cache without asking.
 * - Every other API answer — any request carrying `Authorization` (signed-in answers may hold personal data), the
 *   private routes, the sign-in answer with its token, errors — is `Cache-Control: no-store` (issue 21): no browser,
 *   proxy or shared computer keeps a copy. Public reads keep `Vary: Authorization`.
 * - Responses over 1 KB (JSON, HTML, JS, CSS, SVG) are compressed with Brotli or gzip as the client accepts.
 *   Brotli runs at quality 4: close to gzip's speed with smaller output; the default (11) costs far too much CPU for
 *   answers built per request.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_READ_ROUTES } from './cors.js';

const CACHEABLE: ReadonlySet<string> = new Set(PUBLIC_READ_ROUTES);

/** A weak validator: the same JSON gives the same tag (compression does not change it). */
export function etagOf(...parts: (string | Buffer)[]): string {
  // Parts are hashed one after another: joining large strings first cost more than the hash.
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest('base64url')}"`;
}

/** Whether an `If-None-Match` header names this tag (weak comparison, lists and `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/**
 * Registers the ETag hook, then compression. Call before the routes; the ETag hook must run before compression's
 * (hooks run in the order they were added), so it hashes the JSON text rather than a compressed stream.
 */
export async function registerHttpCache(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    const publicRead =
      (request.method === 'GET' || request.method === 'HEAD') &&
      CACHEABLE.has(request.routeOptions.url ?? '');
    if (publicRead) reply.header('vary', 'Authorization');
    if (
      !publicRead ||
      request.headers.authorization !== undefined ||
      reply.statusCode !== 200 ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    const etag = etagOf(payload);
    reply.header('etag', etag);
    reply.header('cache-control', 'public, no-cache');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
