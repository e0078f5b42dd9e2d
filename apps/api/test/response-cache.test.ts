/**
 * Issue 9 / docs/adr/0011: the in-process cache of anonymous public catalogue reads. Hits answer the same body,
 * ETag and headers as a miss (304 and compression included); a write this process handles drops the answers it can
 * change (issue 21: a product edit its page and lists, a garage merge nothing; a 4xx nothing); signed-in reads never
 * touch it; entries expire after the TTL; the configuration reads RESPONSE_CACHE_TTL_MS.
 *
 * A hit is recognised by changing the database directly (as another instance would): the cache still answers the old
 * body until a write here clears it or the TTL runs out.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { products } from '../src/db/schema.js';
import { chooseEncoding, REFRESH_AT, ResponseCache, WRITE_EFFECTS } from '../src/plugins/response-cache.js';
import { StartupError } from '../src/startup-error.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';
import { createShopFixtures, insertProduct, insertPurchase, type Shop } from './shop-fixtures.js';

let t: TestApp;
let f: Shop;
let id: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none', config: { responseCacheTtlMs: 60_000 } });
  f = await createShopFixtures(t.app);
  id = await insertProduct(f, { name: 'Cached Brake Pads', pricePesewas: 10_000 });
  // Enough products for the list to pass the 1 KB compression threshold.
  for (let i = 0; i < 6; i++) await insertProduct(f, { name: `Cached Filler ${i} Oil Filter` });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Changes the database behind the app's back, as another instance would. */
const setPriceDirectly = (pricePesewas: number) =>
  t.app.db.update(products).set({ pricePesewas }).where(eq(products.id, id));

const priceOf = (response: { json(): unknown }) =>
  (response.json() as { data: { price: number } }).data.price;

/** Headers that legitimately differ between two answers. */
const comparable = (headers: Record<string, unknown>) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

describe('a hit answers what the miss answered', () => {
  it('same status, body, ETag and headers (helmet, CORS, Cache-Control, Vary) — and it is served from memory', async () => {
    t.app.responseCache.clear();
    await setPriceDirectly(10_000);
    const miss = await get(`/api/products/${id}`);
    expect(miss.statusCode).toBe(200);
    await setPriceDirectly(12_345);
    const hit = await get(`/api/products/${id}`);
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(priceOf(hit)).toBe(100);
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    expect(hit.headers.etag).toMatch(/^W\/"/);
    expect(hit.headers['access-control-allow-origin']).toBe('*');
    expect(hit.headers['content-security-policy']).toBeDefined();
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['cache-control']).toBe('public, no-cache');
  });

  it('the same for a compressed list: hit bytes decompress to the miss JSON, one entry per encoding', async () => {
    t.app.responseCache.clear();
    const url = '/api/products?limit=30';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(t.app.responseCache.size).toBe(3);

    await setPriceDirectly(20_000);
    const brHit = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzipHit = await get(url, { 'accept-encoding': 'gzip' });
    const plainHit = await get(url);
    expect(comparable(brHit.headers)).toEqual(comparable(br.headers));
    expect(comparable(gzipHit.headers)).toEqual(comparable(gzip.headers));
    expect(Number(brHit.headers['content-length'])).toBe(brHit.rawPayload.length);
    expect(brotliDecompressSync(brHit.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzipHit.rawPayload).toString()).toBe(plain.body);
    // Compressed once: not a second time on the way out.
    expect(plainHit.body).toBe(plain.body);
    expect(brHit.headers.etag).toBe(plain.headers.etag);
    expect(t.app.responseCache.size).toBe(3);
  });

  it('answers 304 to a matching If-None-Match from the cache, with the miss 304 headers', async () => {
    t.app.responseCache.clear();
    await setPriceDirectly(10_000);
    const url = `/api/products/${id}`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    const missNotModified = await get(`${url}?`, { 'if-none-match': etag });
    await setPriceDirectly(30_000);
    const hitNotModified = await get(url, { 'if-none-match': etag });
    expect(missNotModified.statusCode).toBe(304);
    expect(hitNotModified.statusCode).toBe(304);
    expect(hitNotModified.body).toBe('');
    expect(hitNotModified.headers.etag).toBe(etag);
    expect(comparable(hitNotModified.headers)).toEqual(comparable(missNotModified.headers));
    // Another tag gets the (cached) body.
    const other = await get(url, { 'if-none-match': 'W/"other"' });
    expect(other.statusCode).toBe(200);
    expect(priceOf(other)).toBe(100);
  });

  it('keys on the URL as sent: another query is another entry', async () => {
    t.app.responseCache.clear();
    await setPriceDirectly(10_000);
    await get(`/api/products/${id}`);
    await setPriceDirectly(40_000);
    expect(priceOf(await get(`/api/products/${id}?x=1`))).toBe(400);
    expect(priceOf(await get(`/api/products/${id}`))).toBe(100);
  });

  it('shares one computation between concurrent misses for one key', async () => {
    t.app.responseCache.clear();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/api/products?limit=30&page=1')));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(t.app.responseCache.size).toBe(1);
  });

  it('stores only 200 answers and only the public routes', async () => {
    t.app.responseCache.clear();
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/products?limit=oops')).statusCode).toBe(400);
    await get('/api/health');
    expect(t.app.responseCache.size).toBe(0);
  });
});

