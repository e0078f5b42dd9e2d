import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Root Vitest config: the `storybook` project runs every story as a test in real Chromium (play functions plus an
 * axe check that fails on any violation). Run with `npm run test:stories`. Packages keep their own configs for
 * unit tests.
 */
const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

/** One Vitest project running every story in Chromium, optionally with toolbar globals pinned for the whole run. */
const storiesProject = (name: string, initialGlobals?: Record<string, string>) => ({
  extends: true as const,
  plugins: [
    storybookTest({
      configDir: path.join(dirname, '.storybook'),
      ...(initialGlobals ? { initialGlobals } : {}),
    }),
  ],
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
      // `npm run test:stories` runs all four: every story as designers set it (light, dark, RTL... per story),
      // then the whole catalogue again in dark, high contrast and right-to-left.
      storiesProject('storybook'),
      storiesProject('storybook:dark', { colorScheme: 'dark' }),
      storiesProject('storybook:high-contrast', { contrast: 'high' }),
      storiesProject('storybook:rtl', { direction: 'rtl' }),
    ],
  },
});
