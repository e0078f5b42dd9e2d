import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parseCsv } from '../packages/sdk/src/csv';
import { expect, test } from './fixtures';
import { authHeader, DEMO, type Session, signInApi, signUpApi, uniqueId, useSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { placeOrderApi, vendorProductApi } from './support/orders';

const vendorProduct = (request: APIRequestContext) => vendorProductApi(request);
const placeOrder = placeOrderApi;

async function orderAs(request: APIRequestContext, who: Session, id: number) {
  const res = await request.get(`/api/orders/${id}`, { headers: authHeader(who) });
  return { status: res.status(), body: res.ok() ? (await res.json()).data : null };
}

async function setLanguage(page: Page, lng: 'en' | 'ar') {
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lng);
}

/** Opens a RAC select (its button is named by value and label) and picks an option. */
async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`${label}$`) })
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('the vendor sees a new order of their shop in Shop Orders and moves it to the next status', async ({
  page,
  request,
}) => {
  const { vendor, shop, product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const order = await placeOrder(request, buyer, product.id, `Kwame ${uniqueId()}`);

  await useSession(page, vendor);
  await page.goto(`/shop/orders?shopId=${shop.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Shop Orders' })).toBeVisible();
  await expect(main.getByRole('button', { name: new RegExp(`${shop.name}.*Business$`) })).toBeVisible();
  await main.getByLabel('Search orders').fill(order.orderCode);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${order.orderCode}`));
  await main.getByRole('link', { name: order.orderCode }).click();

  await expect(page).toHaveURL(new RegExp(`/shop/orders/${order.id}$`));
  await expect(main.getByRole('heading', { level: 1, name: `Order ${order.orderCode}` })).toBeVisible();
  const crumbs = main.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toContainText('Dashboard');
  await expect(crumbs).toContainText('Shop Orders');
  await expect(main.getByRole('heading', { name: 'Vendor information' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  // Shops cannot delete orders (the API answers 403): no Delete button.
  await expect(main.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Mark as Processing' }).click();
  await expect(
    main.getByRole('status').filter({ hasText: 'Order status updated to Processing' }),
  ).toBeVisible();
  const seen = await orderAs(request, buyer, order.id);
  expect(seen.body.vendorOrders[0].status).toBe('processing');
  await expect(main.getByRole('button', { name: 'Mark as Pending Delivery' })).toBeVisible();
});

test('the admin changes an order status; the buyer sees it and is notified; Deliveries marks it delivered', async ({
  page,
  request,
}) => {
  const { product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const order = await placeOrder(request, buyer, product.id, `Efua ${uniqueId()}`);
  const admin = await signInApi(request, DEMO.admin);

  await useSession(page, admin);
  await page.goto(`/orders/${order.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Order ${order.orderCode}` })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Customer' })).toBeVisible();

  await choose(page, 'Status', 'Pending Delivery');
  const done = main.getByRole('status').filter({ hasText: 'Order status updated successfully' });
  await expect(done).toBeVisible();
  // §9: the message goes after 3 s.
  await expect(done).toHaveCount(0, { timeout: 6000 });
  await expect(main.getByRole('list', { name: 'Order history' }).getByRole('listitem')).toHaveCount(2);

  expect((await orderAs(request, buyer, order.id)).body.order.status).toBe('pending_delivery');
  const notes = await request.get('/api/notifications', { headers: authHeader(buyer) });
  const list = (await notes.json()).data as { message: string; data: unknown }[];
  expect(JSON.stringify(list)).toContain(order.orderCode);
  expect(list.length).toBeGreaterThanOrEqual(2); // placed, then the status change

  // Deliveries: the order is waiting for delivery; mark it delivered.
  await page.goto(`/deliveries?q=${order.orderCode}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  await expect(main.getByRole('tab', { name: /Pending Delivery/, selected: true })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: order.orderCode })).toContainText('12 Ring Road');
  await main.getByRole('button', { name: `Mark order ${order.orderCode} as delivered` }).click();
  await expect(main.getByText('Not found')).toBeVisible();
  await expect
    .poll(async () => (await orderAs(request, buyer, order.id)).body.order.status)
    .toBe('delivered');
});

test('the admin deletes orders from the list in bulk after confirming', async ({ page, request }) => {
  const { product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const name = `Yaw ${uniqueId()}`;
  const first = await placeOrder(request, buyer, product.id, name);
  const second = await placeOrder(request, buyer, product.id, name);
  const admin = await signInApi(request, DEMO.admin);

  await useSession(page, admin);
  await page.goto('/orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Order');
  await main.getByPlaceholder('Search Order Id or Customer...').fill(name);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=Yaw/);
  const grid = main.getByRole('grid', { name: 'Orders' });
  await expect(grid.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  await expect(main.getByRole('tab', { name: /^All/ })).toContainText('2');

  await grid
    .getByRole('row')
    .filter({ hasText: first.orderCode })
    .getByRole('checkbox')
    .check({ force: true }); // the styled box covers the input
  await grid
    .getByRole('row')
    .filter({ hasText: second.orderCode })
    .getByRole('checkbox')
    .check({ force: true }); // the styled box covers the input
  await main.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  // Cancel first: nothing goes.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await orderAs(request, admin, first.id)).status).toBe(200);
  await main.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('2 orders deleted successfully!'),
  ).toBeVisible();
  await expect(main.getByText('Not found')).toBeVisible();
  expect((await orderAs(request, admin, first.id)).status).toBe(404);
  expect((await orderAs(request, admin, second.id)).status).toBe(404);
});

test('the admin cancels two orders at once: the dialog offers their common moves and says what happens', async ({
  page,
  request,
}) => {
  const { product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const name = `Abena ${uniqueId()}`;
  const shelf = await stockOf(request, product.id);
  const first = await placeOrder(request, buyer, product.id, name);
  const second = await placeOrder(request, buyer, product.id, name);
  expect(await stockOf(request, product.id)).toBe(shelf - 2);
  const admin = await signInApi(request, DEMO.admin);

  await useSession(page, admin);
  await page.goto(`/orders?q=${encodeURIComponent(name)}`);
  const main = page.getByRole('main');
  const grid = main.getByRole('grid', { name: 'Orders' });
  for (const order of [first, second])
    await grid
      .getByRole('row')
      .filter({ hasText: order.orderCode })
      .getByRole('checkbox')
      .check({ force: true }); // the styled box covers the input
  await main.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Change the status of 2 orders' });
  await dialog.getByRole('button', { name: /New status$/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Cancelled', exact: true }).click();
  await expect(dialog).toContainText('Their units go back in stock, and the buyers are told.');
  await expectNoAxeViolations(page, 'bulk status dialog', '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('2 orders moved to Cancelled'),
  ).toBeVisible();
  for (const order of [first, second])
    expect((await orderAs(request, admin, order.id)).body.order.status).toBe('cancelled');
  expect(await stockOf(request, product.id)).toBe(shelf);
});

test('a shop and an admin keep internal notes on an order; the buyer never sees them', async ({
  page,
  request,
}) => {
  const { vendor, product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const order = await placeOrder(request, buyer, product.id, `Kwesi ${uniqueId()}`);
  const main = page.getByRole('main');

  await useSession(page, vendor);
  await page.goto(`/shop/orders/${order.id}`);
  const notes = main.getByRole('region', { name: 'Internal notes' });
  await expect(notes).toContainText('No notes yet.');
  // Empty: refused in place; the note typed after it is kept until the server has it.
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(notes.getByText('A note cannot be empty')).toBeVisible();
  await notes.getByRole('textbox', { name: 'Add a note' }).fill('Buyer asked us to call before delivery.');
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(notes.getByRole('list', { name: 'Internal notes' })).toContainText(
    'Buyer asked us to call before delivery.',
  );
  await expect(notes.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');

  await useSession(page, await signInApi(request, DEMO.admin));
  await page.goto(`/orders/${order.id}`);
  await expect(main.getByRole('region', { name: 'Internal notes' })).toContainText(
    'Buyer asked us to call before delivery.',
  );
  const asBuyer = await request.get(`/api/orders/${order.id}/notes`, { headers: authHeader(buyer) });
  expect(asBuyer.status()).toBe(403);
});

test('the order screens pass axe in English and Arabic', async ({ page, request }) => {
  test.slow();
  const { vendor, shop, product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const order = await placeOrder(request, buyer, product.id, `Akosua ${uniqueId()}`);
  const admin = await signInApi(request, DEMO.admin);
  const main = page.getByRole('main');
  const h1 = main.getByRole('heading', { level: 1 });

  const scan = async (who: Session, paths: readonly string[]) => {
    await useSession(page, who);
    for (const lng of ['en', 'ar'] as const)
      for (const path of paths) {
        await page.goto(path);
        await setLanguage(page, lng);
        await page.reload();
        await expect(h1).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
        // Wait for the data (no skeleton or loading row left).
        await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page, `${lng} ${path}`);
      }
  };
  await scan(admin, ['/orders', `/orders/${order.id}`, '/deliveries']);
  await scan(vendor, [`/shop/orders?shopId=${shop.id}`, `/shop/orders/${order.id}`]);
});

test("the admin detail shows the server's refusal and falls back when the customer lookup fails", async ({
  page,
  request,
}) => {
  const { product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const name = `Abena ${uniqueId()}`;
  const order = await placeOrder(request, buyer, product.id, name);
  await useSession(page, await signInApi(request, DEMO.admin));
  await page.route(`**/api/users/${buyer.userId}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.route(`**/api/orders/${order.id}/status`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This order can no longer be cancelled.' }),
    }),
  );
  await page.goto(`/orders/${order.id}`);
  const main = page.getByRole('main');
  const customer = main.getByRole('region', { name: 'Customer' });
  await expect(customer.getByRole('alert')).toHaveText('Failed to fetch customer information');
  await expect(customer).toContainText(name);
  await expect(customer).toContainText(String(buyer.userId));

  await choose(page, 'Status', 'Cancelled');
  const cancel = page.getByRole('alertdialog', { name: 'Mark as Cancelled?' });
  await expect(cancel).toContainText('The order’s 1 unit goes back in stock, and the buyer is told.');
  await cancel.getByRole('button', { name: 'Mark as Cancelled' }).click();
  await expect(
    main.getByRole('alert').filter({ hasText: 'This order can no longer be cancelled.' }),
  ).toBeVisible();
  // The dropdown still shows what the server holds.
  await expect(main.getByRole('button', { name: /Pending.*Status$/ })).toBeVisible();
  expect((await orderAs(request, buyer, order.id)).body.order.status).toBe('pending');
});

async function moveOrder(request: APIRequestContext, who: Session, id: number, status: string) {
  const res = await request.put(`/api/orders/${id}/status`, {
    headers: authHeader(who),
    data: { data: { status } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function stockOf(request: APIRequestContext, productId: number) {
  const res = await request.get(`/api/products/${productId}`);
  return ((await res.json()).data as { stock: number }).stock;
}

/** The options a status select offers, in order (then closes it). */
async function menuOptions(page: Page, label: RegExp) {
  await page.getByRole('main').getByRole('button', { name: label }).click();
  const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return options.map((o) => o.trim());
}

test('status menus offer only the moves the state machine allows; a refused one is explained (issue 21)', async ({
  page,
  request,
}) => {
  const { vendor, product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const admin = await signInApi(request, DEMO.admin);
  const main = page.getByRole('main');

  // A shop's pending part: its next steps only.
  const order = await placeOrder(request, buyer, product.id, `Kofi ${uniqueId()}`);
  await useSession(page, vendor);
  await page.goto(`/shop/orders/${order.id}`);
  await expect(main.getByRole('heading', { level: 1, name: `Order ${order.orderCode}` })).toBeVisible();
  expect(await menuOptions(page, /Status$/)).toEqual(['Pending', 'Processing', 'Rejected']);

  // Delivered: the admin is offered only the return/refund path or completion.
  await moveOrder(request, admin, order.id, 'delivered');
  await useSession(page, admin);
  await page.goto(`/orders/${order.id}`);
  await expect(main.getByRole('button', { name: /Delivered.*Status$/ })).toBeVisible();
  expect(await menuOptions(page, /Status$/)).toEqual([
    'Delivered',
    'Pending Replacement',
    'Pending Refund',
    'Completed',
  ]);

  // A page opened before the order was delivered still offers Rejected: the server refuses and says why.
  const stale = await placeOrder(request, buyer, product.id, `Esi ${uniqueId()}`);
  await page.goto(`/orders/${stale.id}`);
  await expect(main.getByRole('button', { name: /Pending.*Status$/ })).toBeVisible();
  const shelf = await stockOf(request, product.id);
  await moveOrder(request, admin, stale.id, 'delivered');
  await choose(page, 'Status', 'Rejected');
  await page
    .getByRole('alertdialog', { name: 'Mark as Rejected?' })
    .getByRole('button', { name: 'Mark as Rejected' })
    .click();
  await expect(
    main
      .getByRole('alert')
      .filter({ hasText: 'A delivered order can only go on to a replacement, a refund or completion.' }),
  ).toBeVisible();
  expect((await orderAs(request, admin, stale.id)).body.order.status).toBe('delivered');
  expect(await stockOf(request, product.id)).toBe(shelf); // the delivered units stay sold

  // Refunding asks whether the parts came back; only then do they go back in stock.
  await moveOrder(request, admin, stale.id, 'pending_refund');
  await page.reload();
  await choose(page, 'Status', 'Refunded');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Refund this order?');
  await dialog.getByText('The parts came back: put them back in stock').click();
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(
    main.getByRole('status').filter({ hasText: 'Order status updated successfully' }),
  ).toBeVisible();
  expect(await stockOf(request, product.id)).toBe(shelf + 1);
  await expect(main.getByRole('button', { name: /Status$/ })).toBeDisabled(); // refunded is closed
});

test('the shop marks the cash collected once the order is out; not before (issue 21)', async ({
  page,
  request,
}) => {
  const { vendor, product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const order = await placeOrder(request, buyer, product.id, `Adjoa ${uniqueId()}`);
  await useSession(page, vendor);
  await page.goto(`/shop/orders/${order.id}`);
  const main = page.getByRole('main');
  const payment = main.getByRole('region', { name: 'Payment' });
  // Before pickup there is nothing to collect: the status is shown, not offered.
  await expect(payment).toContainText('Awaiting confirmation');
  await expect(payment.getByRole('button', { name: /Payment status$/ })).toHaveCount(0);

  await moveOrder(request, vendor, order.id, 'processing');
  await moveOrder(request, vendor, order.id, 'order_picked');
  await page.reload();
  await choose(page, 'Payment status', 'Cash collected');
  await expect(main.getByRole('status').filter({ hasText: 'Payment status updated' })).toBeVisible();
  expect((await orderAs(request, buyer, order.id)).body.vendorOrders[0].paymentStatus).toBe('cash_collected');
});

test('a vendor takes an order from placed to delivered, collects the cash and exports the orders (issue 24)', async ({
  page,
  request,
}) => {
  const { vendor, shop, product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const name = `Kofi ${uniqueId()}`;
  const order = await placeOrder(request, buyer, product.id, name);
  await useSession(page, vendor);
  await page.goto(`/shop/orders/${order.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Order ${order.orderCode}` })).toBeVisible();

  // Each step offers the next one only (the state machine's delivery path); the pick-up asks for a tracking number.
  const moved = (status: string) =>
    expect(main.getByRole('status').filter({ hasText: `Order status updated to ${status}` })).toBeVisible();
  for (const status of ['Processing', 'Pending Delivery']) {
    await main.getByRole('button', { name: `Mark as ${status}` }).click();
    await moved(status);
  }
  await main.getByRole('button', { name: 'Mark as Order Picked' }).click();
  const pickup = page.getByRole('alertdialog', { name: 'Handed to the courier?' });
  await pickup.getByRole('textbox', { name: 'Tracking number (optional)' }).fill('GH-TRK 0042');
  await pickup.getByRole('button', { name: 'Mark as Order Picked' }).click();
  await moved('Order Picked');
  await expect(main.getByRole('region', { name: 'Order details' })).toContainText('GH-TRK 0042');
  // Delivering says what it means for the buyer and the money, and waits for a yes.
  await main.getByRole('button', { name: 'Mark as Delivered' }).click();
  const delivered = page.getByRole('alertdialog', { name: 'Mark as Delivered?' });
  await expect(delivered).toContainText('Mark the cash or MoMo collected under Payment');
  await delivered.getByRole('button', { name: 'Mark as Delivered' }).click();
  await moved('Delivered');
  await expect(main.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);
  await choose(page, 'Payment status', 'Cash collected');
  await expect(main.getByRole('status').filter({ hasText: 'Payment status updated' })).toBeVisible();

  // The filtered list, exported: the file holds this order's row with the database's figures.
  await page.goto(`/shop/orders?shopId=${shop.id}&q=${encodeURIComponent(name)}`);
  await expect(main.getByRole('row').filter({ hasText: order.orderCode })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`abossey-orders-shop-${shop.id}.csv`);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Exported 1 order'),
  ).toBeVisible();
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text).records.map((record) => record.fields);
  expect(rows).toHaveLength(1);
  const row = Object.fromEntries((header ?? []).map((column, i) => [column, rows[0]?.[i]]));
  expect(row).toMatchObject({
    order_code: order.orderCode,
    shop: shop.name,
    shop_status: 'delivered',
    payment_status: 'cash_collected',
    tracking_number: 'GH-TRK 0042',
    customer: name,
    units: '1',
    subtotal: '150.00',
  });
});

test('a shop deletes its own order once rejected, not before (§2)', async ({ page, request }) => {
  const { vendor, shop, product } = await vendorProduct(request);
  const buyer = await signUpApi(request);
  const order = await placeOrder(request, buyer, product.id, `Abena ${uniqueId()}`);
  await useSession(page, vendor);
  await page.goto(`/shop/orders/${order.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Order ${order.orderCode}` })).toBeVisible();
  // Open: it is rejected first (so the buyer is told), not deleted.
  await expect(main.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await moveOrder(request, vendor, order.id, 'rejected');
  await page.reload();
  await main.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/orders\\?shopId=${shop.id}$|/shop/orders$`));
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Order deleted successfully'),
  ).toBeVisible();
  expect((await orderAs(request, buyer, order.id)).status).toBe(404);
});
