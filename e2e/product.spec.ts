import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  authHeader,
  createProductApi,
  createShopApi,
  receivedOrderApi,
  registerApi,
  signUpApi,
} from './support/api';
import { layoutShifts, recordLayoutShifts } from './support/layoutShift';

interface Session {
  auth_token: string;
  userId: number;
  userType: string;
}

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
  businessId: number;
  businessName: string;
  vehicleMakes: { vehicleMakeName: string }[];
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A product of the test's own (a fresh vendor's shop), so no other spec running at the same time buys it or puts its
 * stock back while this one checks the quantity cap.
 */
async function ownProduct(request: APIRequestContext): Promise<ApiProduct> {
  return (await ownShopProduct(request)).product;
}

/** `ownProduct` with its shop's vendor (who can deliver orders of it). */
async function ownShopProduct(request: APIRequestContext) {
  const vendor = await signUpApi(request, 'vendor');
  const shop = await createShopApi(request, vendor, {
    name: `Spec Spares ${unique()}`,
    description: 'Parts for the spec',
  });
  const { id } = await createProductApi(request, vendor, shop.id, {
    name: `Spec Brake Pads ${unique()}`,
    description: 'Front brake pads',
    price: 150,
    stock: 6,
  });
  const res = await request.get(`/api/products/${id}`);
  expect(res.ok()).toBe(true);
  return { vendor, product: ((await res.json()) as { data: ApiProduct }).data };
}

/** Opens the product from its shop's page (a navigation in the browser, so the browser asks for the product). */
async function openFromShop(page: Page, product: ApiProduct) {
  await page.goto(`/shop/${product.businessId}`);
  await page.getByRole('main').getByRole('link', { name: product.name }).first().click();
}

/** A product with stock to spare and compatible vehicles, read from the seeded catalogue through the API. */
async function pickProduct(request: APIRequestContext): Promise<ApiProduct> {
  const res = await request.get('/api/products?limit=50&sort=name');
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: ApiProduct[] };
  const product = data.find((p) => p.stock >= 3 && p.vehicleMakes.length > 0);
  if (!product) throw new Error('no seeded product with stock and vehicles');
  return product;
}

/** A brand-new customer (so the test can be run again and again), signed up through the API. */
async function signUpCustomer(request: APIRequestContext): Promise<Session & { name: string }> {
  const id = unique();
  const data = await registerApi(request, {
    firstName: 'Esi',
    lastName: `Reviewer${id.slice(-4)}`,
    email: `esi.${id}@example.com`,
    username: `esi_${id}`,
    password: 'Abossey2026',
  });
  return { ...data, name: `Esi Reviewer${id.slice(-4)}` };
}

async function signIn(page: Page, session: Session) {
  await page.goto('/shop');
  await page.evaluate((s) => {
    localStorage.setItem('accessToken', s.auth_token);
    localStorage.setItem('userId', String(s.userId));
    localStorage.setItem('userType', s.userType);
  }, session);
}

