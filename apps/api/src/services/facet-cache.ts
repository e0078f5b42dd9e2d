import type { ProductFacets } from '@abossey/sdk';

export interface FacetEntry {
  total: number;
  facets: ProductFacets;
}

/**
 * A small LRU cache for facet counts and totals of product searches. Keys start with the database's
 * `catalogue_version`, which triggers raise on every change those counts depend on, so an entry is never stale:
 * a changed catalogue simply stops matching old keys (they age out). Holds nothing that matters if lost, so
 * several API instances can each keep their own.
 */
export class FacetCache {
  private readonly entries = new Map<string, FacetEntry>();
  /** Counts being computed now, by key: concurrent misses of one key share one computation (no stampede). */
  private readonly pending = new Map<string, Promise<FacetEntry>>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): FacetEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: FacetEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The cached entry, or the one `compute` gives — computed once even when many callers ask at the same time. */
  async getOrCompute(key: string, compute: () => Promise<FacetEntry>): Promise<FacetEntry> {
    const hit = this.get(key);
    if (hit) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const promise = compute().then(
      (entry) => {
        this.pending.delete(key);
        this.set(key, entry);
        return entry;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.entries.size;
  }
}
