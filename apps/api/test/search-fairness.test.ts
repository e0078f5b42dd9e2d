/**
 * Fair search and load without 500s (issue 21, findings 3 and 9): uncached searches are limited per client address,
 * run a few at a time on the database's search handle under a statement timeout, and a request that cannot get a
 * database connection in time answers 503 with Retry-After — on PGlite and on PostgreSQL.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEARCH_BUSY, SEARCH_RATE_LIMITED, SEARCH_TOO_SLOW, SERVER_BUSY } from '@abossey/sdk';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { PriorityLock } from '../src/db/lanes.js';
import { searchSettingsFromEnv } from '../src/search-settings.js';
import { prepareDatabase } from '../src/server.js';
import { AddressWindows, Slots } from '../src/services/search-gate.js';
import { createServerDatabase } from './db-templates.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, dbKind, type TestApp } from './helpers.js';

const search = (app: App, q: string, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}`, remoteAddress });

describe('uncached searches per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { search: { perIp: 3, concurrency: 1, queue: 1 } } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and a message past the limit, and changes nothing', async () => {
    for (const q of ['brake', 'pad', 'filter']) expect((await search(t.app, q)).statusCode).toBe(200);
    const before = await dbFingerprint(t.app.db);
    const refused = await search(t.app, 'oil');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SEARCH_RATE_LIMITED, error: 'Too Many Requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await dbFingerprint(t.app.db)).toEqual(before);
    // Another address searches; a list without `q` is no search.
    expect((await search(t.app, 'oil', '203.0.113.8')).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/products?make=Toyota',
      remoteAddress: '203.0.113.7',
    });
    expect(list.statusCode).toBe(200);
  });

  it('runs at most `concurrency` at once with a bounded queue: beyond it 503 with Retry-After, nothing changed', async () => {
    const before = await dbFingerprint(t.app.db);
    const answers = await Promise.all(
      ['alternator', 'radiator', 'headlamp'].map((q, i) => search(t.app, q, `198.51.100.${i + 1}`)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy?.json()).toEqual({ message: SEARCH_BUSY, error: 'Service Unavailable' });
    expect(Number(busy?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await dbFingerprint(t.app.db)).toEqual(before);
  });
});

describe('search statement timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { search: { timeoutMs: 1 } } });
  });
  afterAll(() => t.close());

  it('answers 503 with a message when a search statement runs past it; other statements keep no timeout', async () => {
    const before = await dbFingerprint(t.app.db);
    const slow = await search(t.app, 'a e');
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({ message: SEARCH_TOO_SLOW, error: 'Service Unavailable' });
    expect(slow.headers['retry-after']).toBeDefined();
    expect(await dbFingerprint(t.app.db)).toEqual(before);
    // The same work outside the search handle (all facet counts of the catalogue) is not cut short.
    const list = await t.app.inject({ method: 'GET', url: '/api/products?limit=100' });
    expect(list.statusCode).toBe(200);
  });
});

/**
 * An app on its own copy of the demo template whose database waits at most `waitTimeoutMs` for a connection
 * (PostgreSQL: a pool of two) or for its turn on PGlite's one connection.
 */
