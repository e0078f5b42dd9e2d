/**
 * axe (WCAG 2 A and AA) on every route of the storefront and the console (issue 8), each in light, dark, high contrast
 * and Arabic (RTL), signed out and as customer, vendor and admin wherever the route lets them in — and on a 360 px
 * phone, where nothing may scroll sideways and every tap target must be at least 24 px. Routes a role may
 * not open redirect (sign-in, /shop), and the page it lands on is scanned instead — it has to pass too.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, type Session, signInApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';

type Role = 'guest' | 'customer' | 'vendor' | 'admin';
/** The page is loaded in each language; each colour mode is then applied in place (see `inPlace`). */
const LANGUAGES = [
  { lng: 'en', dir: 'ltr' },
  { lng: 'ar', dir: 'rtl' },
] as const;
/**
 * The display settings as the app's ThemeProvider writes them on `<html>` (packages/ui/src/theme): all styling follows
 * these attributes, and the DOM is the same in every mode, so the page is not loaded again for each (issue 20).
 */
const COLOUR_MODES = [
  { name: 'dark', attributes: { 'data-color-scheme': 'dark' } },
  { name: 'high contrast', attributes: { 'data-contrast': 'high' } },
] as const;

interface Ids {
  product: number;
  shop: number;
  order: number;
}

/** Every route, with the roles that may open it (the others are still visited once, as guests, to scan the redirect). */
const ROUTES: { path: (ids: Ids) => string; roles: readonly Role[] }[] = [
  { path: () => '/shop/all-products', roles: ['guest', 'customer', 'vendor', 'admin'] },
  { path: () => '/shop', roles: ['guest', 'customer', 'vendor', 'admin'] },
  { path: (ids) => `/shop/${ids.shop}`, roles: ['guest', 'customer', 'vendor', 'admin'] },
  { path: (ids) => `/shop/product/${ids.product}`, roles: ['guest', 'customer', 'vendor', 'admin'] },
  { path: () => '/shop/product/checkout?step=0', roles: ['guest', 'customer'] },
  { path: () => '/shop/product/checkout?step=1', roles: ['customer'] },
  { path: () => '/wishlist', roles: ['guest', 'customer'] },
  { path: () => '/garage', roles: ['guest', 'customer'] },
  { path: () => '/address', roles: ['customer'] },
  { path: () => '/payment', roles: ['customer'] },
  { path: () => '/user/orders', roles: ['customer'] },
  { path: (ids) => `/user/orders/${ids.order}`, roles: ['customer'] },
  { path: () => '/auth/sign-in', roles: ['guest'] },
  { path: () => '/auth/sign-up', roles: ['guest'] },
  { path: () => '/auth/forgot-password', roles: ['guest'] },
  { path: () => '/auth/reset-password?token=x', roles: ['guest'] },
  { path: () => '/auth/confirm?token=x', roles: ['guest'] },
  { path: () => '/privacy-policy', roles: ['guest', 'customer'] },
  { path: () => '/terms-and-conditions', roles: ['guest'] },
  { path: () => '/about-us', roles: ['guest'] },
  { path: () => '/home', roles: ['guest'] },
  { path: () => '/403', roles: ['guest'] },
  { path: () => '/404', roles: ['guest', 'admin'] },
  { path: () => '/500', roles: ['guest'] },
  // The console.
  { path: () => '/dashboard', roles: ['vendor'] },
  { path: () => '/shop-upload', roles: ['vendor', 'admin'] },
  { path: (ids) => `/shop-edit/${ids.shop}`, roles: ['vendor'] },
  { path: () => '/product-upload', roles: ['vendor', 'admin'] },
  { path: () => '/shop/orders', roles: ['vendor'] },
  { path: () => '/admin-dashboard', roles: ['admin'] },
  { path: () => '/orders', roles: ['admin'] },
  { path: (ids) => `/orders/${ids.order}`, roles: ['admin'] },
  { path: () => '/deliveries', roles: ['admin'] },
  { path: () => '/user-management', roles: ['admin'] },
  { path: () => '/shop-management', roles: ['admin'] },
  { path: () => '/search-synonyms', roles: ['admin'] },
  { path: () => '/products', roles: ['vendor', 'admin'] },
  { path: (ids) => `/products/import?shop=${ids.shop}`, roles: ['vendor'] },
];

async function sessionFor(request: APIRequestContext, role: Role): Promise<Session | null> {
  return role === 'guest' ? null : signInApi(request, DEMO[role]);
}

/** The demo vendor's first shop and product, and the demo customer's newest order. */
async function demoIds(request: APIRequestContext): Promise<Ids> {
  const vendor = await signInApi(request, DEMO.vendor);
  const customer = await signInApi(request, DEMO.customer);
  const shops = await (
    await request.get(`/api/business/user/${vendor.userId}`, {
      headers: { authorization: `Bearer ${vendor.auth_token}` },
    })
  ).json();
  const shop = shops.data[0].id as number;
  const products = await (await request.get(`/api/products?businessId=${shop}&limit=1`)).json();
  const orders = await (
    await request.get('/api/orders?limit=1', { headers: { authorization: `Bearer ${customer.auth_token}` } })
  ).json();
  return { shop, product: products.data[0].id, order: orders.data[0].id };
}

