/**
 * HTTP caching and compression (issue 9).
 *
 * - The public catalogue reads (`PUBLIC_READ_ROUTES`: product list and detail, shops, parts, vehicle makes) answer
 *   with a weak `ETag` (a hash of the body) and `Cache-Control: public, no-cache` — a browser or proxy keeps the
 *   answer but asks again each time, and an unchanged answer comes back as `304 Not Modified` without a body. Signed-in
 *   calls (some answers depend on the caller) get `private, no-cache` and `Vary: Authorization`. Stock and prices move,
 *   so nothing is served from a cache without asking.
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
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
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
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      reply.statusCode !== 200 ||
      !CACHEABLE.has(request.routeOptions.url ?? '') ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload))
    )
      return payload;
    const etag = etagOf(payload);
    const signedIn = Boolean(request.headers.authorization);
    reply.header('etag', etag);
    reply.header('cache-control', signedIn ? 'private, no-cache' : 'public, no-cache');
    reply.header('vary', 'Authorization');
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
