import type { ProductFacets } from '@abossey/sdk';
import { applyChange, type FacetFilter, type ProductChange } from './facet-filter.js';

export interface FacetEntry {
  total: number;
  facets: ProductFacets;
}

interface Stored extends FacetEntry {
  filter: FacetFilter;
}

/** How long a search that saw a newer catalogue waits for this instance's write to bring the cache up to it. */
const WRITE_WAIT_MS = 1000;

/**
 * A small LRU cache for the facet counts and totals of product searches (issue 9; issue 21).
 *
 * - Every entry holds for one `catalogue_version` (`version`), which database triggers raise on every change the
 *   counts depend on. A search reads the version first: the same one is a hit; a newer one that no write of this
 *   instance explains (another instance, the seed, an admin's shop or parts change) empties the cache.
 * - A product write of this instance (`writeStarted` … `productChanged`) updates the counts instead: every entry
 *   gets what the product added and took away (`applyChange`), and the cache moves to the write's version, so the
 *   first visitors after an edit do not each recount a catalogue of 100,000 products (issue 21, finding 9: 40 such
 *   pages ran the pool dry). An entry it cannot update exactly is dropped and recomputed on its next search.
 * - One computation per filter at a time: concurrent misses of a filter share it, and a miss for a newer version
 *   waits for the running one before starting its own (no stampede, even across a change).
 * - A computation stores its counts only if no write began or ended while it ran and its version is the cache's:
 *   otherwise it may have read half of a change that is (or will be) applied to the cache as well.
 * Holds nothing that matters if lost, so several API instances can each keep their own.
 */
export class FacetCache {
  private readonly entries = new Map<string, Stored>();
  /** The computation running now per filter key, and the version it computes for. */
  private readonly running = new Map<string, { version: number; promise: Promise<FacetEntry> }>();
  /** The catalogue version every entry holds for (-1: none yet). */
  private version = -1;
  /** Product writes of this instance in flight, and the promises waiting for them to end. */
  private writes = 0;
  private waiters: (() => void)[] = [];
  /** Bumped by every write's start and end and every reset: a computation that saw it move stores nothing. */
  private epoch = 0;
  /** Whether the database orders text by code point (`sortsTextByCodePoint`; set by the first product write). */
  codePointOrder: boolean | undefined;
  /** Computations started so far (for tests and the bench: a cached or updated count starts none). */
  computations = 0;

  constructor(private readonly maxEntries = 500) {}

  get size(): number {
    return this.entries.size;
  }

  /** The version the entries hold for (for tests and logs). */
  get catalogueVersion(): number {
    return this.version;
  }

  /** The counts for `filter` at catalogue `version`, from the cache or from `compute` (once per filter at a time). */
  async getOrCompute(
    version: number,
    key: string,
    filter: FacetFilter,
    compute: () => Promise<FacetEntry>,
  ): Promise<FacetEntry> {
    if (version > this.version && this.writes > 0) await this.writesSettled();
    if (version > this.version) this.reset(version);
    for (;;) {
      const hit = version === this.version ? this.get(key) : undefined;
      if (hit) return { total: hit.total, facets: hit.facets };
      const running = this.running.get(key);
      if (!running) break;
      if (running.version === version) return running.promise;
      // Another version's count for this filter is running: wait for it, then look again.
      await running.promise.catch(() => undefined);
    }
    const epoch = this.epoch;
    const storable = this.writes === 0 && version === this.version;
    this.computations++;
    const promise = compute().then(
      (entry) => {
        if (this.running.get(key)?.promise === promise) this.running.delete(key);
        if (storable && epoch === this.epoch && version === this.version) this.set(key, { ...entry, filter });
        return entry;
      },
      (error: unknown) => {
        if (this.running.get(key)?.promise === promise) this.running.delete(key);
        throw error;
      },
    );
    this.running.set(key, { version, promise });
    return promise;
  }

  /** A product write begins: searches that see its new version wait for `productChanged` rather than recount. */
  writeStarted(): () => void {
    this.writes++;
    this.epoch++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.writes--;
      this.epoch++;
      if (this.writes === 0) for (const wake of this.waiters.splice(0)) wake();
    };
  }

  /** A committed product write: update every entry by what the product added and took away. */
  productChanged(change: ProductChange): void {
    this.epoch++;
    if (change.fromVersion !== this.version) {
      // The cache missed a change (or had none yet): start over at this version, unless it is already past it.
      if (change.toVersion > this.version) this.reset(change.toVersion);
      return;
    }
    for (const [key, entry] of this.entries) {
      const updated = applyChange(entry.filter, entry, change, this.codePointOrder === true);
      if (updated) this.entries.set(key, { ...updated, filter: entry.filter });
      else this.entries.delete(key);
    }
    this.version = change.toVersion;
  }

  private get(key: string): Stored | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  private set(key: string, entry: Stored): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private reset(version: number): void {
    this.entries.clear();
    this.version = version;
    this.epoch++;
  }

  private writesSettled(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, WRITE_WAIT_MS);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
