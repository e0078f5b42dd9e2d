import { test as base, expect } from '@playwright/test';

/** Tests read the server that global-setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run.');
    await use(url);
  },
});
export { expect };
