#!/usr/bin/env node
/**
 * Long reliability checks on the built server (`apps/api/dist/main.js`), printed as figures for docs/reliability.md:
 *
 * - crash: checkout load on one server, SIGKILL in the middle, restart on the same data, three times. Every order that
 *   was answered 2xx must exist with all its items, and stock + total sold must equal the starting figure for every
 *   product (nothing sold twice, nothing lost, never negative).
 * - instances (PostgreSQL only): two servers on one database share the load: 200 concurrent checkouts of a product
 *   with stock 10 across both give exactly 10 orders; one Idempotency-Key sent 20 times across both makes one order.
 * - search: a signed-in buyer's GET /api/orders, alone and then under 20 connections of random 3-letter searches for
 *   10 s, each from another address (X-Forwarded-For, TRUST_PROXY=true: a flood from many addresses, which the
 *   per-address limit does not stop); its p50 under the flood must stay within 3× its p50 alone (issue 21).
 *
 * Usage: node apps/api/stress/run.mjs [--db pglite|postgres|both] [--scenario crash|instances|search|all]
 * PostgreSQL: TEST_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test); a throw-away database is
 * created next to it and dropped afterwards.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..', '..');
const entry = join(root, 'apps', 'api', 'dist', 'main.js');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const dbKinds = option('db', 'both') === 'both' ? ['pglite', 'postgres'] : [option('db')];
const scenario = option('scenario', 'all');
const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

const failures = [];
const check = (ok, what) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
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

/** Starts the production server; `kill()` sends SIGKILL, `stop()` SIGTERM. */
async function startServer({ dataDir, databaseUrl }, extraEnv = {}) {
  const port = await freePort();
  let log = '';
  const proc = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_PER_IP: '100000',
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (chunk) => {
    log += chunk;
  });
  proc.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${log}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise((r) => proc.once('exit', r));
  return {
    url,
    startMs: Date.now() - started,
    log: () => log,
    kill: async () => {
      proc.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

async function api(url, method, path, { token, body, key } = {}) {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The sign-up confirmation token mailed to `email`, from the server's outbox (DATA_DIR/outbox/*.json). */
async function confirmTokenFor(dataDir, email) {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((n) => n.endsWith('.json')) : [];
    for (const name of names) {
      const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8'));
      const token = mail.to === email && /\/auth\/confirm\?token=([^\s&]+)/.exec(mail.text)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail for ${email} in ${outbox}`);
}

/** Fresh buyers, signed up as people do (ADR 0005): register, the mailed link, confirm. */
async function buyers(url, dataDir, count) {
  const list = [];
  for (let i = 0; i < count; i += 1) {
    const tag = `stress${i}_${randomBytes(3).toString('hex')}`;
    const email = `${tag}@stress.test`;
    const res = await api(url, 'POST', '/register', {
      body: { data: { firstName: 'Kofi', lastName: 'Stress', email, username: tag, password: 'Passw0rd1' } },
    });
    if (res.status !== 202) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    const token = await confirmTokenFor(dataDir, email);
    const confirmed = await api(url, 'POST', '/register/confirm', { body: { data: { token } } });
    if (confirmed.status !== 201)
      throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    list.push(confirmed.body.data.auth_token);
  }
  return list;
}

const delivery = {
  fullName: 'Kofi Stress',
  phone: '0241234567',
  address: '1 Ring Road',
  city: 'Accra',
  state: 'Greater Accra',
  country: 'Ghana',
};

async function productFigures(url, ids) {
  const figures = new Map();
  for (const id of ids) {
    const { body } = await api(url, 'GET', `/products/${id}`);
    figures.set(id, { stock: body.data.stock, totalSold: body.data.totalSold });
  }
  return figures;
}

async function withDatabase(kind, run) {
  const dataDir = mkdtempSync(join(tmpdir(), 'abossey-stress-'));
  let databaseUrl;
  let name;
  if (kind === 'postgres') {
    name = `abossey_stress_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  }
  try {
    await run({ dataDir, databaseUrl });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (name) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
}

/** Checkout load until `stopAfterMs`, then SIGKILL; three rounds, each checked after a restart. */
async function crash(kind) {
  console.log(`\ncrash (${kind}): SIGKILL during checkout load, 3 rounds`);
  await withDatabase(kind, async (db) => {
    let server = await startServer(db);
    const tokens = await buyers(server.url, db.dataDir, 16);
    const { body } = await api(server.url, 'GET', '/products?limit=100&sort=newest');
    const products = body.data.filter((p) => p.stock >= 20).slice(0, 8);
    const ids = products.map((p) => p.id);
    const start = await productFigures(server.url, ids);
    const answered = [];
    let attempts = 0;
    let refused = 0;
    for (let round = 1; round <= 3; round += 1) {
      let stopped = false;
      const worker = async (w) => {
        while (!stopped) {
          const token = tokens[w % tokens.length];
          const a = ids[Math.floor(Math.random() * ids.length)];
          const b = ids[Math.floor(Math.random() * ids.length)];
          const items =
            a === b
              ? [{ productId: a, quantity: 1 }]
              : [
                  { productId: a, quantity: 1 },
                  { productId: b, quantity: 1 },
                ];
          attempts += 1;
          try {
            const res = await api(server.url, 'POST', '/orders', {
              token,
              body: { data: { items, delivery } },
              key: randomBytes(8).toString('hex'),
            });
            if (res.status === 201) answered.push({ token, id: res.body.data.order.id, items: items.length });
            else refused += 1;
          } catch {
            // The server died under this request: its outcome is unknown to the client, so it is not counted.
          }
        }
      };
      const workers = Array.from({ length: 16 }, (_, w) => worker(w));
      await new Promise((r) => setTimeout(r, 1500 + round * 500));
      await server.kill();
      stopped = true;
      await Promise.all(workers);
      server = await startServer(db);
      console.log(
        `  round ${round}: ${answered.length} orders answered 2xx so far, restart to healthy in ${server.startMs} ms`,
      );
      let missing = 0;
      for (const order of answered) {
        const res = await api(server.url, 'GET', `/orders/${order.id}`, { token: order.token });
        if (res.status !== 200 || res.body.data.orderItems.length !== order.items) missing += 1;
      }
      check(
        missing === 0,
        `round ${round}: all ${answered.length} answered orders exist with all their items`,
      );
      const now = await productFigures(server.url, ids);
      const broken = ids.filter((id) => {
        const s = start.get(id);
        const n = now.get(id);
        return n.stock < 0 || n.stock + n.totalSold !== s.stock + s.totalSold;
      });
      check(broken.length === 0, `round ${round}: stock + sold = starting stock for ${ids.length} products`);
    }
    console.log(
      `  ${attempts} checkout attempts, ${answered.length} answered 201, ${refused} refused (sold out)`,
    );
    await server.stop();
  });
}

/** Two servers on one PostgreSQL database. */
async function instances() {
  console.log('\ninstances (postgres): two servers, one database');
  await withDatabase('postgres', async (db) => {
    const one = await startServer(db);
    const two = await startServer(db);
    const servers = [one, two];
    const admin = await api(one.url, 'POST', '/login', {
      body: { data: { email: 'admin@abossey.test', password: 'Admin1234' } },
    });
    const adminToken = admin.body.data.auth_token;
    const tokens = await buyers(one.url, db.dataDir, 10);
    const { body } = await api(one.url, 'GET', '/products?limit=5');
    const product = body.data[0].id;
    await api(one.url, 'PUT', `/products/${product}`, { token: adminToken, body: { data: { stock: 10 } } });
    const [before] = (await productFigures(one.url, [product])).values();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api(servers[i % 2].url, 'POST', '/orders', {
          token: tokens[i % tokens.length],
          body: { data: { items: [{ productId: product, quantity: 1 }], delivery } },
        }),
      ),
    );
    const created = results.filter((r) => r.status === 201).length;
    const fiveHundreds = results.filter((r) => r.status >= 500).length;
    const [after] = (await productFigures(two.url, [product])).values();
    check(created === 10, `200 concurrent checkouts across both for stock 10: ${created} orders`);
    check(fiveHundreds === 0, `no 5xx (${fiveHundreds})`);
    check(
      after.stock === 0 && after.totalSold === before.totalSold + 10,
      `stock ${after.stock}, sold +${after.totalSold - before.totalSold}`,
    );

    const spare = (await api(one.url, 'GET', '/products?limit=5')).body.data.find((p) => p.stock >= 5).id;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(servers[i % 2].url, 'POST', '/orders', {
          token: tokens[0],
          body: { data: { items: [{ productId: spare, quantity: 1 }], delivery } },
          key: 'one-key-two-servers',
        }),
      ),
    );
    const ids = new Set(replies.filter((r) => r.status < 300).map((r) => r.body.data.order.id));
    const codes = replies.map((r) => r.status).sort();
    check(
      ids.size === 1 && replies.filter((r) => r.status === 201).length === 1,
      `one Idempotency-Key 20× across both: ${ids.size} order (${[...new Set(codes)].join('/')})`,
    );
    await one.stop();
    await two.stop();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const ms = (value) => `${Math.round(value)} ms`;

/** Signed-in GET /api/orders one after the other until `until()` says stop; the sorted durations. */
async function ordersTimings(url, token, until) {
  const durations = [];
  while (!until()) {
    const started = performance.now();
    const res = await fetch(`${url}/api/orders`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    durations.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`GET /api/orders: ${res.status}`);
  }
  return durations.sort((a, b) => a - b);
}

/** A random three-letter search, as the issue's flood sent them. */
const randomWord = () =>
  Array.from({ length: 3 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;

/** Issue 21: a flood of uncached searches must not starve a signed-in buyer. */
async function searchFlood(kind) {
  console.log(`\nsearch flood (${kind}): 20 connections of random 3-letter searches for 10 s`);
  await withDatabase(kind, async (db) => {
    const server = await startServer(db, { TRUST_PROXY: 'true' });
    const [token] = await buyers(server.url, db.dataDir, 1);
    const { body } = await api(server.url, 'GET', '/products?limit=20&sort=newest');
    for (const product of body.data.filter((p) => p.stock >= 5).slice(0, 3)) {
      await api(server.url, 'POST', '/orders', {
        token,
        body: { data: { items: [{ productId: product.id, quantity: 1 }], delivery } },
      });
    }
    // Warm up (prepared statements, JIT of the server's code), then the figure alone.
    let until = Date.now() + 2000;
    await ordersTimings(server.url, token, () => Date.now() > until);
    until = Date.now() + 5000;
    const alone = await ordersTimings(server.url, token, () => Date.now() > until);

    let stopped = false;
    const statuses = new Map();
    const searchDurations = [];
    const flooder = async () => {
      while (!stopped) {
        const started = performance.now();
        try {
          const res = await fetch(`${server.url}/api/products?q=${randomWord()}`, {
            headers: { 'x-forwarded-for': randomAddress() },
          });
          const text = await res.text();
          const label = res.status === 200 ? '200' : `${res.status} ${JSON.parse(text).message}`;
          statuses.set(label, (statuses.get(label) ?? 0) + 1);
        } catch {
          statuses.set('error', (statuses.get('error') ?? 0) + 1);
        }
        searchDurations.push(performance.now() - started);
      }
    };
    const flood = Array.from({ length: 20 }, flooder);
    await new Promise((r) => setTimeout(r, 500));
    until = Date.now() + 9500;
    const flooded = await ordersTimings(server.url, token, () => Date.now() > until);
    stopped = true;
    await Promise.all(flood);
    searchDurations.sort((a, b) => a - b);

    const p50Alone = percentile(alone, 50);
    const p50Flooded = percentile(flooded, 50);
    console.log(
      `  GET /api/orders alone: ${alone.length} requests, p50 ${ms(p50Alone)}, p99 ${ms(percentile(alone, 99))}`,
    );
    console.log(
      `  GET /api/orders under the flood: ${flooded.length} requests, p50 ${ms(p50Flooded)}, p99 ${ms(percentile(flooded, 99))} (${(p50Flooded / p50Alone).toFixed(1)}× alone)`,
    );
    const answered = [...statuses].map(([status, count]) => `${count} × ${status}`).join('; ');
    console.log(
      `  searches: ${searchDurations.length} (${answered}), p50 ${ms(percentile(searchDurations, 50))}, p99 ${ms(percentile(searchDurations, 99))}`,
    );
    check(
      p50Flooded <= 3 * p50Alone,
      `orders p50 under the flood within 3× alone (${ms(p50Flooded)} ≤ 3 × ${ms(p50Alone)})`,
    );
    const failed = [...statuses.keys()].filter((label) => label === 'error' || label.startsWith('500'));
    check(failed.length === 0, 'no search answered 500 or dropped');
    await server.stop();
  });
}

if (!existsSync(entry)) {
  console.error('apps/api/dist/main.js is missing: run `npm run build` first.');
  process.exit(1);
}
for (const kind of dbKinds) if (scenario === 'all' || scenario === 'crash') await crash(kind);
if ((scenario === 'all' || scenario === 'instances') && dbKinds.includes('postgres')) await instances();
for (const kind of dbKinds) if (scenario === 'all' || scenario === 'search') await searchFlood(kind);
console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
process.exit(failures.length ? 1 : 0);
