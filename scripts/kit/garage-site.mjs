/**
 * `examples/garage-site` as an outside developer gets it (issue 22): copied out of the repo (so nothing resolves from
 * the monorepo's node_modules or through its `@abossey/source` condition), the three packed tarballs installed with
 * react, react-dom and styled-components from the registry, type-checked, built and opened in Chromium against the
 * built API on the demo seed. Then the garage page size check: the same page built from the workspace sources.
 *
 * Needs the packages and the API built (`npx turbo run build`). Steps of scripts/kit/run.mjs:
 *   garage-site   install, type-check, build, serve on its own origin beside the API, drive it in Chromium
 *   size-garage   build it again from sources; fail if packed > 1.1 × sources (gzip -9 of all the JS it emits)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, startBuiltApi } from '../support/built-api.mjs';
import { chromiumArgs, chromiumPath } from '../support/chromium.mjs';
import { checkExampleVersions } from './example-versions.mjs';
import { packKit, root } from './pack.mjs';

const example = join(root, 'examples/garage-site');
/**
 * Outside the repo: a copy inside it would find the monorepo's node_modules by walking up. One per checkout (a hash
 * of its path), so two checkouts on one machine never share it.
 */
const checkout = createHash('sha256').update(root).digest('hex').slice(0, 8);
const garageDir = join(process.env.KIT_TMP ?? join(tmpdir(), `abossey-kit-${checkout}`), 'garage-site');
/** The garage page may weigh at most this much more built from the packed packages than from the sources. */
const SIZE_RATIO_LIMIT = 1.1;
const GARAGE_REF = 'mensah-motors';

/** The environment for npm and Vite in the copy: none of the outer `npm test`'s npm_* settings. */
const cleanEnv = (extra = {}) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
  ...extra,
});

const run = (command, args, { env } = {}) =>
  execFileSync(command, args, { cwd: garageDir, stdio: 'inherit', env: cleanEnv(env) });

const timed = async (label, work) => {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

let installed;
/** Packs the kit and installs it into a fresh copy of the example (once per process). Returns the tarballs. */
function installGarageSite() {
  installed ??= timed('pack and install', () => {
    const stale = checkExampleVersions();
    if (stale.length > 0)
      throw new Error(
        `the example asks for another version of the kit than it is (run node scripts/kit/example-versions.mjs): ${stale.join('; ')}`,
      );
    const tarballs = packKit();
    // Keep node_modules between runs (npm then installs only what changed); everything else is copied afresh.
    mkdirSync(garageDir, { recursive: true });
    for (const entry of readdirSync(garageDir))
      if (entry !== 'node_modules') rmSync(join(garageDir, entry), { recursive: true, force: true });
    rmSync(join(garageDir, 'node_modules/@abossey'), { recursive: true, force: true });
    cpSync(example, garageDir, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist[^\\/]*)$/.test(source),
    });
    // As an outsider who was handed the tarballs: the same package.json, the kit from the files instead of the registry.
    const manifest = JSON.parse(readFileSync(join(garageDir, 'package.json'), 'utf8'));
    for (const [name, tarball] of Object.entries(tarballs)) manifest.dependencies[name] = `file:${tarball}`;
    writeFileSync(join(garageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    run('npm', [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
    ]);
    return tarballs;
  });
  return installed;
}

/** Bytes on disk of the production dependencies (what `npm install` of the kit, React and styled-components brings). */
function productionInstallBytes() {
  const out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
    cwd: garageDir,
    encoding: 'utf8',
    env: cleanEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  const dirs = out.split('\n').filter((line) => line && line !== garageDir);
  const size = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.size;
    // Nested node_modules are packages of their own, listed by `npm ls` separately.
    return readdirSync(path)
      .filter((entry) => entry !== 'node_modules')
      .reduce((sum, entry) => sum + size(join(path, entry)), 0);
  };
  return { bytes: dirs.reduce((sum, dir) => sum + size(dir), 0), packages: dirs.length };
}

const gzip9 = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * gzip -9 of a build's JavaScript: `firstPage`, what the page loads when opened (the entry script and the chunks
 * `index.html` preloads, as `npm run size` counts the apps), and `all`, every JavaScript file the build emitted (with
 * the chunks loaded later: the SDK's response schemas on the first API call, other languages).
 */
function jsGzip(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstPage = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
  ].map((match) => join(dist, match[1]));
  const assets = join(dist, 'assets');
  const all = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(assets, file));
  const sum = (files) => files.reduce((total, file) => total + gzip9(file), 0);
  return { firstPage: sum(firstPage), all: sum(all) };
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
};

/** A static server for the built page, on its own port (so its own origin). */
function serveStatic(dist, port) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = join(dist, path);
    const found = file.startsWith(dist) && existsSync(file) && !statSync(file).isDirectory();
    // A missing file is a 404 (a relative `/uploads/…` image must not get the page back); other paths get the page.
    if (!found && extname(path)) {
      response.writeHead(404).end();
      return;
    }
    if (!found) file = join(dist, 'index.html');
    response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** axe (WCAG 2 A and AA) on the page as e2e/support/axe.ts runs it, once finite animations have ended. */
