/**
 * A buyer's whole first visit, through the UI only (issue 5): sign up → the mailed link → browse → filter → product (not
 * hers to review before she has received it) → cart → checkout → my orders. Runs against the seeded demo catalogue; the account is new every run.
 */
import { expect, test } from './fixtures';
import { mailedLink, uniqueId } from './support/api';

test('sign up, browse, filter, open a part, buy it and find the order', async ({ page }) => {
  test.setTimeout(120_000);
  const id = uniqueId();
  const main = page.getByRole('main');

  // Sign up.
  await page.goto('/auth/sign-up');
  await page.getByLabel('First name').fill('Abena');
  await page.getByLabel('Last name').fill('Owusu');
  await page.getByLabel('Email address').fill(`abena.${id}@example.com`);
  await page.getByLabel('Username').fill(`abena_${id}`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Abossey2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Confirm the email: the link from the mail signs the new buyer in (ADR 0005).
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const link = new URL(await mailedLink(`abena.${id}@example.com`, '/auth/confirm'));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/shop\/all-products$/);

  // Browse, then filter by make on the server: every card left is for a Toyota.
  await expect(main.getByRole('article').first()).toBeVisible();
  await main.getByRole('button', { name: /Make$/ }).click();
  await page.getByRole('option', { name: /^Toyota/ }).click();
  await page.keyboard.press('Escape');
  await expect(main.getByRole('button', { name: 'Remove Make: Toyota' })).toBeVisible();
  await expect(page).toHaveURL(/make=Toyota/);
  const firstCard = main.getByRole('article').first();
  await expect(firstCard).toContainText('Toyota');
  const name = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');

  // The product: it fits a Toyota. Not bought yet, so not hers to review (issue 25: verified purchases only).
  await firstCard.getByRole('link', { name }).first().click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Vehicle Compatibility' })).toBeVisible();
  await expect(main.getByText(/Toyota/).first()).toBeVisible();
  await expect(main.getByText('Only buyers who received this part can review it.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);

  // Into the cart, then checkout.
  const details = main.getByRole('article', { name, exact: true });
  await details.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/shop/product/checkout?step=0');
  await expect(main.getByRole('heading', { name: 'Your cart (1)' })).toBeVisible();
  await expect(main.getByText(name).first()).toBeVisible();
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/step=1$/);
  await main.getByLabel('Full name').fill('Abena Owusu');
  await main.getByLabel('Phone number').fill('+233 24 765 4321');
  await main.getByRole('textbox', { name: /^Address/ }).fill('Adum, Prempeh II Street');
  await main.getByLabel('City').fill('Kumasi');
  await main.getByRole('button', { name: /Region/ }).click();
  await page.getByRole('option', { name: 'Ashanti', exact: true }).click();
  await main.getByRole('button', { name: 'Save address' }).click();
  await expect(main.getByRole('radio', { name: /Abena Owusu/ })).toBeChecked();
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const code = (await main.getByTestId('order-code').textContent())?.trim() ?? '';
  expect(code).not.toBe('');

  // My orders: the new order, pending, and its detail with the part.
  await page.goto('/user/orders');
  const orders = main.getByRole('grid', { name: 'My orders' });
  await expect(orders.getByRole('row', { name: new RegExp(code) })).toContainText('Pending');
  await main.getByRole('link', { name: code }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Order ${code}` })).toBeVisible();
  await expect(main.getByText(name).first()).toBeVisible();
});
