import { expect, test } from './fixtures';

/**
 * Issue 23 (ADR 0024, addendum): the language and display settings live in cookies the server reads, so the HTML it
 * sends is already in the visitor's language, scheme and direction, and the hydrated app agrees with it.
 */

/** The `<html>` start tag of a page as the server sent it (before any script ran). */
const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';

test('a first visit with Accept-Language: fr and an English browser gets French in the HTML and the app', async ({
  page,
  context,
}) => {
  // Chromium sends its own locale's Accept-Language (en-US here): the page's requests say French instead, while the
  // browser's languages (navigator.languages) stay English, so only the server's choice can make the app French.
  await page.route('**/*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'accept-language': 'fr-FR,fr;q=0.9' } }),
  );
  const response = await page.goto('/shop/all-products');
  const tag = htmlTag((await response?.text()) ?? '');
  expect(tag).toContain('lang="fr"');
  expect(tag).toContain('data-lng="fr"');
  expect(tag).toContain('data-color-scheme="light"');
  expect(await page.evaluate(() => navigator.languages[0])).toMatch(/^en/);

  await expect(page.getByRole('heading', { level: 1, name: 'Tous les produits' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The app stores the language it started in, so the choice holds whatever a later request's header says.
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'i18nextLng')?.value)
    .toBe('fr');
});

test('cookies for Arabic and dark mode give an rtl, dark first HTML that the app keeps', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'i18nextLng', value: 'ar', url: baseURL as string },
    {
      name: 'settings',
      value: encodeURIComponent(JSON.stringify({ colorScheme: 'dark' })),
      url: baseURL as string,
    },
  ]);
  const response = await page.goto('/shop/all-products');
  const tag = htmlTag((await response?.text()) ?? '');
  expect(tag).toContain('lang="ar" dir="rtl" data-lng="ar" data-color-scheme="dark"');

  await expect(page.getByRole('heading', { level: 1, name: 'جميع المنتجات' })).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  // The hydrated theme paints the page dark (not only the server's attribute left in place).
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
  expect(r + g + b, background).toBeLessThan(200);
});

test('settings a visitor kept in localStorage move to the cookie the server reads', async ({
  page,
  context,
}) => {
  await page.goto('/shop/all-products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ colorScheme: 'dark' })));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('settings'))).toBeNull();
  expect((await context.cookies()).find((cookie) => cookie.name === 'settings')?.value).toBeTruthy();

  const next = await page.request.get('/shop');
  expect(htmlTag(await next.text())).toContain('data-color-scheme="dark"');
});

test('junk cookies are ignored: the page paints with the defaults', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'i18nextLng', value: '%22%3E%3Cb%3E', url: baseURL as string },
    {
      name: 'settings',
      value: encodeURIComponent('{"colorScheme":"<b>","contrast":9'),
      url: baseURL as string,
    },
  ]);
  const response = await page.goto('/shop/all-products');
  const html = (await response?.text()) ?? '';
  expect(htmlTag(html)).toContain('data-color-scheme="light" data-contrast="default"');
  expect(html).not.toContain('<b>');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
});
