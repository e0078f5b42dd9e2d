/**
 * Server-rendered storefront pages through the public read cache (issue 23, docs/adr/0011): a page is rendered once
 * per key, a write drops exactly the pages that show what it changed, the key holds the language and the rendered
 * display settings but no other cookie, and the page's ETag is shared by renders of the same data.
 *
 * Renders are counted by a wrapper around the real renderer (apps/storefront/dist-server), which records each URL
 * it is asked to render.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { formatMoney } from '@abossey/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { defaultWebDirs } from '../src/paths.js';
import { StartupError } from '../src/startup-error.js';
import { pageEtag } from '../src/web/page-cache.js';
import { bearer, createTestApp, type TestApp } from './helpers.js';
import { createShopFixtures, insertProduct, type Shop } from './shop-fixtures.js';

const SHELL = `<!doctype html>
<html lang="en" dir="ltr" data-app="storefront">
  <head><title>shell title</title></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>
`;

const RENDERS = Symbol.for('abossey.test.renders');
const renders: string[] = [];
(globalThis as Record<symbol, unknown>)[RENDERS] = renders;

const countingRenderer = (real: string) => `
import * as real from ${JSON.stringify(pathToFileURL(real).href)};
export const SSR_STATE_ID = real.SSR_STATE_ID;
export const setServerFetch = real.setServerFetch;
export function render(request) {
  globalThis[Symbol.for('abossey.test.renders')].push(request.url);
  return real.render(request);
}
`;

let dist: string;
let t: TestApp;
let f: Shop;
/** Products of shop A (edited below) and shop B. */
let productA: number;
let productB: number;

