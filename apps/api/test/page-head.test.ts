/**
 * What a crawler or a link preview gets from the server (issue 23, server-side head and statuses): the storefront's
 * index.html with each page's head, truthful statuses (redirect, 404s), /robots.txt and /sitemap.xml, on the demo
 * catalogue and a temporary storefront build.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney, type Product } from '@abossey/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, products } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

const ORIGIN = 'https://abossey.example';
const PAGE_SIZE = 100;
const SHELL = `<!doctype html>
<html lang="en" dir="ltr" data-app="storefront">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="shell description" />
    <title>shell title</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const CONSOLE_SHELL =
  '<!doctype html><html lang="en" dir="ltr" data-app="console"><title>console index</title></html>';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'abossey-head-'));
  await mkdir(join(dist, 'storefront'), { recursive: true });
  await mkdir(join(dist, 'console'), { recursive: true });
  await writeFile(join(dist, 'storefront', 'index.html'), SHELL);
  await writeFile(join(dist, 'console', 'index.html'), CONSOLE_SHELL);
  t = await createTestApp({
    web: { storefront: join(dist, 'storefront'), console: join(dist, 'console') },
    config: { publicUrl: ORIGIN, sitemapPageSize: PAGE_SIZE },
  });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** A product of the demo catalogue with images and reviews, as the API gives it. */
async function reviewedProduct(): Promise<Product> {
  const list = (await get('/api/products?limit=100&sort=featured')).json() as { data: Product[] };
  const found = list.data.find((p) => p.ratings > 0 && p.images.length > 0 && p.stock > 0);
  if (!found) throw new Error('the demo catalogue has no reviewed product with images');
  return found;
}

describe('product page', () => {
  it('has the title, absolute image, formatted price and parseable JSON-LD', async () => {
    const found = await reviewedProduct();
    // The demo's drawings are SVG, which previews do not show: a vendor's upload goes first, as after an edit.
    const upload = '/uploads/2026/0123456789abcdef0123456789abcdef.jpg';
    const product = { ...found, images: [upload, ...found.images] };
    await t.app.db.update(products).set({ images: product.images }).where(eq(products.id, product.id));
    const response = await get(`/shop/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('shell title');
    expect(html).not.toContain('shell description');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const escapedName = product.name.replace(/&/g, '&#38;').replace(/'/g, '&#39;').replace(/"/g, '&#34;');
    expect(html).toContain(`<title>${escapedName} | Abossey</title>`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/shop/product/${product.id}" />`);

    const image = metaOf(html, 'og:image');
    expect(image).toBe(`${ORIGIN}${upload}`);
    expect(metaOf(html, 'og:title')).toBe(`${escapedName} — ${formatMoney(product.price)}`);
    expect(metaOf(html, 'og:description')).toContain(`${formatMoney(product.price)} · In stock`);

    const [ld, crumbs] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'GHS',
        price: product.price.toFixed(2),
        availability: 'https://schema.org/InStock',
        seller: { name: product.businessName, url: `${ORIGIN}/shop/${product.businessId}` },
      },
      aggregateRating: { ratingValue: product.rating, reviewCount: product.ratings },
    });
    expect(ld?.image).toEqual([image, ...product.images.slice(1).map((path) => `${ORIGIN}${path}`)]);
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
  });

  it('carries an ETag that answers 304 until the page changes', async () => {
    const [row] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(1)
      .offset(3);
    const url = `/shop/product/${row?.id}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another page.
    expect((await get(url, { 'if-none-match': etag, 'accept-language': 'vi' })).statusCode).toBe(200);
    await t.app.db
      .update(products)
      .set({ name: 'Renamed part' })
      .where(eq(products.id, row?.id ?? 0));
    const renamed = await get(url, { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain('<title>Renamed part | Abossey</title>');
    expect((await get('/nowhere')).headers.etag).toBeUndefined();
  });

  it('escapes a hostile product name everywhere', async () => {
    const evil = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const [row] = await t.app.db
      .update(products)
      .set({ name: evil, description: evil })
      .where(eq(products.id, sql`(select min(id) from ${products})`))
      .returning({ id: products.id });
    const html = (await get(`/shop/product/${row?.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(jsonLdOf(html)[0]?.name).toBe(evil);
  });

  it('answers 404 for a missing product, and noindex for one of a hidden shop', async () => {
    for (const url of [
      '/shop/product/99999999',
      '/shop/product/abc',
      '/shop/product/0',
      '/shop/product/-1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
    }
    const [hidden] = await t.app.db
      .select({ id: products.id, businessId: products.businessId })
      .from(products)
      .orderBy(products.id)
      .limit(1)
      .offset(5);
    await t.app.db
      .update(businesses)
      .set({ status: 'inactive' })
      .where(eq(businesses.id, hidden?.businessId ?? 0));
    try {
      // As GET /api/products/:id still answers it (old order links), the page is there, but not for search engines.
      const product = await get(`/shop/product/${hidden?.id}`);
      expect(product.statusCode).toBe(200);
      expect(product.body).toContain('<meta name="robots" content="noindex" />');
      expect(product.body).not.toContain('rel="canonical"');
      // The shop itself is not public: 404, as GET /api/business/:id answers an anonymous visitor.
      expect((await get(`/shop/${hidden?.businessId}`)).statusCode).toBe(404);
      const sitemap = await allSitemapUrls();
      expect(sitemap).not.toContain(`${ORIGIN}/shop/product/${hidden?.id}`);
      expect(sitemap).not.toContain(`${ORIGIN}/shop/${hidden?.businessId}`);
    } finally {
      await t.app.db
        .update(businesses)
        .set({ status: 'active' })
        .where(eq(businesses.id, hidden?.businessId ?? 0));
    }
  });
});

