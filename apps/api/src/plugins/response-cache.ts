/**
 * In-process response cache for anonymous reads of the public catalogue (issue 9, docs/adr/0011).
 *
 * - What: `GET` of a `PUBLIC_READ_ROUTES` route, without an `Authorization` header, answered 200. The key is the URL as
 *   sent (path + query) and the encoding the client gets (br / gzip / deflate / identity from `Accept-Encoding`).
 *   An entry keeps the JSON, its ETag, the bytes as sent (compressed once, when stored) and the answer's headers.
 * - Hits are answered from the first `onRequest` hook (after routing; before helmet, CORS, auth,
 *   validation and the handler) by writing the stored headers and bytes directly, so neither the ETag hook nor
 *   @fastify/compress runs (or compresses) again; an `If-None-Match` naming the tag gets 304.
 * - Freshness: a write handled by this process (a non-GET/HEAD/OPTIONS not answered 4xx) drops, before its answer
 *   leaves, the entries it can change (`WRITE_EFFECTS`; issue 21): a product edit its product's page, the lists it is
 *   on or may now be on and the lists whose counts it changes; a garage merge none. So the writer's next read sees
 *   its change (read-your-writes). Every entry also expires after `ttlMs` (RESPONSE_CACHE_TTL_MS, default 2 s), so
 *   other instances' writes and direct database changes show within it. A read that started before a write never
 *   stores an answer that write can change.
 * - Concurrent misses for one key wait for the first one and are then answered from its entry. Past three quarters
 *   of its TTL (`REFRESH_AT`), an entry's next hit starts a background refresh and every request is still answered
 *   from the entry (never past its TTL) until the refresh stores a fresh copy, so nobody waits for a busy key's
 *   refresh.
 * - Bounded: at most `maxEntries` entries and `maxBytes` bytes of bodies; the oldest go first.
 * - Server-rendered storefront pages are kept here too (web/page-cache.ts), tagged with the API answers their render
 *   read (`recordingReads`), so the writes that drop those answers drop the pages.
 * Prices and stock for checkout always come from the database; this cache only answers reads.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import type { ProductListParams } from '@abossey/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changesCounts,
  type FacetFilter,
  facetFilterOf,
  listsProduct,
  type ProductChange,
} from '../services/facet-filter.js';
import { PUBLIC_READ_ROUTES } from './cors.js';
import { etagOf, matchesEtag } from './http-cache.js';

const CACHEABLE: ReadonlySet<string> = new Set(PUBLIC_READ_ROUTES);

export type CacheEncoding = 'br' | 'gzip' | 'deflate' | 'identity';
/** Server preference when the client weighs several encodings equally (as @fastify/compress is configured). */
const ENCODINGS: readonly CacheEncoding[] = ['br', 'gzip', 'deflate'];

export interface ResponseCacheOptions {
  /** How long an entry is served, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** Most entries kept (oldest evicted first). */
  maxEntries?: number;
  /** Most bytes of stored bodies (JSON + compressed bytes) kept (oldest evicted first). */
  maxBytes?: number;
}

/** What a stored answer shows, so a write can tell whether it changes it. */
export interface EntryTag {
  /** The route (e.g. `/api/products/:id`). */
  route: string;
  /** Ids of the products it shows (a list's page, a product's page); 'unknown' when they could not be read. */
  shows: number[] | 'unknown';
  /** A product list's search (its total and facet counts depend on it). */
  filter?: FacetFilter;
}

/** Which stored answers a write changes. */
export type Affects = (tag: EntryTag) => boolean;

interface Entry {
  /** What the answer shows: one tag for an API answer; a server-rendered page has one per API read it made. */
  tags: readonly EntryTag[];
  /** The answer's text (the JSON, or a page's HTML). */
  text: string;
  etag: string;
  /** The bytes sent for this key's encoding (the text itself for identity or an answer under the threshold). */
  bytes: Buffer;
  /** The miss's final headers, without content-length. */
  headers: Record<string, string | string[]>;
  /** Headers of a 304 (no body headers). */
  notModifiedHeaders: Record<string, string | string[]>;
  expires: number;
  /** From here on, one hit goes to the handler to refresh the entry while the others are still answered from it. */
  refreshAt: number;
  size: number;
}

interface Pending {
  promise: Promise<void>;
  resolve: () => void;
}

