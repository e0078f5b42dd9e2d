/**
 * Keyboard only (issue 8): no mouse click anywhere in these journeys. `tabTo` presses Tab (or Shift+Tab) until the
 * wanted control has focus, as a keyboard user would, and fails when it never gets there.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  authHeader,
  createProductApi,
  createShopApi,
  DEMO,
  signInApi,
  signUpApi,
  uniqueId,
  useSession,
} from './support/api';

async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 })) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('browse → filter → product → cart → checkout → order placed, with the keyboard alone', async ({
  page,
  request,
}) => {
  test.slow();
  const buyer = await signUpApi(request);
  await useSession(page, buyer);
  await page.goto('/shop/all-products');
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();

  // Filter by make: open the select, move to Toyota, choose it, close.
  await tabTo(page, main.getByRole('button', { name: /Make$/ }));
  await page.keyboard.press('Enter');
  const toyota = page.getByRole('option', { name: /^Toyota/ });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let i = 0; i < 40 && !(await toyota.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/make=Toyota/);

  // Open the first product with Enter on its link (once the grid shows the filtered parts).
  const card = main.getByRole('article').first();
  await expect(card).toContainText('Toyota');
  const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  await tabTo(page, card.getByRole('link', { name }).first());
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();

  // Add to cart, then the floating cart button.
  const details = main.getByRole('article', { name, exact: true });
  await tabTo(page, details.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('floating-cart'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/product\/checkout\?step=0$/);
  await expect(main.getByRole('heading', { name: 'Your cart (1)' })).toBeVisible();

  await tabTo(page, main.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=1$/);

  // A new address, typed field by field.
  for (const [label, value] of [
    ['Full name', 'Yaa Asantewaa'],
    ['Phone number', '+233 20 111 2222'],
    ['City', 'Kumasi'],
  ] as const) {
    await tabTo(page, main.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, main.getByRole('textbox', { name: /^Address/ }));
  await page.keyboard.type('Manhyia Palace Road');
  // The region is a select (issue 21): open it, type to find the region, take it.
  await tabTo(page, main.getByRole('button', { name: /Region/ }));
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ashanti');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: /Region/ })).toContainText('Ashanti');
  await tabTo(page, main.getByRole('button', { name: 'Save address' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('radio', { name: /Yaa Asantewaa/ })).toBeChecked();

  await tabTo(page, main.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

test('the search dialog, the drawers and a dialog keep focus inside and give it back', async ({
  page,
  request,
}) => {
  const buyer = await signUpApi(request);
  await useSession(page, buyer);
  await page.goto('/shop/all-products');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  for (const opener of [
    page.getByRole('button', { name: /^Search/ }).first(),
    page.getByRole('button', { name: 'Display settings' }),
    page.getByRole('button', { name: 'Notifications' }),
    page.getByRole('button', { name: 'Account', exact: true }),
  ]) {
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Twenty Tabs later, focus is still inside.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
});

test('an admin changes an order status with the keyboard alone', async ({ page, request }) => {
  const vendor = await signUpApi(request, 'vendor');
  const shop = await createShopApi(request, vendor, {
    name: `Keys ${uniqueId()}`,
    description: 'Keyboard test shop',
  });
  const product = await createProductApi(request, vendor, shop.id, {
    name: `Keys ${uniqueId()}`,
    description: 'Pads',
  });
  const buyer = await signUpApi(request);
  const placed = await request.post('/api/orders', {
    headers: authHeader(buyer),
    data: {
      data: {
        items: [{ productId: product.id, quantity: 1 }],
        delivery: {
          fullName: 'Kojo Keys',
          phone: '0241234567',
          address: '1 Oxford Street',
          city: 'Accra',
          state: 'Greater Accra',
          country: 'Ghana',
        },
      },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data.order as { id: number; orderCode: string };

  await useSession(page, await signInApi(request, DEMO.admin));
  await page.goto(`/orders/${order.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Order ${order.orderCode}` })).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: /Status$/ }));
  await page.keyboard.press('Enter');
  const option = page.getByRole('listbox').getByRole('option', { name: 'Pending Delivery', exact: true });
  for (let i = 0; i < 20 && !(await option.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(
    main.getByRole('status').filter({ hasText: 'Order status updated successfully' }),
  ).toBeVisible();
  const after = await request.get(`/api/orders/${order.id}`, { headers: authHeader(buyer) });
  expect((await after.json()).data.order.status).toBe('pending_delivery');
});
