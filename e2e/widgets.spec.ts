/**
 * Issue 7, "Done means": the embeddable widgets on the demo partner-garage page (`/embed-demo`, hostile global CSS)
 * — search and open a result, add two products from cards, both cart instances follow, check out into the storefront
 * with the lines carried over — and the partner credit: an order placed from a widget checkout shows the garage's ref
 * to the admin (order detail and the dashboard's Partner garages).
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
import { expectNoAxeViolations } from './support/axe';

const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('checkout') ?? '{"items":[],"ref":null}') as {
        items: { id: number; name: string; quantity: number; price: number }[];
        ref: string | null;
      },
  );

/** The demo page with every widget loaded (the product cards come from a fetch of in-stock parts). */
async function openDemo(page: Page) {
  await page.goto('/embed-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Mensah Motors' })).toBeVisible();
  const cards = page.locator('#cards abossey-product-card');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card.getByRole('button').first()).toBeVisible();
  await expect(page.locator('#cart-header').getByRole('button').first()).toBeVisible();
}

const badge = (cart: Locator) => cart.locator('[data-part="badge"]');

test('demo page: a search result opens the product on the marketplace with the garage ref', async ({
  page,
}) => {
  await openDemo(page);
  const search = page.locator('#brand-search').getByRole('combobox');
  await search.fill('brake');
  const products = page.locator('#brand-search').getByRole('group', { name: 'Products' });
  const first = products.getByRole('option').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/shop\/product\/\d+\?ref=mensah-motors$/);
  // The product page is a lazy chunk plus two API reads: give a busy CI machine time.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({
    timeout: 30_000,
  });
  // The storefront kept the ref for the buyer's next order.
  await expect.poll(async () => (await storedCart(page)).ref).toBe('mensah-motors');
});

test('demo page: two products from cards, both carts follow, checkout carries the lines into the storefront', async ({
  page,
}) => {
  await openDemo(page);
  const cards = page.locator('#cards abossey-product-card');
  await cards.nth(0).getByRole('button', { name: 'Add to cart' }).click();
  await cards.nth(1).getByRole('button', { name: 'Add to cart' }).click();

  const header = page.locator('#cart-header');
  const footer = page.locator('#cart-footer');
  await expect(badge(header)).toHaveText('2');
  await expect(badge(footer)).toHaveText('2');

  await header.getByRole('button', { name: /Cart/ }).first().click();
  const names = await header.locator('[data-part="line"] .ab-line-name').allTextContents();
  expect(names).toHaveLength(2);
  // The other instance shows the same lines (one cart per page); opening it closes the first panel.
  await footer.getByRole('button', { name: /Cart/ }).first().click();
  await expect(footer.locator('[data-part="line"] .ab-line-name')).toHaveText(names);

  await footer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/product\/checkout(\?step=0)?$/);
  const main = page.getByRole('main');
  const status = main.getByTestId('widget-import');
  await expect(status).toContainText("Added to your cart from the partner garage's page");
  for (const name of names) {
    await expect(status).toContainText(`1 × ${name}`);
    await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'Your cart (2)' })).toBeVisible();
  const cart = await storedCart(page);
  expect(cart.ref).toBe('mensah-motors');
  expect(cart.items.map((line) => line.name).sort()).toEqual([...names].sort());

  // The URL no longer carries the lines: a reload adds nothing twice.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Your cart (2)' })).toBeVisible();
  expect((await storedCart(page)).items.map((line) => line.quantity)).toEqual([1, 1]);
});

/** Styles a host page could try to force on the widgets. */
const PROPS = [
  'background-color',
  'color',
  'font-size',
  'font-family',
  'letter-spacing',
  'text-transform',
  'border-top-style',
] as const;

async function stylesOf(target: Locator) {
  return target.evaluate(
    (element, props) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]));
    },
    [...PROPS],
  );
}

