import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/**
 * A hash of every row of every table in the public schema (except caches and rate-limit counters), so a test can prove that a refused
 * request changed nothing: take one before, one after, compare. Meant for small test databases.
 */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('catalogue_version', 'rate_limit_counters', '__drizzle_migrations')
    order by table_name`);
  const result: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const [row] = rowsOf<{ hash: string | null }>(
      await db.execute<{ hash: string | null }>(
        sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(name)} t`,
      ),
    );
    result[name] = row?.hash ?? '';
  }
  return result;
}

/** node-postgres answers `{rows}`, PGlite answers `{rows}` too, but drizzle's types differ by driver. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
