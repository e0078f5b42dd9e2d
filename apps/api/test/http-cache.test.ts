/**
 * Issue 9: ETags and Cache-Control on the public catalogue reads (304 when unchanged, a new tag when the catalogue
 * changes), and compressed responses (Brotli, gzip) for JSON, HTML and assets, with hashed assets immutable.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productListResponse } from '@abossey/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { etagOf, matchesEtag } from '../src/plugins/http-cache.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'abossey-http-cache-'));
  await mkdir(join(dist, 'storefront', 'assets'), { recursive: true });
  await mkdir(join(dist, 'console', 'assets'), { recursive: true });
  // Big enough to be worth compressing (the threshold is 1 KB).
  const filler = 'Brake pads, oil filters and shock absorbers for every make. '.repeat(60);
  await writeFile(
    join(dist, 'storefront', 'index.html'),
    `<!doctype html><title>storefront</title><p>${filler}</p>`,
  );
  await writeFile(
    join(dist, 'storefront', 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify(filler)})`,
  );
  await writeFile(join(dist, 'console', 'index.html'), '<!doctype html><title>console</title>');
  t = await createTestApp({
    web: { storefront: join(dist, 'storefront'), console: join(dist, 'console') },
  });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('ETags on public list responses', () => {
  it('tags the product list, answers 304 to the same tag and 200 to another', async () => {
    const first = await get('/api/products?limit=30');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary)).toMatch(/authorization/i);
    expect(etag).toBe(etagOf(first.body));

    const again = await get('/api/products?limit=30', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await get('/api/products?limit=30', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(productListResponse.parse(other.json()).data).toHaveLength(30);
  });

  it('gives a new tag once a listed product changes, so an old copy is never confirmed', async () => {
    const before = await get('/api/products?limit=30');
    const first = productListResponse.parse(before.json()).data[0];
    if (!first) throw new Error('the demo catalogue lists products');
    await t.database.db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(eq(products.id, first.id));
    const after = await get('/api/products?limit=30', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('tags a product, the shops, parts and vehicle makes too', async () => {
    const list = productListResponse.parse((await get('/api/products?limit=1')).json());
    for (const url of [
      `/api/products/${list.data[0]?.id}`,
      '/api/business',
      '/api/parts',
      '/api/vehicle-makes',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeTruthy();
      expect((await get(url, { 'if-none-match': res.headers.etag as string })).statusCode, url).toBe(304);
    }
  });

  it('marks signed-in answers no-store (issue 21)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { data: { email: 'customer@abossey.test', password: 'Customer1234' } },
    });
    const token = login.json().data.auth_token as string;
    const res = await get('/api/business', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves errors, writes and private routes untagged', async () => {
    const missing = await get('/api/products/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const bad = await get('/api/products?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    const orders = await get('/api/orders');
    expect(orders.statusCode).toBe(401);
    expect(orders.headers.etag).toBeUndefined();
    const post = await t.app.inject({ method: 'POST', url: '/api/products', payload: {} });
    expect(post.headers.etag).toBeUndefined();
  });

  it('compares tags the way If-None-Match lists them', () => {
    expect(matchesEtag('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('*', 'W/"b"')).toBe(true);
    expect(matchesEtag('W/"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b"')).toBe(false);
  });
});

describe('compression', () => {
  it('sends the product list as Brotli or gzip when the client accepts it, and plain otherwise', async () => {
    const plain = await get('/api/products?limit=30');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/api/products?limit=30', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const brBody = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(JSON.parse(brBody)).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // The tag names the content, not its encoding.
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await get('/api/products?limit=30', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('compresses pages and hashed assets, and keeps assets immutable', async () => {
    const page = await get('/shop/all-products', { 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString('utf8')).toContain('<p>Brake pads, oil filters');

    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString('utf8')).toContain('console.log(');
  });
});
