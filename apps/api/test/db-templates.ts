/**
 * Template databases for the API tests (issue 20): migrating — and for `seed: 'demo'` seeding — a database is most
 * of what a test file used to pay before its first test, so it is done once per run (test/global-setup.ts) and each
 * test file starts from a copy:
 *
 * - PGlite: the template's data folder as a tarball (`dumpDataDir`) in a temporary folder; a test file's in-memory
 *   database is created with `loadDataDir`, which also skips PGlite's initdb.
 * - PostgreSQL: a database `abossey_tpl_…` on the TEST_DATABASE_URL server, closed to connections once built; a test
 *   file's database is `CREATE DATABASE … TEMPLATE` it. Global teardown drops them.
 *
 * The templates are built by the application's own `prepareDatabase` on an empty database, exactly what
 * `createTestApp` did per file; a copy then goes through `prepareDatabase` again with the file's own options (the
 * migrations find nothing to do, the demo seed finds a non-empty database, ADMIN_EMAIL is applied as before).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type DatabaseKind, openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/server.js';

export type TemplateSeed = 'none' | 'demo';

export interface DbTemplate {
  kind: DatabaseKind;
  seed: TemplateSeed;
  /** PGlite: the tarball of the template's data folder. PostgreSQL: the template database's name. */
  source: string;
  /**
   * What `prepareDatabase` answered about the seed when it built the template. A copy answers `seeded: false` (it
   * is not empty), so `createTestApp` reports this instead: the seed did run for that database's rows.
   */
  seeded: boolean;
  /** When the template was seeded (ms): the demo orders' and reviews' dates are relative to it. */
  builtAt: number;
}

export type DbTemplates = Partial<Record<TemplateSeed, DbTemplate>>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/global-setup.ts; absent (e.g. a helper used outside vitest), createTestApp migrates as before. */
    dbTemplates?: DbTemplates;
  }
}

/** Builds a migrated template and a demo-seeded one; `dispose` removes them (temporary files or databases). */
export async function buildTemplates(
  kind: DatabaseKind,
  seeds: readonly TemplateSeed[] = ['none', 'demo'],
): Promise<{ templates: DbTemplates; dispose(): Promise<void> }> {
  // prepareDatabase writes the demo images into DATA_DIR/uploads: a scratch folder here; each test file's
  // prepareDatabase writes them again into its own DATA_DIR.
  const scratch = await mkdtemp(join(tmpdir(), 'abossey-templates-'));
  const templates: DbTemplates = {};
  const created: string[] = [];
  const base = process.env.TEST_DATABASE_URL;
  const dispose = async () => {
    if (kind === 'postgres' && base) {
      for (const name of created) await adminQuery(base, `drop database if exists "${name}" with (force)`);
    }
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    for (const seed of seeds) {
      if (kind === 'pglite') {
        const database = await openDatabase({});
        try {
          const builtAt = Date.now();
          const prepared = await prepareDatabase(database, { seed, dataDir: scratch });
          const source = join(scratch, `${seed}.tar`);
          // Uncompressed: loading a gzipped tarball costs as much CPU in every test file as it saves in bytes read.
          const tarball = await pgliteClient(database).dumpDataDir('none');
          await writeFile(source, new Uint8Array(await tarball.arrayBuffer()));
          templates[seed] = { kind, seed, source, seeded: prepared.seeded, builtAt };
        } finally {
          await database.close();
        }
      } else {
        if (!base) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL.');
        const name = `abossey_tpl_${process.pid}_${randomBytes(3).toString('hex')}_${seed}`;
        await adminQuery(base, `create database "${name}"`);
        created.push(name);
        const database = await openDatabase({ databaseUrl: databaseUrl(base, name), poolSize: 2 });
        let builtAt: number;
        let seeded: boolean;
        try {
          builtAt = Date.now();
          ({ seeded } = await prepareDatabase(database, { seed, dataDir: scratch }));
        } finally {
          await database.close();
        }
        // A database being copied may have no other session: nobody may connect to a template any more (and
        // autovacuum leaves it alone), so a stray connection cannot make `CREATE DATABASE … TEMPLATE` fail.
        await adminQuery(base, `alter database "${name}" allow_connections false`);
        templates[seed] = { kind, seed, source: name, seeded, builtAt };
      }
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { templates, dispose };
}

/** A fresh database copied from `template`: in-memory PGlite, or `CREATE DATABASE … TEMPLATE` on the server. */
export async function openFromTemplate(
  template: DbTemplate,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (template.kind === 'pglite') {
    const database = await openDatabase({ pgliteLoadDataDir: new Blob([await readFile(template.source)]) });
    return { database, drop: () => database.close() };
  }
  return createServerDatabase(template.source);
}

/**
 * A new database `abossey_t_…` on the TEST_DATABASE_URL server, empty or a copy of `template`; `drop()` removes it.
 */
export async function createServerDatabase(
  template?: string,
): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL.');
  const name = `abossey_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = databaseUrl(base, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await adminQuery(base, `drop database if exists "${name}" with (force)`);
    },
  };
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function pgliteClient(database: Database): { dumpDataDir(compression: 'none'): Promise<Blob> } {
  return (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
}