describe('freshness', () => {
  it('a vendor price change (PUT) is on the next anonymous read at once', async () => {
    t.app.responseCache.clear();
    await setPriceDirectly(10_000);
    expect(priceOf(await get(`/api/products/${id}`))).toBe(100);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(f.owner),
      payload: { data: { price: 77.5 } },
    });
    expect(put.statusCode).toBe(200);
    expect(priceOf(await get(`/api/products/${id}`))).toBe(77.5);
  });

  it('a new product drops the lists it is on and keeps the other pages; its deletion drops its own page', async () => {
    t.app.responseCache.clear();
    await get(`/api/products/${id}`);
    await get('/api/products?limit=30');
    expect(t.app.responseCache.size).toBe(2);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(f.owner),
      payload: {
        data: {
          name: 'Fresh Spark Plugs',
          description: 'Iridium',
          price: 30,
          stock: 3,
          partId: f.part.filter,
          vehicleMakeIds: [f.vehicle.corolla],
          businessId: f.shopA,
          images: ['/uploads/plugs.webp'],
          metadata: { productState: 'Brand New' },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const newId = (created.json() as { data: { id: number } }).data.id;
    // The list (it now holds the new product) is gone; the other product's page is still served.
    expect(t.app.responseCache.size).toBe(1);
    const listed = (await get('/api/products?limit=30')).json() as { data: { id: number }[] };
    expect(listed.data.map((p) => p.id)).toContain(newId);

    await get(`/api/products/${newId}`);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${newId}`,
      headers: bearer(f.owner),
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await get(`/api/products/${newId}`)).statusCode).toBe(404);
    expect((await get('/api/products?limit=30')).json()).not.toEqual(listed);
  });

  it('a product edit drops its page and the lists it is on or whose counts it changes, and keeps the rest', async () => {
    t.app.responseCache.clear();
    await setPriceDirectly(10_000);
    const other = await insertProduct(f, { name: 'Unrelated Oil Filter', pricePesewas: 5_000 });
    const otherPrice = () =>
      t.app.db.update(products).set({ pricePesewas: 9_900 }).where(eq(products.id, other));
    const kept = [
      `/api/products/${other}`,
      '/api/products?q=unrelated',
      '/api/business',
      '/api/vehicle-makes',
    ];
    const dropped = [`/api/products/${id}`, '/api/products?q=cached', '/api/products?limit=30'];
    for (const url of [...kept, ...dropped]) expect((await get(url)).statusCode, url).toBe(200);
    expect(t.app.responseCache.size).toBe(kept.length + dropped.length);
    await otherPrice();

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(f.owner),
      payload: { data: { price: 55 } },
    });
    expect(put.statusCode).toBe(200);
    expect(t.app.responseCache.size).toBe(kept.length);
    // Still the stored answer: the other product's price changed behind the cache's back and does not show.
    expect(priceOf(await get(`/api/products/${other}`))).toBe(50);
    expect(priceOf(await get(`/api/products/${id}`))).toBe(55);

    // Renamed into a search it was not in: that search's cached answer goes too.
    await get('/api/products?q=renamed');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(f.owner),
      payload: { data: { name: 'Cached Brake Pads Renamed' } },
    });
    expect(renamed.statusCode).toBe(200);
    const found = (await get('/api/products?q=renamed')).json() as { meta: { total: number } };
    expect(found.meta.total).toBe(1);
    expect(priceOf(await get(`/api/products/${other}`))).toBe(50);
    await t.app.db.delete(products).where(eq(products.id, other));
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(f.owner),
      payload: { data: { name: 'Cached Brake Pads' } },
    });
  });

  it('a garage merge (or any other write that shows nowhere public) leaves every cached answer in place', async () => {
    t.app.responseCache.clear();
    await setPriceDirectly(10_000);
    const urls = [`/api/products/${id}`, '/api/products?limit=30', '/api/business', '/api/parts'];
    for (const url of urls) await get(url);
    expect(t.app.responseCache.size).toBe(urls.length);
    await setPriceDirectly(43_210);
    for (let i = 0; i < 3; i++) {
      const merge = await t.app.inject({
        method: 'POST',
        url: '/api/garage/merge',
        headers: bearer(f.customer),
        payload: { data: { vehicles: [] } },
      });
      expect(merge.statusCode).toBe(200);
    }
    expect(t.app.responseCache.size).toBe(urls.length);
    expect(priceOf(await get(`/api/products/${id}`))).toBe(100);
  });

  it('a review drops its product page and the shop answers (the shop rating), and keeps other products and parts', async () => {
    t.app.responseCache.clear();
    const other = await insertProduct(f, { name: 'Cached Wiper Blades' });
    await insertPurchase(t.app, {
      userId: f.customer2.id,
      productId: id,
      businessId: f.shopA,
      status: 'delivered',
    });
    const shopRatings = async () =>
      ((await get(`/api/business/${f.shopA}`)).json() as { data: { ratings: number } }).data.ratings;
    const listed = async () =>
      ((await get('/api/business')).json() as { data: { id: number; ratings: number }[] }).data.find(
        (s) => s.id === f.shopA,
      )?.ratings;
    const before = { one: await shopRatings(), all: await listed() };
    for (const url of [`/api/products/${id}`, `/api/products/${other}`, '/api/parts']) await get(url);
    expect(t.app.responseCache.size).toBe(5);
    const rated = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}/rate`,
      headers: bearer(f.customer2),
      payload: { data: { rating: 5, comment: 'Cached and fitted' } },
    });
    expect(rated.statusCode).toBe(201);
    expect(t.app.responseCache.size).toBe(2);
    expect({ one: await shopRatings(), all: await listed() }).toEqual({
      one: before.one + 1,
      all: (before.all ?? 0) + 1,
    });
  });

  it('every write route names what it changes (a new one must choose, not clear everything by default)', () => {
    const writes = t.app.apiRoutes
      .filter((r) => r.method !== 'GET' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((w) => !(w in WRITE_EFFECTS))).toEqual([]);
    expect(Object.keys(WRITE_EFFECTS).filter((w) => !writes.includes(w))).toEqual([]);
  });

  it('a refused write (4xx) leaves the cache alone', async () => {
    t.app.responseCache.clear();
    await setPriceDirectly(10_000);
    await get(`/api/products/${id}`);
    await setPriceDirectly(50_000);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(f.otherVendor),
      payload: { data: { price: 1 } },
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/products/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(t.app.responseCache.size).toBe(1);
    expect(priceOf(await get(`/api/products/${id}`))).toBe(100);
  });

  it('a page view (a successful write that changes no public read) leaves the cache alone', async () => {
    t.app.responseCache.clear();
    await get(`/api/products/${id}`);
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/page-views',
      payload: { data: { path: '/shop/all-products' } },
    });
    expect(view.statusCode).toBeLessThan(300);
    expect(t.app.responseCache.size).toBe(1);
  });

  it('signed-in reads are never answered from the cache nor stored in it', async () => {
    t.app.responseCache.clear();
    await setPriceDirectly(10_000);
    await get(`/api/products/${id}`);
    await setPriceDirectly(60_000);
    const signedIn = await get(`/api/products/${id}`, bearer(f.customer));
    expect(priceOf(signedIn)).toBe(600);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    // Any Authorization header, even one that does not sign in, bypasses the cache.
    expect(priceOf(await get(`/api/products/${id}`, { authorization: 'Bearer nonsense' }))).toBe(600);

    t.app.responseCache.clear();
    await get(`/api/products/${id}`, bearer(f.customer));
    expect(t.app.responseCache.size).toBe(0);
  });

  it('entries expire after the TTL (RESPONSE_CACHE_TTL_MS)', async () => {
    const short = await createTestApp({ seed: 'none', config: { responseCacheTtlMs: 300 } });
    try {
      const g = await createShopFixtures(short.app);
      const productId = await insertProduct(g, { pricePesewas: 10_000 });
      const read = async () =>
        priceOf(await short.app.inject({ method: 'GET', url: `/api/products/${productId}` }));
      expect(await read()).toBe(100);
      await short.app.db.update(products).set({ pricePesewas: 25_000 }).where(eq(products.id, productId));
      // (Whether the read within the TTL is a hit is covered above; the unit test below checks the clock exactly.)
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await read()).toBe(250);
    } finally {
      await short.close();
    }
  });

  it('past three quarters of the TTL answers from the entry at once and refreshes it in the background', async () => {
    const ttl = 2000;
    const swr = await createTestApp({ seed: 'none', config: { responseCacheTtlMs: ttl } });
    try {
      const g = await createShopFixtures(swr.app);
      const productId = await insertProduct(g, { pricePesewas: 10_000 });
      const read = async () =>
        priceOf(await swr.app.inject({ method: 'GET', url: `/api/products/${productId}` }));
      const stored = Date.now();
      expect(await read()).toBe(100);
      await swr.app.db.update(products).set({ pricePesewas: 25_000 }).where(eq(products.id, productId));
      await new Promise((resolve) => setTimeout(resolve, ttl * REFRESH_AT + 100));
      // Due for a refresh: this read is still answered from the entry (it does not wait for the database) ...
      const noticed = await read();
      if (Date.now() - stored < ttl) expect(noticed).toBe(100);
      // ... and the refresh it started stores the new price for the next reads.
      await expect.poll(read, { timeout: 5000, interval: 50 }).toBe(250);
    } finally {
      await swr.close();
    }
  });

  it('RESPONSE_CACHE_TTL_MS=0 turns the cache off', async () => {
    const off = await createTestApp({ seed: 'none', config: { responseCacheTtlMs: 0 } });
    try {
      const g = await createShopFixtures(off.app);
      const productId = await insertProduct(g, { pricePesewas: 10_000 });
      const url = `/api/products/${productId}`;
      await off.app.inject({ method: 'GET', url });
      await off.app.db.update(products).set({ pricePesewas: 25_000 }).where(eq(products.id, productId));
      expect(priceOf(await off.app.inject({ method: 'GET', url }))).toBe(250);
      expect(off.app.responseCache.size).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('ResponseCache', () => {
  const entry = (text: string) => ({
    tags: [{ route: '/api/products/:id', shows: [1] }],
    text,
    etag: 'W/"x"',
    bytes: Buffer.from(text),
    headers: {},
    notModifiedHeaders: {},
  });

  it('a read that began before an invalidation stores its answer only if the invalidation does not name it', () => {
    const cache = new ResponseCache(60_000);
    const began = cache.generation;
    const product = (id: number) => ({ route: '/api/products/:id', shows: [id] });
    cache.invalidate((tag) => tag.shows !== 'unknown' && tag.shows.includes(1));
    expect(cache.unchangedSince(began, product(1))).toBe(false);
    expect(cache.unchangedSince(began, product(2))).toBe(true);
    cache.clear();
    expect(cache.unchangedSince(began, product(2))).toBe(false);
  });

  it('serves an entry until its TTL, then forgets it', () => {
    let now = 1000;
    const cache = new ResponseCache(2000, {}, () => now);
    cache.set('a', entry('{}'));
    now = 2999;
    expect(cache.get('a')?.text).toBe('{}');
    now = 3000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.storedBytes).toBe(0);
  });

  it('past three quarters of the TTL lets one request refresh the entry while the others are still served from it', () => {
    let now = 0;
    const cache = new ResponseCache(2000, {}, () => now);
    cache.set('a', entry('old'));
    const stored = cache.get('a');
    if (!stored) throw new Error('stored');
    now = 1499;
    expect(cache.dueForRefresh('a', stored)).toBe(false);
    now = 1500;
    expect(cache.dueForRefresh('a', stored)).toBe(true);
    const lead = cache.lead('a');
    expect('leader' in lead).toBe(true);
    // Refresh under way: nobody else refreshes, everybody still gets the old entry.
    expect(cache.dueForRefresh('a', stored)).toBe(false);
    expect(cache.get('a')?.text).toBe('old');
    cache.set('a', entry('new'));
    if ('leader' in lead) lead.leader.resolve();
    now = 2500;
    expect(cache.get('a')?.text).toBe('new');
  });

  it('evicts the oldest entries beyond the entry and byte bounds', () => {
    const cache = new ResponseCache(60_000, { maxEntries: 2 });
    cache.set('a', entry('1'));
    cache.set('b', entry('2'));
    cache.set('c', entry('3'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.text).toBe('3');

    const small = new ResponseCache(60_000, { maxBytes: 3000 });
    small.set('a', entry('x'.repeat(1000)));
    small.set('b', entry('y'.repeat(1000)));
    expect(small.size).toBe(1);
    expect(small.get('b')).toBeDefined();
    expect(small.storedBytes).toBeLessThanOrEqual(3000);
    small.set('huge', entry('z'.repeat(5000)));
    expect(small.get('huge')).toBeUndefined();
  });

  it('picks the encoding @fastify/compress picks', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('br, gzip')).toBe('br');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('br;q=0')).toBe('identity');
  });
});

describe('RESPONSE_CACHE_TTL_MS', () => {
  it('defaults to 2000 ms, takes 0 to turn the cache off and refuses anything else', () => {
    expect(loadConfig({}).responseCacheTtlMs).toBe(2000);
    expect(loadConfig({ RESPONSE_CACHE_TTL_MS: '0' }).responseCacheTtlMs).toBe(0);
    expect(loadConfig({ RESPONSE_CACHE_TTL_MS: '500' }).responseCacheTtlMs).toBe(500);
    for (const bad of ['-1', '2s', '1.5'])
      expect(() => loadConfig({ RESPONSE_CACHE_TTL_MS: bad })).toThrow(StartupError);
  });
});
