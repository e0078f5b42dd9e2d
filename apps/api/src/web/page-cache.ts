/**
 * Server-rendered storefront pages through the public read cache (issue 23, docs/adr/0011): a page is rendered once
 * per key and TTL, its concurrent misses wait for the first one, it is refreshed in the background past `REFRESH_AT`,
 * and a write drops it when it drops any API answer the render read (a product edit: the product's page, the
 * catalogue pages that list it; not another shop's page).
 *
 * - Key: the page's URL without `lng`, its language (and whether the URL chose it: the canonical link keeps it), its
 *   origin (the head's absolute URLs), the rendered fields of the `settings` cookie and the encoding sent. The render
 *   reads nothing else of the request, so two requests with one key get one page.
 * - Stored: 200 GETs whose render filled the page and whose API reads all answered 200.
 * - ETag: the page's hash with the state's clock readings blanked, so renders of the same data share it; a matching
 *   `If-None-Match` gets a 304 without a body.
 * - `server-timing`: `ssr;dur=<ms>` when the page was built for this request, `cache;desc=hit` when it was not.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { etagOf, matchesEtag } from '../plugins/http-cache.js';
import {
  type CacheEncoding,
  type EntryTag,
  encode,
  PAGE_HIT_TIMING,
  type ResponseCache,
  recordingReads,
  storableHeaders,
} from '../plugins/response-cache.js';
import { STATE_SCRIPT_START } from './server-render.js';

/** A storefront page as built for one request. */
export interface BuiltPage {
  status: number;
  html: string;
  /** The renderer filled `#root`; the shell alone (the renderer declined or failed) is never stored. */
  rendered: boolean;
}

interface PageCacheRequest {
  /** Everything the page depends on besides the database (see the module comment), without the encoding. */
  key: string;
  encoding: CacheEncoding;
  ifNoneMatch: string | undefined;
  /** The page's own tag (its storefront route), so an entry that read nothing still goes with `clear()`. */
  tag: EntryTag;
}

/**
 * The page's validator: two renders of the same data share it. The state's clock readings are left out: when each
 * query's data came (`dataUpdatedAt`) and when the cache was dehydrated (`dehydratedAt`).
 */
export function pageEtag(html: string): string {
  // Only the state's script holds them: a regex over the whole page cost ~2.3 ms of a ~260 KB catalogue page.
  const state = Math.max(0, html.indexOf(STATE_SCRIPT_START));
  return etagOf(
    html.slice(0, state),
    html.slice(state).replace(/"(dataUpdatedAt|dehydratedAt)":\d+/g, '"$1":0'),
  );
}

const VARY = 'Accept-Language, Cookie, Accept-Encoding';
const HIT = PAGE_HIT_TIMING;

/** A page's key in the response cache: the page's own key (see the module comment) and the encoding sent. */
export const pageCacheKey = (key: string, encoding: CacheEncoding) => `PAGE ${key} ${encoding}`;
const built = (ms: number) => `ssr;dur=${ms.toFixed(1)}`;

async function timed(build: () => Promise<BuiltPage>): Promise<{ page: BuiltPage; ms: number }> {
  const started = performance.now();
  const page = await build();
  return { page, ms: performance.now() - started };
}

/** Sends a page built for this request (status, ETag and 304 as a stored one gets). */
export function sendBuiltPage(
  reply: FastifyReply,
  page: BuiltPage,
  ms: number,
  ifNoneMatch: string | undefined,
): FastifyReply {
  reply.header('server-timing', built(ms));
  if (page.status !== 200) return reply.status(page.status).send(page.html);
  const etag = pageEtag(page.html);
  reply.header('etag', etag);
  if (matchesEtag(ifNoneMatch, etag)) return reply.status(304).send();
  return reply.status(200).send(page.html);
}

export interface PageCache {
  /**
   * Answers a page from the cache, or builds it (`build` may throw: nothing is stored and the error is the caller's).
   * The caller has set the reply's type and `cache-control`.
   */
  send(
    reply: FastifyReply,
    request: PageCacheRequest,
    build: () => Promise<BuiltPage>,
  ): Promise<FastifyReply>;
}

export function createPageCache(
  cache: ResponseCache,
  log: FastifyBaseLogger,
  ttlMs: number = cache.ttlMs,
): PageCache {
  type Entry = NonNullable<ReturnType<ResponseCache['get']>>;

  function answer(reply: FastifyReply, entry: Entry, ifNoneMatch: string | undefined, timing: string) {
    reply.header('server-timing', timing);
    const notModified = matchesEtag(ifNoneMatch, entry.etag);
    for (const [name, value] of Object.entries(notModified ? entry.notModifiedHeaders : entry.headers))
      reply.header(name, value);
    return notModified ? reply.status(304).send() : reply.status(200).send(entry.bytes);
  }

  /** Builds the page, recording its API reads, and stores it when it may be shared (see the module comment). */
  async function buildAndStore(
    key: string,
    request: PageCacheRequest,
    build: () => Promise<BuiltPage>,
    reply: FastifyReply,
  ) {
    const generation = cache.generation;
    const { value, reads } = await recordingReads(() => timed(build));
    const { page, ms } = value;
    const tags = [request.tag, ...reads.tags];
    if (
      page.status !== 200 ||
      !page.rendered ||
      !reads.complete ||
      !cache.unchangedSince(generation, ...tags)
    )
      return { page, ms, entry: undefined };
    const etag = pageEtag(page.html);
    const html = Buffer.from(page.html);
    const encoded: Record<string, string> =
      request.encoding === 'identity' ? {} : { 'content-encoding': request.encoding };
    // Every header the reply has by now (helmet's, the type, cache-control), so a hit answered before them
    // (response-cache.ts) sends what this miss sends.
    const { headers, notModifiedHeaders } = storableHeaders(reply);
    cache.set(
      key,
      {
        tags,
        text: page.html,
        etag,
        bytes: request.encoding === 'identity' ? html : encode(request.encoding, html),
        headers: { ...headers, etag, vary: VARY, ...encoded },
        notModifiedHeaders: { ...notModifiedHeaders, etag, vary: VARY },
      },
      ttlMs,
    );
    return { page, ms, entry: cache.get(key) };
  }

  function refreshInBackground(
    key: string,
    request: PageCacheRequest,
    build: () => Promise<BuiltPage>,
    reply: FastifyReply,
  ) {
    const lead = cache.lead(key);
    if ('wait' in lead) return;
    buildAndStore(key, request, build, reply)
      .catch((error: unknown) => log.warn({ err: error }, 'page cache refresh failed'))
      .finally(lead.leader.resolve);
  }

  return {
    async send(reply, request, build) {
      const key = pageCacheKey(request.key, request.encoding);
      const entry = cache.get(key);
      if (entry) {
        if (cache.dueForRefresh(key, entry)) refreshInBackground(key, request, build, reply);
        return answer(reply, entry, request.ifNoneMatch, HIT);
      }
      const lead = cache.lead(key);
      if ('wait' in lead) {
        await lead.wait;
        const filled = cache.get(key);
        if (filled) return answer(reply, filled, request.ifNoneMatch, HIT);
        // The first one stored nothing (not shareable, or a write came in between): build it, storing nothing.
        const { page, ms } = await timed(build);
        return sendBuiltPage(reply, page, ms, request.ifNoneMatch);
      }
      try {
        const { page, ms, entry: stored } = await buildAndStore(key, request, build, reply);
        return stored
          ? answer(reply, stored, request.ifNoneMatch, built(ms))
          : sendBuiltPage(reply, page, ms, request.ifNoneMatch);
      } finally {
        lead.leader.resolve();
      }
    },
  };
}
