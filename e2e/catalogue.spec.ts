import { expect, test } from './fixtures';
import { DEMO, signInApi, useSession } from './support/api';

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