/**
 * Makes every later navigation of this page open as `session` in `variant`: an init script writes the storage before
 * any app script runs (the scripts of earlier variants run first, so the newest one wins), which saves loading a page
 * just to write it and cannot race the app's own writes (it stores the language it loads).
 */
async function prepare(page: Page, session: Session | null, lng: string) {
  await page.addInitScript(
    ({ session, lng }) => {
      localStorage.clear();
      localStorage.setItem('settings', '{}');
      localStorage.setItem('i18nextLng', lng);
      if (session) {
        localStorage.setItem('accessToken', session.auth_token);
        localStorage.setItem('userId', String(session.userId));
        localStorage.setItem('userType', session.userType);
      }
    },
    { session, lng },
  );
}

/** Waits until the screen has settled: a level-1 heading, and no skeleton or spinner left in the main landmark. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"], main [data-part="skeleton"]')).toHaveCount(0);
}

/**
 * Applies a colour mode's attributes on `<html>` with transitions frozen (a colour half-way through its transition is
 * not the mode's colour); the returned function restores the page. The seeded-bug stories prove such a switch finds
 * what a reload in that mode would (docs/testing.md).
 */
async function inPlace(page: Page, attributes: Record<string, string>): Promise<() => Promise<void>> {
  const previous = await page.evaluate((attributes) => {
    const root = document.documentElement;
    const style = document.createElement('style');
    style.id = 'a11y-freeze';
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(style);
    const before = Object.keys(attributes).map((name) => [name, root.getAttribute(name)] as const);
    for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
    return before;
  }, attributes);
  return () =>
    page.evaluate((previous) => {
      for (const [name, value] of previous) {
        if (value === null) document.documentElement.removeAttribute(name);
        else document.documentElement.setAttribute(name, value);
      }
      document.getElementById('a11y-freeze')?.remove();
    }, previous);
}

let ids: Ids;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

for (const route of ROUTES) {
  for (const role of route.roles) {
    test(`${route.path({ product: 0, shop: 0, order: 0 }).replace(/\/0\b/g, '/{id}')} as ${role}`, async ({
      page,
      request,
    }) => {
      test.slow();
      const session = await sessionFor(request, role);
      for (const { lng, dir } of LANGUAGES) {
        await prepare(page, session, lng);
        await page.goto(route.path(ids));
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expectNoAxeViolations(page, `${lng} ${page.url()}`);
        // Dark and high contrast in English, as before: the colours do not depend on the language.
        for (const mode of lng === 'en' ? COLOUR_MODES : []) {
          const undo = await inPlace(page, mode.attributes);
          await expectNoAxeViolations(page, `${lng} ${mode.name} ${page.url()}`);
          await undo();
        }
      }
      // A 360 px phone (English, light): nothing scrolls sideways, and every tap target is at least 24 px (WCAG 2.2
      // target-size). The page is loaded at that width, as a phone does. Resizing a loaded page instead failed only in
      // CI (27-28 Nov), most likely because under load the page got the new width while its styles still matched the
      // desktop media queries: axe measured /shop/11's titles 23 px wide, as five cards in 360 px give. Narrowing a
      // loaded page is tested where it matters (console-dashboard.spec.ts: charts follow the window down).
      await prepare(page, session, 'en');
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(route.path(ids));
      await settled(page);
      // Polled: a chart sized by a ResizeObserver takes the page's width a few frames after it renders. A failure names
      // what sticks out (the overflow of 28 Nov was seen only under CI load).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const overflow = document.documentElement.scrollWidth - window.innerWidth;
            if (overflow <= 0) return '';
            const outside = [...document.body.querySelectorAll('*')]
              .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
              .slice(-5)
              .map(
                (element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 50) ?? ''}`,
              );
            return `${overflow}px too wide: ${outside.join(' | ')}`;
          }),
        )
        .toBe('');
      // Retried for a few seconds: right after the resize the page can still be laying out. (The home-link failures
      // of 28 Nov were the dashboards' charts holding the desktop width; see console-dashboard.spec.ts.)
      await expect(async () => {
        // The label says which layout axe saw, should a failure come back.
        const layout = await page.evaluate(
          () => `${window.innerWidth} px, desktop media ${window.matchMedia('(min-width: 900px)').matches}`,
        );
        await expectNoAxeViolations(page, `phone ${page.url()} (${layout})`, undefined, ['wcag22aa']);
      }).toPass({ timeout: 20_000 });
    });
  }
}

// The widgets' demo partner-garage page (issue 7) is a garage's own plain HTML, not an app route: the apps' settings
// and language do not apply to it (its Arabic instance is part of the page), so it is scanned as it is, then on a phone.
test('/embed-demo (the widgets on a partner garage page)', async ({ page }) => {
  test.slow();
  const ready = async () => {
    const cards = page.locator('#cards abossey-product-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card.getByRole('button').first()).toBeVisible();
    await expect(page.locator('#cart-footer').getByRole('button').first()).toBeVisible();
  };
  await page.goto('/embed-demo');
  await ready();
  await expectNoAxeViolations(page, '/embed-demo');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await ready();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'phone /embed-demo', undefined, ['wcag22aa']);
});
