/**
 * Delivery (issue 25): a buyer's cart with parts of two shops shows each shop's delivery fee and expected dates for
 * the chosen zone (and pickup where a shop offers it), checkout places the order with them, and the order shows them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authHeader, createProductApi, createShopApi, signUpApi, uniqueId, useSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';

async function shopWithZones(
  request: Parameters<typeof createShopApi>[0],
  name: string,
  delivery: {
    pickupOffered: boolean;
    zones: { zone: string; fee: number; minDays: number; maxDays: number }[];
  },
) {
  const vendor = await signUpApi(request, 'vendor');
  const shop = await createShopApi(request, vendor, { name, description: `${name}, parts for every car.` });
  const saved = await request.put(`/api/business/${shop.id}/delivery`, {
    headers: authHeader(vendor),
    data: { data: delivery },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const product = await createProductApi(request, vendor, shop.id, {
    name: `${name} brake pads`,
    description: 'Front brake pads, ceramic.',
    price: 200,
    stock: 10,
  });
  return { shop, product };
}

async function chooseOption(page: Page, button: RegExp, option: string) {
  await page.getByRole('main').getByRole('button', { name: button }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** "Arrives 2–4 Dec" as the page writes it in English (Ghana's day-first order), from the quote's days. */
const arrives = (page: Page, earliest: string, latest: string) =>
  page.evaluate(
    ([from, to]) =>
      `Arrives ${new Intl.DateTimeFormat('en-GH', {
        day: 'numeric',
        month: 'short',
        timeZone: 'Africa/Accra',
        numberingSystem: 'latn',
      }).formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`))}`,
    [earliest, latest],
  );

test('a two-shop cart shows each shop’s delivery fee and dates, and the order keeps them', async ({
  page,
  request,
}) => {
  const id = uniqueId();
  const kumasi = await shopWithZones(request, `Suame Spares ${id}`, {
    pickupOffered: false,
    zones: [
      { zone: 'ashanti', fee: 20, minDays: 1, maxDays: 2 },
      { zone: 'greater-accra', fee: 45, minDays: 2, maxDays: 4 },
    ],
  });
  const accra = await shopWithZones(request, `Okai Motors ${id}`, {
    pickupOffered: true,
    zones: [{ zone: 'ashanti', fee: 55.5, minDays: 3, maxDays: 5 }],
  });
  const buyer = await signUpApi(request);
  await useSession(page, buyer);
  await page.evaluate(
    (lines) =>
      localStorage.setItem(
        'checkout',
        JSON.stringify({
          items: lines.map((p) => ({ id: p.id, name: p.name, price: 200, quantity: 1, available: 10 })),
          activeStep: 0,
        }),
      ),
    [kumasi.product, accra.product],
  );
  const quote = await request.post('/api/checkout/quote', {
    data: {
      data: {
        items: [
          { productId: kumasi.product.id, quantity: 1 },
          { productId: accra.product.id, quantity: 1 },
        ],
        zone: 'ashanti',
      },
    },
  });
  const days: Record<number, { earliest: string; latest: string }> = Object.fromEntries(
    (await quote.json()).data.shops.map(
      (s: { businessId: number; delivery: { earliest: string; latest: string } }) => [
        s.businessId,
        s.delivery,
      ],
    ),
  );

  await page.goto('/shop/product/checkout?step=0');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Your cart (2)' })).toBeVisible();
  await chooseOption(page, /Delivery zone/, 'Ashanti');
  const perShop = main.getByRole('list', { name: 'Delivery per shop' });
  const kumasiRow = perShop.locator(`[data-shop="${kumasi.shop.id}"]`);
  const accraRow = perShop.locator(`[data-shop="${accra.shop.id}"]`);
  await expect(kumasiRow).toContainText('Delivery to Ashanti');
  await expect(kumasiRow).toContainText('GH₵ 20.00');
  await expect(kumasiRow).toContainText(
    await arrives(page, days[kumasi.shop.id]!.earliest, days[kumasi.shop.id]!.latest),
  );
  await expect(accraRow).toContainText('GH₵ 55.50');
  await expect(accraRow).toContainText(
    await arrives(page, days[accra.shop.id]!.earliest, days[accra.shop.id]!.latest),
  );
  // Delivery is added after the 10% service charge on the parts: 400 + 40 + 20 + 55.50.
  await expect(main.locator('[data-part="order-totals"] [data-part="shipping"]')).toContainText('GH₵ 75.50');
  await expect(main.locator('[data-part="order-totals"] [data-part="total"]')).toContainText('GH₵ 515.50');
  await expectNoAxeViolations(page, 'cart with delivery per shop');

  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/step=1$/);
  await main.getByLabel('Full name').fill('Akua Boateng');
  await main.getByLabel('Phone number').fill('+233 24 123 4567');
  await main.getByRole('textbox', { name: /^Address/ }).fill('12 Magazine New Road');
  await main.getByLabel('City').fill('Kumasi');
  await chooseOption(page, /Region/, 'Ashanti');
  await main.getByRole('button', { name: 'Save address' }).click();
  await expect(main.getByRole('radio', { name: /Akua Boateng/ })).toBeChecked();
  // The Accra shop's parts are collected instead: free, at the shop.
  const pickup = main.getByRole('checkbox', { name: `Collect from Okai Motors ${id} instead (free)` });
  await main.getByText(`Collect from Okai Motors ${id} instead (free)`).click();
  await expect(pickup).toBeChecked();
  await expect(accraRow).toContainText('Pickup at the shop');
  await expect(main.locator('[data-part="order-totals"] [data-part="shipping"]')).toContainText('GH₵ 20.00');
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  const orders = await (await request.get('/api/orders', { headers: authHeader(buyer) })).json();
  const [placed] = orders.data;
  expect(placed).toMatchObject({ deliveryFee: 20, totalAmount: 460 });
  const detail = (
    await (await request.get(`/api/orders/${placed.id}`, { headers: authHeader(buyer) })).json()
  ).data;
  const byShop = Object.fromEntries(
    detail.vendorOrders.map((vo: { businessId: number }) => [vo.businessId, vo]),
  );
  expect(byShop[kumasi.shop.id]).toMatchObject({
    deliveryMethod: 'delivery',
    deliveryZone: 'ashanti',
    shippingFee: 20,
  });
  expect(byShop[accra.shop.id]).toMatchObject({ deliveryMethod: 'pickup', shippingFee: 0 });

  await page.goto(`/user/orders/${placed.id}`);
  const kumasiPart = main.getByRole('region', { name: `Suame Spares ${id}` });
  await expect(kumasiPart).toContainText('Delivery to Ashanti');
  await expect(kumasiPart).toContainText('GH₵ 20.00');
  await expect(kumasiPart).toContainText(
    await arrives(page, byShop[kumasi.shop.id].deliveryEarliest, byShop[kumasi.shop.id].deliveryLatest),
  );
  await expect(main.getByRole('region', { name: `Okai Motors ${id}` })).toContainText('Pickup at the shop');
});