async function axeViolations(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Soft checks: every check runs and prints; the step fails at the end if one did not hold. */
function checker() {
  const failed = [];
  const check = (ok, message) => {
    console.log(`  ${ok ? '✓' : '✗'} ${message}`);
    if (!ok) failed.push(message);
  };
  return { check, failed };
}

/** The garage page in Chromium: products with images, a filter, the search widget, add to cart, checkout with ref. */
async function drive(pageUrl, apiOrigin) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const problems = [];
  const { check, failed } = checker();
  /** Image URL → HTTP status, or the network error. */
  const imageRequests = new Map();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') imageRequests.set(response.url(), response.status());
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image') imageRequests.set(request.url(), request.failure()?.errorText);
    });
    await page.goto(pageUrl);

    const status = page.getByTestId('parts-status');
    await status.filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
    const count = async () => Number((await status.textContent())?.match(/\d+/)?.[0]);
    const before = await count();
    const cards = page.locator('.garage-grid > li');
    const shown = await cards.count();
    check(before > 0 && shown > 0, `products listed (${before} found, ${shown} shown)`);

    // Every card's image, scrolled into view (they load lazily), must load from the marketplace's origin. A card
    // whose image failed shows ui's "No image" fallback instead of the <img>.
    for (let i = 0; i < shown; i += 1) await cards.nth(i).scrollIntoViewIfNeeded();
    const loaded = await page.locator('.garage-grid [data-part="image"]').evaluateAll((imgs) =>
      Promise.all(
        imgs.map(async (img) => {
          if (!img.complete)
            await new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 10_000);
            });
          return img.naturalWidth;
        }),
      ),
    );
    const fine = loaded.filter((width) => width > 0).length;
    const bad = [...imageRequests].filter(([, result]) => typeof result !== 'number' || result >= 400);
    check(
      fine === shown,
      `every product card shows its image (${fine} of ${shown} loaded${
        bad.length > 0
          ? `; e.g. ${bad
              .slice(0, 2)
              .map(([url, result]) => `${url} → ${result}`)
              .join(', ')}`
          : imageRequests.size === 0
            ? '; no image was requested'
            : ''
      })`,
    );

    // axe (WCAG 2 A and AA) on the loaded page, as e2e/support/axe.ts runs it: the kit's components and widgets
    // inside a page that is not ours.
    const violations = await axeViolations(page);
    check(
      violations.length === 0,
      `axe: no WCAG 2 A/AA violations${violations.length ? ` (${violations.join('; ')})` : ''}`,
    );

    // The FilterBar's Condition filter narrows the list on the server.
    await page
      .locator('.garage-parts')
      .getByRole('button', { name: /Condition/ })
      .click();
    await page.getByRole('option', { name: 'Used', exact: true }).click();
    await page.waitForFunction(
      ([text]) => !document.querySelector('[data-testid="parts-status"]')?.textContent?.includes(text),
      [`${before}`],
      { timeout: 15_000 },
    );
    await status.filter({ hasText: /\d/ }).waitFor();
    const after = await count();
    check(
      after > 0 && after < before,
      `the Condition filter changes the list (${before} → ${after} used parts)`,
    );

    // The search widget finds a part.
    const search = page.locator('.garage-search [data-part="input"]');
    await search.fill('brake');
    const option = page.locator('.garage-search [data-part="option"]').filter({ hasText: /brake/i }).first();
    await option.waitFor({ timeout: 15_000 });
    check(true, `the search widget finds a part ("${(await option.textContent())?.trim().slice(0, 60)}")`);
    await search.press('Escape');

    // Add to cart from a ProductCard; the Cart widget counts it.
    const card = cards.filter({ has: page.locator('[data-part="add-to-cart"]') }).first();
    await card.locator('[data-part="add-to-cart"]').click();
    const badge = page.locator('[data-part="badge"]');
    await badge.filter({ hasText: '1' }).waitFor({ timeout: 10_000 });
    check(true, 'add to cart: the cart widget shows 1 item');

    // Checkout hands over to the marketplace's storefront with the garage's ref.
    await page.locator('[data-part="cart-button"]').click();
    const checkout = page.locator('[data-part="checkout"]');
    const href = (await checkout.getAttribute('href')) ?? '';
    const url = new URL(href);
    check(
      url.origin === apiOrigin &&
        url.pathname === '/shop/product/checkout' &&
        /^\d+:1$/.test(url.searchParams.get('add') ?? '') &&
        url.searchParams.get('ref') === GARAGE_REF,
      `checkout links to the storefront with add and ref (${href.replace(apiOrigin, '<marketplace>')})`,
    );
    await Promise.all([
      page.waitForURL((next) => next.origin === apiOrigin && next.pathname === '/shop/product/checkout'),
      checkout.click(),
    ]);
    check(true, 'checkout opens the storefront');

    // In Arabic (the browser's language): the garage's texts and the kit's, right to left, and axe again.
    const arabic = await browser.newPage({ locale: 'ar', viewport: { width: 1280, height: 900 } });
    arabic.on('pageerror', (error) => problems.push(`page error (ar): ${error.message}`));
    await arabic.goto(pageUrl);
    const arabicStatus = arabic.getByTestId('parts-status');
    await arabicStatus.filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
    const direction = await arabic.locator('[data-ab-theme]').first().getAttribute('dir');
    const text = (await arabicStatus.textContent()) ?? '';
    check(direction === 'rtl' && text.startsWith('القطع'), `in Arabic: dir=${direction}, "${text}"`);
    const arabicViolations = await axeViolations(arabic);
    check(
      arabicViolations.length === 0,
      `axe in Arabic: no WCAG 2 A/AA violations${arabicViolations.length ? ` (${arabicViolations.join('; ')})` : ''}`,
    );
  } finally {
    await browser.close();
  }
  // Console errors are reported (a broken image logs one, and that has its own check); uncaught errors fail.
  const counted = new Map();
  for (const problem of problems) counted.set(problem, [...(counted.get(problem) ?? []), problem]);
  if (counted.size > 0)
    console.log(
      `  on the garage page:\n    ${[...counted].map(([problem, all]) => (all.length > 1 ? `${problem} (×${all.length})` : problem)).join('\n    ')}`,
    );
  const uncaught = problems.filter((problem) => problem.startsWith('page error'));
  if (uncaught.length > 0) failed.push(`the garage page threw: ${uncaught.join('; ')}`);
  if (failed.length > 0) throw new Error(`${failed.length} check(s) failed: ${failed.join('; ')}`);
}