beforeAll(async () => {
  const real = join(defaultWebDirs().storefrontServer as string, 'entry-server.js');
  if (!existsSync(real))
    throw new Error(`The storefront's server renderer is not built (${real}): run npm run build first.`);
  dist = await mkdtemp(join(tmpdir(), 'abossey-page-cache-'));
  await mkdir(join(dist, 'storefront'), { recursive: true });
  await mkdir(join(dist, 'server'), { recursive: true });
  await writeFile(join(dist, 'storefront', 'index.html'), SHELL);
  await writeFile(join(dist, 'server', 'entry-server.js'), countingRenderer(real));
  const web = {
    storefront: join(dist, 'storefront'),
    storefrontServer: join(dist, 'server'),
    console: join(dist, 'console'),
  };
  // A TTL longer than the file, so an entry goes only when a write (or the test) drops it.
  t = await createTestApp({ seed: 'none', web, config: { serverRender: true, responseCacheTtlMs: 600_000 } });
  f = await createShopFixtures(t.app);
  productA = await insertProduct(f, { name: 'Cached Page Brake Pads', pricePesewas: 10_000 });
  productB = await insertProduct(f, { name: 'Other Shop Oil Filter', businessId: f.shopB });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The URLs rendered while `run` ran. */
async function renderedDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = renders.length;
  await run();
  return renders.slice(before);
}

const settingsCookie = (settings: object) => `settings=${encodeURIComponent(JSON.stringify(settings))}`;

describe('server-rendered pages in the public read cache', () => {
  it('renders a page once: the next GET is answered from the cache, with the same body and ETag', async () => {
    t.app.responseCache.clear();
    const url = `/shop/product/${productA}`;
    let first = await get('/shop');
    expect(await renderedDuring(async () => (first = await get(url)))).toEqual([url]);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Cached Page Brake Pads');
    expect(first.headers['server-timing']).toMatch(/^ssr;dur=\d+(\.\d+)?$/);

    let second = first;
    expect(await renderedDuring(async () => (second = await get(url)))).toEqual([]);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['server-timing']).toBe('cache;desc=hit');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(String(second.headers.vary)).toMatch(/^Accept-Language, Cookie\b/);
  });

  it('renders concurrent misses for one page once', async () => {
    t.app.responseCache.clear();
    const url = `/shop/${f.shopA}`;
    let answers: Awaited<ReturnType<typeof get>>[] = [];
    const rendered = await renderedDuring(async () => {
      answers = await Promise.all([get(url), get(url), get(url)]);
    });
    expect(rendered).toEqual([url]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it("drops the pages that show a vendor's edited product, and keeps the others", async () => {
    t.app.responseCache.clear();
    const pages = {
      product: `/shop/product/${productA}`,
      catalogue: '/shop/all-products',
      otherShop: `/shop/${f.shopB}`,
      otherProduct: `/shop/product/${productB}`,
    };
    const before: Record<string, string> = {};
    for (const [name, url] of Object.entries(pages)) before[name] = (await get(url)).body;
    expect(before.catalogue).toContain('Cached Page Brake Pads');
    expect(before.otherShop).toContain('Other Shop Oil Filter');
    expect(before.otherShop).not.toContain('Cached Page Brake Pads');

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${productA}`,
      headers: bearer(f.owner),
      payload: { data: { price: 77.5 } },
    });
    expect(put.statusCode).toBe(200);

    const after: Record<string, string> = {};
    const rendered = await renderedDuring(async () => {
      for (const [name, url] of Object.entries(pages)) after[name] = (await get(url)).body;
    });
    expect(rendered).toEqual([pages.product, pages.catalogue]);
    expect(after.product).toContain(formatMoney(77.5));
    expect(after.catalogue).toContain(formatMoney(77.5));
    expect(after.otherShop).toBe(before.otherShop);
    expect(after.otherProduct).toBe(before.otherProduct);
  });

  it('keeps every page through a garage merge (a private write)', async () => {
    t.app.responseCache.clear();
    const url = '/shop/all-products';
    await get(url);
    const rendered = await renderedDuring(async () => {
      const merge = await t.app.inject({
        method: 'POST',
        url: '/api/garage/merge',
        headers: bearer(f.customer),
        payload: { data: { vehicles: [] } },
      });
      expect(merge.statusCode).toBe(200);
      await get(url);
    });
    expect(rendered).toEqual([]);
  });

  it('keys a page by its language and rendered display settings, not by other cookies', async () => {
    t.app.responseCache.clear();
    const url = '/about-us';
    const horizontal = settingsCookie({ navLayout: 'horizontal', colorScheme: 'dark' });
    const rendered = await renderedDuring(async () => {
      await get(url);
      expect((await get(url, { cookie: horizontal })).body).toContain('data-nav-layout="horizontal"');
      // The same settings, among other cookies, in another order, with a field no render reads: the same page.
      const same = settingsCookie({ colorScheme: 'dark', navLayout: 'horizontal', seenTour: 'yes' });
      const hit = await get(url, { cookie: `_ga=GA1.1.42; ${same}; i18nextLng=en` });
      expect(hit.headers['server-timing']).toBe('cache;desc=hit');
      expect(hit.body).toContain('data-nav-layout="horizontal"');
      expect((await get(url, { 'accept-language': 'fr-FR,fr;q=0.9' })).body).toContain('Aller au contenu');
      // French from the cookie is the page French from Accept-Language is.
      await get(url, { cookie: 'i18nextLng=fr' });
      // `?lng=fr` keeps the language in the canonical link: another page.
      await get(`${url}?lng=fr`);
      await get(`${url}?lng=fr`);
    });
    expect(rendered).toEqual([url, url, url, url]);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    t.app.responseCache.clear();
    const url = `/shop/product/${productB}`;
    const page = await get(url);
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['server-timing']).toBe('cache;desc=hit');
    const changed = await get(url, { 'if-none-match': 'W/"another"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(page.body);
  });

  it('gives two renders of the same data one ETag', async () => {
    const url = `/shop/product/${productB}`;
    t.app.responseCache.clear();
    const first = await get(url);
    t.app.responseCache.clear();
    let second = first;
    expect(await renderedDuring(async () => (second = await get(url)))).toEqual([url]);
    expect(first.body).toContain('"dataUpdatedAt":');
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers a hit with every header of the miss, security headers included', async () => {
    t.app.responseCache.clear();
    const url = `/shop/product/${productB}`;
    const miss = await get(url, { 'accept-encoding': 'gzip' });
    const hit = await get(url, { 'accept-encoding': 'gzip' });
    expect(hit.headers['server-timing']).toBe('cache;desc=hit');
    const perAnswer = new Set(['server-timing', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
    const comparable = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.has(name)));
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    expect(hit.headers['content-security-policy']).toMatch(/default-src/);
    expect(hit.headers['content-encoding']).toBe('gzip');
    const notModified = await get(url, { 'if-none-match': String(miss.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
  });

  it('keeps one entry per encoding, compressed once', async () => {
    t.app.responseCache.clear();
    const url = '/shop';
    const plain = await get(url);
    const rendered = await renderedDuring(async () => {
      const br = await get(url, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(pageEtag(brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(plain.headers.etag);
      const again = await get(url, { 'accept-encoding': 'br' });
      expect(again.headers['server-timing']).toBe('cache;desc=hit');
      expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    });
    expect(rendered).toEqual([url]);
  });

  it('stores only 200 pages', async () => {
    t.app.responseCache.clear();
    const url = '/shop/product/999999';
    const rendered = await renderedDuring(async () => {
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(404);
    });
    expect(rendered).toEqual([url, url]);
  });
});

describe('PAGE_CACHE_TTL_MS', () => {
  it('keeps a rendered page past the API answers it read, until its own TTL', async () => {
    const web = {
      storefront: join(dist, 'storefront'),
      storefrontServer: join(dist, 'server'),
      console: join(dist, 'console'),
    };
    const short = await createTestApp({
      seed: 'none',
      web,
      config: { serverRender: true, responseCacheTtlMs: 200, pageCacheTtlMs: 1_500 },
    });
    try {
      const url = '/shop/all-products';
      const page = () => short.app.inject({ method: 'GET', url });
      expect(await renderedDuring(page)).toEqual([url]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      // The API's answers are past their 200 ms; the page is not.
      const kept = await page();
      expect(kept.headers['server-timing']).toBe('cache;desc=hit');
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(await renderedDuring(page)).toEqual([url]);
    } finally {
      await short.close();
    }
  });

  it('defaults to 30 s, takes 0 to render every request and refuses anything else', () => {
    expect(loadConfig({}).pageCacheTtlMs).toBe(30_000);
    expect(loadConfig({ PAGE_CACHE_TTL_MS: '0' }).pageCacheTtlMs).toBe(0);
    for (const bad of ['-1', '30s', '1.5'])
      expect(() => loadConfig({ PAGE_CACHE_TTL_MS: bad })).toThrow(StartupError);
  });
});
