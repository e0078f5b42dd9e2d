/**
 * What one product adds to a product search's total and facet counts, worked out in memory (issue 21), so a product
 * edit can update cached counts and drop only the cached answers it can change instead of all of them.
 *
 * `contribution` mirrors the SQL of `listProducts` and `facetCounts` in products.ts for one product, whose facts are
 * read from the database in the write's transaction (`productFacts`): the lowered texts come from PostgreSQL's own
 * `lower()`, compared with the filter values lowered as the SQL's are (JavaScript `toLowerCase`). Search words are
 * the resolved groups of alternatives (search-words.ts); an alternative is matched as `ILIKE '%word%'` matches: a
 * substring of the lowered `search_text`; that is exact for ASCII words only, so a filter with another word is
 * `exact: false` and its cached answers are recomputed rather than updated.
 */
import type { ProductFacets, ProductListParams } from '@abossey/sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { literalSearch, type ResolvedSearch } from './search-words.js';

type FacetField = keyof ProductFacets;
const FACET_FIELDS: readonly FacetField[] = ['make', 'model', 'year', 'category', 'part', 'condition'];
const VEHICLE_FIELDS = ['make', 'model', 'year'] as const;
type VehicleField = (typeof VEHICLE_FIELDS)[number];

/** The part of a search that its total and facets depend on (not sort or page), normalised. */
export interface FacetFilter {
  /** The search's groups of alternatives (each sorted), in the order typed. */
  words: string[][];
  make: string[];
  model: string[];
  year: number[];
  category: string[];
  part: string[];
  condition: string | null;
  businessId: number | null;
}

const normalised = (values: string[] | undefined) =>
  [...new Set((values ?? []).map((v) => v.toLowerCase()))].sort();

/** The filter of a search; `search` is its resolved `q` (without it, the words as typed). */
export function facetFilterOf(params: ProductListParams, search?: ResolvedSearch): FacetFilter {
  const groups = (search ?? literalSearch(params.q)).groups;
  return {
    // Sorted and de-duplicated like the other fields: `pads brake` and `brake pads` share one entry.
    words: [...new Map(groups.map((group) => [JSON.stringify(group), group])).values()].sort((a, b) =>
      JSON.stringify(a) < JSON.stringify(b) ? -1 : 1,
    ),
    make: normalised(params.make),
    model: normalised(params.model),
    year: [...new Set(params.year ?? [])].sort((a, b) => a - b),
    category: normalised(params.category),
    part: normalised(params.part),
    condition: params.condition ?? null,
    businessId: params.businessId ?? null,
  };
}

/** One string per filter: the facet cache's key (two spellings of one search share it). */
export function facetKeyOf(filter: FacetFilter): string {
  return JSON.stringify(filter);
}

/** One compatible vehicle of a product, its texts as listed and as PostgreSQL lowers them. */
interface VehicleFacts {
  make: string;
  makeLower: string;
  model: string;
  modelLower: string;
  year: number;
}

/** Everything about one product that a search's total and facets read. */
export interface ProductFacts {
  id: number;
  businessId: number;
  /** Its shop is active and it is not archived (only those are listed: products.ts `listed`). */
  listed: boolean;
  productState: string | null;
  category: string;
  categoryLower: string;
  part: string;
  partLower: string;
  /** `lower(search_text)`. */
  searchText: string;
  vehicles: VehicleFacts[];
}

/** A product write as the caches see it: the product before and after, and the catalogue versions around it. */
export interface ProductChange {
  id: number;
  /** Absent for a new product. */
  before?: ProductFacts;
  /** Absent for a deleted product. */
  after?: ProductFacts;
  /** `catalogue_version` just before the write (its row locked, so no other change came in between) … */
  fromVersion: number;
  /** … and just after it, in the same transaction. */
  toVersion: number;
}

