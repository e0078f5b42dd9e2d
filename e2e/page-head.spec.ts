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
  // The built page still loads the app.
  expect(html).toContain('<script type="module"');
  expect(html).toContain('<div id="root"></div>');
  const [ld] = jsonLd(html);
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: { priceCurrency: 'GHS', price: product.price.toFixed(2) },
  });

  expect((await request.get('/shop/product/99999999')).status()).toBe(404);
  expect((await request.get('/no/such/page')).status()).toBe(404);
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