async function appWithWaitBound(waitTimeoutMs: number) {
  const template = inject('dbTemplates')?.demo;
  if (!template) throw new Error('needs the demo template (test/global-setup.ts)');
  const dataDir = await mkdtemp(join(tmpdir(), 'abossey-test-'));
  let database: Database;
  let drop: () => Promise<void>;
  if (dbKind === 'pglite') {
    database = await openDatabase({
      pgliteLoadDataDir: new Blob([await readFile(template.source)]),
      waitTimeoutMs,
    });
    drop = () => database.close();
  } else {
    const copy = await createServerDatabase(template.source);
    await copy.database.close();
    database = await openDatabase({ databaseUrl: copy.url, poolSize: 2, waitTimeoutMs });
    drop = async () => {
      await database.close();
      await copy.drop();
    };
  }
  const config = {
    dataDir,
    seed: 'demo' as const,
    logLevel: 'silent' as const,
    bodyLimit: 1024 * 1024,
    web: { storefront: join(dataDir, 'missing'), console: join(dataDir, 'missing') },
  };
  await prepareDatabase(database, config);
  const app = await buildApp({ db: database, config, logger: false, verifySerializer: true });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('waiting for a database connection', () => {
  let t: Awaited<ReturnType<typeof appWithWaitBound>>;
  beforeAll(async () => {
    t = await appWithWaitBound(300);
  });
  afterAll(() => t.close());

  /** Takes every connection (PostgreSQL) or PGlite's one until the returned function is called. */
  async function exhaust(): Promise<() => Promise<void>> {
    if (dbKind === 'postgres') {
      const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
      const held = await Promise.all([pool.connect(), pool.connect()]);
      return async () => {
        for (const client of held) client.release();
      };
    }
    let finish!: () => void;
    let started!: () => void;
    const holding = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transaction = t.app.db.transaction(async () => {
      started();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await holding;
    return async () => {
      finish();
      await transaction;
    };
  }

  it('answers 503 with Retry-After and a message past the bound, never a 500; then serves again', async () => {
    const customer = await createUser(t.app);
    const before = await dbFingerprint(t.app.db);
    const release = await exhaust();
    let answer: Awaited<ReturnType<App['inject']>>;
    try {
      answer = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer) });
    } finally {
      await release();
    }
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: SERVER_BUSY, error: 'Service Unavailable' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await dbFingerprint(t.app.db)).toEqual(before);
    const again = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer) });
    expect(again.statusCode).toBe(200);
  });
});

describe('the pieces', () => {
  it('PGlite lanes: a released turn goes to a waiting normal statement before any search', async () => {
    const lock = new PriorityLock(1000);
    const order: string[] = [];
    const first = await lock.acquire('normal');
    const waits = [
      lock.acquire('search').then((release) => {
        order.push('search');
        release();
      }),
      lock.acquire('normal').then((release) => {
        order.push('normal');
        release();
      }),
    ];
    first();
    await Promise.all(waits);
    expect(order).toEqual(['normal', 'search']);
  });

  it('PGlite lanes: a wait past the bound is refused, and the statement never runs', async () => {
    const lock = new PriorityLock(20);
    const held = await lock.acquire('normal');
    await expect(lock.acquire('normal')).rejects.toMatchObject({ name: 'DatabaseBusyError' });
    await expect(lock.acquire('search')).rejects.toMatchObject({ name: 'DatabaseBusyError' });
    held();
    expect(lock.queued).toEqual({ normal: 0, search: 0 });
  });

  it('per-address windows start again when they end, and keep at most the newest addresses', () => {
    let now = 0;
    const windows = new AddressWindows(2, 1000, 3, () => now);
    expect([1, 2, 3].map(() => windows.hit('a').allowed)).toEqual([true, true, false]);
    expect(windows.hit('a').retryAfterSeconds).toBe(1);
    now = 1000;
    expect(windows.hit('a').allowed).toBe(true);
    for (const address of ['b', 'c', 'd', 'e']) windows.hit(address);
    expect(windows.size).toBe(3);
  });

  it('a search slot waited for too long is refused with 503', async () => {
    const slots = new Slots(1, 5, 20);
    const release = await slots.acquire();
    await expect(slots.acquire()).rejects.toMatchObject({ statusCode: 503, message: SEARCH_BUSY });
    release();
    expect(slots.state).toEqual({ running: 0, waiting: 0 });
  });

  it('reads SEARCH_* settings and refuses bad ones with a sentence', () => {
    expect(
      searchSettingsFromEnv({
        SEARCH_LIMIT_PER_IP: '10',
        SEARCH_LIMIT_WINDOW_SECONDS: '30',
        SEARCH_QUEUE: '0',
      }),
    ).toEqual({ perIp: 10, windowMs: 30_000, queue: 0 });
    expect(() => searchSettingsFromEnv({ SEARCH_CONCURRENCY: '0' })).toThrow(
      'SEARCH_CONCURRENCY must be a whole number of at least 1 (got "0").',
    );
  });
});
