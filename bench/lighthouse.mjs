#!/usr/bin/env node
/**
 * `node bench/lighthouse.mjs [--runs 3] [--base-url http://127.0.0.1:3000]` — the issue-9 browser figures: Lighthouse
 * (npm `lighthouse`, mobile default: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) in the system
 * Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH), offline, on the storefront's `/shop/all-products` and
 * `/shop/product/{id}` (the first product the API lists). Each figure is the median of `--runs` runs (default 3).
 *
 * Without `--base-url` it starts the built server (`apps/api/dist/main.js`, serving `apps/*\/dist`) on a free port
 * with a throw-away PGlite data directory (the demo catalogue), so build first: `npm run build`. Prints a table
 * against the goals (performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 100 ms) and writes
 * bench/results/lighthouse.json. Timings never fail the command; only a broken setup does.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'base-url': { type: 'string' } },
});
const RUNS = Math.max(1, Number(flags.runs) || 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The issue-9 goals; `max` figures must stay at or under the goal, `min` ones at or above. */
const GOALS = [
  { key: 'performance', label: 'Performance', goal: 95, kind: 'min', format: (v) => String(Math.round(v)) },
  { key: 'lcpMs', label: 'LCP', goal: 2000, kind: 'max', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'cls', label: 'CLS', goal: 0.05, kind: 'max', format: (v) => v.toFixed(3) },
  { key: 'tbtMs', label: 'TBT', goal: 100, kind: 'max', format: (v) => `${Math.round(v)} ms` },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server on a fresh PGlite directory; resolves once /api/health answers. */
async function startServer() {
  const entry = join(root, 'apps', 'api', 'dist', 'main.js');
  if (!existsSync(entry)) throw new Error('apps/api/dist/main.js is missing: run `npm run build` first.');
  const dataDir = mkdtempSync(join(os.tmpdir(), 'abossey-lighthouse-'));
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy within 120 s:\n${log}`);
}

async function firstProductId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/products?limit=1`);
  const id = (await response.json())?.data?.[0]?.id;
  if (!response.ok || id === undefined)
    throw new Error(`No product to measure: GET /api/products → ${response.status}`);
  return id;
}

/** One Lighthouse run (performance only, the default mobile settings). */
async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const { audits, categories } = result.lhr;
  return {
    performance: (categories.performance.score ?? 0) * 100,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
  };
}

/**
 * On a busy machine Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP): such a run is repeated, up to
 * twice, rather than failing the whole bench; a page that keeps failing still fails it.
 */
async function measureWithRetry(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${error.message} (attempt ${attempt} of 3; trying again)`);
    }
  }
}

// Other work on the machine inflates the CPU-bound figures (TBT above all): the load average is recorded with them.
const loadBefore = os.loadavg();
const own = flags['base-url'] ? null : await startServer();
const baseUrl = flags['base-url'] ?? own.baseUrl;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const pages = [];
try {
  const productId = await firstProductId(baseUrl);
  for (const path of ['/shop/all-products', `/shop/product/${productId}`]) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measureWithRetry(`${baseUrl}${path}`, chrome.port));
    const figures = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
    );
    pages.push({ path, figures, runs });
  }
} finally {
  chrome.kill();
  await own?.stop();
}

const rows = [];
for (const { path, figures } of pages)
  for (const { key, label, goal, kind, format } of GOALS) {
    const value = figures[key];
    const ok = kind === 'min' ? value >= goal : value <= goal;
    rows.push({
      page: path,
      figure: label,
      median: format(value),
      goal: `${kind === 'min' ? '≥' : '≤'} ${format(goal)}`,
      ok,
    });
  }
console.log(
  `Lighthouse ${RUNS}× per page (mobile, simulated throttling), median, ${CHROMIUM}; load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')}`,
);
console.table(rows.map((r) => ({ ...r, ok: r.ok ? 'pass' : 'FAIL' })));

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', 'lighthouse.json');
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      chromium: CHROMIUM,
      runs: RUNS,
      settings: 'mobile (default), simulated throttling',
      loadAverage: { before: loadBefore, after: os.loadavg() },
      goals: Object.fromEntries(GOALS.map(({ key, goal, kind }) => [key, { goal, kind }])),
      pages,
    },
    null,
    2,
  )}\n`,
);
console.log(`Wrote ${out}`);
