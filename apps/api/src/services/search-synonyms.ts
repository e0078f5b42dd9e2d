import type { SearchSynonym } from '@abossey/sdk';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { searchSynonyms } from '../db/schema.js';
import { HttpError, NotFoundError } from './errors.js';

const toWire = (row: typeof searchSynonyms.$inferSelect): SearchSynonym => ({
  term: row.term,
  expansions: row.expansions,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every search synonym, by term. */
export async function listSearchSynonyms(db: Db): Promise<SearchSynonym[]> {
  return (await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term))).map(toWire);
}

/** Creates `term`'s synonym or replaces its expansions (de-duplicated; the term itself is no expansion). */
export async function saveSearchSynonym(
  db: Db,
  term: string,
  fields: { expansions: string[] },
): Promise<SearchSynonym> {
  const expansions = [...new Set(fields.expansions)].filter((expansion) => expansion !== term);
  if (!expansions.length) throw new HttpError(400, 'Add an expansion other than the term itself');
  const [row] = await db
    .insert(searchSynonyms)
    .values({ term, expansions })
    .onConflictDoUpdate({
      target: searchSynonyms.term,
      set: { expansions: sql`excluded.expansions`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('the synonym was not saved');
  return toWire(row);
}

export async function deleteSearchSynonym(db: Db, term: string): Promise<{ term: string }> {
  const [row] = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.term, term))
    .returning({ term: searchSynonyms.term });
  if (!row) throw new NotFoundError('Synonym not found');
  return row;
}
