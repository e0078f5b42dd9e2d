/**
 * Statements sent as NAMED prepared statements on PostgreSQL, so each connection parses and plans them once
 * (issue 9: the checkout statement is long, and every order sends it). The name is derived from a hash of the SQL text,
 * so a changed statement (another release, an edit) gets a new name and never meets an older plan under the same name
 * — neither on one connection nor on a pooler's server connection shared by several instances. The values are always
 * parameters ($1…), so one statement's text, and thus its name, is the same on every call.
 *
 * node-postgres sends `Parse` for a name once per connection and then only `Bind`/`Execute`. PGlite takes no name
 * (drizzle's PGlite session ignores it): there the statement is sent as an ordinary one, parsed each time.
 * A pooler in transaction mode must support named prepared statements (PgBouncer ≥ 1.21 with
 * `max_prepared_statements` > 0): apps/api/README.md.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** Turns drizzle's SQL into text and parameters, as the handles' own dialect does (no casing option is used). */
const dialect = new PgDialect();

/** Name by text, so the hash is computed once per statement text (bounded: texts are few, one per statement). */
const names = new Map<string, string>();
const MAX_NAMES = 64;

/** `<prefix>_<first 16 hex digits of the text's SHA-256>`: well within PostgreSQL's 63-character names. */
export function preparedName(prefix: string, text: string): string {
  const key = `${prefix}\u0000${text}`;
  let name = names.get(key);
  if (name === undefined) {
    name = `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(key, name);
  }
  return name;
}

/**
 * Runs `query` on `db` (a database or a transaction handle) like `db.execute(query)`, as a named prepared statement
 * where the driver supports it; the result is the driver's (`rows`), as `execute` gives it. Logged like any statement.
 */
export async function executePrepared<Row>(db: Db, prefix: string, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, preparedName(prefix, built.sql), false);
  return (await prepared.execute()) as { rows: Row[] };
}

/** What `perHandle` needs of a drizzle query builder. */
interface Preparable {
  toSQL(): { sql: string };
  prepare(name: string): unknown;
}

/**
 * A drizzle query (with `sql.placeholder`s) prepared once per database handle, on first use, and named after its text
 * like `executePrepared`'s statements: `const page = perHandle('vehicle_page', (db) => db.select()…)`, then
 * `page(db).execute({ … })`.
 */
export function perHandle<Q extends Preparable>(
  prefix: string,
  build: (db: Db) => Q,
): (db: Db) => ReturnType<Q['prepare']> {
  const statements = new WeakMap<Db, ReturnType<Q['prepare']>>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      const query = build(db);
      statement = query.prepare(preparedName(prefix, query.toSQL().sql)) as ReturnType<Q['prepare']>;
      statements.set(db, statement);
    }
    return statement;
  };
}