interface CacheState {
  key: string;
  encoding: CacheEncoding;
  generation: number;
  /** Set while this request is the first miss for its key. */
  pending?: Pending;
  /** The serialized JSON, captured before the ETag and compression hooks. */
  json?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    responseCache?: CacheState;
  }
  interface FastifyInstance {
    /** The public read cache (its `clear()` is what a write calls). */
    responseCache: ResponseCache;
  }
}

/**
 * The encoding @fastify/compress will pick for this `Accept-Encoding`: the highest q among br, gzip and deflate
 * (`*` and `x-gzip` count as gzip), ties in the server's order; identity when none is acceptable. A miss whose
 * answer carries another encoding is not stored, so a disagreement costs hits, never correctness.
 */
export function chooseEncoding(acceptEncoding: string | undefined): CacheEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [rawName, ...params] = part.split(';');
    let name = rawName?.trim() ?? '';
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param);
      if (match) q = Number(match[1]);
    }
    if (Number.isFinite(q)) weights.set(name, Math.max(weights.get(name) ?? 0, q));
  }
  let best: CacheEncoding = 'identity';
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = weights.get(encoding) ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** The same settings as @fastify/compress in http-cache.ts (Brotli quality 4, zlib level 6). */
export function encode(encoding: CacheEncoding, body: Buffer): Buffer {
  switch (encoding) {
    case 'br':
      return brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    case 'gzip':
      return gzipSync(body, { level: 6 });
    case 'deflate':
      return deflateSync(body, { level: 6 });
    default:
      return body;
  }
}

/**
 * When (as a fraction of the TTL) an entry's next hit starts its background refresh. Each busy key costs one
 * trip to the database per `ttlMs * REFRESH_AT`: at 3/4 a third fewer than at 1/2, with the freshness bound (the TTL)
 * unchanged. The last quarter (500 ms at the default TTL) is ample for a refresh (tens of ms) to land before the
 * entry expires; one that takes longer makes the requests after expiry wait for it, as misses do. Issue 9: at 100,000
 * products the refreshes of 40 make + model + year pages were most of the bench's CPU.
 */
export const REFRESH_AT = 0.75;

/** What a server render read from the API (its requests are injected in process, so these hooks see them). */
export interface RenderReads {
  /** The tags of the answers it read: its page shows what they show. */
  tags: EntryTag[];
  /** Every read answered 200: a failed one (a 429, a 503) may have left an error or a skeleton in the page. */
  complete: boolean;
}

const renderReads = new AsyncLocalStorage<RenderReads>();

/**
 * Runs `render`, recording the API reads it makes (hits and misses, cached routes or not), so its page can be
 * stored with their tags and dropped by any write that drops one of them.
 */
export async function recordingReads<T>(render: () => Promise<T>): Promise<{ value: T; reads: RenderReads }> {
  const reads: RenderReads = { tags: [], complete: true };
  const value = await renderReads.run(reads, render);
  return { value, reads };
}

/** Marks the internal request that refreshes an entry (its value: a one-time id from `refreshes`). */
const REFRESH_HEADER = 'x-abossey-cache-refresh';

/** Headers Node (not the app) writes per connection, or that belong to one body. */
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);
/** Headers a 304 leaves out (it has no body). */
const BODY_HEADERS = new Set(['content-type', 'content-encoding']);

/**
 * The headers a reply has so far, as an entry keeps them (lower-case names; none that Node writes per response, and
 * no `server-timing`, which says how this one answer was made), and the subset a 304 carries.
 */
export function storableHeaders(reply: FastifyReply): {
  headers: Record<string, string | string[]>;
  notModifiedHeaders: Record<string, string | string[]>;
} {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    const lower = name.toLowerCase();
    if (value === undefined || PER_RESPONSE.has(lower) || lower === 'server-timing') continue;
    headers[lower] = Array.isArray(value) ? value.map(String) : String(value);
  }
  const notModifiedHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name)),
  );
  return { headers, notModifiedHeaders };
}

