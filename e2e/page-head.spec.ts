import { expect, test } from './fixtures';

/**
 * Issue 23 (the server-side head, ADR 0024): what a link preview or a crawler reads without running script, checked
 * against the real storefront build, and the `?lng=` links its alternates use.
 */

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  images: string[];
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );

/** What the server rendered into `#root`, up to the state block that follows it. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));
/** Text as React writes it into HTML. */
/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** The storefront's GH₵ format in English, as the server renders it: `GH₵ 1,430.00`. */
const cedis = (amount: number) =>
  `GH₵ ${amount.toLocaleString('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('each public page arrives rendered: the catalogue, the shop list and a shop hold their names and prices', async ({
  request,
}) => {
  const list = await request.get('/api/products?limit=3&sort=featured');
  const products = ((await list.json()) as { data: (ApiProduct & { businessId?: number })[] }).data;
  const catalogue = rootOf(await (await request.get('/shop/all-products?sort=featured')).text());
  for (const product of products) {
    expect(catalogue).toContain(escapeHtml(product.name));
    expect(catalogue).toContain(cedis(product.price));
  }
  // The footer's contact links leave the site as written (the router once made `tel:` a path: `/tel:+233…`).
  expect(catalogue).toMatch(/<a [^>]*href="tel:\+233\d+"/);
  expect(catalogue).toMatch(/<a [^>]*href="https:\/\/wa\.me\/233\d+"/);
  const shops = (
    (await (await request.get('/api/business')).json()) as { data: { id: number; name: string }[] }
  ).data;
  const shopList = rootOf(await (await request.get('/shop')).text());
  for (const shop of shops.slice(0, 5)) expect(shopList).toContain(escapeHtml(shop.name));
  const shop = shops[0];
  if (!shop) throw new Error('the demo has no shops');
  const shopProducts = (
    (await (await request.get(`/api/products?businessId=${shop.id}&limit=3&sort=name`)).json()) as {
      data: ApiProduct[];
    }
  ).data;
  const shopPage = rootOf(await (await request.get(`/shop/${shop.id}`)).text());
  expect(shopPage).toContain(escapeHtml(shop.name));
  for (const product of shopProducts) expect(shopPage).toContain(escapeHtml(product.name));
});

test('a product link carries its title, price, image and JSON-LD in the built page', async ({ request }) => {
  const list = await request.get('/api/products?limit=1&sort=featured');
  expect(list.ok()).toBe(true);
  const [product] = ((await list.json()) as { data: ApiProduct[] }).data;
  if (!product) throw new Error('the demo catalogue is empty');

  const response = await request.get(`/shop/product/${product.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toMatch(/<title>[^<]+ \| Abossey<\/title>/);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ — GH₵ [\d,]+\.\d\d"/);
  // Previews show no SVG, and the demo's drawings are SVG: an upload would be the card's image (API tests).
  const raster = product.images.find((image) => !image.endsWith('.svg'));
  if (raster)
    expect(html).toContain(`<meta property="og:image" content="${new URL(raster, response.url()).href}"`);
  else expect(html).not.toContain('property="og:image"');
  // The built page still loads the app, after `load` through its loader, and its body is the rendered product (issue
  // 23): name and GH₵ price.
  expect(html).toMatch(
    /<script defer src="\/assets\/boot-[\w-]+\.js" data-entry="\/assets\/index-[\w-]+\.js">/,
  );
  const body = rootOf(html);
  expect(body).toContain(escapeHtml(product.name));
  expect(body).toContain(cedis(product.price));
  const [ld] = jsonLd(html);
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: { priceCurrency: 'GHS', price: product.price.toFixed(2) },
  });

  const missing = await request.get('/shop/product/99999999');
  expect(missing.status()).toBe(404);
  expect(rootOf(await missing.text())).toContain('Product not found');
  const unknown = await request.get('/no/such/page');
  expect(unknown.status()).toBe(404);
  expect(rootOf(await unknown.text())).toContain('Sorry, page not found!');
  expect(rootOf(await (await request.get('/about-us')).text())).toContain('>About Us</h1>');
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/shop/all-products');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/shop/product/${product.id}</loc>`);
});

test('a ?lng= link opens the storefront in that language', async ({ page }) => {
  await page.goto('/shop/all-products?lng=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les produits' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Taken as the visitor's choice and out of the address: a reload stays French, a later menu choice would stick.
  await expect(page).toHaveURL(/\/shop\/all-products$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les produits' })).toBeVisible();
});
