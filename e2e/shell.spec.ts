import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  authHeader,
  createProductApi,
  createShopApi,
  receivedOrderApi,
  registerApi,
  signUpApi,
  uniqueId,
} from './support/api';
import { expectNoAxeViolations } from './support/axe';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface NewUser {
  email: string;
  username: string;
  session: { auth_token: string; userId: number; userType: string };
}

/**
 * A fresh account registered through the API (tests stay independent and never spend the demo accounts' sign-in
 * attempts, which the server limits per address and per account).
 */
async function newUser(
  request: APIRequestContext,
  { userType = 'customer', username }: { userType?: 'customer' | 'vendor'; username?: string } = {},
): Promise<NewUser> {
  const id = unique();
  const email = `shell.${id}@example.com`;
  const name = username ?? `shell_${id}`;
  const session = await registerApi(request, {
    firstName: 'Esi',
    lastName: 'Owusu',
    email,
    username: name,
    phoneNumber: '0244123456',
    password: 'Abossey2026',
    userType,
  });
  return { email, username: name, session };
}

/** Opens `path` signed in as `user` (the §3 session keys, as the sign-in page stores them). */
async function openSignedIn(page: Page, user: NewUser, path = '/shop/all-products') {
  await page.goto('/404');
  await page.evaluate(({ auth_token, userId, userType }) => {
    localStorage.setItem('accessToken', auth_token);
    localStorage.setItem('userId', String(userId));
    localStorage.setItem('userType', userType);
  }, user.session);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

/** The role menu in the desktop sidebar. */
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('switching to Arabic turns the page right-to-left, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/shop/all-products');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Kept in the cookie the server reads (ADR 0024), not in localStorage.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'i18nextLng')?.value).toBe('ar');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
});

