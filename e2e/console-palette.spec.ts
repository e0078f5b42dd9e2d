import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authHeader, DEMO, signInApi, signUpApi, uniqueId, useSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { placeOrderApi, vendorProductApi } from './support/orders';

/** A fresh product of the demo vendor, with the SKU the products index gives it. */
async function vendorProduct(request: APIRequestContext) {
  const { vendor, product } = await vendorProductApi(request, `Palette wiper blade ${uniqueId()}`);
  const managed = await request.get(`/api/products/manage?q=${encodeURIComponent(product.name)}`, {
    headers: authHeader(vendor),
  });
  const sku = ((await managed.json()).data as { id: number; sku: string }[]).find(
    (p) => p.id === product.id,
  )?.sku;
  if (!sku) throw new Error('the new product has no SKU');
  return { vendor, product, sku };
}

/** Ctrl K, then the query typed into the palette's field. */
async function paletteFind(page: Page, query: string) {
  // The header's Search comes with the signed-in user's profile, after the page itself.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Search/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  await expect(palette).toBeVisible();
  const field = palette.getByRole('searchbox', { name: 'Find screens, orders, products and users' });
  await field.fill(query);
  return palette;
}

test('an admin opens a screen, an order and a user from Ctrl K', async ({ page, request }) => {
  const admin = await signInApi(request, DEMO.admin);
  const buyer = await signUpApi(request);
  const { product } = await vendorProduct(request);
  const order = await placeOrderApi(request, buyer, product.id, 'Kojo Palette');
  await useSession(page, admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // A screen from the admin's menu, at once.
  let palette = await paletteFind(page, 'user man');
  await expect(palette.getByRole('group', { name: 'Screens' }).getByRole('option')).toHaveText([
    'User Management',
  ]);
  await expectNoAxeViolations(page, 'command palette', '[role="dialog"]');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(palette).toBeHidden();

  // An order by its code.
  palette = await paletteFind(page, order.orderCode);
  const found = palette
    .getByRole('group', { name: 'Orders' })
    .getByRole('option', { name: new RegExp(order.orderCode) });
  await expect(found).toContainText('Kojo Palette · Pending');
  await found.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderCode}` })).toBeVisible();

  // A user by email: the user list, filtered to them.
  palette = await paletteFind(page, buyer.email);
  await palette
    .getByRole('group', { name: 'Users' })
    .getByRole('option', { name: new RegExp(buyer.email) })
    .click();
  await expect(page).toHaveURL(/\/user-management\?q=/);
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: buyer.email })).toHaveCount(1);
});

test("a vendor finds their product by SKU; other people's users stay out of reach", async ({
  page,
  request,
}) => {
  const { vendor, product, sku } = await vendorProduct(request);
  await useSession(page, vendor);
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const palette = await paletteFind(page, sku);
  const option = palette
    .getByRole('group', { name: 'Products' })
    .getByRole('option', { name: new RegExp(product.name) });
  await expect(option).toContainText(sku);
  // No user lookup for a vendor: the server would refuse it, the palette does not ask.
  await expect(palette.getByRole('group', { name: 'Users' })).toHaveCount(0);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}/edit$`));
});
