import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * Issue 23, server rendering (on by default): each public page arrives rendered, and the browser hydrates it: the
 * server's nodes stay in place, React recovers from no mismatch, nothing is logged, and the page works afterwards.
 * Without JavaScript the page is there too.
 */

/** Opens `path`, keeping the first card and heading the server sent, and collects what the page logs. */
async function openRendered(page: Page, path: string) {
  const logged: string[] = [];
  page.on('console', (message) => {
    // Other specs share the server and add products and shops, whose uploads some of them remove again.
    if (message.text().startsWith('Failed to load resource') && message.location().url.includes('/uploads/'))
      return;
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const marks = window as unknown as { serverNodes: (Element | null)[] };
      marks.serverNodes = [document.querySelector('h1'), document.querySelector('article')];
    });
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('#ssr-state')).toHaveCount(1);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const afterHydration = await page.evaluate(() => {
    const [heading, card] = (window as unknown as { serverNodes: (Element | null)[] }).serverNodes;
    return {
      sameNodes: heading === document.querySelector('h1') && card === document.querySelector('article'),
      recoverableErrors: document.getElementById('root')?.dataset.recoverableErrors ?? '0',
    };
  });
  expect(afterHydration).toEqual({ sameNodes: true, recoverableErrors: '0' });
  expect(logged).toEqual([]);
}

/** Safari on a Mac: the header's search button says ⌘K once hydrated, Ctrl K in the server's HTML. */
const APPLE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15';

const cases: { name: string; path: string; locale?: string; settings?: object; userAgent?: string }[] = [
  { name: 'the catalogue', path: '/shop/all-products' },
  { name: 'the catalogue in Vietnamese', path: '/shop/all-products', locale: 'vi-VN' },
  {
    name: 'the catalogue in Chinese, on a Mac',
    path: '/shop/all-products',
    locale: 'zh-CN',
    userAgent: APPLE,
  },
  {
    name: 'a filtered catalogue page in Arabic',
    path: '/shop/all-products?make=Toyota&page=2',
    locale: 'ar',
  },
  {
    name: 'a product in dark high contrast',
    path: '/shop/product/5',
    settings: { scheme: 'dark', contrast: 'high' },
  },
  { name: 'the shop list', path: '/shop' },
  { name: 'a shop', path: '/shop/2' },
  { name: 'a static page in French', path: '/about-us', locale: 'fr-FR' },
];

for (const { name, path, locale, settings, userAgent } of cases) {
  test(`${name} hydrates the server's HTML without a mismatch`, async ({ browser, baseURL }) => {
    const context = await (browser as Browser).newContext({ baseURL, locale: locale ?? 'en-GB', userAgent });
    if (settings)
      await context.addCookies([
        { name: 'settings', value: encodeURIComponent(JSON.stringify(settings)), url: baseURL as string },
      ]);
    // Chromium keeps its own `navigator.platform` under another user agent; a Mac's Safari says MacIntel.
    if (userAgent === APPLE)
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }),
      );
    const page = await context.newPage();
    await openRendered(page, path);
    if (userAgent === APPLE)
      await expect(page.locator('[data-part="search-button"] [data-part="shortcut"]').first()).toHaveText(
        '⌘K',
      );
    await context.close();
  });
}

test('the hydrated catalogue works: Add to cart fills the cart', async ({ page }) => {
  await openRendered(page, '/shop/all-products');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByTestId('floating-cart').click();
  await expect(main.getByRole('heading', { name: 'Your cart (1)' })).toBeVisible();
});

test('without JavaScript the catalogue shows its products', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop/all-products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
  await expect(page.locator('article')).toHaveCount(30);
  await expect(page.getByText('GH₵').first()).toBeVisible();

  // The search form is a GET form: it searches, keeping the chosen make.
  await page.goto('/shop/all-products?make=Toyota');
  await page.getByRole('searchbox').fill('brake');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/shop\/all-products\?make=Toyota&q=brake$/);
  await expect(page.getByRole('searchbox')).toHaveValue('brake');
  expect(await page.locator('article').count()).toBeGreaterThan(0);
  await context.close();
});

test('on a phone a product page loads the parts below its fold when the visitor scrolls near them (issue 23)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (request) => {
    const part = /\/assets\/(ProductReviews|SimilarProducts|ProductShopContact)-[^/]+\.js$/.exec(
      request.url(),
    );
    if (part?.[1]) loaded.push(part[1]);
  });
  // Not the fixture's navigation, which opens every part at once.
  await page.goto('/shop/product/5', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  // Their server HTML is there meanwhile: the reviews' heading, for a crawler and a visitor without script.
  await expect(page.getByRole('heading', { name: 'Reviews', exact: false }).first()).toBeAttached();

  // Down the page as a thumb scrolls it, passing every part on the way.
  const atBottom = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
  for (let i = 0; i < 40 && !(await atBottom()); i++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
  await expect
    .poll(() => [...loaded].sort())
    .toEqual(['ProductReviews', 'ProductShopContact', 'SimilarProducts']);
  await expect(page.locator('[data-part="when-visible"]:not([data-loaded])')).toHaveCount(0);
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.recoverableErrors ?? '0')).toBe(
    '0',
  );
  await context.close();
});