test('the settings drawer switches to the dark scheme, kept after a reload', async ({ page }) => {
  await page.goto('/shop/all-products');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await page.getByRole('button', { name: 'Display settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  await drawer.getByText('Dark mode').click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
});

test('the search dialog finds a product on the server and opens it', async ({ page, request }) => {
  const answer = await request.get('/api/products?q=brake&limit=1');
  const [product] = (await answer.json()).data as { id: number; name: string }[];
  expect(product).toBeDefined();

  await page.goto('/shop/all-products');
  await page
    .getByRole('button', { name: /^Search/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog.getByRole('status')).toHaveText('Please enter keywords');
  const field = dialog.getByRole('searchbox', { name: 'Search for shops or products' });
  await field.fill('zzqx-no-such-part');
  await expect(dialog.getByRole('status')).toContainText('No results found for "zzqx-no-such-part"');
  await field.fill(product?.name ?? '');
  await dialog
    .getByRole('option', { name: product?.name ?? '' })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${product?.id}$`));
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
});

test('the search dialog suggests makes, models and parts while typing; a suggestion filters the catalogue (issue 25)', async ({
  page,
}) => {
  await page.goto('/shop/all-products');
  await page
    .getByRole('button', { name: /^Search/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('searchbox', { name: 'Search for shops or products' });
  await field.fill('toy');
  const suggestions = dialog.getByRole('group', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(/^Toyota\s*Make$/);
  // A typo still finds the make.
  await field.fill('toyta');
  await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(/^Toyota\s*Make$/);
  await field.fill('toyota cor');
  await suggestions.getByRole('option', { name: /^Toyota Corolla/ }).click();
  await expect(page).toHaveURL(/\/shop\/all-products\?make=Toyota&model=Corolla$/);
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('a new customer updates their profile from the account drawer, then logs out', async ({
  page,
  request,
}) => {
  const user = await newUser(request);
  await openSignedIn(page, user);

  await page.getByRole('button', { name: 'Account' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await expect(drawer.getByText('Esi Owusu')).toBeVisible();
  await expect(drawer.getByText(user.email)).toBeVisible();
  await expect(drawer.getByText('Customer')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Update profile' }).click();

  // §5 messages show before anything is sent.
  const form = page.getByRole('dialog', { name: 'Update profile' });
  await form.getByLabel('First name').fill('');
  await form.getByLabel('Phone number').fill('024');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Phone number must be 10 digits!')).toBeVisible();

  // A photo goes up through the uploads API with the save (§5: jpeg/png, at most 2 MB).
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('First name').fill('Efua');
  await form.getByLabel('Phone number').fill('0244123456');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account' }).locator('img')).toHaveAttribute(
    'src',
    /\/uploads\//,
  );
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(drawer.getByText('Efua Owusu')).toBeVisible();

  // Saved on the server, not only in the page.
  await page.reload();
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(drawer.getByText('Efua Owusu')).toBeVisible();

  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Logged out successfully');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
});

test('a profile change the server refuses keeps what was typed', async ({ page, request }) => {
  const taken = await newUser(request);
  const user = await newUser(request);
  await openSignedIn(page, user);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Update profile' }).click();
  const form = page.getByRole('dialog', { name: 'Update profile' });
  await form.getByLabel('First name').fill('Kwabena');
  await form.getByLabel('Username').fill(taken.username);
  // A new username asks for the current password (issue 21).
  await form.getByRole('textbox', { name: 'Current password' }).fill('Abossey2026');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText('Username is already taken');
  await expect(form.getByLabel('First name')).toHaveValue('Kwabena');
  await expect(form.getByLabel('Username')).toHaveValue(taken.username);
});

test('Change Password needs the current password, keeps what was typed when refused, and keeps this session', async ({
  page,
  request,
}) => {
  const user = await newUser(request);
  await openSignedIn(page, user);
  await page.getByRole('button', { name: 'Account' }).click();
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Change Password' })
    .click();
  const form = page.getByRole('dialog', { name: 'Change Password' });
  const current = form.getByRole('textbox', { name: 'Current password' });
  const next = form.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = form.getByRole('textbox', { name: 'Confirm new password' });

  await next.fill('Abossey2027');
  await confirm.fill('Abossey2028');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is required!')).toBeVisible();
  await expect(form.getByText("Passwords don't match!")).toBeVisible();

  await current.fill('Not-my-password1');
  await confirm.fill('Abossey2027');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert').first()).toContainText('Current password is incorrect');
  await expect(next).toHaveValue('Abossey2027');
  await expect(current).toHaveValue('Not-my-password1');

  await current.fill('Abossey2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Password changed successfully!'),
  ).toBeVisible();
  // This tab got the fresh session: still signed in after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  const login = (password: string) =>
    request.post('/api/login', { data: { data: { email: user.email, password } } });
  expect((await login('Abossey2026')).status()).toBe(401);
  expect((await login('Abossey2027')).ok()).toBe(true);
});

test('a shop owner sees a new review in the notifications drawer and marks it read', async ({
  page,
  request,
}) => {
  // A fresh vendor with a shop and a product of their own (no demo account's sign-in attempts spent).
  const vendor = await signUpApi(request, 'vendor');
  const shop = await createShopApi(request, vendor, {
    name: `Shell Spares ${uniqueId()}`,
    description: 'Brake and suspension parts for Japanese cars.',
  });
  const product = await createProductApi(request, vendor, shop.id, {
    name: `Shell test brake pads ${uniqueId()}`,
    description: 'Front pads, ceramic.',
  });

  // Two customers receive it (issue 25: only they may review it); the shop clears the new-order notices.
  const customers = [await signUpApi(request), await signUpApi(request)] as const;
  for (const customer of customers) await receivedOrderApi(request, customer, vendor, product.id);
  const cleared = await request.post('/api/clear-notifications', { headers: authHeader(vendor) });
  expect(cleared.ok(), await cleared.text()).toBe(true);

  // Both review it: the server notifies the shop owner each time.
  for (const [customer, rating] of [
    [customers[0], 4],
    [customers[1], 5],
  ] as const) {
    const rated = await request.put(`/api/products/${product.id}/rate`, {
      headers: authHeader(customer),
      data: { data: { rating, comment: 'Fitted well, arrived quickly.' } },
    });
    expect(rated.ok(), await rated.text()).toBe(true);
  }

  await openSignedIn(page, { email: vendor.email, username: '', session: vendor });
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  // Opening one marks it read and follows it to the product.
  await drawer.getByText(`New 4-star review on ${product.name}`).click();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${product.id}$`));
  await expect(drawer).toHaveCount(0);

  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(drawer.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('signing in with a console returnUrl opens the console app', async ({ page, request }) => {
  const vendor = await signUpApi(request, 'vendor');
  await page.goto('/auth/sign-in?returnUrl=%2Fdashboard');
  await page.getByLabel('Email or username').fill(vendor.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(vendor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'console');
});

/**
 * Opens `path` and waits until its footer answers clicks: the footer is a lazy part of the shell, hydrated once its
 * own chunk is in, and a click before that follows the link as plain HTML (a full page load the server renders).
 */
async function openWithFooter(page: Page, path: string) {
  const footerCode = page.waitForResponse(/\/assets\/Footer-[^/]+\.js$/);
  await page.goto(path);
  await footerCode;
  await page.waitForLoadState('networkidle');
}

test('a screen whose code cannot be loaded shows the 500 page inside the frame, not a blank page', async ({
  page,
}) => {
  await openWithFooter(page, '/shop/all-products');
  // The lazily loaded About page's chunk fails (e.g. the connection dropped, or a release replaced the files).
  await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '500 Internal server error' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // The error page loads on first use (issue 9), illustration and all.
  await expect(page.locator('[data-part="illustration"]')).toBeVisible();
});

test('when the error page cannot be loaded either, a plain 500 page stands in inside the frame', async ({
  page,
}) => {
  await openWithFooter(page, '/shop/all-products');
  // The connection dropped: neither the About page's chunk nor the error pages' chunk (loaded on first use) arrives.
  await page.route(/\/assets\/(AboutPage|ErrorPages)-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '500 Internal server error' })).toBeVisible();
  await expect(page.getByText('There was an error, please try again later.')).toBeVisible();
  // The plain stand-in, not the design system's page (its illustration is in the chunk that did not arrive).
  await expect(page.locator('[data-part="illustration"]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

test('an unknown path shows the 404 page; Sign in carries the way back and hides on the auth pages', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/shop\/all-products$/);

  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', '/auth/sign-in?returnUrl=%2Fshop%2Fall-products');
  await signIn.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(signIn).toBeHidden();
});

test('the menu shows each role its own items; console items are links to the console', async ({
  page,
  request,
}) => {
  await page.goto('/shop/all-products');
  await expect(menu(page).getByRole('link')).toHaveText(['Products', 'Shops']);

  await openSignedIn(page, await newUser(request));
  await expect(menu(page).getByRole('link')).toHaveText(['Products', 'Shops', 'My Orders', 'Wishlist']);
  await expect(page.getByRole('link', { name: 'Upload Product' })).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await openSignedIn(page, await newUser(request, { userType: 'vendor' }));
  await expect(menu(page).getByRole('link')).toHaveText([
    'Products',
    'Shops',
    'My Orders',
    'Shop Orders',
    'Dashboard',
  ]);
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Upload Product' })).toBeVisible();
  // A console screen is a full page load (another app on the same origin), not a client-side route.
  const documentRequest = page.waitForRequest(
    (req) => req.isNavigationRequest() && new URL(req.url()).pathname === '/dashboard',
  );
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await documentRequest;
});

test('the frame, its drawers and dialogs pass axe (WCAG 2 A/AA) in English and Arabic', async ({
  page,
  request,
}) => {
  test.slow(); // many scans on a shared 2-core machine
  const scan = (label: string) => expectNoAxeViolations(page, label);
  const user = await newUser(request);
  for (const lng of ['en', 'ar']) {
    await page.goto('/404');
    await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lng);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scan(`${lng} signed out`);
    await page
      .getByRole('button', { name: lng === 'ar' ? /بحث/ : /^Search/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(`${lng} search`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await openSignedIn(page, user, '/404');
  await scan('signed in');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await scan('account drawer');
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Update profile' })).toBeVisible();
  await scan('profile dialog');
  await page.getByRole('dialog', { name: 'Update profile' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Account' }).click();
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Change Password' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  await scan('change password dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await scan('notifications drawer');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Display settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await scan('settings drawer');
});
