import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { type Database, type DatabaseKind, type Db, openDatabase } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { users } from '../src/db/schema.js';
import type { WebDirs } from '../src/paths.js';
import { ensureDataDir, type PrepareResult, prepareDatabase } from '../src/server.js';
import { hashPassword } from '../src/services/passwords.js';
import { createServerDatabase, openFromTemplate } from './db-templates.js';

/** Which database this run tests: PGlite, or PostgreSQL in the "postgres" vitest project. */
export const dbKind: DatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL: the URL of the throw-away database. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: PGlite in memory, or a new database `abossey_t_…` on the TEST_DATABASE_URL server that
 * `drop()` removes again. Never the developer's `.data`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (dbKind === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  return createServerDatabase();
}

export interface TestApp {
  app: App;
  database: Database;
  config: AppConfig;
  prepared: PrepareResult;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: 'demo' | 'none';
  adminEmail?: string;
  adminPassword?: string;
  web?: WebDirs;
  /** Extra settings, e.g. `{rateLimits: {loginPerIp: 2}}` or `{publicUrl}`. */
  config?: Partial<AppConfig>;
}

/**
 * The app on a fresh database and a temporary DATA_DIR, migrated and (by default) demo-seeded.
 *
 * The database is a copy of the run's template for its seed (test/db-templates.ts, built once by
 * test/global-setup.ts), which holds what migrating and seeding an empty database gives; `prepareDatabase` then runs
 * on the copy with this file's options as before (ADMIN_EMAIL, the demo images in DATA_DIR). Without templates
 * (helpers used outside this vitest config) the database is migrated and seeded here.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'abossey-test-'));
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    seed: options.seed ?? 'demo',
    adminEmail: options.adminEmail,
    adminPassword: options.adminPassword,
    logLevel: 'silent',
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    web: options.web ?? {
      storefront: join(dataDir, 'missing-storefront'),
      console: join(dataDir, 'missing-console'),
    },
    ...options.config,
  };
  await ensureDataDir(dataDir);
  const template = inject('dbTemplates')?.[config.seed];
  const { database, drop } = template ? await openFromTemplate(template) : await createTestDatabase();
  try {
    const prepared = await prepareDatabase(database, config);
    // The copy already holds the seed, so prepareDatabase found it non-empty; the seed did run for these rows.
    if (template) prepared.seeded = template.seeded;
    const app = await buildApp({ db: database, config, logger: false, verifySerializer: true });
    await app.ready();
    return {
      app,
      database,
      config,
      prepared,
      async close() {
        await app.close();
        await drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** GET a JSON route; returns the status and the parsed body. */
export async function getJson<T = unknown>(app: App, url: string): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
}

export interface TestUser {
  id: number;
  email: string;
  /** A valid access token for `Authorization: Bearer …`. */
  token: string;
}

let userCounter = 0;
/** A fresh user of the given type with a signed access token (password `Passw0rd!`). */
export async function createUser(
  app: App,
  userType: 'admin' | 'vendor' | 'customer' = 'customer',
  fields: { firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  userCounter += 1;
  const tag = `${userType}${userCounter}_${randomBytes(3).toString('hex')}`;
  const [row] = await app.db
    .insert(users)
    .values({
      email: `${tag}@test.abossey`,
      username: tag,
      firstName: fields.firstName ?? 'Test',
      lastName: fields.lastName ?? userType,
      userType,
      isAdmin: userType === 'admin',
      passwordHash: await hashPassword('Passw0rd!'),
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('createUser inserted nothing');
  return { ...row, token: await app.signAccessToken(row.id) };
}

/** `{authorization: 'Bearer …'}` for app.inject. */
export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/**
 * The test app's database through a second drizzle handle that appends every statement it sends (trimmed, one line,
 * lower case) to `statements`: for tests of what a service sends, and in which order.
 */
export function recordingDb(t: TestApp, statements: string[]): Db {
  const logger: Logger = {
    logQuery: (query) => statements.push(query.trim().replace(/\s+/g, ' ').toLowerCase()),
  };
  const client = (t.app.db as unknown as { $client: never }).$client;
  return (t.database.kind === 'pglite'
    ? drizzlePglite({ client, schema, logger })
    : drizzleNodePg({ client, schema, logger })) as unknown as Db;
}
