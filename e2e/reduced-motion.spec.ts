/**
 * Reduced motion (issue 8): with `prefers-reduced-motion: reduce` the cart badge does not bump and nothing else on the
 * product browser animates; without it, the same click does animate (so the check can fail).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Starts recording every CSS animation and transition that starts from now on, with its duration. */
const record = (page: Page) =>
  page.evaluate(() => {
    const started: string[] = [];
    (window as { __started?: string[] }).__started = started;
    for (const type of ['animationstart', 'transitionstart'])
      document.addEventListener(type, (event) => {
        const target = event.target as Element;
        const duration =
          getComputedStyle(target)[type === 'animationstart' ? 'animationDuration' : 'transitionDuration'];
        if (!/^0s(, 0s)*$/.test(duration))
          started.push(`${type} ${duration} ${target.getAttribute('data-part') ?? target.tagName}`);
      });
  });
const recorded = (page: Page) => page.evaluate(() => (window as { __started?: string[] }).__started ?? []);

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`adding to the cart with prefers-reduced-motion: ${reducedMotion}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/shop/all-products');
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();
    await record(page);

    await main.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByTestId('floating-cart')).toHaveAccessibleName('Cart 1 item');
    await page.waitForTimeout(700); // the §9 bump lasts 600 ms
    const moved = await recorded(page);
    if (reducedMotion === 'reduce') expect(moved).toEqual([]);
    else expect(moved.length).toBeGreaterThan(0);
  });
}
