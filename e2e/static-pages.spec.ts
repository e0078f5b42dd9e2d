import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every h2 inside the page's sections reads '1. …', '2. …' in order. */
async function expectNumberedSections(page: Page, minimum: number) {
  const headings = page.locator('main section[aria-labelledby] > h2');
  await expect(headings.first()).toBeVisible();
  const texts = await headings.allTextContents();
  expect(texts.length).toBeGreaterThanOrEqual(minimum);
  texts.forEach((text, index) => {
    expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`));
  });
}

test('the Privacy Policy is dated, numbered and names the browser storage keys', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Last updated: June 27, 2025')).toBeVisible();
  await expectNumberedSections(page, 8);
  await expect(page.getByRole('heading', { level: 2, name: '2. Information we collect' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Your rights under the Data Protection Act, 2012 \(Act 843\)/ }),
  ).toBeVisible();
  for (const key of ['accessToken', 'userId', 'userType', 'wishlist', 'checkout', 'settings', 'i18nextLng'])
    await expect(page.locator('code', { hasText: new RegExp(`^${key}$`) })).toBeVisible();
  await expect(page).toHaveTitle(/Privacy Policy/);
});

test('the Terms and Conditions are dated, numbered and carry the §9 terms', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('Last updated: June 27, 2025')).toBeVisible();
  await expectNumberedSections(page, 8);
  await expect(page.getByText(/within 30 days of purchase/)).toBeVisible();
  await expect(page.getByText(/18 or over/)).toBeVisible();
  await expect(
    page.getByText('Payments are non-refundable unless the Refund Policy says otherwise.'),
  ).toBeVisible();
  await expect(page.getByText(/service charge of 10%/)).toBeVisible();

  // The table of contents jumps to a section.
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Governing law' })
    .click();
  await expect(page).toHaveURL(/#terms-law$/);
  await expect(page.getByRole('heading', { level: 2, name: /\. Governing law$/ })).toBeInViewport();
});

test('About Us describes the platform for vendors, mechanics and car owners', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByText(/Abossey Okai, Accra's famous spare-parts market/)).toBeVisible();
  for (const name of ['Suppliers (vendors)', 'Mechanics', 'Car owners'])
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our vision' })).toBeVisible();
});

test('/home shows the tagline and links to the catalogue and the shops', async ({ page }) => {
  await page.goto('/home');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Find the best parts for your vehicle and get it fixed with ease.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all parts' })).toHaveAttribute(
    'href',
    '/shop/all-products',
  );
  await expect(page.getByRole('link', { name: 'Visit the shops' })).toHaveAttribute('href', '/shop');
  for (const name of ['Car owners', 'Mechanics', 'Vendors'])
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all parts' }).click();
  await expect(page).toHaveURL(/\/shop\/all-products$/);
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('the legal pages are right-to-left, translated and still numbered', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    await expect(page.getByText('آخر تحديث: 27 يونيو 2025')).toBeVisible();
    await expectNumberedSections(page, 8);

    await page.goto('/terms-and-conditions');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
    await expectNumberedSections(page, 8);
  });

  test('About Us and /home are right-to-left', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();

    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'اعثر على أفضل قطع الغيار لمركبتك وأصلحها بسهولة.' }),
    ).toBeVisible();
  });
});
