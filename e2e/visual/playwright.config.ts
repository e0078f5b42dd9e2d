import { defineConfig } from '@playwright/test';
import { chromiumArgs, fullChromiumPath } from '../support/chromium';

/**
 * Visual review (issue 8): every Storybook story screenshotted in Chromium in light, dark and Arabic RTL and compared
 * with the baselines in `e2e/visual/baselines/`. Run through `npm run test:visual` (scripts/visual.mjs), which
 * builds Storybook first and prints where the diff images are.
 */
const port = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  fullyParallel: true,
  workers: 2,
  // In CI a sheet that differs is taken once more before it fails: a story still settling on a busy machine (a
  // popover's focus coming back) gets a second chance, while a real change differs both times.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 180_000,
  outputDir: process.env.VISUAL_OUTPUT_DIR ?? '../../test-results/visual',
  // One PNG per component file and mode: baselines/<mode>/<component>.png.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  // A story file without a baseline (a new component) gets one written and reported, not a failure.
  updateSnapshots: 'missing',
  expect: {
    timeout: 60_000,
    // Sheets are compared as images (toMatchSnapshot). Same machine, same Chromium, local fonts: only anti-aliasing
    // noise is tolerated.
    toMatchSnapshot: { threshold: 0.2, maxDiffPixels: 20 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    timezoneId: 'Africa/Accra',
    locale: 'en-GB',
    launchOptions: {
      executablePath: fullChromiumPath,
      args: [...chromiumArgs, '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
  webServer: {
    command: `node e2e/visual/serve-static.mjs ${process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static'}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
