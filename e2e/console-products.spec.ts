/**
 * The console's products index (issue 24): a vendor finds their products from the side menu, searches, filters the
 * ones out of stock, restocks one in place (saved: it survives a reload), undoes a second change, and sees a refused
 * save rolled back; an admin sees the products of several shops; a customer is refused.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  authHeader,
  createProductApi,
  DEMO,
  type Session,
  signInApi,
  uniqueId,
  useSession,
} from './support/api';
import { expectNoAxeViolations } from './support/axe';

/** Picks an option of one of the page's selects (RAC: the trigger is named by its value, then its label). */
async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`\\s${label}$`) })
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A toast's message (the toast region also announces it in a hidden live region). */
const toastMessage = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

const stockField = (page: Page, name: string) => page.getByRole('textbox', { name: `Stock of ${name}` });

/** The demo vendor's first shop, with two fresh products of this run (one out of stock). */
async function vendorProducts(request: Parameters<typeof signInApi>[0]) {
  const vendor = await signInApi(request, DEMO.vendor);
  const shops = (await (
    await request.get(`/api/business/user/${vendor.userId}`, { headers: authHeader(vendor) })
  ).json()) as { data: { id: number }[] };
  const shop = shops.data[0]?.id ?? 0;
  const tag = uniqueId();
  const rotor = await createProductApi(request, vendor, shop, {
    name: `Rotor ${tag}`,
    description: 'Front brake rotor',
    stock: 4,
  });
  const hose = await createProductApi(request, vendor, shop, {
    name: `Hose ${tag}`,
    description: 'Radiator hose',
    stock: 1,
  });
  // Sold out (the form needs at least 1 on create).
  await request.put(`/api/products/${hose.id}`, {
    headers: authHeader(vendor),
    data: { data: { stock: 0 } },
  });
  return { vendor, tag, rotor, hose };
}

const stockOf = async (request: Parameters<typeof signInApi>[0], vendor: Session, id: number) =>
  (
    (await (await request.get(`/api/products/${id}`, { headers: authHeader(vendor) })).json()) as {
      data: { stock: number };
    }
  ).data.stock;

test('a vendor finds, filters and restocks their products in place, with Undo', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { vendor, tag, rotor, hose } = await vendorProducts(request);
  await useSession(page, vendor);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const main = page.getByRole('main');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Product Management' })
    .click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(main.getByText(/\d+ products? found/)).toBeVisible();
  await expectNoAxeViolations(page, 'products index');

  // Search: the words of the name, kept in the URL.
  await main.getByRole('searchbox', { name: 'Search products' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(main.getByText('2 products found')).toBeVisible();
  await expect(main.getByRole('link', { name: rotor.name })).toHaveAttribute(
    'href',
    `/product/${rotor.id}/edit`,
  );

  // Out of stock only.
  await choose(page, 'Stock', 'Out of stock');
  await expect(page).toHaveURL(/stock=out/);
  await expect(main.getByText('1 product found')).toBeVisible();
  await expect(main.getByRole('link', { name: hose.name })).toBeVisible();
  await expect(main.getByRole('link', { name: rotor.name })).toHaveCount(0);

  // Restock the hose in place: saved, so a reload (filters kept) no longer lists it as out of stock.
  await stockField(page, hose.name).fill('7');
  await stockField(page, hose.name).press('Enter');
  await expect(toastMessage(page, `Stock of ${hose.name} set to 7`)).toBeVisible();
  await expect.poll(() => stockOf(request, vendor, hose.id)).toBe(7);
  await page.reload();
  await expect(main.getByText('No matching products')).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Search products' })).toHaveValue(tag);
  await choose(page, 'Stock', 'Any stock');
  await expect(stockField(page, hose.name)).toHaveValue('7');

  // A second change, undone from its toast.
  await stockField(page, rotor.name).fill('9');
  await stockField(page, rotor.name).press('Enter');
  const toast = toastMessage(page, `Stock of ${rotor.name} set to 9`);
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(toastMessage(page, `Stock of ${rotor.name} back to 4`)).toBeVisible();
  await expect(stockField(page, rotor.name)).toHaveValue('4');
  await expect.poll(() => stockOf(request, vendor, rotor.id)).toBe(4);

  // A save the server refuses is rolled back and said.
  await page.route(`**/api/products/${rotor.id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'You are not allowed to do this', error: 'Forbidden' }),
        })
      : route.fallback(),
  );
  await stockField(page, rotor.name).fill('12');
  await stockField(page, rotor.name).press('Enter');
  await expect(toastMessage(page, `The stock of ${rotor.name} was not saved`)).toBeVisible();
  await expect(stockField(page, rotor.name)).toHaveValue('4');
  expect(await stockOf(request, vendor, rotor.id)).toBe(4);
});

test('an admin sees the products of several shops', async ({ page, request }) => {
  await useSession(page, await signInApi(request, DEMO.admin));
  await page.setViewportSize({ width: 1440, height: 900 });
  // 25 rows: enough to span several shops, light enough to render quickly on a busy machine.
  await page.goto('/products?limit=25');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(main.getByText(/\d+ products found/)).toBeVisible();
  // The shop column (the first cell after the name) of every row: more than one shop.
  const shops = await main
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('[role="gridcell"], td')?.textContent ?? '').filter(Boolean),
    );
  expect(new Set(shops).size).toBeGreaterThan(1);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product Management' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, 'products index (admin)');
});

test('a customer is refused the products index', async ({ page, request }) => {
  const customer = await signInApi(request, DEMO.customer);
  expect((await request.get('/api/products/manage', { headers: authHeader(customer) })).status()).toBe(403);
  expect((await request.get('/api/products/manage')).status()).toBe(401);
  await useSession(page, customer);
  await page.goto('/products');
  await expect(page).toHaveURL(/\/shop$/);
});