/** Step `garage-site`. */
export async function garageSite() {
  // As e2e starts it: the demo catalogue, cheap password hashing.
  const api = await startBuiltApi({ env: { SEED: 'demo', NODE_ENV: 'test' } });
  try {
    await installGarageSite();
    const installSize = productionInstallBytes();
    console.log(
      `  production install: ${(installSize.bytes / 1024 / 1024).toFixed(1)} MB in ${installSize.packages} packages (kit, react, react-dom, styled-components and their dependencies)`,
    );
    await timed('type-check', () => run('npx', ['tsc', '-p', 'tsconfig.json']));
    await timed('build', () =>
      run('npx', ['vite', 'build', '--logLevel', 'error'], { env: { VITE_ABOSSEY_ORIGIN: api.origin } }),
    );
    await timed('API ready', () => api.ready);
    const port = await freePort();
    const server = await serveStatic(join(garageDir, 'dist'), port);
    try {
      await timed('Chromium', () => drive(`http://127.0.0.1:${port}/`, api.origin));
    } finally {
      server.close();
    }
  } finally {
    await api.stop();
  }
}

/** Step `size-garage`: packed vs sources, gzip -9 of every JS file each build emits. */
export async function sizeGarage() {
  await installGarageSite();
  const packedDist = join(garageDir, 'dist-packed');
  const sourceDist = join(garageDir, 'dist-source');
  // The same page, once from the packed packages, once from the workspace sources (aliases; React, react-dom and
  // styled-components stay the example's own copies).
  const config = join(garageDir, 'vite.kit-source.config.ts');
  const src = (path) => JSON.stringify(join(root, 'packages', path));
  writeFileSync(
    config,
    `import { mergeConfig } from 'vite';
import base from './vite.config.ts';
export default mergeConfig(base, {
  resolve: {
    alias: [
      { find: /^@abossey\\/ui\\/fonts\\.css$/, replacement: ${src('ui/src/fonts.css')} },
      { find: /^@abossey\\/sdk$/, replacement: ${src('sdk/src/index.ts')} },
      { find: /^@abossey\\/ui$/, replacement: ${src('ui/src/index.ts')} },
      { find: /^@abossey\\/widgets$/, replacement: ${src('widgets/src/index.ts')} },
    ],
    dedupe: ['react', 'react-dom', 'styled-components'],
  },
});
`,
  );
  await timed('build from the packed packages', () =>
    run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', packedDist]),
  );
  await timed('build from sources', () =>
    run('npx', ['vite', 'build', '--logLevel', 'error', '--config', config, '--outDir', sourceDist]),
  );
  const packed = jsGzip(packedDist);
  const sources = jsGzip(sourceDist);
  const ratio = packed.firstPage / sources.firstPage;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `  garage page JavaScript on opening, gzip -9: packed ${kb(packed.firstPage)}, sources ${kb(sources.firstPage)}: ${ratio.toFixed(2)}× (limit ${SIZE_RATIO_LIMIT}×)`,
  );
  console.log(
    `  every JavaScript file of the build, gzip -9: packed ${kb(packed.all)}, sources ${kb(sources.all)}: ${(packed.all / sources.all).toFixed(2)}× (reported)`,
  );
  if (ratio > SIZE_RATIO_LIMIT)
    throw new Error(
      `the garage page built from the packed packages is ${ratio.toFixed(2)}× the same page from sources (limit ${SIZE_RATIO_LIMIT}×); the builds are in ${garageDir}`,
    );
}