test("the hostile page CSS does not change the widgets: computed styles equal a plain page's", async ({
  page,
}) => {
  // A plain page on the same origin with the same widgets and no CSS of its own.
  await page.route('**/plain-garage-e2e', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain garage</title>
<script src="/widgets/abossey.js" async></script></head><body>
<abossey-cart id="cart-header" ref="mensah-motors"></abossey-cart>
<abossey-search id="brand-search" ref="mensah-motors"></abossey-search>
</body></html>`,
    }),
  );
  const targets = (p: Page) => ({
    cartButton: p.locator('#cart-header [data-part="cart-button"]'),
    searchInput: p.locator('#brand-search').getByRole('combobox'),
  });

  await page.goto('/plain-garage-e2e');
  await expect(targets(page).cartButton).toBeVisible();
  const plain = {
    cartButton: await stylesOf(targets(page).cartButton),
    searchInput: await stylesOf(targets(page).searchInput),
  };

  await openDemo(page);
  const hostile = {
    cartButton: await stylesOf(targets(page).cartButton),
    searchInput: await stylesOf(targets(page).searchInput),
  };
  expect(hostile).toEqual(plain);
  // The page's own buttons are red: its CSS is live, it just does not reach into the widgets.
  expect(plain.cartButton['background-color']).not.toBe('rgb(255, 0, 0)');
  expect(plain.searchInput['font-size']).not.toBe('40px');
});

test('a brand purple on a dark card keeps Add to cart readable, at rest and on hover (issue 22)', async ({
  page,
}) => {
  await openDemo(page);
  // The second card: theme="dark" with the garage's --ab-accent-emphasis: #7a1fa2 (2.1:1 before issue 22).
  const add = page.locator('#cards abossey-product-card').nth(1).locator('[data-part="add-to-cart"]');
  const colours = () =>
    add.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
  const contrast = ([fg, bg]: string[]) => {
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [hi, lo] = [luminance(fg as string), luminance(bg as string)].sort((x, y) => y - x) as [
      number,
      number,
    ];
    return (hi + 0.05) / (lo + 0.05);
  };
  const rest = await colours();
  expect(rest[1]).toBe('rgb(122, 31, 162)');
  expect(contrast(rest)).toBeGreaterThanOrEqual(4.5);
  await add.hover();
  await expect.poll(async () => (await colours())[1]).not.toBe('rgb(122, 31, 162)');
  const hovered = await colours();
  expect(contrast(hovered)).toBeGreaterThanOrEqual(4.5);
  // Still the brand's purple (red and blue above green), not the default blue.
  const [r, g, b] = (hovered[1]?.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  expect(r > g && b > g).toBe(true);
});

test('the demo page passes axe', async ({ page }) => {
  await openDemo(page);
  await expectNoAxeViolations(page, '/embed-demo');
});

test('partner credit: an order from a widget checkout shows the garage ref to the admin', async ({
  page,
  request,
}) => {
  // A part of the test's own, so no other spec's stock or counts move.
  const vendor = await signUpApi(request, 'vendor');
  const shop = await createShopApi(request, vendor, {
    name: `Widget Spares ${uniqueId()}`,
    description: 'Parts for the widgets spec',
  });
  const part = await createProductApi(request, vendor, shop.id, {
    name: `Widget Brake Disc ${uniqueId()}`,
    description: 'Vented front disc',
    price: 240,
    stock: 5,
  });
  const ref = `e2e-garage-${uniqueId()}`;
  const buyer = await signUpApi(request);
  const address = await request.post('/api/address', {
    headers: authHeader(buyer),
    data: {
      value: 'address',
      data: {
        fullName: 'Akosua Boateng',
        phone: '0241234567',
        address: '7 Lake Road, Suame',
        city: 'Kumasi',
        state: 'Ashanti',
        country: 'Ghana',
        isDefault: true,
      },
    },
  });
  expect(address.ok(), await address.text()).toBe(true);

  // The URL a widget's Checkout opens: a made-up price or a bad part in it changes nothing.
  await useSession(page, buyer);
  await page.goto(`/shop/product/checkout?add=${part.id}:2,oops,999999999:1&price=1&ref=${ref}`);
  const main = page.getByRole('main');
  const status = main.getByTestId('widget-import');
  await expect(status).toContainText(`2 × ${part.name}`);
  await expect(status).toContainText('Not available, so not added: part no. 999999999');
  await expect(main.getByRole('heading', { name: 'Your cart (2)' })).toBeVisible();
  const cart = await storedCart(page);
  expect(cart).toMatchObject({ ref, items: [{ id: part.id, quantity: 2, price: 240 }] });

  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/step=1$/);
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  const orders = await request.get('/api/orders', { headers: authHeader(buyer) });
  const [order] = (await orders.json()).data as { id: number; partnerRef: string | null; subTotal: number }[];
  expect(order).toMatchObject({ partnerRef: ref, subTotal: 480 });

  const admin = await signInApi(request, DEMO.admin);
  await useSession(page, admin);
  await page.goto(`/orders/${order?.id}`);
  await expect(page.getByRole('main').getByTestId('order-partner')).toHaveText(ref);

  await page.goto('/admin-dashboard');
  const partners = page.getByRole('main').getByRole('region', { name: 'Partner garages' });
  const row = partners.getByRole('row').filter({ hasText: ref });
  await expect(row).toBeVisible();
  await expect(row).toContainText('GH₵');
  await expect(row).toContainText('480.00');
  await expectNoAxeViolations(page, '/admin-dashboard partner garages', '[data-testid="partner-garages"]');
});
