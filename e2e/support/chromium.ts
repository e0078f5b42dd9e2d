// The browser checks' Chromium path and flags live in scripts/support/chromium.mjs, shared with the plain-JS scripts.
export { chromiumArgs, chromiumPath, fullChromiumPath } from '../../scripts/support/chromium.mjs';
