/**
 * The catalogue's vocabulary and the search synonyms, held in memory for resolving search words (search-words.ts).
 *
 * Terms are the words of vehicle makes and models, part names and categories and the best-selling products' names
 * (≥ 3 letters, no digits): a few thousand words, whatever the number of products, so a correction compares a word
 * with all of them in well under a millisecond. They are read on the first search, then again in the background at most every
 * `REFRESH_MS` once the catalogue version has moved (a new product's brand is corrected to within a minute); a
 * synonyms edit reloads them before the next search (`invalidate`).
 */
import type { ProductListParams, SearchSuggestion } from '@abossey/sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { searchSynonyms } from '../db/schema.js';
import { type SuggestionEntry, suggest, suggestionEntry } from './search-suggest.js';
import {
  escapeLike,
  type ResolvedSearch,
  resolveWords,
  searchWords,
  suggestionFor,
  type Vocabulary,
  vocabularyOf,
} from './search-words.js';

const REFRESH_MS = 60_000;
/**
 * Product names read for their words (brands: `bosh` → bosch): the best sellers', so a read costs the same at 400 and
 * at 100,000 products (all names of 100,000 took 0.8 s on PostgreSQL, longer on PGlite's one thread).
 */
const PRODUCT_NAMES = 5000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function versionOf(db: Db): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(
    await db.execute(sql`select version from catalogue_version`),
  );
  return Number(row?.version ?? 0);
}

/** Reads the terms and synonyms (the version first: a change during the read shows as a newer version next time). */
interface Loaded {
  version: number;
  vocabulary: Vocabulary;
  /** Makes, models, categories and parts, for suggestions while typing. */
  suggestions: SuggestionEntry[];
}

async function load(db: Db): Promise<Loaded> {
  const version = await versionOf(db);
  const [terms, synonyms, models, partRows] = await Promise.all([
    db.execute(sql`
      select distinct w as term from (
        select regexp_split_to_table(lower(name || ' ' || model_name), '[^[:alnum:]]+') as w from vehicle_makes
        union all select regexp_split_to_table(lower(name || ' ' || category), '[^[:alnum:]]+') from parts
        union all select regexp_split_to_table(lower(name), '[^[:alnum:]]+')
          from (select name from products order by total_sold desc limit ${PRODUCT_NAMES}) best_sellers
      ) words
      where length(w) >= 3 and w !~ '[0-9]'`),
    db.select({ term: searchSynonyms.term, expansions: searchSynonyms.expansions }).from(searchSynonyms),
    db.execute(sql`select distinct name, model_name from vehicle_makes`),
    db.execute(sql`select name, category from parts`),
  ]);
  const makes = new Set<string>();
  const categories = new Set<string>();
  const suggestions: SearchSuggestion[] = [];
  for (const row of rowsOf<{ name: string; model_name: string }>(models)) {
    makes.add(row.name);
    suggestions.push({ kind: 'model', make: row.name, value: row.model_name });
  }
  for (const row of rowsOf<{ name: string; category: string }>(partRows)) {
    categories.add(row.category);
    suggestions.push({ kind: 'part', value: row.name });
  }
  for (const value of makes) suggestions.push({ kind: 'make', value });
  for (const value of categories) suggestions.push({ kind: 'category', value });
  return {
    version,
    suggestions: suggestions.map(suggestionEntry),
    vocabulary: vocabularyOf(
      rowsOf<{ term: string }>(terms).map((row) => row.term),
      new Map(synonyms.map((row) => [row.term, row.expansions.map((e) => e.toLowerCase())])),
    ),
  };
}

export class SearchVocabulary {
  private current: (Loaded & { loadedAt: number }) | undefined;
  /** The load under way, and the generation it started in. */
  private loading: { promise: Promise<Loaded>; generation: number } | undefined;
  private stale = false;
  /** Moved on by `invalidate`: a load started before it may have read the old synonyms, so it is not reused. */
  private generation = 0;

  constructor(private readonly db: Db) {}

  /** The vocabulary: loaded on first use and after `invalidate`, refreshed in the background when old. */
  async get(): Promise<Vocabulary> {
    return (await this.loaded()).vocabulary;
  }

  /** Suggestions while typing for `q` (search-suggest.ts), best first. */
  async suggest(q: string, limit: number): Promise<SearchSuggestion[]> {
    return suggest((await this.loaded()).suggestions, q, limit);
  }

  private async loaded(): Promise<Loaded> {
    if (!this.current || this.stale) return this.reload();
    if (Date.now() - this.current.loadedAt > REFRESH_MS && !this.loading) {
      this.current.loadedAt = Date.now();
      // Refreshed only when the catalogue moved; a failed refresh keeps the old terms (the next one tries again).
      versionOf(this.db)
        .then((version) => (version !== this.current?.version ? this.reload() : undefined))
        .catch(() => undefined);
    }
    return this.current;
  }

  /** Makes the next `get` read the terms and synonyms again (after a synonyms edit). */
  invalidate(): void {
    this.stale = true;
    this.generation += 1;
  }

  /**
   * One load at a time per generation: a load that started before the last `invalidate` is not joined (it may have
   * read the synonyms before the edit), and when it ends after a newer one started it does not replace that one's.
   */
  private reload(): Promise<Loaded> {
    this.stale = false;
    if (this.loading?.generation === this.generation) return this.loading.promise;
    const generation = this.generation;
    const promise = load(this.db)
      .then(
        (loaded) => {
          if (generation === this.generation) this.current = { ...loaded, loadedAt: Date.now() };
          return loaded;
        },
        (error: unknown) => {
          // Failed: the next search tries again rather than keep what the edit replaced.
          if (generation === this.generation) this.stale = true;
          throw error;
        },
      )
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
    this.loading = { promise, generation };
    return promise;
  }

  /**
   * The groups of `q`'s words (search-words.ts), on `db` (the search's own handle: a correction's "does any product
   * contain it" probe is one trigram-index lookup).
   */
  async resolve(db: Db, q: string | undefined): Promise<ResolvedSearch> {
    const words = searchWords(q).map((word) => word.toLowerCase());
    if (!words.length) return { groups: [], corrections: [] };
    return resolveWords(words, await this.get(), async (forms) => {
      const patterns = sql.join(
        forms.map((form) => sql`search_text ilike ${`%${escapeLike(form)}%`}`),
        sql` or `,
      );
      const [row] = rowsOf<{ found: boolean }>(
        await db.execute(sql`select exists (select 1 from products where ${patterns}) as found`),
      );
      return Boolean(row?.found);
    });
  }

  /** "Did you mean" for a search that found nothing, or undefined. */
  async suggestion(params: Pick<ProductListParams, 'q'>): Promise<string | undefined> {
    const words = searchWords(params.q).map((word) => word.toLowerCase());
    return words.length ? suggestionFor(words, await this.get()) : undefined;
  }
}
