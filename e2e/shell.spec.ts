import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/sign-in/);
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
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
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

test('a new customer updates their profile from the account drawer, then logs out', async ({
  page,
  request,
}) => {
  const id = unique();
  const email = `esi.${id}@example.com`;
  const registered = await request.post('/api/register', {
    data: {
      data: {
        firstName: 'Esi',
        lastName: 'Owusu',
        email,
        username: `esi_${id}`,
        phoneNumber: '0244123456',
        password: 'Abossey2026',
      },
    },
  });
  expect(registered.ok()).toBe(true);
  await signIn(page, email, 'Abossey2026');

  await page.getByRole('button', { name: 'Account' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await expect(drawer.getByText('Esi Owusu')).toBeVisible();
  await expect(drawer.getByText(email)).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Update profile' }).click();

  const form = page.getByRole('dialog', { name: 'Update profile' });
  await form.getByLabel('First name').fill('');
  await form.getByLabel('Phone number').fill('024');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Phone number must be 10 digits!')).toBeVisible();

  await form.getByLabel('First name').fill('Efua');
  await form.getByLabel('Phone number').fill('0244123456');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);

  await page.getByRole('button', { name: 'Account' }).click();
  await expect(drawer.getByText('Efua Owusu')).toBeVisible();
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
  const id = unique();
  const email = `yaw.${id}@example.com`;
  const register = (suffix: string, address: string) =>
    request.post('/api/register', {
      data: {
        data: {
          firstName: 'Yaw',
          lastName: 'Boateng',
          email: address,
          username: `yaw_${id}${suffix}`,
          phoneNumber: '0244123456',
          password: 'Abossey2026',
        },
      },
    });
  expect((await register('', email)).ok()).toBe(true);
  expect((await register('_b', `b.${email}`)).ok()).toBe(true);
  await signIn(page, email, 'Abossey2026');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Update profile' }).click();
  const form = page.getByRole('dialog', { name: 'Update profile' });
  await form.getByLabel('First name').fill('Kwabena');
  await form.getByLabel('Username').fill(`yaw_${id}_b`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Kwabena');
  await expect(form.getByLabel('Username')).toHaveValue(`yaw_${id}_b`);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/shop\/all-products$/);
});

test('the menu shows each role its own items; console items are links to the console', async ({ page }) => {
  await page.goto('/shop/all-products');
  await expect(menu(page).getByRole('link')).toHaveText(['Products', 'Shops']);

  await signIn(page, 'customer@abossey.test', 'Customer1234');
  await expect(menu(page).getByRole('link')).toHaveText(['Products', 'Shops', 'My Orders', 'Wishlist']);
  await page.evaluate(() => localStorage.clear());

  await signIn(page, 'vendor@abossey.test', 'Vendor1234');
  await expect(menu(page).getByRole('link')).toHaveText([
    'Products',
    'Shops',
    'My Orders',
    'Shop Orders',
    'Dashboard',
  ]);
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Upload Product' })).toBeVisible();
});
