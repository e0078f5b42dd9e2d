import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Session {
  auth_token: string;
  userId: number;
  userType: string;
}

interface ApiShop {
  id: number;
  name: string;
  address: string;
  productCount: number;
  users: { userId: number; userRole: string }[];
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/login', { data: { data: { email, password } } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Session }).data;
}

async function signIn(page: Page, session: Session) {
  await page.goto('/shop');
  await page.evaluate((s) => {
    localStorage.setItem('accessToken', s.auth_token);
    localStorage.setItem('userId', String(s.userId));
    localStorage.setItem('userType', s.userType);
  }, session);
}

async function shops(request: APIRequestContext): Promise<ApiShop[]> {
  const res = await request.get('/api/business');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ApiShop[] }).data;
}

const isOwner = (shop: ApiShop, userId: number) =>
  shop.users.some((m) => m.userId === userId && m.userRole === 'owner');

test('/shop lists the shops and a shop page lists its products', async ({ page, request }) => {
  const all = await shops(request);
  expect(all.length).toBeGreaterThan(0);
  await page.goto('/shop');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(Math.min(all.length, 30));
  const shop = all.find((s) => s.productCount > 0) as ApiShop;
  const card = main.getByRole('article').filter({ has: page.getByRole('heading', { name: shop.name }) });
  await expect(card).toContainText(shop.address);

  await card.getByRole('link', { name: shop.name }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${shop.id}$`));
  await expect(main.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(main.getByText(shop.address)).toBeVisible();
  const products = main.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('article')).toHaveCount(Math.min(shop.productCount, 30));
  // Every card is one of this shop's.
  await expect(products.getByRole('article').first()).toContainText(`Sold by ${shop.name}`);
  // Visitors see no owner actions.
  await expect(main.getByRole('button', { name: 'Delete Shop' })).toHaveCount(0);
});

test('the owning vendor sees the owner actions on their shop; other shops and customers do not', async ({
  page,
  request,
}) => {
  const vendor = await login(request, 'vendor@abossey.test', 'Vendor1234');
  const all = await shops(request);
  const own = all.find((s) => isOwner(s, vendor.userId)) as ApiShop;
  const other = all.find((s) => !isOwner(s, vendor.userId)) as ApiShop;
  expect(own && other).toBeTruthy();
  await signIn(page, vendor);
  const main = page.getByRole('main');

  await page.goto(`/shop/${own.id}`);
  await expect(main.getByRole('heading', { level: 1, name: own.name })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Upload Product' })).toHaveAttribute(
    'href',
    `/product-upload/${own.id}`,
  );
  await expect(main.getByRole('link', { name: 'Edit Shop Details' })).toHaveAttribute(
    'href',
    `/shop-edit/${own.id}`,
  );
  await expect(main.getByRole('link', { name: 'Manage Products' })).toHaveAttribute(
    'href',
    `/products?shop=${own.id}`,
  );
  await expect(main.getByRole('button', { name: 'Delete Shop' })).toBeVisible();

  await page.goto(`/shop/${other.id}`);
  await expect(main.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Upload Product' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Delete Shop' })).toHaveCount(0);

  const customer = await login(request, 'customer@abossey.test', 'Customer1234');
  await signIn(page, customer);
  await page.goto(`/shop/${own.id}`);
  await expect(main.getByRole('heading', { level: 1, name: own.name })).toBeVisible();
  await expect(main.getByText('Products in this shop')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit Shop Details' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Delete Shop' })).toHaveCount(0);
});

test('the owner deletes a shop after confirming and lands on /shop without it', async ({ page, request }) => {
  const vendor = await login(request, 'vendor@abossey.test', 'Vendor1234');
  const name = `Throw-away Spares ${unique()}`;
  const created = await request.post('/api/business', {
    headers: { authorization: `Bearer ${vendor.auth_token}` },
    data: {
      value: name,
      data: {
        name,
        description: 'A shop made by the e2e test, deleted again straight away.',
        address: '1 Test Lane, Abossey Okai, Accra',
        phone: '+233 24 000 0000',
        country: 'Ghana',
        imageUrl: 'https://example.com/shop.png',
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const shop = ((await created.json()) as { data: ApiShop }).data;

  await signIn(page, vendor);
  await page.goto(`/shop/${shop.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();

  // Cancel keeps the shop.
  await main.getByRole('button', { name: 'Delete Shop' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Shop' });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/shop/${shop.id}$`));

  // A failure without a server message shows the §8 text in the dialog, which stays open.
  await page.route(`**/api/business/${shop.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
  await main.getByRole('button', { name: 'Delete Shop' }).click();
  await dialog.getByRole('button', { name: 'Delete Shop' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to delete shop. Please try again.');
  await page.unroute(`**/api/business/${shop.id}`);

  await dialog.getByRole('button', { name: 'Delete Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name })).toHaveCount(0);
  expect((await request.get(`/api/business/${shop.id}`)).status()).toBe(404);
});

test('a buyer reaches the shop: call, WhatsApp naming the product, GPS address (issue 25)', async ({
  page,
  request,
}) => {
  const shop = (await shops(request)).find((s) => s.productCount > 0) as ApiShop;
  const detail = (
    (await (await request.get(`/api/business/${shop.id}`)).json()) as {
      data: { phone: string; gpsAddress: string | null };
    }
  ).data;
  await page.goto(`/shop/${shop.id}`);
  const main = page.getByRole('main');
  const contact = main.locator('[data-part="shop-contact"]');
  await expect(contact.getByRole('heading', { name: 'Contact the shop' })).toBeVisible();
  const digits = detail.phone.replace(/\D/g, '');
  await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d*${digits.slice(-9)}\\?text=`),
  );
  if (detail.gpsAddress) await expect(contact.getByText(detail.gpsAddress)).toBeVisible();

  // On a product page the WhatsApp message names the product and links to it.
  await main
    .getByRole('list', { name: 'Products' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/shop\/product\/\d+$/);
  // The address changes first; the shop page stays on screen until the product page has rendered (a transition).
  await expect(main.getByRole('term').filter({ hasText: /^SKU$/ })).toBeVisible();
  const name = (await main.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const whatsapp = main.locator('[data-part="shop-contact"]').getByRole('link', { name: 'WhatsApp' });
  const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(text).toContain(name);
  expect(text).toContain(page.url());

  // With a vehicle in the buyer's garage, the message asks whether the part fits it.
  await page.evaluate(() =>
    localStorage.setItem(
      'garage',
      JSON.stringify([
        { id: 'g1', make: 'Toyota', model: 'Corolla', year: 2012, vin: null, nickname: null, active: true },
      ]),
    ),
  );
  await page.reload();
  await expect
    .poll(async () => new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '')
    .toContain(`${name} on Abossey for my 2012 Toyota Corolla. Is it available, and does it fit?`);
});

test('a page past the end says so and links to the last page (issue 25)', async ({ page }) => {
  await page.goto('/shop/all-products?page=999');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This page is past the end' })).toBeVisible();
  await expect(main.getByText('No products found')).toHaveCount(0);
  await main.getByRole('link', { name: /^Go to page \d+$/ }).click();
  await expect(page).toHaveURL(/page=\d+$/);
  await expect(main.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
});
