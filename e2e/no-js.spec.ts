import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 23: the catalogue browses, filters and pages with JavaScript off. The server renders plain GET forms for the
 * search, filters and sort, and links for the pages and the empty state's actions; every step here loads a page.
 */
async function withoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A query's parameters, sorted and without empty ones (a form sends `condition=` for All): order is the form's. */
const canonical = (params: URLSearchParams) =>
  [...params]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');

/** The page is the catalogue with these parameters, in any order. */
async function expectCatalogue(page: Page, query: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe('/shop/all-products');
  await expect
    .poll(() => canonical(new URL(page.url()).searchParams))
    .toBe(canonical(new URLSearchParams(query)));
}

test('without JavaScript the catalogue searches, filters by make, sorts, pages and opens a product', async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto('/shop/all-products');
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(30);

    // Filter by make with the keyboard: Enter opens the Make disclosure, Space checks Toyota, Enter on Apply.
    const filters = main.getByRole('form', { name: 'Filters' });
    const make = filters.locator('summary', { hasText: 'Make' });
    await make.focus();
    await page.keyboard.press('Enter');
    const toyota = filters.getByRole('checkbox', { name: /^Toyota/ });
    await toyota.focus();
    await page.keyboard.press('Space');
    await expect(toyota).toBeChecked();
    await filters.locator('details[open]').getByRole('button', { name: 'Apply' }).press('Enter');
    await expectCatalogue(page, 'make=Toyota');
    await expect(cards.first()).toContainText('Toyota');
    await expect(filters.locator('summary', { hasText: 'Make' })).toContainText('Toyota');

    // Sort: the native select and its Apply (shown only without JavaScript); the make is kept.
    const sort = main.getByRole('combobox', { name: 'Sort By' });
    await sort.selectOption('price_desc');
    await main.locator('[data-part="sort-form"]').getByRole('button', { name: 'Apply' }).click();
    await expectCatalogue(page, 'sort=price_desc&make=Toyota');
    await expect(main.getByRole('combobox', { name: 'Sort By' })).toHaveValue('price_desc');
    const prices = async () =>
      (await cards.locator('[data-part="price"]').allTextContents()).map((text) =>
        Number(text.replace(/[^\d.]/g, '')),
      );
    const firstPage = await prices();
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));

    // Page 2 is a link, with the sort and make in its address.
    await main.getByRole('link', { name: 'Next page' }).click();
    await expectCatalogue(page, 'sort=price_desc&make=Toyota&page=2');
    await expect(main.getByRole('navigation', { name: 'Pagination' })).toContainText(/Page 2 of \d+/);
    const secondPage = await prices();
    expect(secondPage[0]).toBeLessThanOrEqual(firstPage[firstPage.length - 1] as number);

    // A search keeps the filters and sort, back to page 1.
    await main.getByRole('searchbox').fill('brake');
    await main.getByRole('searchbox').press('Enter');
    await expectCatalogue(page, 'sort=price_desc&make=Toyota&q=brake');
    await expect(cards.first()).toBeVisible();

    // Open a product by its name.
    const name = ((await cards.first().getByRole('heading').first().textContent()) ?? '').trim();
    await cards.first().getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(/\/shop\/product\/\d+$/);
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test('without JavaScript an empty result offers its way out as links, and Reset all clears the filters', async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto('/shop/all-products?q=zzqxv&make=Toyota&condition=Used');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await main.getByRole('link', { name: 'Clear filters' }).click();
    await expectCatalogue(page, 'q=zzqxv');
    await main.getByRole('link', { name: 'Clear search' }).click();
    await expectCatalogue(page, '');
    await expect(main.getByRole('article')).toHaveCount(30);

    await page.goto('/shop/all-products?sort=newest&make=Toyota&condition=Used');
    await main.getByRole('link', { name: 'Reset all' }).click();
    await expectCatalogue(page, 'sort=newest');
  });
});

test('without JavaScript the condition filter is a radio group', async ({ browser, baseURL }) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto('/shop/all-products?make=Toyota');
    const filters = page.getByRole('main').getByRole('form', { name: 'Filters' });
    await filters.locator('summary', { hasText: 'Condition' }).click();
    await filters.getByRole('radio', { name: 'Used' }).check();
    await filters.locator('details[open]').getByRole('button', { name: 'Apply' }).click();
    await expectCatalogue(page, 'make=Toyota&condition=Used');
    await expect(filters.locator('summary', { hasText: 'Condition' })).toContainText('Used');
  });
});
