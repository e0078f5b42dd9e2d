import { existsSync } from 'node:fs';

/**
 * The Chromium every browser suite drives (stories, e2e, visual). Debian's `chromium-headless-shell` when installed
 * (`.ci/run` installs it): the same engine and version as `chromium`, without the browser UI that full Chromium's
 * headless mode still starts in every tab — cheaper on the 2-core CI machine (issue 20). CHROMIUM_PATH overrides.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Full Chromium, for the visual review only: its baselines were drawn by it, and the headless shell lays out the
 * same but antialiases text differently (every sheet differs by ~1 % of its pixels).
 */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags: headless, no sandbox (CI runs as root), nothing that reaches the network on its own. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
