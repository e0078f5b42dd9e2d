import { test as base, expect, type Page } from '@playwright/test';

/**
 * Until a server-rendered page has hydrated, its buttons are HTML without handlers: a click does nothing. Resolves
 * at once on a page the server did not render (no `#ssr-state`, the console, a private screen) and on one the
 * storefront has marked `#root[data-hydrated]` (apps/storefront/src/main.tsx).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('ssr-state') || document.getElementById('root')?.dataset.hydrated === 'true',
    undefined,
    { timeout: 30_000 },
  );
  await partsBelowTheFold(page);
}

/**
 * A server-rendered part below the fold (ui `lazyWhenVisible`: reviews, the shop's contact, the footer) hydrates when
 * a visitor nears it, points at it or tabs into it. A test clicks at once where a visitor scrolls first, so its parts
 * are opened as a pointer would, and the navigation returns once they answer (`data-loaded`). Their loading when seen
 * is tested on its own (ui `lazyWhenVisible.test.tsx`).
 */
async function partsBelowTheFold(page: Page) {
  // Polled: a navigation may have moved to another page meanwhile (a redirect to the other app), whose parts listen
  // only once it has hydrated.
  await page.waitForFunction(
    () => {
      const parts = [...document.querySelectorAll<HTMLElement>('[data-part="when-visible"]')];
      for (const part of parts)
        if (part.dataset.loaded !== 'true')
          part.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return parts.every((part) => part.dataset.loaded === 'true');
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  );
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

/**
 * Tests read the server that global-setup started, and every navigation of the test's page returns once the page
 * answers, as a visitor's would: a tap after hydration. A test that checks the HTML before hydration (e2e/ssr.spec.ts)
 * asks for `waitUntil: 'commit'`, which skips the wait.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run.');
    await use(url);
  },
  page: async ({ page }, use) => {
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as Navigation[]) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[Navigation]>;
      const waitsForLoad = (args: unknown[]) => {
        const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
          | { waitUntil?: string }
          | undefined;
        return options?.waitUntil !== 'commit';
      };
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          if (waitsForLoad(args)) await hydrated(page);
          return response;
        },
      });
    }
    await use(page);
  },
});
export { expect };
