/**
 * The Chromium every browser check drives (stories, e2e, visual, the kit's garage site, Lighthouse), one place for
 * its path and flags; e2e/support/chromium.ts re-exports it for the TypeScript configs.
 */
import { existsSync } from 'node:fs';

/**
 * Debian's `chromium-headless-shell` when installed (`.ci/run` installs it): the same engine and version as
 * `chromium`, without the browser UI that full Chromium's headless mode still starts in every tab — cheaper on the
 * 2-core CI machine (issue 20). CHROMIUM_PATH overrides.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Full Chromium, for the visual review and Lighthouse: the visual baselines were drawn by it (the headless shell lays
 * out the same but antialiases text differently, ~1 % of each sheet's pixels), and Lighthouse needs its tracing.
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
