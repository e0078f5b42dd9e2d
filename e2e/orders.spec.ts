import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, registerApi, signInApi, useSession } from './support/api';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

interface ListedOrder {
  id: number;
  orderCode: string;
  status: string;
  createdAt: string;
}

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { data: { email, password } } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.auth_token;
}

/** A fresh buyer through the API, so the spec can run again and again on the same server. */
async function signUp(request: APIRequestContext) {
  const id = unique();
  const email = `ama.${id}@example.com`;
  const password = 'Orders2026';
  const session = await registerApi(request, {
    firstName: 'Ama',
    lastName: 'Serwaa',
    email,
    username: `ama_${id}`,
    password,
  });
  return { email, password, token: session.auth_token };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function myOrders(request: APIRequestContext, token: string, query = '') {
  const res = await request.get(`/api/orders?limit=100${query}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    data: ListedOrder[];
    meta: { total: number; counts: Record<string, number> };
  };
}

/** One unit of an in-stock product, delivered to a typed address. */
async function placeOrder(request: APIRequestContext, token: string): Promise<ListedOrder> {
  const products = await request.get('/api/products?limit=30');
  const { data } = (await products.json()) as { data: { id: number; stock: number }[] };
  const product = data.find((p) => p.stock >= 5);
  if (!product) throw new Error('no product with stock in the demo catalogue');
  const res = await request.post('/api/orders', {
    headers: auth(token),
    data: {
      data: {
        items: [{ productId: product.id, quantity: 1 }],
        delivery: {
          fullName: 'Ama Serwaa',
          phone: '+233 24 555 0101',
          address: '4 Ring Road',
          city: 'Accra',
          state: 'Greater Accra',
        },
      },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.order;
}

async function signInOnPage(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnUrl=/);
  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const dataRows = (page: Page) =>
  page.getByRole('main').getByRole('grid', { name: 'My orders' }).getByRole('row');

test('the demo customer filters their orders by status tab and keyword, keeps filters on reload and back, and opens one', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'customer@abossey.test', 'Customer1234');
  const mine = await myOrders(request, token);
  expect(mine.meta.total).toBeGreaterThanOrEqual(10);
  const completed = mine.meta.counts.completed ?? 0;
  expect(completed).toBeGreaterThan(0);

  await page.goto('/user/orders');
  await signInOnPage(page, 'customer@abossey.test', 'Customer1234');
  await expect(page).toHaveURL(/\/user\/orders$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();

  // Tabs carry the server's counts.
  await expect(main.getByRole('tab', { name: `All ${mine.meta.total}` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(main.getByRole('tab', { name: `Completed ${completed}` })).toBeVisible();
  await expect(main.getByRole('tab', { name: `Refunded ${mine.meta.counts.refunded ?? 0}` })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1 + Math.min(5, mine.meta.total));
  await expect(main.getByText(`Showing 1 - 5 of ${mine.meta.total}`)).toBeVisible();

  await main.getByRole('tab', { name: /^Completed/ }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(dataRows(page)).toHaveCount(1 + Math.min(5, completed));
  for (const row of await dataRows(page)
    .all()
    .then((rows) => rows.slice(1)))
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'completed');

  // A keyword on top of the tab: one order code.
  const target = mine.data.find((o) => o.status === 'completed') as ListedOrder;
  await main.getByLabel('Search orders').fill(target.orderCode);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${target.orderCode}`));
  await expect(dataRows(page)).toHaveCount(2);
  await expect(dataRows(page).nth(1)).toContainText(target.orderCode);

  // Reload keeps the filters; Back returns to the tab without the keyword.
  await page.reload();
  await expect(main.getByLabel('Search orders')).toHaveValue(target.orderCode);
  await expect(main.getByRole('tab', { name: /^Completed/ })).toHaveAttribute('aria-selected', 'true');
  await expect(dataRows(page)).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(/\/user\/orders\?status=completed$/);
  await expect(main.getByLabel('Search orders')).toHaveValue('');
  await expect(dataRows(page)).toHaveCount(1 + Math.min(5, completed));

  // A keyword that matches nothing: the not-found state, not an empty grid.
  await main.getByLabel('Search orders').fill('no-such-order');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(main.getByText(/No results found for .no-such-order./)).toBeVisible();
  await page.goBack();

  // The detail: items, totals, address and the status history from the server.
  await main.getByRole('link', { name: target.orderCode }).click();
  await expect(page).toHaveURL(new RegExp(`/user/orders/${target.id}$`));
  await expect(main.getByRole('heading', { level: 1, name: `Order ${target.orderCode}` })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('My orders');
  await expect(main.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await expect(main.getByText('House 14, Mango Tree Avenue, East Legon')).toBeVisible();
  const timeline = main.getByRole('list', { name: 'Order history' });
  const steps = timeline.getByRole('listitem');
  expect(await steps.count()).toBeGreaterThanOrEqual(6);
  await expect(steps.first()).toContainText('Completed');
  await expect(steps.last()).toContainText('Pending');
  await expect(steps.last()).toContainText('Order placed');
  // Read-only: no way to change the status or delete from here.
  await expect(main.getByRole('button', { name: /delete|status/i })).toHaveCount(0);

  // Dates from a link: the day of that order (inclusive) counts what the server counts for it; a reversed range
  // says why and filters nothing (§5).
  const day = target.createdAt.slice(0, 10);
  const sameDay = await myOrders(request, token, `&from=${day}&to=${day}`);
  await page.goto(`/user/orders?from=${day}&to=${day}`);
  await expect(main.getByRole('tab', { name: `All ${sameDay.meta.total}` })).toBeVisible();
  await expect(main.getByRole('link', { name: target.orderCode })).toBeVisible();
  await page.goto('/user/orders?from=2026-02-01&to=2026-01-01');
  await expect(main.getByText('End date must be later than start date')).toBeVisible();
  await expect(main.getByRole('tab', { name: `All ${mine.meta.total}` })).toBeVisible();
});

test('an admin opening My orders is sent to the shops (their GET /orders would list every order)', async ({
  page,
}) => {
  await page.goto('/user/orders');
  await signInOnPage(page, 'admin@abossey.test', 'Admin1234');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('main').getByRole('grid', { name: 'My orders' })).toHaveCount(0);
});

