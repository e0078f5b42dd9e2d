/**
 * Stored HTML and script payloads (issue 10): a vendor names a shop and a product with them and writes them into the
 * Markdown description; a customer writes them into a review, which also puts the product name into the vendor's
 * notification title. Chromium then shows every screen that renders them: nothing may run, and no element may carry
 * an event handler or a javascript: link — checked in the DOM, not only left to the CSP.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  authHeader,
  createProductApi,
  createShopApi,
  DEMO,
  receivedOrderApi,
  signInApi,
  signUpApi,
  uniqueId,
  useSession,
} from './support/api';

const PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '"><iframe src="javascript:window.top.__xss = \'iframe\'"></iframe>',
];
const MARKDOWN_PAYLOADS = [
  '[Fitment guide](javascript:window.__xss="link")',
  '![pads](javascript:window.__xss="image")',
  '<a href="javascript:window.__xss=\'raw-link\'">raw</a>',
  '[data link](data:text/html,<script>window.__xss="data"</script>)',
];

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  const dangerous = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      // The server's state block (issue 23) is data, not script: the one JSON block right after #root.
      .filter(
        (el) =>
          !(
            el.id === 'ssr-state' &&
            el.getAttribute('type') === 'application/json' &&
            el.previousElementSibling?.id === 'root'
          ),
      )
      .filter(
        (el) =>
          el.tagName === 'SCRIPT' ||
          el.tagName === 'IFRAME' ||
          [...el.attributes].some(
            (a) =>
              a.name.startsWith('on') ||
              /^\s*(javascript|data):/i.test(
                a.value.replace(/\s/g, '').replaceAll(String.fromCharCode(0), ''),
              ),
          ),
      )
      // The app's own bundles are <script src> in <head>; anything else in <body> came from data.
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(dangerous).toEqual([]);
}

test('stored script and HTML payloads never run anywhere they are shown', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const vendor = await signInApi(request, DEMO.vendor);
  const tag = uniqueId();
  const shop = await createShopApi(request, vendor, {
    name: `XSS ${tag} ${PAYLOADS[1]}`,
    description: `A shop that tests ${PAYLOADS.join(' ')}`,
  });
  const product = await createProductApi(request, vendor, shop.id, {
    name: `Pads ${tag} ${PAYLOADS[1]}`,
    description: [`# Pads ${PAYLOADS[0]}`, ...PAYLOADS, ...MARKDOWN_PAYLOADS].join('\n\n'),
  });
  const customer = await signUpApi(request);
  // Only a buyer who received the part may review it (issue 25).
  await receivedOrderApi(request, customer, vendor, product.id);
  const review = await request.put(`/api/products/${product.id}/rate`, {
    headers: authHeader(customer),
    data: { data: { rating: 1, comment: PAYLOADS.join(' ') } },
  });
  expect(review.ok()).toBe(true);

  await page.goto(`/shop/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Pads ${tag}`);
  // The payloads show as text, where they were written.
  await expect(page.getByRole('main')).toContainText('window.__xss');
  await expectNothingRan(page);

  await page.goto(`/shop/${shop.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`XSS ${tag}`);
  await expectNothingRan(page);

  await page.goto(`/shop/all-products?q=${tag}`);
  await expect(page.getByRole('main')).toContainText(`Pads ${tag}`);
  await expectNothingRan(page);

  // The review notified the shop's owner with the product name in the title (§2: titles may hold simple HTML).
  const notifications = await request.get('/api/notifications', { headers: authHeader(vendor) });
  const titles = ((await notifications.json()) as { data: { title: string }[] }).data.map((n) => n.title);
  expect(titles.some((title) => title.includes(tag))).toBe(true);
  await useSession(page, vendor);
  await page.goto('/shop/all-products');
  await page.getByRole('button', { name: /notifications/i }).click();
  await expect(page.getByRole('dialog')).toContainText(tag);
  await expectNothingRan(page);

  expect(dialogs).toEqual([]);
});