/** The routes server-rendered pages come through (routes/web.ts): their hits are answered first, as API hits are. */
const PAGE_ROUTES: ReadonlySet<string> = new Set(['/', '/*']);

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * A page request's key among the stored pages (web/page-cache.ts), or undefined when it asks for no cacheable
   * page; set by routes/web.ts when pages are cached.
   */
  pageKeyOf: ((request: FastifyRequest) => string | undefined) | undefined;
  private readonly pending = new Map<string, Pending>();
  private bytes = 0;
  /** Bumped by every invalidation: a read that began before one must not store what it changes. */
  generation = 0;
  /** The latest invalidations, each with the generation it made (oldest first). */
  private readonly invalidations: { generation: number; affects: Affects }[] = [];
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(
    readonly ttlMs: number,
    options: { maxEntries?: number; maxBytes?: number } = {},
    private readonly now: () => number = Date.now,
  ) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores an entry for `ttlMs` (the cache's own unless given: rendered pages keep theirs longer). */
  set(key: string, entry: Omit<Entry, 'expires' | 'refreshAt' | 'size'>, ttlMs = this.ttlMs): void {
    const size =
      entry.text.length + (entry.bytes.length === entry.text.length ? 0 : entry.bytes.length) + 512;
    if (size > this.maxBytes) return;
    this.delete(key);
    const now = this.now();
    this.entries.set(key, {
      ...entry,
      expires: now + ttlMs,
      refreshAt: now + ttlMs * REFRESH_AT,
      size,
    });
    this.bytes += size;
    // Map order is insertion order: the first entries are the oldest.
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Drops every entry. */
  clear(): void {
    this.invalidate(() => true);
  }

  /** Drops the entries `affects` names, and keeps it so that a read in flight does not store such an answer. */
  invalidate(affects: Affects): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.tags.some(affects)) this.delete(key);
    this.invalidations.push({ generation: this.generation, affects });
    if (this.invalidations.length > INVALIDATIONS_KEPT) this.invalidations.shift();
  }

  /** A committed product write: drops the answers it can change (`productChangeAffects`). */
  productChanged(change: ProductChange): void {
    this.invalidate(productChangeAffects(change));
  }

  /** A committed bulk write (issue 24): drops what any of its products' changes can change, in one invalidation. */
  productsChanged(changes: readonly ProductChange[]): void {
    if (!changes.length) return;
    const affects = changes.map(productChangeAffects);
    this.invalidate((tag) => affects.some((a) => a(tag)));
  }

  /** Whether an answer read from `generation` on, showing `tags`, is still what the database holds. */
  unchangedSince(generation: number, ...tags: EntryTag[]): boolean {
    if (generation === this.generation) return true;
    const oldest = this.invalidations[0]?.generation ?? Number.POSITIVE_INFINITY;
    // The invalidations since then are no longer all kept: assume the worst.
    if (generation + 1 < oldest) return false;
    return !this.invalidations.some((i) => i.generation > generation && tags.some(i.affects));
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }

  /** Whether this entry is due for a refresh that nobody has started yet. */
  dueForRefresh(key: string, entry: Entry): boolean {
    return entry.refreshAt <= this.now() && !this.pending.has(key);
  }

  /** The first miss (or refresh) for a key registers itself; later ones get its promise to wait on. */
  lead(key: string): { leader: Pending } | { wait: Promise<void> } {
    const current = this.pending.get(key);
    if (current) return { wait: current.promise };
    let resolve!: () => void;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    const pending: Pending = {
      promise,
      resolve: () => {
        if (this.pending.get(key) === pending) this.pending.delete(key);
        resolve();
      },
    };
    this.pending.set(key, pending);
    return { leader: pending };
  }
}

/** Invalidations kept for reads in flight (a read older than all of them stores nothing). */
const INVALIDATIONS_KEPT = 256;

const PRODUCT_LIST = '/api/products';
const PRODUCT_PAGE = '/api/products/:id';
const SHOP_ROUTES = ['/api/business', '/api/business/:id'];

const showsProduct = (tag: EntryTag, id: number) => tag.shows === 'unknown' || tag.shows.includes(id);

/**
 * The answers a product write can change: its own page; a list that shows it, would list it now (it may move onto
 * the page) or whose total or facet counts it changes (facet-filter.ts works that out for the list's search, as the
 * facet cache does); the shops' answers when it comes, goes, moves shop or is archived or unarchived (their product
 * counts).
 */
function productChangeAffects(change: ProductChange): Affects {
  const movesShop =
    change.before?.businessId !== change.after?.businessId || change.before?.listed !== change.after?.listed;
  return (tag) => {
    if (tag.route === PRODUCT_PAGE) return showsProduct(tag, change.id);
    if (tag.route === PRODUCT_LIST)
      return (
        showsProduct(tag, change.id) ||
        !tag.filter ||
        listsProduct(tag.filter, change.after) ||
        changesCounts(tag.filter, change)
      );
    return movesShop && SHOP_ROUTES.includes(tag.route);
  };
}