test("a buyer cannot open another buyer's order", async ({ page, request }) => {
  const customerToken = await apiLogin(request, 'customer@abossey.test', 'Customer1234');
  const [someoneElses] = (await myOrders(request, customerToken)).data;
  expect(someoneElses).toBeDefined();
  const buyer = await signUp(request);
  const direct = await request.get(`/api/orders/${someoneElses?.id}`, { headers: auth(buyer.token) });
  expect(direct.status()).toBe(404);

  await page.goto(`/user/orders/${someoneElses?.id}`);
  await signInOnPage(page, buyer.email, buyer.password);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(main.getByText(someoneElses?.orderCode as string)).toHaveCount(0);
  await main.getByRole('link', { name: 'Back to my orders' }).click();
  await expect(main.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
});

test('a buyer deletes a pending order after confirming; an order with a cancellation request cannot be deleted', async ({
  page,
  request,
}) => {
  const buyer = await signUp(request);
  const kept = await placeOrder(request, buyer.token);
  const cancel = await request.put(`/api/orders/${kept.id}/status`, {
    headers: auth(buyer.token),
    data: { data: { status: 'pending_cancellation' } },
  });
  expect(cancel.status()).toBe(200);
  const doomed = await placeOrder(request, buyer.token);

  await page.goto('/user/orders');
  await signInOnPage(page, buyer.email, buyer.password);
  const main = page.getByRole('main');
  await expect(dataRows(page)).toHaveCount(3);
  await expect(main.getByRole('tab', { name: 'Pending Cancellation 1' })).toBeVisible();
  await expect(main.getByRole('button', { name: `Delete order ${kept.orderCode}` })).toHaveCount(0);

  // Cancel leaves it alone.
  await main.getByRole('button', { name: `Delete order ${doomed.orderCode}` }).click();
  let dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this order?');
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(dataRows(page)).toHaveCount(3);

  await main.getByRole('button', { name: `Delete order ${doomed.orderCode}` }).click();
  dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Order deleted successfully!').first()).toBeVisible();
  await expect(dataRows(page)).toHaveCount(2);
  await expect(main.getByRole('link', { name: doomed.orderCode })).toHaveCount(0);
  await expect(main.getByRole('tab', { name: 'All 1' })).toBeVisible();

  const gone = await request.get(`/api/orders/${doomed.id}`, { headers: auth(buyer.token) });
  expect(gone.status()).toBe(404);
  // The server refuses what the UI does not offer.
  const refused = await request.delete(`/api/orders/${kept.id}`, { headers: auth(buyer.token) });
  expect(refused.status()).toBe(409);
});

test("an order's Summary keeps each amount beside its label; on a phone the thumbnails leave the quantity readable (issue 25)", async ({
  page,
  request,
}) => {
  const customer = await signInApi(request, DEMO.customer);
  const [order] = (await myOrders(request, customer.auth_token)).data;
  if (!order) throw new Error('the demo customer has orders');
  await useSession(page, customer);
  const main = page.getByRole('main');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/user/orders/${order.id}`);
    const summary = main.getByRole('region', { name: 'Summary' });
    // Each label and its amount share a row (the page's own list styles had turned OrderTotals into a 2-column grid).
    for (const label of ['Subtotal', 'Service charge (10%)', 'Total']) {
      const term = summary.locator('dt').getByText(label, { exact: true });
      const [dt, dd] = [await term.boundingBox(), await term.locator('+ dd').boundingBox()];
      const sameRow = Boolean(dt && dd && dd.y < dt.y + dt.height && dt.y < dd.y + dd.height);
      expect(sameRow, `${label} at ${width} px`).toBe(true);
    }
    // Each line's thumbnail ends before its "1 × GH₵ …" starts.
    const line = main
      .getByRole('region', { name: /items?$/ })
      .getByRole('listitem')
      .first();
    const [image, unit] = [
      await line.locator('img').boundingBox(),
      await line.locator('[data-part="unit"]').boundingBox(),
    ];
    expect(image && unit && image.x + image.width <= unit.x, `thumbnail at ${width} px`).toBe(true);
  }
});

test('My orders on a 360 px phone are cards: status and total in view, nothing scrolled sideways (issue 25)', async ({
  page,
  request,
}) => {
  await useSession(page, await signInApi(request, DEMO.customer));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/user/orders');
  const table = page.getByRole('main').getByRole('grid', { name: 'My orders' });
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('gridcell').nth(4)).toContainText('GH₵');
  // Status and Total (the 4th and 5th cells after the order's code) are on screen, each labelled by its header.
  for (const [index, label] of [
    [3, 'Status'],
    [4, 'Total'],
  ] as const) {
    const cell = first.getByRole('gridcell').nth(index);
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, label).toBe(true);
    expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toContain(label);
  }
  const scroller = page.getByRole('main').locator('[data-part="scroller"]');
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
