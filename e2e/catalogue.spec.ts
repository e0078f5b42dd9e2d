import { expect, test } from './fixtures';
import { DEMO, signInApi, useSession } from './support/api';
import { layoutShifts, recordLayoutShifts } from './support/layoutShift';

test('the home page redirects to the catalogue and shows seeded products with GH₵ prices', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/shop\/all-products$/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(cards.first()).toContainText(/GH₵ \d{1,3}(,\d{3})*\.\d{2}/);
});

test('a console route is served by the console app on the same origin, with the same sign-in', async ({
  page,
  request,
}) => {
  await useSession(page, await signInApi(request, DEMO.vendor));
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'console');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the product list does not shift while its filters and sort load (issue 9: placeholders, layout-shift score ≤ 0.05)', async ({
  browser,
  baseURL,
}) => {
  for (const { viewport, path } of [
    { viewport: { width: 1350, height: 940 }, path: '/shop/all-products' },
    { viewport: { width: 1350, height: 940 }, path: '/shop/all-products?make=Toyota&sort=price_desc' },
    { viewport: { width: 412, height: 823 }, path: '/shop/all-products?make=Toyota' },
  ]) {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    // The filter row, sort select and active-filter chips arrive late, so their placeholders are on screen a while;
    // so do the fonts, as on a slow phone (a face swapped in late reflowed the whole page: 0.128).
    await page.route(/\/assets\/((productControls|ActiveFilters)-[^/]*\.js|[^/]*\.woff2)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(
      main.locator('[data-part="sort-select"]').or(main.locator('[data-part="select-placeholder"]')).first(),
    ).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    // The real controls replace the placeholders: the sort select is a button now.
    await expect(main.getByRole('button', { name: /Sort By/ })).toBeVisible({ timeout: 20_000 });
    await expect(main.locator('[data-part="select-placeholder"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { score, shifts } = await layoutShifts(page);
    expect(
      score,
      `${viewport.width}×${viewport.height} ${path}: ${JSON.stringify(shifts)}`,
    ).toBeLessThanOrEqual(0.05);
    await context.close();
  }
});

test('the search box searches the catalogue: the words go into the address and the list shows what matches', async ({
  page,
}) => {
  await page.goto('/shop/all-products');
  const main = page.getByRole('main');
  const firstName = (await main.getByRole('article').first().getByRole('heading').textContent()) ?? '';
  // A plain word of the first product's name (no punctuation, so it reads the same in the address and a pattern).
  const word = firstName.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? 'brake';
  const box = main.getByRole('searchbox', { name: 'Search parts' });
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}(&|$)`));
  await expect(box).toHaveValue(word);
  const cards = main.getByRole('article');
  await expect(cards.first()).toContainText(new RegExp(word, 'i'));
});

test('a mechanic finds a part by its maker’s number, typed with or without the dash (issue 25)', async ({
  page,
  request,
}) => {
  // A seeded Toyota part: its number has the maker's `12345-67890` shape.
  const listed = await (await request.get('/api/products?make=Toyota&limit=100')).json();
  const part = (listed.data as { id: number; name: string; partNumbers?: string[] }[]).find((p) =>
    /^\d{5}-\d{5}$/.test(p.partNumbers?.[0] ?? ''),
  );
  expect(part, 'a seeded Toyota product with a part number').toBeDefined();
  const number = part?.partNumbers?.[0] as string;

  await page.goto('/shop/all-products');
  const main = page.getByRole('main');
  const box = main.getByRole('searchbox', { name: 'Search parts' });
  await box.fill(number.replace('-', ''));
  await box.press('Enter');
  // Other shops may sell the same part for the same car: it carries the same number.
  const card = main
    .getByRole('article')
    .filter({ hasText: part?.name as string })
    .first();
  await expect(card).toBeVisible();

  // The product page shows the number, and the number searches every shop for the same part.
  await card.getByRole('link').first().click();
  const facts = main.getByRole('definition').filter({ hasText: number });
  await expect(facts).toBeVisible();
  await facts.getByRole('link', { name: `Find part number ${number} in every shop` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(number)}(&|$)`));
  await expect(
    main
      .getByRole('article')
      .filter({ hasText: part?.name as string })
      .first(),
  ).toBeVisible();
});
