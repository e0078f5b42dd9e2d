import { expect, test } from './fixtures';

test('the heart saves a part to the wishlist, which survives a reload, and removing it empties the list', async ({
  page,
}) => {
  await page.goto('/shop/all-products');
  const main = page.getByRole('main');
  const heart = main.getByRole('button', { name: /^Save .* to wishlist$/ }).first();
  await expect(heart).toBeVisible();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Save /, '').replace(/ to wishlist$/, '');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(main.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(main.getByText('Saved parts: 1')).toBeVisible();
  const card = main.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/GH₵ \d/);

  await page.reload();
  await expect(main.getByRole('article', { name })).toBeVisible();

  await main
    .getByRole('article', { name })
    .getByRole('button', { name: `Save ${name} to wishlist` })
    .click();
  await expect(main.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]');
});

test('a saved part goes from the wishlist into the cart', async ({ page }) => {
  await page.goto('/shop/all-products');
  const main = page.getByRole('main');
  // The first card that can be bought.
  const card = main
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
    .first();
  await card.getByRole('button', { name: /^Save .* to wishlist$/ }).click();

  await page.goto('/wishlist');
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('floating-cart')).toHaveAccessibleName('Cart 1 item');
  await page.getByTestId('floating-cart').click();
  await expect(main.getByRole('heading', { name: 'Your cart (1)' })).toBeVisible();
});
