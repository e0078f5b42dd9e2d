import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import { StartupError } from '../startup-error.js';
import { onLane, PriorityLock, searchDeadlinePassed } from './lanes.js';
import * as schema from './schema.js';

/**
 * The drizzle handle every service takes. Both drivers' databases (PgliteDatabase, NodePgDatabase) extend
 * PgDatabase; services only use the driver-neutral query builder, so the result-kind parameter stays generic.
 * Transactions (`PgTransaction`) extend PgDatabase too, so a service can run inside one.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Where the data lives, for the start banner; never contains a password. */
  location: string;
  /**
   * Applies the migrations, then runs `fn` (seed, admin account) — under a PostgreSQL advisory lock, so several
   * instances starting at once against one database do not migrate or seed twice.
   */
  prepare<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * A second handle for product searches (issue 21): past the timeout a statement fails with SQLSTATE 57014, and
   * searches never take what other requests wait for — on PostgreSQL a pool of their own whose sessions have
   * `statement_timeout`; on PGlite the lower lane of its one connection (db/lanes.ts), where a search past its
   * deadline (`searchDeadline`) runs no further statement. `close()` it before the database.
   */
  searchHandle(options: SearchHandleOptions): SearchHandle;
  close(): Promise<void>;
}

interface SearchHandleOptions {
  /** Longest one search statement runs, in ms. */
  statementTimeoutMs: number;
  /** PostgreSQL: connections of the searches' own pool. */
  connections: number;
}

interface SearchHandle {
  db: Db;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL. When unset the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files. Unset: an in-memory database (tests). */
  pgliteDir?: string;
  /**
   * In-memory PGlite only: start from this tarball of a data folder (PGlite's `dumpDataDir`) instead of an empty
   * database — the tests' migrated template (test/db-templates.ts). Also skips PGlite's initdb.
   */
  pgliteLoadDataDir?: Blob;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * Longest a statement waits for a connection (PostgreSQL) or for its turn on PGlite's one, in ms (DB_WAIT_TIMEOUT_MS,
   * default 5000); past it the error handler answers 503 with Retry-After.
   */
  waitTimeoutMs?: number;
}

const DEFAULT_DB_WAIT_TIMEOUT_MS = 5000;

/** Any number; the same for every Abossey instance, so only one of them migrates and seeds at a time. */
const STARTUP_LOCK_KEY = 4_242_017;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const waitTimeoutMs = options.waitTimeoutMs ?? DEFAULT_DB_WAIT_TIMEOUT_MS;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, waitTimeoutMs)
    : openPglite(options.pgliteDir, options.pgliteLoadDataDir, waitTimeoutMs);
}

// ---------------------------------------------------------------------------------------------------------------

async function openPglite(
  dir: string | undefined,
  loadDataDir: Blob | undefined,
  waitTimeoutMs: number,
): Promise<Database> {
  if (dir && loadDataDir) throw new Error('pgliteLoadDataDir is for an in-memory database only.');
  const release = dir ? lockDataFolder(dir) : () => {};
  // Loaded only when used: a server on PostgreSQL starts without parsing PGlite (issue 9, cold start).
  const [{ PGlite: Pglite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  let client: PGlite;
  try {
    client = await Pglite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    release();
    throw new StartupError(
      `Cannot open the embedded database in ${dir ?? 'memory'} (${describe(error)}); set DATA_DIR to another folder or delete the damaged one.`,
    );
  }
  // Every statement takes a turn on the one connection; searches only when nothing else waits (db/lanes.ts).
  const lock = new PriorityLock(waitTimeoutMs);
  const db = drizzlePglite({ client: onLane(client, lock, 'normal'), schema });
  let closed = false;
  return {
    kind: 'pglite',
    db,
    location: dir ? `PGlite in ${dir}` : 'PGlite in memory',
    async prepare(fn) {
      await migrating(() => migratePglite(db, { migrationsFolder: migrationsFolder() }));
      return fn(db);
    },
    searchHandle() {
      // PGlite cannot cancel a running statement (`statement_timeout` never fires in its single-threaded build): a
      // search past its deadline (`searchDeadline`, set by the search gate) stops before its next statement.
      const searchClient = onLane(client, lock, 'search', (run) => {
        searchDeadlinePassed();
        return run();
      });
      return { db: drizzlePglite({ client: searchClient, schema }), close: async () => {} };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PGlite is a single-process database: two servers on one folder would corrupt it. A pid file next to the folder
 * (`DATA_DIR/pglite.pid`) stops a second server with a clear sentence; a stale file (its process is gone) is
 * taken over.
 */
function lockDataFolder(dir: string): () => void {
  mkdirSync(dirname(dir), { recursive: true });
  const file = `${dir}.pid`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new StartupError(
          `Another Abossey server (process ${pid}) is already using the database in ${dir}; stop it or set DATA_DIR to another folder.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new StartupError(`Cannot lock the database folder ${dir}; set DATA_DIR to a writable folder.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function openPostgres(url: string, poolSize: number, waitTimeoutMs: number): Promise<Database> {
  const safeUrl = redactUrl(url);
  // Per session: no JIT (it adds tens to hundreds of milliseconds of compilation to the big facet counts, which
  // run in well under a second without it), and room for the facet counts' hash aggregates in memory instead of
  // spilling to disk at 100,000 products (issue 9). Both can still be overridden per database or role.
  const sessionOptions = '-c jit=off -c work_mem=32MB';
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Bounded wait for a connection: past it the error handler answers 503 with Retry-After (issue 21).
    connectionTimeoutMillis: waitTimeoutMs,
    options: sessionOptions,
  });
  // An idle client losing its connection must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StartupError(
      `Cannot connect to PostgreSQL at ${safeUrl} (${describePgError(error)}); check that the server is running and DATABASE_URL is right.`,
    );
  }
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    kind: 'postgres',
    db,
    location: `PostgreSQL at ${safeUrl}`,
    async prepare(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          const locked = drizzleNodePg({ client, schema });
          await migrating(() => migrateNodePg(locked, { migrationsFolder: migrationsFolder() }));
          return await fn(locked);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    searchHandle({ statementTimeoutMs, connections }) {
      // Searches' own few connections, each with a statement timeout: a flood of them queues here, never in front
      // of sign-in, cart and checkout in the main pool.
      const searchPool = new pg.Pool({
        connectionString: url,
        max: connections,
        connectionTimeoutMillis: waitTimeoutMs,
        options: `${sessionOptions} -c statement_timeout=${Math.round(statementTimeoutMs)}`,
      });
      searchPool.on('error', () => {});
      return { db: drizzleNodePg({ client: searchPool, schema }), close: () => searchPool.end() };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Runs the migrations; a failure becomes one sentence naming the database's reason. */
async function migrating(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    // drizzle wraps driver errors ("Failed query: <sql>") and keeps the database's own error as `cause`.
    const reason = describe((error as { cause?: unknown }).cause ?? error);
    throw new StartupError(
      `The database migrations failed (${reason}); check that the database user may create tables, functions and the pg_trgm extension.`,
    );
  }
}

/** The URL without its password, for messages and logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

function describePgError(error: unknown): string {
  const code = errorCode(error);
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
      return 'connection timed out';
    case '28P01':
      return 'password authentication failed';
    case '28000':
      return 'this user may not connect';
    case '3D000':
      return 'the database does not exist';
    default:
      if (error instanceof Error && /timeout/i.test(error.message)) return 'connection timed out';
      return describe(error);
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) ? errorCode(inner[0]) : undefined;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]?.replace(/\.$/, '') || 'unknown error';
}