describe('shop page', () => {
  it('is an AutoPartsStore with the shop’s name, phone and address', async () => {
    const [shop] = await t.app.db
      .select()
      .from(businesses)
      .where(eq(businesses.status, 'active'))
      .orderBy(businesses.id)
      .limit(1);
    if (!shop) throw new Error('no shop');
    const response = await get(`/shop/${shop.id}`);
    expect(response.statusCode).toBe(200);
    expect(metaOf(response.body, 'og:title')).toBe(shop.name.replace(/&/g, '&#38;').replace(/'/g, '&#39;'));
    const [store] = jsonLdOf(response.body);
    expect(store).toMatchObject({
      '@type': 'AutoPartsStore',
      name: shop.name,
      url: `${ORIGIN}/shop/${shop.id}`,
    });
    if (shop.phone) expect(store?.telephone).toBe(shop.phone);
    if (shop.address) expect(store?.address).toMatchObject({ streetAddress: shop.address });
    expect((await get('/shop/99999999')).statusCode).toBe(404);
  });
});

describe('statuses', () => {
  it('redirects / to the catalogue from the server, keeping the query', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/shop/all-products');
    expect((await get('/?lng=fr')).headers.location).toBe('/shop/all-products?lng=fr');
  });

  it('answers 404 with the storefront for a path no route knows', async () => {
    for (const url of ['/nowhere', '/shop/7/extra', '/about-us/more', '/404']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Page not found | Abossey</title>');
    }
    expect((await get('/403')).statusCode).toBe(403);
    expect((await get('/500')).statusCode).toBe(500);
  });

  it('keeps the lists, static and private pages at 200, and the console as it was', async () => {
    for (const url of [
      '/shop/all-products?make=Toyota&page=2',
      '/shop',
      '/about-us',
      '/wishlist',
      '/auth/sign-in',
      '/address',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const catalogue = (await get('/shop/all-products?make=Toyota&page=2')).body;
    expect(catalogue).toContain(`<link rel="canonical" href="${ORIGIN}/shop/all-products" />`);
    expect((await get('/auth/sign-in')).body).toContain('<meta name="robots" content="noindex" />');
    const dashboard = await get('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<title>console index</title>');
    expect(dashboard.body).not.toContain('rel="canonical"');
  });
});

describe('language of the head', () => {
  it('follows ?lng=, then the cookie, then Accept-Language', async () => {
    const arabic = await get('/shop?lng=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl" data-lng="ar" ');
    expect(arabic.body).toContain('<title>متاجر قطع الغيار | Abossey</title>');
    expect(arabic.body).toContain(`<link rel="canonical" href="${ORIGIN}/shop?lng=ar" />`);

    const french = await get('/shop', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(french.body).toContain('<html lang="fr" dir="ltr"');
    expect(french.body).toContain('<title>Boutiques de pièces détachées | Abossey</title>');
    expect(french.body).toContain(`<link rel="canonical" href="${ORIGIN}/shop" />`);
    expect(french.headers.vary).toContain('Accept-Language');

    const chinese = await get('/shop', { cookie: 'i18nextLng=cn', 'accept-language': 'fr' });
    expect(chinese.body).toContain('<html lang="zh-CN"');
    expect(chinese.body).toContain(
      '<link rel="alternate" hreflang="zh-CN" href="https://abossey.example/shop?lng=cn" />',
    );
    expect(chinese.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://abossey.example/shop" />',
    );
  });
});

describe('<html> from the language and settings cookies', () => {
  const htmlTag = (body: string) => /<html\b[^>]*>/.exec(body)?.[0] ?? '';
  const settingsCookie = (value: unknown) =>
    `settings=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;

  it('paints a first visit in the Accept-Language language with the §1 defaults', async () => {
    const tag = htmlTag((await get('/shop/all-products', { 'accept-language': 'fr-CA,fr;q=0.9' })).body);
    expect(tag).toBe(
      '<html lang="fr" dir="ltr" data-lng="fr" data-color-scheme="light" data-contrast="default" data-primary="blue" data-density="comfortable" data-compact="true" data-app="storefront">',
    );
  });

  it('carries the scheme, contrast, colour, direction and layout of the settings cookie', async () => {
    const response = await get('/shop', {
      cookie: `i18nextLng=vi; ${settingsCookie({
        colorScheme: 'dark',
        contrast: 'high',
        primaryColor: 'orange',
        direction: 'rtl',
        compactLayout: false,
        navLayout: 'mini',
      })}`,
      'accept-language': 'fr',
    });
    expect(htmlTag(response.body)).toBe(
      '<html lang="vi" dir="rtl" data-lng="vi" data-color-scheme="dark" data-contrast="high" data-primary="orange" data-density="comfortable" data-compact="false" data-app="storefront">',
    );
    expect(response.headers.vary).toContain('Cookie');
  });

  it('sets Arabic right-to-left from the language cookie, on product pages too', async () => {
    const product = await reviewedProduct();
    const tag = htmlTag(
      (
        await get(`/shop/product/${product.id}`, {
          cookie: `i18nextLng=ar; ${settingsCookie({ colorScheme: 'dark' })}`,
        })
      ).body,
    );
    expect(tag).toMatch(/^<html lang="ar" dir="rtl" data-lng="ar" data-color-scheme="dark" /);
  });

  it('ignores junk cookies: nothing of them reaches the HTML', async () => {
    for (const cookie of [
      `i18nextLng=%22%3E%3Cscript%3E; ${settingsCookie({ colorScheme: '"><script>alert(1)</script>', contrast: 'x' })}`,
      `i18nextLng=klingon; ${settingsCookie('{not json')}`,
      `${settingsCookie({ colorScheme: 'dark', pad: 'x'.repeat(3000) })}`,
      'settings=%E0%A4%A; i18nextLng=%E0',
    ]) {
      const response = await get('/shop', { cookie, 'accept-language': 'cn' });
      expect(response.statusCode, cookie).toBe(200);
      expect(htmlTag(response.body), cookie).toBe(
        '<html lang="zh-CN" dir="ltr" data-lng="cn" data-color-scheme="light" data-contrast="default" data-primary="blue" data-density="comfortable" data-compact="true" data-app="storefront">',
      );
      expect(response.body).not.toContain('<script>alert');
    }
  });

  it('paints the console in them too', async () => {
    const dashboard = await get('/dashboard', {
      cookie: `i18nextLng=ar; ${settingsCookie({ colorScheme: 'dark', contrast: 'high' })}`,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(htmlTag(dashboard.body)).toBe(
      '<html lang="ar" dir="rtl" data-lng="ar" data-color-scheme="dark" data-contrast="high" data-primary="blue" data-density="comfortable" data-compact="true" data-app="console">',
    );
    expect(dashboard.headers.vary).toContain('Cookie');
  });

  it('gives each cookie its own validator', async () => {
    const light = await get('/shop');
    const dark = await get('/shop', { cookie: settingsCookie({ colorScheme: 'dark' }) });
    expect(light.headers.etag).not.toBe(dark.headers.etag);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the console, cart, account and auth pages and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const line of [
      'Disallow: /dashboard',
      'Disallow: /shop/product/checkout',
      'Disallow: /user/',
      'Disallow: /auth/',
    ])
      expect(response.body).toContain(line);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

/** Every URL of the sitemap, following the index when there is one. */
async function allSitemapUrls(): Promise<string[]> {
  const root = (await get('/sitemap.xml')).body;
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
  if (!root.includes('<sitemapindex')) return locs(root);
  const urls: string[] = [];
  for (const file of locs(root)) urls.push(...locs((await get(new URL(file).pathname)).body));
  return urls;
}

describe('sitemap', () => {
  it('is an index of pages of PAGE_SIZE URLs listing every public shop and product once', async () => {
    const active = eq(businesses.status, 'active');
    const count = sql<number>`count(*)::int`;
    const [shops] = await t.app.db.select({ n: count }).from(businesses).where(active);
    const [listed] = await t.app.db
      .select({ n: count })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(active);
    const counts = { shops: Number(shops?.n), products: Number(listed?.n) };
    const total = 5 + Number(counts?.shops) + Number(counts?.products);
    expect(total).toBeGreaterThan(PAGE_SIZE * 2);
    const pages = Math.ceil(total / PAGE_SIZE);

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual(Array.from({ length: pages }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));

    const first = (await get('/sitemap-1.xml')).body;
    expect(first).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(first.match(/<url>/g)).toHaveLength(PAGE_SIZE);
    expect(first).toContain(`<url><loc>${ORIGIN}/shop/all-products</loc></url>`);
    expect(first).toMatch(
      /<url><loc>https:\/\/abossey\.example\/shop\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
    const last = (await get(`/sitemap-${pages}.xml`)).body;
    expect(last.match(/<url>/g)).toHaveLength(total - (pages - 1) * PAGE_SIZE);
    expect((await get(`/sitemap-${pages + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(404);

    const urls = await allSitemapUrls();
    expect(urls).toHaveLength(total);
    expect(new Set(urls).size).toBe(total);
    expect(urls.filter((u) => /\/shop\/product\/\d+$/.test(u))).toHaveLength(Number(counts?.products));
  });

  it('is one URL list while everything fits one page', async () => {
    const small = await createTestApp({
      seed: 'none',
      web: { storefront: join(dist, 'storefront'), console: join(dist, 'console') },
    });
    try {
      const response = await small.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'parts.test:3000' },
      });
      expect(response.body).toContain('<urlset');
      expect(response.body).toContain('<loc>http://parts.test:3000/shop/all-products</loc>');
      // Without PUBLIC_URL the head's URLs are on the request's origin too.
      const page = await small.app.inject({
        method: 'GET',
        url: '/shop',
        headers: { host: 'parts.test:3000' },
      });
      expect(page.body).toContain('<link rel="canonical" href="http://parts.test:3000/shop" />');
      const forged = await small.app.inject({ method: 'GET', url: '/shop', headers: { host: '"><script>' } });
      expect(forged.body).toContain('<link rel="canonical" href="http://localhost/shop" />');
    } finally {
      await small.close();
    }
  });
});