interface FactsRow {
  business_id: number;
  listed: boolean;
  product_state: string | null;
  category: string;
  category_lower: string;
  part: string;
  part_lower: string;
  search_text: string | null;
  vehicles: VehicleFacts[] | string;
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The product's facts as the write's transaction sees them, or undefined when there is no such product. */
export async function productFacts(db: Db, id: number): Promise<ProductFacts | undefined> {
  const [row] = rowsOf<FactsRow>(
    await db.execute(sql`
      select p.business_id, b.status = 'active' and p.archived_at is null as listed, p.product_state,
             pt.category, lower(pt.category) as category_lower, pt.name as part, lower(pt.name) as part_lower,
             lower(p.search_text) as search_text,
             coalesce((select json_agg(json_build_object('make', vm.name, 'makeLower', lower(vm.name),
                                'model', vm.model_name, 'modelLower', lower(vm.model_name), 'year', vm.year))
                         from product_vehicles pv join vehicle_makes vm on vm.id = pv.vehicle_make_id
                        where pv.product_id = p.id), '[]'::json) as vehicles
        from products p
        join businesses b on b.id = p.business_id
        join parts pt on pt.id = p.part_id
       where p.id = ${id}`),
  );
  if (!row) return undefined;
  const vehicles: VehicleFacts[] = typeof row.vehicles === 'string' ? JSON.parse(row.vehicles) : row.vehicles;
  return {
    id,
    businessId: Number(row.business_id),
    listed: Boolean(row.listed),
    productState: row.product_state,
    category: row.category,
    categoryLower: row.category_lower,
    part: row.part,
    partLower: row.part_lower,
    searchText: row.search_text ?? '',
    vehicles: vehicles.map((v) => ({ ...v, year: Number(v.year) })),
  };
}

/** `catalogue_version` with its row locked until the transaction ends: no other catalogue change can interleave. */
export async function lockCatalogueVersion(db: Db): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(
    await db.execute(sql`select version from catalogue_version for update`),
  );
  return Number(row?.version ?? 0);
}

export async function catalogueVersionIn(db: Db): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(
    await db.execute(sql`select version from catalogue_version`),
  );
  return Number(row?.version ?? 0);
}

/** What one product adds to a search: 1 or 0 to its total, and the facet values it is counted under. */
interface Contribution {
  total: number;
  facets: Record<FacetField, Set<string>>;
}

/** Whether `contribution` is exact for this filter (ASCII search words; see the module's comment). */
function isExactFilter(filter: FacetFilter): boolean {
  return filter.words.every((group) => group.every((word) => /^[\x20-\x7e]*$/.test(word)));
}

/** Mirrors `productConditions` (products.ts), one field left out for that field's facet. */
function productMatches(filter: FacetFilter, p: ProductFacts, exclude?: FacetField): boolean {
  return (
    p.listed &&
    filter.words.every((group) => group.some((word) => p.searchText.includes(word))) &&
    (filter.businessId === null || p.businessId === filter.businessId) &&
    (filter.condition === null || exclude === 'condition' || p.productState === filter.condition) &&
    (!filter.category.length || exclude === 'category' || filter.category.includes(p.categoryLower)) &&
    (!filter.part.length || exclude === 'part' || filter.part.includes(p.partLower))
  );
}

/** Mirrors `vehicleConditions`: every vehicle filter (but `exclude`) holds for this one vehicle. */
function vehicleMatches(filter: FacetFilter, v: VehicleFacts, exclude?: FacetField): boolean {
  return (
    (!filter.make.length || exclude === 'make' || filter.make.includes(v.makeLower)) &&
    (!filter.model.length || exclude === 'model' || filter.model.includes(v.modelLower)) &&
    (!filter.year.length || exclude === 'year' || filter.year.includes(v.year))
  );
}

const vehicleValue = (v: VehicleFacts, field: VehicleField): string =>
  field === 'make' ? v.make : field === 'model' ? v.model : String(v.year);

