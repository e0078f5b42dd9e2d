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

  get size(): number {
    return this.entries.size;
  }
}
