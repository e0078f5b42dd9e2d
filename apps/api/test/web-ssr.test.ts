/**
 * Server-rendered storefront pages (issue 23, SSR=1): the storefront's own renderer (apps/storefront/dist-server,
 * built by `npm run build`) renders public pages on the demo catalogue through the API, and the page carries the
 * body, its styles and the state the browser hydrates from.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney, type Product } from '@abossey/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { defaultWebDirs } from '../src/paths.js';
import { createTestApp, type TestApp } from './helpers.js';

const SHELL = `<!doctype html>
<html lang="en" dir="ltr" data-app="storefront">
  <head>
    <title>shell title</title>
    <script type="module" crossorigin data-boot="/assets/boot-b.js" src="/assets/index-e.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-r.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const renderer = defaultWebDirs().storefrontServer as string;
let dist: string;
let t: TestApp;
let shellOnly: TestApp;

beforeAll(async () => {
  if (!existsSync(join(renderer, 'entry-server.js')))
    throw new Error(`The storefront's server renderer is not built (${renderer}): run npm run build first.`);
  dist = await mkdtemp(join(tmpdir(), 'abossey-ssr-'));
  await mkdir(join(dist, 'storefront'), { recursive: true });
  await writeFile(join(dist, 'storefront', 'index.html'), SHELL);
  const web = {
    storefront: join(dist, 'storefront'),
    storefrontServer: renderer,
    console: join(dist, 'console'),
  };
  t = await createTestApp({ web, config: { serverRender: true } });
  shellOnly = await createTestApp({ web });
});

afterAll(async () => {
  await t?.close();
  await shellOnly?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The markup inside `#root`, the one place the server's render goes. */
const bodyOf = (html: string) => {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-state">');
  expect(start, 'a #root').toBeGreaterThan(-1);
  expect(end, 'the state after #root').toBeGreaterThan(start);
  return html.slice(start, end);
};
const stateOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as { language: string; query: { queries: { queryKey: unknown[] }[] } } | null;
/** Scripts the browser would run: everything but JSON data blocks. */
const runnableScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].filter(
    ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''),
  );

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function firstProducts(): Promise<Product[]> {
  const list = (await get('/api/products?limit=20&sort=featured')).json() as { data: Product[] };
  return list.data;
}

describe('server-rendered storefront pages', () => {
  it('renders the catalogue with its products and prices, and the state the browser hydrates from', async () => {
    const [first] = await firstProducts();
    if (!first) throw new Error('the demo catalogue is empty');
    const response = await get('/shop/all-products');
    expect(response.statusCode).toBe(200);
    const body = bodyOf(response.body);
    expect(body).toContain(html(first.name));
    expect(body).toContain(formatMoney(first.price));
    expect(body).toContain('Skip to content');
    // styled-components' styles come before #root, so the first paint is styled.
    expect(response.body.indexOf('<style data-styled')).toBeGreaterThan(-1);
    expect(response.body.indexOf('<style data-styled')).toBeLessThan(
      response.body.indexOf('<div id="root">'),
    );
    const state = stateOf(response.body);
    expect(state?.language).toBe('en');
    expect(state?.query.queries.map((query) => query.queryKey[0])).toContain('products');
    // Only the loader, which starts the app's entry after `load` (no module preloads compete with the page's
    // images): React's render added no inline script (the CSP allows none).
    expect(runnableScripts(response.body).map(([tag]) => tag)).toEqual([
      '<script defer src="/assets/boot-b.js" data-entry="/assets/index-e.js">',
    ]);
    expect(response.body).not.toContain('modulepreload');
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  });

  it("renders a product page with the product's details, in the visitor's language", async () => {
    const [product] = await firstProducts();
    if (!product) throw new Error('the demo catalogue is empty');
    const response = await get(`/shop/product/${product.id}`, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.statusCode).toBe(200);
    const body = bodyOf(response.body);
    expect(body).toContain(product.sku);
    expect(body).toContain('Aller au contenu');
    expect(stateOf(response.body)?.language).toBe('fr');
  });

  it('renders the shop list and a shop with its products', async () => {
    const [product] = await firstProducts();
    if (!product) throw new Error('the demo catalogue is empty');
    const list = await get('/shop');
    expect(list.statusCode).toBe(200);
    expect(bodyOf(list.body)).toContain(html(product.businessName));
    const shop = await get(`/shop/${product.businessId}`);
    expect(shop.statusCode).toBe(200);
    expect(bodyOf(shop.body)).toContain(html(product.businessName));
  });

  it('renders the not-found page with a 404 for a missing product or shop', async () => {
    const product = await get('/shop/product/999999');
    expect(product.statusCode).toBe(404);
    expect(bodyOf(product.body)).toContain('Product not found');
    const shop = await get('/shop/999999');
    expect(shop.statusCode).toBe(404);
    expect(bodyOf(shop.body)).toContain('Shop not found');
  });

  it('renders the 404 page for an unknown path and for /404, with status 404', async () => {
    for (const path of ['/no/such/page', '/404']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(bodyOf(response.body), path).toContain('Sorry, page not found!');
    }
  });

  it('renders the display settings of the settings cookie', async () => {
    const cookie = `settings=${encodeURIComponent(JSON.stringify({ navLayout: 'horizontal' }))}`;
    const response = await get('/about-us', { cookie });
    expect(bodyOf(response.body)).toContain('data-nav-layout="horizontal"');
    expect(bodyOf((await get('/about-us')).body)).toContain('data-nav-layout="vertical"');
  });

  it('keeps text that looks like markup or a replacement pattern inert', async () => {
    const [product] = await firstProducts();
    if (!product) throw new Error('the demo catalogue is empty');
    const name = `Pads </script><script>alert(1)</script> $& $' end`;
    await t.app.db.update(products).set({ name }).where(eq(products.id, product.id));
    const response = await get(`/shop/product/${product.id}`);
    expect(runnableScripts(response.body)).toHaveLength(1);
    expect(bodyOf(response.body)).toContain(html(name));
    expect(html(name)).toBe('Pads &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#x27; end');
    expect(JSON.stringify(stateOf(response.body))).toContain(name);
  });

  it('sends a private page (the browser renders it) with its script starting at once', async () => {
    const response = await get('/wishlist');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(runnableScripts(response.body).map(([tag]) => tag)).toEqual([
      '<script type="module" crossorigin data-boot="/assets/boot-b.js" src="/assets/index-e.js">',
    ]);
  });

  it('sends the shell alone when server rendering is off (the default)', async () => {
    const response = await shellOnly.app.inject({ method: 'GET', url: '/shop/all-products' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('ssr-state');
    // The browser renders this page: its script starts at once, as built.
    expect(runnableScripts(response.body).map(([tag]) => tag)).toEqual([
      '<script type="module" crossorigin data-boot="/assets/boot-b.js" src="/assets/index-e.js">',
    ]);
    expect(response.body).toContain('modulepreload');
  });
});