/** What a write changes, given its request; undefined: no public answer. */
type WriteEffect = (request: FastifyRequest) => Affects | undefined;

const nothingPublic: WriteEffect = () => undefined;
const everything: Affects = () => true;
/** Shops: their name, status and owner show on product pages and lists and in every shop answer. */
const everythingPublic: WriteEffect = () => everything;
const routes =
  (...names: string[]): WriteEffect =>
  () =>
  (tag) =>
    names.includes(tag.route);
/**
 * A review: the pages that show its product (rating and reviews) and the shops' answers (a shop's rating averages its
 * products' verified reviews; shop answers do not record which shops they show, so all of them, a handful of keys);
 * it changes no count or order of the product lists.
 */
const reviewedProduct: WriteEffect = (request) => {
  const id = Number((request.params as { id?: unknown }).id);
  return (tag) => SHOP_ROUTES.includes(tag.route) || showsProduct(tag, id);
};

/**
 * What each write (`METHOD route`) can change among the public answers (issue 21: one customer's garage merge in a
 * loop emptied the cache for everyone). Every write route is named here (a test checks it); one that is not, or
 * that fails with a 5xx, drops every entry. Product writes report their change themselves
 * (`ResponseCache.productChanged`, with the product before and after), so their entry here adds nothing.
 */
export const WRITE_EFFECTS: Readonly<Record<string, WriteEffect>> = {
  // Private rows only: every storefront page posts a page view; accounts, sessions, notifications, garages,
  // addresses; an upload is not shown until a product names it.
  'POST /api/page-views': nothingPublic,
  'POST /api/login': nothingPublic,
  'POST /api/register': nothingPublic,
  'POST /api/register/confirm': nothingPublic,
  'POST /api/reset-password': nothingPublic,
  'POST /api/change-password': nothingPublic,
  'POST /api/admin': nothingPublic,
  'PUT /api/users/:id/password': nothingPublic,
  'POST /api/users/:id/sign-out-everywhere': nothingPublic,
  'POST /api/email-change/confirm': nothingPublic,
  'POST /api/email-change/report': nothingPublic,
  'POST /api/users/:id/reset-password': nothingPublic,
  'POST /api/mark-notifications-as-read': nothingPublic,
  'POST /api/clear-notifications': nothingPublic,
  'POST /api/garage': nothingPublic,
  'POST /api/garage/merge': nothingPublic,
  'PUT /api/garage/:id': nothingPublic,
  'DELETE /api/garage/:id': nothingPublic,
  'POST /api/address': nothingPublic,
  'PUT /api/address/:id': nothingPublic,
  'DELETE /api/address/:id': nothingPublic,
  'POST /api/uploads': nothingPublic,
  // Reported by the handler (ProductChange).
  'POST /api/products': nothingPublic,
  'PUT /api/products/:id': nothingPublic,
  'DELETE /api/products/:id': nothingPublic,
  // Issue 24: reported by the handler too (one ProductChange per product of a bulk action; the copy's).
  'POST /api/products/bulk': nothingPublic,
  'POST /api/products/:id/duplicate': nothingPublic,
  'PUT /api/products/:id/rate': reviewedProduct,
  'PUT /api/products/:id/ratings/:ratingId': reviewedProduct,
  'DELETE /api/products/:id/ratings/:ratingId': reviewedProduct,
  // A user's public name is on their reviews and in their shops' members; deleting them takes their reviews.
  'PUT /api/users/:id': routes(PRODUCT_PAGE, ...SHOP_ROUTES),
  'DELETE /api/users/:id': routes(PRODUCT_LIST, PRODUCT_PAGE, ...SHOP_ROUTES),
  // Orders move stock and units sold (shown on lists and pages, the "featured" order).
  'POST /api/orders': routes(PRODUCT_LIST, PRODUCT_PAGE),
  'PUT /api/orders/:id/status': routes(PRODUCT_LIST, PRODUCT_PAGE),
  'DELETE /api/orders/:id': routes(PRODUCT_LIST, PRODUCT_PAGE),
  // Payment status shows on no public answer (stock moves only with the order status).
  'PUT /api/orders/:id/payment-status': nothingPublic,
  // Internal notes: staff-only reads, never cached.
  'POST /api/orders/:id/notes': nothingPublic,
  'POST /api/business': everythingPublic,
  'PUT /api/business/:id': everythingPublic,
  'DELETE /api/business/:id': everythingPublic,
  'PUT /api/business/:id/status': everythingPublic,
  // Delivery zones and pickup (issue 25) show only in their own answer and the checkout quote, neither cached; the
  // quote writes nothing.
  'PUT /api/business/:id/delivery': nothingPublic,
  'POST /api/checkout/quote': nothingPublic,
  'PUT /api/business/:id/transfer-ownership': everythingPublic,
  // A catalogue CSV (issue 24): the preview writes nothing; an import changes many products of one shop at once
  // (lists, pages, the shop's product count), so those answers go, as a shop's own edit would take them.
  'POST /api/business/:id/catalogue/preview': nothingPublic,
  'POST /api/business/:id/catalogue/import': routes(PRODUCT_LIST, PRODUCT_PAGE, ...SHOP_ROUTES),
  // A synonym changes what searches find (suggestions come from makes, models and parts only).
  'PUT /api/search/synonyms/:term': routes(PRODUCT_LIST),
  'DELETE /api/search/synonyms/:term': routes(PRODUCT_LIST),
};

