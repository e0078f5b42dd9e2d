import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authHeader, DEMO, type Session, signInApi, useSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';

const thisYear = new Date().getUTCFullYear();

const WIDGETS = [
  'Revenue by month',
  'Revenue by category',
  'Revenue growth',
  'Completion vs cancellation',
  'Top-selling products',
  'Reviews by category',
];
const REVIEWS = 'Reviews by category';

/** The chart of a widget (its picture is named by the widget's title and its figures). */
const chartOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('region', { name })
    .getByRole('img', { name: new RegExp(`^${name}: `) });

/**
 * Every widget shows its chart, except reviews by category, which follows the API: the seeded reviews are written
 * soon after their products, so a year may have none, and then the widget says so.
 */
async function expectWidgets(page: Page, request: APIRequestContext, session: Session, year: number) {
  for (const name of WIDGETS.filter((w) => w !== REVIEWS)) await expect(chartOf(page, name)).toBeVisible();
  const reviews = await analytics<{ categories: { category: string }[] }>(
    request,
    session,
    `reviews/by-category?year=${year}`,
  );
  const widget = page.getByRole('main').getByRole('region', { name: REVIEWS });
  if (reviews.categories.length === 0)
    await expect(widget.getByText('Nothing for this year yet.')).toBeVisible();
  else
    await expect(chartOf(page, REVIEWS)).toHaveAttribute(
      'aria-label',
      new RegExp(`^${REVIEWS}: ${escapeRegExp(reviews.categories[0]?.category ?? '')} `),
    );
  return reviews.categories.length;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function analytics<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const response = await request.get(`/api/analytics/${path}`, { headers: authHeader(session) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as T;
}

/** The amount of a key figure (`GH₵ 12,345.60` → 12345.6). */
async function amountOf(figure: Locator) {
  return Number(((await figure.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

const figure = (page: Page, name: string) =>
  page.getByRole('main').locator('dl > div').filter({ hasText: name }).locator('dd');

/** Opens a RAC select (named by its value, then its label) and picks an option. */
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('the admin dashboard charts the whole marketplace: figures match the API, year and month filters, tables', async ({
  page,
  request,
}) => {
  const admin = await signInApi(request, DEMO.admin);
  await useSession(page, admin);
  const main = page.getByRole('main');
  await page.goto('/admin-dashboard');
  await expect(main.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expectWidgets(page, request, admin, thisYear);

  // Key figures: the seeded orders' revenue and order count, as the API counts them.
  const revenue = await analytics<{ total: number; series: { period: string; revenue: number }[] }>(
    request,
    admin,
    `revenue?year=${thisYear}&group_by=month`,
  );
  const outcomes = await analytics<{ total: number }>(
    request,
    admin,
    `orders/completion-vs-cancellation?year=${thisYear}`,
  );
  expect(revenue.total).toBeGreaterThan(0);
  await expect(figure(page, 'Total revenue')).toContainText('GH₵');
  expect(await amountOf(figure(page, 'Total revenue'))).toBeCloseTo(revenue.total, 2);
  await expect(figure(page, 'Orders')).toHaveText(outcomes.total.toLocaleString('en'));

  // The table view of revenue by month: a header and the months so far (issue 24: months to come are never
  // drawn), January first.
  const byMonth = main.getByRole('region', { name: 'Revenue by month' });
  await byMonth.getByText('Show as a table').click();
  const rows = byMonth.getByRole('row');
  await expect(rows).toHaveCount(new Date().getUTCMonth() + 2);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Jan');

  // Tooltips (issue 24): by keyboard, the arrow keys walk the bars; the pointer shows the bar under it.
  const plot = byMonth.getByRole('group', { name: 'Chart: use the arrow keys to read each bar' });
  await plot.focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tooltip')).toHaveText(/^Jan: GH₵/);
  await expect(plot).toHaveAttribute('aria-describedby', /.+/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const growth = main.getByRole('region', { name: 'Revenue growth' });
  await growth.locator('rect[data-part="bar"]').first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(/: [+−]?[\d.,]+%|No sales/);

  // The month filter of revenue by category asks the API for that month and shows its categories.
  const best = revenue.series.reduce((a, b) => (b.revenue > a.revenue ? b : a));
  const month = Number(best.period.slice(5, 7));
  const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en', {
    month: 'short',
    timeZone: 'UTC',
  });
  const byCategory = main.getByRole('region', { name: 'Revenue by category' });
  const asked = page.waitForRequest(
    (r) => r.url().includes('/revenue/by-category') && r.url().includes(`month=${month}`),
  );
  await choose(byCategory, page, 'Month', monthName);
  await asked;
  const categories = await analytics<{ categories: { category: string }[] }>(
    request,
    admin,
    `revenue/by-category?year=${thisYear}&month=${month}`,
  );
  expect(categories.categories.length).toBeGreaterThan(0);
  await byCategory.getByText('Show as a table').click();
  await expect(byCategory.getByRole('row')).toHaveCount(categories.categories.length + 1);
  await expect(byCategory.getByRole('rowheader').first()).toHaveText(
    categories.categories[0]?.category ?? '',
  );

  // One shop: the figures narrow to that shop (`businessId`), as the API counts them.
  const shops = (await (await request.get('/api/business?status=all', { headers: authHeader(admin) })).json())
    .data as { id: number; name: string }[];
  let shop: { id: number; name: string; total: number } | undefined;
  for (const s of shops.slice(0, 8)) {
    const r = await analytics<{ total: number }>(
      request,
      admin,
      `revenue?year=${thisYear}&businessId=${s.id}`,
    );
    if (r.total > 0 && r.total < revenue.total) {
      shop = { ...s, total: r.total };
      break;
    }
  }
  expect(shop).toBeDefined();
  if (shop) {
    await choose(main, page, 'Shop', shop.name);
    await expect
      .poll(async () => amountOf(figure(page, 'Total revenue')), { timeout: 15_000 })
      .toBeCloseTo(shop.total, 2);
    await choose(main, page, 'Shop', 'All shops');
    await expect
      .poll(async () => amountOf(figure(page, 'Total revenue')), { timeout: 15_000 })
      .toBeCloseTo(revenue.total, 2);
  }

  // An earlier year (the latest with reviews, so that widget draws too): every widget follows the API's answer.
  let earlier = thisYear - 1;
  for (let y = thisYear - 1; y > thisYear - 5; y--) {
    const r = await analytics<{ categories: unknown[] }>(request, admin, `reviews/by-category?year=${y}`);
    if (r.categories.length > 0) {
      earlier = y;
      break;
    }
  }
  const before = await analytics<{ total: number }>(request, admin, `revenue?year=${earlier}`);
  await choose(main, page, 'Year', String(earlier));
  await expect(main.getByRole('button', { name: new RegExp(`^${earlier}.*Year$`) })).toBeVisible();
  await expect
    .poll(async () => amountOf(figure(page, 'Total revenue')), { timeout: 15_000 })
    .toBeCloseTo(before.total, 2);
  const reviewed = main.getByRole('region', { name: REVIEWS });
  await expect(reviewed.getByRole('img', { name: new RegExp(`^${REVIEWS}: `) })).toBeVisible();
});

test('one failing analytics endpoint shows its §8 error in its own widget only', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await useSession(page, await signInApi(request, DEMO.admin));
  await page.route('**/api/analytics/revenue/growth**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"boom"}}' }),
  );
  const main = page.getByRole('main');
  await page.goto('/admin-dashboard');
  const growth = main.getByRole('region', { name: 'Revenue growth' });
  await expect(growth.getByRole('heading', { name: 'Failed to fetch revenue growth data' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(growth.getByRole('button', { name: /retry|try again/i })).toBeVisible();
  for (const name of WIDGETS.filter((w) => w !== 'Revenue growth' && w !== REVIEWS))
    await expect(chartOf(page, name)).toBeVisible();
  for (const name of WIDGETS.filter((w) => w !== 'Revenue growth'))
    await expect(main.getByRole('region', { name }).getByText(/^Failed to fetch/)).toHaveCount(0);

  // The endpoint comes back: Retry draws the chart.
  await page.unroute('**/api/analytics/revenue/growth**');
  await growth.getByRole('button', { name: /retry|try again/i }).click();
  await expect(growth.getByRole('img', { name: /^Revenue growth: Jan / })).toBeVisible({ timeout: 15_000 });
});

test('a vendor sees their own shops on /dashboard; an admin opening it is sent to /shop', async ({
  page,
  request,
}) => {
  const vendor = await signInApi(request, DEMO.vendor);
  await useSession(page, vendor);
  const main = page.getByRole('main');
  await page.goto('/dashboard');
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectWidgets(page, request, vendor, thisYear);
  const mine = await analytics<{ total: number }>(request, vendor, `revenue?year=${thisYear}`);
  expect(await amountOf(figure(page, 'Total revenue'))).toBeCloseTo(mine.total, 2);
  const revenue = main.getByRole('region', { name: 'Revenue by month' });
  await revenue.getByText('Show as a table').click();
  // A header and the months so far (months to come are never drawn).
  await expect(revenue.getByRole('row')).toHaveCount(new Date().getUTCMonth() + 2);

  await useSession(page, await signInApi(request, DEMO.admin));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/shop$/);
});

test('the admin dashboard passes axe in English and Arabic, light and dark', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await signInApi(request, DEMO.admin);
  await useSession(page, admin);
  const reviews = await analytics<{ categories: unknown[] }>(
    request,
    admin,
    `reviews/by-category?year=${thisYear}`,
  );
  const charts = WIDGETS.length - (reviews.categories.length === 0 ? 1 : 0);
  for (const lng of ['en', 'ar'])
    for (const scheme of ['light', 'dark']) {
      await page.evaluate(
        ([l, s]) => {
          localStorage.setItem('i18nextLng', l as string);
          localStorage.setItem('settings', JSON.stringify({ colorScheme: s }));
        },
        [lng, scheme],
      );
      await page.goto('/admin-dashboard');
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      // Every chart drawn (reviews by category only when the year has reviews) before the scan.
      await expect(page.getByRole('main').locator('svg[role="img"]')).toHaveCount(charts, {
        timeout: 15_000,
      });
      // The months so far read from the start edge: January on the left in English, on the right in Arabic.
      const bars = page
        .getByRole('main')
        .getByRole('region', { name: lng === 'ar' ? 'الإيرادات حسب الشهر' : 'Revenue by month' })
        .locator('rect[data-part="bar"]');
      const monthsSoFar = new Date().getUTCMonth() + 1;
      await expect(bars).toHaveCount(monthsSoFar);
      if (monthsSoFar > 1) {
        const january = (await bars.first().boundingBox())?.x ?? Number.NaN;
        const latest = (await bars.last().boundingBox())?.x ?? Number.NaN;
        expect(lng === 'ar' ? january > latest : january < latest).toBe(true);
      }
      for (const summary of await page.getByRole('main').locator('summary').all()) await summary.click();
      await expectNoAxeViolations(page, `admin dashboard ${lng} ${scheme}`);
    }
});

test('charts drawn on a wide window follow it down to a phone: nothing scrolls sideways', async ({
  page,
  request,
}) => {
  await useSession(page, await signInApi(request, DEMO.vendor));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const revenue = chartOf(page, 'Revenue by month');
  await expect(revenue).toBeVisible();
  const wide = Number(await revenue.getAttribute('width'));
  // A tablet turned, a window narrowed: the charts were drawn for the wide layout and must follow it down.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(async () => Number(await revenue.getAttribute('width')))
    .toBeLessThan(Math.min(wide, 360));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  // The page that scrolled sideways also failed WCAG 2.2 target-size on the header's home link (CI, 28 Nov).
  await expectNoAxeViolations(page, 'dashboard narrowed to a phone', undefined, ['wcag22aa']);
});
