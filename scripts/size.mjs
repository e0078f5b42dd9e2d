#!/usr/bin/env node
/**
 * `npm run size`: the JavaScript each app's first page loads (the entry script and every module it preloads, as the
 * built `index.html` lists them), gzipped, against the issue-9 budgets. Deterministic: it reads the production builds
 * (`npm run build` first), measures nothing in time. Exits 1 when an app is over its budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const BUDGETS_KB = { storefront: 150, console: 200 };

function initialScripts(app) {
  const dist = join(root, 'apps', app, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  // The console is served under /console/; its files live in dist/ without that prefix.
  return urls.map((url) => ({ url, path: join(dist, url.replace(/^\/(console\/)?/, '')) }));
}

let over = false;
for (const [app, budget] of Object.entries(BUDGETS_KB)) {
  const files = initialScripts(app).map(({ url, path }) => ({
    url,
    gzip: gzipSync(readFileSync(path)).length,
  }));
  const total = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  const ok = total <= budget;
  over ||= !ok;
  console.log(
    `${app}: ${total.toFixed(1)} KB gzip of initial JavaScript (budget ${budget} KB) ${ok ? 'ok' : 'OVER'}`,
  );
  for (const f of files.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.url}`);
}
process.exit(over ? 1 : 0);