/**
 * What this answered request changed among the public answers: nothing for a read or a refusal (4xx); everything
 * for a write that failed on the server (5xx: it may have changed part of what it meant to) or that
 * `WRITE_EFFECTS` does not name; else what it names.
 */
function writeAffects(request: FastifyRequest, statusCode: number): Affects | undefined {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return undefined;
  if (statusCode >= 400 && statusCode < 500) return undefined;
  if (statusCode >= 500) return everything;
  const effect = WRITE_EFFECTS[`${request.method} ${request.routeOptions.url ?? ''}`];
  return effect ? effect(request) : everything;
}

/** What a stored answer shows (a list's product ids are read from its JSON). */
function tagOf(request: FastifyRequest, json: string): EntryTag {
  const route = request.routeOptions.url ?? '';
  if (route === PRODUCT_PAGE) return { route, shows: [Number((request.params as { id?: unknown }).id)] };
  if (route !== PRODUCT_LIST) return { route, shows: [] };
  let shows: EntryTag['shows'] = 'unknown';
  try {
    const ids = (JSON.parse(json) as { data: { id: unknown }[] }).data.map((product) => Number(product.id));
    if (ids.every(Number.isInteger)) shows = ids;
  } catch {
    // An unexpected shape: 'unknown' makes every product write drop it.
  }
  return {
    route,
    shows,
    filter: facetFilterOf(request.query as ProductListParams, request.productSearch ?? undefined),
  };
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  extra: Record<string, string> = {},
): void {
  reply.hijack();
  const raw = reply.raw;
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    raw.writeHead(304, { ...entry.notModifiedHeaders, ...extra });
    raw.end();
    return;
  }
  raw.writeHead(200, { ...entry.headers, ...extra, 'content-length': String(entry.bytes.length) });
  raw.end(entry.bytes);
}

/** How a page from the cache says so (web/page-cache.ts). */
export const PAGE_HIT_TIMING = 'cache;desc=hit';

/**
 * Adds the cache's hooks. Call before every other hook (helmet, CORS, `registerHttpCache`, auth): a hit is answered
 * from the `onRequest` hook with the headers those set on the miss, and the `onSend` hook must see the JSON before
 * the ETag hook and compression. `ttlMs: 0` adds nothing.
 */