function contribution(filter: FacetFilter, p: ProductFacts | undefined): Contribution {
  const facets = Object.fromEntries(FACET_FIELDS.map((f) => [f, new Set<string>()])) as Record<
    FacetField,
    Set<string>
  >;
  if (!p) return { total: 0, facets };
  const anyVehicleFilter = filter.make.length + filter.model.length + filter.year.length > 0;
  // `vehicleExists`: with no vehicle filter there is no condition at all (a product without vehicles counts).
  const hasVehicle = !anyVehicleFilter || p.vehicles.some((v) => vehicleMatches(filter, v));
  if (productMatches(filter, p)) {
    for (const field of VEHICLE_FIELDS) {
      for (const v of p.vehicles) {
        if (vehicleMatches(filter, v, field)) facets[field].add(vehicleValue(v, field));
      }
    }
  }
  if (hasVehicle) {
    if (productMatches(filter, p, 'category')) facets.category.add(p.category);
    if (productMatches(filter, p, 'part')) facets.part.add(p.part);
    if (p.productState !== null && productMatches(filter, p, 'condition'))
      facets.condition.add(p.productState);
  }
  return { total: hasVehicle && productMatches(filter, p) ? 1 : 0, facets };
}

/** Whether the change can alter this search's total or facet counts. */
export function changesCounts(filter: FacetFilter, change: ProductChange): boolean {
  if (!isExactFilter(filter)) return true;
  const before = contribution(filter, change.before);
  const after = contribution(filter, change.after);
  return (
    before.total !== after.total ||
    FACET_FIELDS.some((field) => {
      const a = before.facets[field];
      const b = after.facets[field];
      return a.size !== b.size || [...a].some((value) => !b.has(value));
    })
  );
}

/** Whether the product is one of this search's results (before or after the change). */
export function listsProduct(filter: FacetFilter, product: ProductFacts | undefined): boolean {
  if (!isExactFilter(filter)) return true;
  return contribution(filter, product).total === 1;
}

/**
 * Whether the database orders text by code point (collation C, POSIX or C.UTF-8, or the builtin provider's): then a
 * value new to a facet can be put in its place here; under another collation its entry is counted again instead.
 */
export async function sortsTextByCodePoint(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ collate: string; provider: string | null }>(
    await db.execute(sql`
      select datcollate as collate, to_jsonb(d) ->> 'datlocprovider' as provider
        from pg_database d where datname = current_database()`),
  );
  if (!row) return false;
  if (row.provider === 'b') return true;
  return row.provider !== 'i' && ['C', 'POSIX', 'C.UTF-8', 'C.utf8'].includes(row.collate);
}

/** The order of a facet's values as the search's SQL gives it: years newest first, text by code point. */
function facetOrder(field: FacetField): (a: string, b: string) => number {
  if (field === 'year') return (a, b) => Number(b) - Number(a);
  return (a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b));
}

export interface Counts {
  total: number;
  facets: ProductFacets;
}

/**
 * The counts after the change, or undefined when they cannot be worked out here and must be recomputed: a search
 * word `contribution` cannot match exactly, a value that appears in a facet for the first time when the database
 * does not order text by code point (`codePointOrder` false: its place follows a collation), or counts that do not
 * add up (a cache that missed a change).
 */
export function applyChange(
  filter: FacetFilter,
  counts: Counts,
  change: ProductChange,
  codePointOrder: boolean,
): Counts | undefined {
  if (!isExactFilter(filter)) return undefined;
  const before = contribution(filter, change.before);
  const after = contribution(filter, change.after);
  const total = counts.total + after.total - before.total;
  if (total < 0) return undefined;
  const facets = { ...counts.facets };
  for (const field of FACET_FIELDS) {
    const deltas = new Map<string, number>();
    for (const value of before.facets[field]) deltas.set(value, (deltas.get(value) ?? 0) - 1);
    for (const value of after.facets[field]) deltas.set(value, (deltas.get(value) ?? 0) + 1);
    let list = facets[field];
    for (const [value, delta] of deltas) {
      if (delta === 0) continue;
      const index = list.findIndex((item) => item.value === value);
      if (index < 0) {
        if (delta < 0 || (!codePointOrder && field !== 'year')) return undefined;
        const order = facetOrder(field);
        const at = list.findIndex((item) => order(value, item.value) < 0);
        list =
          at < 0
            ? [...list, { value, count: delta }]
            : [...list.slice(0, at), { value, count: delta }, ...list.slice(at)];
        continue;
      }
      const count = (list[index]?.count ?? 0) + delta;
      if (count < 0) return undefined;
      list =
        count === 0
          ? list.filter((_, i) => i !== index)
          : list.map((item, i) => (i === index ? { value, count } : item));
    }
    facets[field] = list;
  }
  return { total, facets };
}