/** The toast region (its text is also mirrored in hidden live regions, so tests look here). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

const money = (value: number) =>
  `GH₵ ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a product shows its price, compatibility and reviews; quantity 2 goes to the cart; the wishlist toggles', async ({
  page,
  request,
}) => {
  const product = await ownProduct(request);
  await page.goto(`/shop/product/${product.id}`);
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(main.getByText(money(product.price)).first()).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(product.businessName);
  await expect(main.getByRole('heading', { level: 2, name: 'Vehicle Compatibility' })).toBeVisible();
  await expect(main.getByText(product.vehicleMakes[0]?.vehicleMakeName ?? '').first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(main.getByText('Please sign in to submit a review')).toBeVisible();

  // Digits only: letters are dropped; the quantity never goes above the stock.
  const details = main.getByRole('article', { name: product.name, exact: true });
  const quantity = details.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill(String(product.stock + 5));
  await quantity.blur();
  await expect(quantity).toHaveValue(String(product.stock));
  await quantity.fill('2');
  await quantity.blur();
  await details.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toasts(page).getByText(`2 × ${product.name} added to your cart`)).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('checkout') ?? 'null'));
  expect(cart.items).toEqual([
    expect.objectContaining({ id: product.id, quantity: 2, price: product.price }),
  ]);

  await details.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(details.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]'));
  expect(saved).toEqual([expect.objectContaining({ id: product.id })]);
  await details.getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(details.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]'))).toEqual([]);
});

test('a customer who never bought a part is told why they cannot review it, and the server refuses them', async ({
  page,
  request,
}) => {
  const { product } = await ownShopProduct(request);
  const customer = await signUpCustomer(request);
  await signIn(page, customer);
  await page.goto(`/shop/product/${product.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(main.getByText('Only buyers who received this part can review it.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  await expect(main.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
  // The shop has no verified reviews yet.
  const shopRating = main.locator('[data-part="rating-line"]');
  await expect(shopRating).toContainText('Shop rating');
  await expect(shopRating).toContainText('No ratings yet');

  // Going round the page does not help: the API refuses and stores nothing.
  const refused = await request.put(`/api/products/${product.id}/rate`, {
    headers: authHeader(customer),
    data: { data: { rating: 5, comment: 'Never bought it' } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Only buyers who received this part can review it.',
  );
  // Signed in: the answer comes from the database, never from the public read cache.
  const stored = (await (
    await request.get(`/api/products/${product.id}`, { headers: authHeader(customer) })
  ).json()) as { data: { ratings: number } };
  expect(stored.data.ratings).toBe(0);
});

test('a customer who received the part writes a verified review, edits and deletes it; the shop rating follows', async ({
  page,
  request,
}) => {
  const { vendor, product } = await ownShopProduct(request);
  const customer = await signUpCustomer(request);
  await receivedOrderApi(request, customer, vendor, product.id);
  await signIn(page, customer);
  await page.goto(`/shop/product/${product.id}`);
  const main = page.getByRole('main');
  const reviews = main.getByRole('list', { name: 'Customer reviews' });
  const mine = main.getByRole('article', { name: customer.name });

  await main.getByRole('button', { name: 'Write a Review' }).click();
  const form = main.getByRole('form', { name: 'Write a review' });
  // §5: nothing to send while the comment is blank.
  await expect(form.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  const first = `Fits my car perfectly ${unique()}`;
  await form.getByRole('textbox', { name: 'Your review' }).fill(first);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toasts(page).getByText('Review submitted successfully')).toBeVisible();
  await expect(mine).toContainText(first);
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(mine.getByText('Verified purchase')).toBeVisible();
  // The shop's rating counts it (its one verified review).
  const shopRating = main.locator('[data-part="rating-line"]');
  await expect(shopRating).toContainText('1 rating');
  await expect(shopRating.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  // One review per customer: the button is gone once they have one.
  await expect(main.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);

  await mine.getByRole('button', { name: 'Review actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Review' }).click();
  const edit = main.getByRole('form', { name: 'Edit your review' });
  await expect(edit.getByRole('textbox', { name: 'Your review' })).toHaveValue(first);
  const second = `Still good after a month ${unique()}`;
  await edit.getByRole('textbox', { name: 'Your review' }).fill(second);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Review updated successfully')).toBeVisible();
  await expect(mine).toContainText(second);

  // The server has it too.
  const stored = (await (await request.get(`/api/products/${product.id}`)).json()) as {
    data: { reviews: { reviewUserId: number; reviewComment: string }[] };
  };
  expect(stored.data.reviews.find((r) => r.reviewUserId === customer.userId)?.reviewComment).toBe(second);

  await mine.getByRole('button', { name: 'Review actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Review' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Review' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this review? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toasts(page).getByText('Review deleted successfully')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(reviews.getByText(second)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Write a Review' })).toBeVisible();
});

test('a missing product shows the not-found state', async ({ page }) => {
  await page.goto('/shop/product/987654321');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Product not found' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse all products' })).toBeVisible();
});

test('a lost connection shows the error panel, and Try again loads the product', async ({
  page,
  request,
}) => {
  const product = await ownProduct(request);
  let offline = true;
  await page.route(`**/api/products/${product.id}`, (route) => (offline ? route.abort() : route.continue()));
  // From its shop's page, as the server renders a product page opened directly with its data.
  await openFromShop(page, product);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Error' })).toBeVisible({ timeout: 20_000 });
  await expect(
    main.getByText('No response received from server. Please check your connection.'),
  ).toBeVisible();
  offline = false;
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('the product page does not shift while it loads (issue 9: layout-shift score ≤ 0.05, phone and desktop)', async ({
  browser,
  baseURL,
  request,
}) => {
  const product = await pickProduct(request);
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ]) {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    // A slow answer, so the loading state is on screen for a while before the product replaces it.
    await page.route(`**/api/products/${product.id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/shop/product/${product.id}`);
    await expect(page.getByRole('main').locator('[aria-busy="true"]').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: product.name })).toBeVisible({
      timeout: 20_000,
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { score, shifts } = await layoutShifts(page);
    expect(score, `${viewport.width}×${viewport.height}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(
      0.05,
    );
    await context.close();
  }
});

test('the product is requested while the page’s code is still downloading, not after it (issue 9)', async ({
  page,
  request,
}) => {
  const product = await ownProduct(request);
  const events: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `/api/products/${product.id}`) events.push('product requested');
  });
  // The product page's chunk is held back until the product has been asked for (or 5 s have passed). Opened from its
  // shop's page, as a visitor browsing does: a product page opened directly arrives rendered, with its data.
  await page.route('**/assets/ProductPage-*.js', async (route) => {
    for (let waited = 0; !events.includes('product requested') && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('page code served');
    await route.continue();
  });
  await openFromShop(page, product);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(events.slice(0, 2)).toEqual(['product requested', 'page code served']);
});