export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const cache = new ResponseCache(options.ttlMs, options);
  app.decorate('responseCache', cache);
  if (options.ttlMs <= 0) return;

  /**
   * Past `REFRESH_AT` of its TTL an entry is refreshed by an internal request through the whole pipeline (helmet, CORS, ETag,
   * compression: the stored headers are what a client would get), while every client, including the one that noticed,
   * is answered from the entry at once: nobody waits for a refresh (stale-while-revalidate, never past the TTL).
   * The internal request names its refresh by a random one-time id, so a client cannot pose as one.
   */
  const refreshes = new Map<string, CacheState>();
  function refreshInBackground(key: string, encoding: CacheEncoding, request: FastifyRequest): void {
    const lead = cache.lead(key);
    if ('wait' in lead) return;
    const id = randomUUID();
    refreshes.set(id, { key, encoding, generation: cache.generation, pending: lead.leader });
    const acceptEncoding = request.headers['accept-encoding'];
    app
      .inject({
        method: 'GET',
        url: request.url,
        headers: { [REFRESH_HEADER]: id, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'response cache refresh failed'))
      .finally(() => {
        refreshes.delete(id);
        lead.leader.resolve();
      });
  }

  app.addHook('onRequest', async (request, reply) => {
    // A stored page, before helmet, routing's page handler and the reply hooks: its entry holds the headers they set.
    // Missing or due for its refresh, the page handler renders it (web/page-cache.ts).
    if (request.method === 'GET' && cache.pageKeyOf && PAGE_ROUTES.has(request.routeOptions.url ?? '')) {
      const key = cache.pageKeyOf(request);
      const page = key === undefined ? undefined : cache.get(key);
      if (key !== undefined && page && !cache.dueForRefresh(key, page))
        answer(request, reply, page, { 'server-timing': PAGE_HIT_TIMING });
      return;
    }
    if (
      request.method !== 'GET' ||
      request.headers.authorization !== undefined ||
      request.headers['x-no-compression'] !== undefined ||
      !CACHEABLE.has(request.routeOptions.url ?? '')
    )
      return;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const key = `GET ${request.url} ${encoding}`;
    // The background refresh of an entry (below): it goes to the handler and stores what it answers.
    const refreshId = request.headers[REFRESH_HEADER];
    const refresh = typeof refreshId === 'string' ? refreshes.get(refreshId) : undefined;
    if (refresh && refresh.key === key) {
      refreshes.delete(refreshId as string);
      request.responseCache = refresh;
      return;
    }
    let entry = cache.get(key);
    if (entry && cache.dueForRefresh(key, entry)) {
      refreshInBackground(key, encoding, request);
    } else if (!entry) {
      const lead = cache.lead(key);
      if ('wait' in lead) {
        await lead.wait;
        entry = cache.get(key);
        // Still nothing (the first one failed or a write came in between): compute it, storing nothing.
        if (!entry) return;
      } else {
        const state: CacheState = { key, encoding, generation: cache.generation, pending: lead.leader };
        request.responseCache = state;
        // Whatever happens to this request (error, aborted connection), the ones waiting on it go on.
        reply.raw.once('close', lead.leader.resolve);
        return;
      }
    }
    renderReads.getStore()?.tags.push(...entry.tags);
    answer(request, reply, entry);
  });

  /** Applies a write's effect once, before its answer leaves (or, for a hijacked reply, when it has). */
  const invalidated = new WeakSet<FastifyRequest>();
  function invalidateAfterWrite(request: FastifyRequest, statusCode: number): void {
    if (invalidated.has(request)) return;
    const affects = writeAffects(request, statusCode);
    if (!affects) return;
    invalidated.add(request);
    cache.invalidate(affects);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    invalidateAfterWrite(request, reply.statusCode);
    const reads = renderReads.getStore();
    if (reads && request.method === 'GET') {
      if (reply.statusCode !== 200) reads.complete = false;
      else reads.tags.push(tagOf(request, typeof payload === 'string' ? payload : ''));
    }
    const state = request.responseCache;
    if (state && reply.statusCode === 200 && typeof payload === 'string') state.json = payload;
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    // Again here, in case a write's answer was sent without the onSend hooks (a hijacked reply).
    invalidateAfterWrite(request, reply.statusCode);
    const state = request.responseCache;
    if (!state) return;
    try {
      if (state.json === undefined || reply.statusCode !== 200) return;
      const tag = tagOf(request, state.json);
      if (!cache.unchangedSince(state.generation, tag)) return;
      const { headers, notModifiedHeaders } = storableHeaders(reply);
      const sent = (headers['content-encoding'] as string | undefined) ?? 'identity';
      // Compression picked another encoding than this key's: keep nothing rather than the wrong bytes.
      if (sent !== 'identity' && sent !== state.encoding) return;
      const etag = etagOf(state.json);
      if (headers.etag !== etag) return;
      const json = Buffer.from(state.json);
      cache.set(state.key, {
        tags: [tag],
        text: state.json,
        etag,
        bytes: sent === 'identity' ? json : encode(state.encoding, json),
        headers,
        notModifiedHeaders,
      });
    } finally {
      state.pending?.resolve();
    }
  });
}
