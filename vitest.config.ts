import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Root Vitest config: the `storybook` project runs every story as a test in real Chromium (play functions plus an
 * axe check that fails on any violation). Run with `npm run test:stories`. Packages keep their own configs for
 * unit tests.
 */
const chromium = playwright({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
  },
});

/** One Vitest project running every story in Chromium. */
const storiesProject = (name: string) => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name,
    // The first story of a file also pays for compiling it; on a busy 2-core machine that can take over 15 s.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const }],
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      // `npm run test:stories`: every story as designers set it (light, dark, RTL... per story), its play function
      // and axe; then axe again in dark, high contrast and right-to-left, switched in place (.storybook/modes.ts).
      storiesProject('storybook'),
    ],
  },
});
