/**
 * A shop's catalogue as CSV (issue 24; docs/catalogue-csv.md): preview, import and export.
 *
 * - Who: the shop's owner or staff (a vendor), or an admin (`assertShopAccess`, as for product writes).
 * - Preview and import read the file the same way (`planImport`): every row is checked with the product write
 *   schemas of the SDK (`productCreateInput` for a new SKU, `productUpdateInput` for a known one), so a row says the
 *   §5 message the product form would, plus what the cells need (a known part, known vehicles, a SKU). A row is
 *   `create`, `update` or `unchanged`, compared with the product as it is.
 * - Import applies every row in ONE transaction, or nothing: a row with an error refuses the whole file (400), and a
 *   change made meanwhile that collides with it (the same SKU created, a product deleted) answers 409. Set-based
 *   statements (batched inserts, one `update … from json_to_recordset` per batch), so 5,000 rows take seconds.
 * - Idempotent on SKU: a row whose SKU the shop has updates that product; importing the same file twice leaves
 *   everything `unchanged` the second time. A product without a SKU of its own is matched by its `PROD-{id}`, which
 *   is what the export writes for it, so an export round-trips.
 * - A column missing from the file keeps the product's value on update (and is empty on create): a file of
 *   `sku,price,stock` updates prices and stock only.
 * - The catalogue triggers keep `search_text` and `catalogue_version` (the facet cache starts over on the new
 *   version); the route drops the cached public answers (response-cache.ts `WRITE_EFFECTS`).
 */
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_MAX_ROWS,
  type CatalogueColumn,
  type CatalogueCounts,
  type CatalogueImportResult,
  type CataloguePreview,
  type CatalogueRowAction,
  type CatalogueRowError,
  type CatalogueRowResult,
  catalogueMessage,
  parseCsv,
  productCreateInput,
  productUpdateInput,
  skuField,
  skuFor,
  toCedis,
  toCsv,
  toPesewas,
} from '@abossey/sdk';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import type { Db } from '../db/client.js';
import { businesses, parts, products, productVehicles, stockMovements, vehicleMakes } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { assertShopAccess } from './business.js';
import { HttpError, isDbInt, NotFoundError } from './errors.js';
import { lockCatalogueVersion } from './facet-filter.js';

/** What a product is, as the columns describe it (vehicles as sorted ids). */
interface ProductValues {
  name: string;
  description: string;
  pricePesewas: number;
  stock: number;
  partId: number;
  images: string[];
  productState: 'Brand New' | 'Used' | null;
  warrantyDuration: number | null;
  warrantyUnit: 'days' | 'months' | 'years' | null;
  replacementDays: number | null;
  fitmentNote: string | null;
  partNumbers: string[];
  vehicleIds: number[];
}

interface Existing extends ProductValues {
  id: number;
  sku: string | null;
}

interface PlannedRow {
  result: CatalogueRowResult;
  /** The product's values after the import (rows without errors). */
  values?: ProductValues;
  existing?: Existing;
  /** The SKU to store: null for a product matched by its `PROD-{id}`. */
  storedSku: string | null;
}

interface Plan {
  columns: CatalogueColumn[];
  rows: PlannedRow[];
  counts: CatalogueCounts;
}

interface VehicleModel {
  make: string;
  model: string;
  /** Year → vehicle id. */
  years: Map<number, number>;
}

interface Reference {
  /** Parts by lowered name. */
  parts: Map<string, { id: number; name: string; category: string }>;
  partsById: Map<number, { name: string; category: string }>;
  /** Models by `make\u0000model`, lowered. */
  models: Map<string, VehicleModel>;
  /** Lowered makes, longest first (`Mercedes-Benz` before `Mercedes`). */
  makes: string[];
  vehiclesById: Map<number, { make: string; model: string; year: number }>;
}

const fileError = (key: Parameters<typeof catalogueMessage>[0], values?: Record<string, string | number>) =>
  new HttpError(400, catalogueMessage(key, values));

async function requireShop(db: Db, user: AuthUser, businessId: number): Promise<void> {
  const [shop] = isDbInt(businessId)
    ? await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId))
    : [];
  if (!shop) throw new NotFoundError('Shop not found');
  await assertShopAccess(db, user, businessId);
}

async function loadReference(db: Db): Promise<Reference> {
  const [partRows, vehicleRows] = await Promise.all([
    db.select({ id: parts.id, name: parts.name, category: parts.category }).from(parts),
    db
      .select({
        id: vehicleMakes.id,
        make: vehicleMakes.name,
        model: vehicleMakes.modelName,
        year: vehicleMakes.year,
      })
      .from(vehicleMakes),
  ]);
  const models = new Map<string, VehicleModel>();
  const vehiclesById = new Map<number, { make: string; model: string; year: number }>();
  for (const v of vehicleRows) {
    const key = `${v.make.toLowerCase()}\u0000${v.model.toLowerCase()}`;
    let model = models.get(key);
    if (!model) {
      model = { make: v.make, model: v.model, years: new Map() };
      models.set(key, model);
    }
    model.years.set(v.year, v.id);
    vehiclesById.set(v.id, v);
  }
  const makes = [...new Set(vehicleRows.map((v) => v.make.toLowerCase()))].sort(
    (a, b) => b.length - a.length,
  );
  return {
    parts: new Map(partRows.map((p) => [p.name.toLowerCase(), p])),
    partsById: new Map(partRows.map((p) => [p.id, p])),
    models,
    makes,
    vehiclesById,
  };
}

/** The shop's products with everything the columns describe. */
async function loadShopProducts(db: Db, businessId: number): Promise<Existing[]> {
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      description: products.description,
      pricePesewas: products.pricePesewas,
      stock: products.stock,
      partId: products.partId,
      images: products.images,
      productState: products.productState,
      warrantyDuration: products.warrantyDuration,
      warrantyUnit: products.warrantyUnit,
      replacementDays: products.replacementDays,
      fitmentNote: products.fitmentNote,
      partNumbers: products.partNumbers,
      vehicleIds: sql<number[]>`coalesce((select array_agg(pv.vehicle_make_id order by pv.vehicle_make_id)
        from ${productVehicles} pv where pv.product_id = ${products.id}), '{}'::int[])`,
    })
    .from(products)
    .where(eq(products.businessId, businessId))
    .orderBy(asc(products.id));
  return rows.map((r) => ({ ...r, vehicleIds: (r.vehicleIds ?? []).map(Number) }));
}

// ---------------------------------------------------------------------------------------------------------------
// Cells

const HEADER_ALIASES: Record<string, CatalogueColumn> = {
  'part numbers': 'part_numbers',
  partnumbers: 'part_numbers',
  'replacement days': 'replacement_days',
  replacement: 'replacement_days',
  'fitment note': 'fitment_note',
  quantity: 'stock',
  'price (gh₵)': 'price',
  'price (ghs)': 'price',
};

function columnOf(header: string): CatalogueColumn | undefined {
  const text = header.trim().toLowerCase();
  const known = CATALOGUE_COLUMNS.find((c) => c === text || c === text.replace(/[\s-]+/g, '_'));
  return known ?? HEADER_ALIASES[text];
}

/** `250`, `250.50`, `1,250.50`, `GH₵ 250`: a number; anything else stays text (the schema then refuses it). */
function numberCell(cell: string): number | string | undefined {
  const text = cell
    .trim()
    .replace(/^(GH₵|GH¢|GHS|GHC|₵)\s*/i, '')
    .trim();
  if (text === '') return undefined;
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : cell.trim();
}

/** A list cell: items separated by `;` or line breaks, trimmed, empty ones left out. */
const listCell = (cell: string) =>
  cell
    .split(/[;\r\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);

function conditionCell(cell: string): string | null {
  const text = cell.trim();
  if (text === '') return null;
  if (/^(brand[\s-]*)?new$/i.test(text)) return 'Brand New';
  if (/^used$/i.test(text) || /^home[\s-]*used$/i.test(text)) return 'Used';
  return text;
}

const WARRANTY = /^(\d{1,6})\s*(day|days|month|months|year|years)$/i;

/** `6 months` → {duration 6, unit months}; empty → null; else undefined (not readable). */
function warrantyCell(
  cell: string,
): { duration: number; unit: 'days' | 'months' | 'years' } | null | undefined {
  const text = cell.trim();
  if (text === '') return null;
  const match = WARRANTY.exec(text);
  if (!match) return undefined;
  const unit = (match[2] as string).toLowerCase();
  return {
    duration: Number(match[1]),
    unit: (unit.endsWith('s') ? unit : `${unit}s`) as 'days' | 'months' | 'years',
  };
}

const VEHICLE = /^(.*?)(?:\s+(\d{4}(?:\s*-\s*\d{4})?(?:\s*,\s*\d{4}(?:\s*-\s*\d{4})?)*))?$/;

/**
 * `Toyota Corolla 2008-2014; Honda Civic 2012, 2014` → vehicle ids. A make is recognised by the catalogue's makes
 * (so makes and models may hold spaces); years are a year, a range or a list of them, and none means every year
 * the catalogue has for the model. A range takes the catalogue's years within it, a single year must exist.
 */
function vehiclesCell(cell: string, ref: Reference): { ids: number[] } | { error: string } {
  const ids = new Set<number>();
  for (const entry of listCell(cell)) {
    // A make, a model and a few years fit in 200 characters; a longer entry is not read (nor regex-scanned).
    if (entry.length > 200) return { error: catalogueMessage('vehicleSyntax') };
    const match = VEHICLE.exec(entry.replace(/\s+/g, ' '));
    const name = match?.[1]?.trim() ?? '';
    if (!match || !name) return { error: catalogueMessage('vehicleSyntax') };
    const lowered = name.toLowerCase();
    const make = ref.makes.find((m) => lowered.startsWith(`${m} `));
    const model = make ? ref.models.get(`${make}\u0000${lowered.slice(make.length + 1).trim()}`) : undefined;
    if (!model) return { error: catalogueMessage('vehicleNotFound', { vehicle: entry }) };
    if (!match[2]) {
      for (const id of model.years.values()) ids.add(id);
      continue;
    }
    for (const part of match[2].split(',')) {
      const [from, to = from] = part.split('-').map((y) => Number(y.trim())) as [number, number?];
      if (to < from || to - from > 100) return { error: catalogueMessage('vehicleSyntax') };
      let found = 0;
      for (let year = from; year <= (to as number); year++) {
        const id = model.years.get(year);
        if (id !== undefined) {
          ids.add(id);
          found++;
        }
      }
      if (!found)
        return {
          error: catalogueMessage('vehicleNotFound', {
            vehicle: `${model.make} ${model.model} ${part.trim()}`,
          }),
        };
    }
  }
  return { ids: [...ids].sort((a, b) => a - b) };
}

/** The vehicles of a product as the cell writes them: per make and model, runs of consecutive years as ranges. */
function formatVehicles(ids: number[], ref: Reference): string {
  const byModel = new Map<string, { make: string; model: string; years: number[] }>();
  for (const id of ids) {
    const v = ref.vehiclesById.get(id);
    if (!v) continue;
    const key = `${v.make}\u0000${v.model}`;
    const entry = byModel.get(key) ?? { make: v.make, model: v.model, years: [] };
    entry.years.push(v.year);
    byModel.set(key, entry);
  }
  const entries: string[] = [];
  for (const { make, model, years } of [...byModel.values()].sort((a, b) =>
    `${a.make} ${a.model}`.localeCompare(`${b.make} ${b.model}`),
  )) {
    years.sort((a, b) => a - b);
    const runs: string[] = [];
    let start = years[0] as number;
    let previous = start;
    for (const year of [...years.slice(1), Number.NaN]) {
      if (year === previous + 1) {
        previous = year;
        continue;
      }
      runs.push(start === previous ? String(start) : `${start}-${previous}`);
      start = year;
      previous = year;
    }
    entries.push(`${make} ${model} ${runs.join(', ')}`);
  }
  return entries.join('; ');
}

/** Which column a product schema issue is about. */
function columnOfIssue(path: readonly PropertyKey[]): CatalogueColumn | 'row' {
  const [first, second] = path;
  switch (first) {
    case 'name':
    case 'description':
    case 'price':
    case 'stock':
    case 'images':
      return first;
    case 'partId':
      return 'part';
    case 'vehicleMakeIds':
      return 'vehicles';
    case 'partNumbers':
      return 'part_numbers';
    case 'fitmentNote':
      return 'fitment_note';
    case 'metadata':
      return second === 'productState'
        ? 'condition'
        : second === 'warranty'
          ? 'warranty'
          : 'replacement_days';
    default:
      return 'row';
  }
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

function sameValues(a: ProductValues, b: ProductValues): boolean {
  return (
    a.name === b.name &&
    a.description === b.description &&
    a.pricePesewas === b.pricePesewas &&
    a.stock === b.stock &&
    a.partId === b.partId &&
    sameList(a.images, b.images) &&
    a.productState === b.productState &&
    a.warrantyDuration === b.warrantyDuration &&
    a.warrantyUnit === b.warrantyUnit &&
    a.replacementDays === b.replacementDays &&
    a.fitmentNote === b.fitmentNote &&
    sameList(a.partNumbers, b.partNumbers) &&
    sameList(a.vehicleIds, b.vehicleIds)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The plan: what each row would do

/** Reads the file: its columns and data rows, or a 400 saying why it cannot be read. */
function readFile(csv: string): {
  columns: CatalogueColumn[];
  records: { line: number; fields: string[] }[];
} {
  if (csv.trim() === '') throw fileError('empty');
  const parsed = parseCsv(csv);
  if (parsed.unterminatedAt !== undefined) throw fileError('unterminated', { line: parsed.unterminatedAt });
  const [header, ...records] = parsed.records;
  if (!header) throw fileError('empty');
  // Trailing empty header cells (a spreadsheet's untouched columns) are not columns.
  const names = [...header.fields];
  while (names.length && names.at(-1)?.trim() === '') names.pop();
  const columns: CatalogueColumn[] = [];
  for (const name of names) {
    const column = columnOf(name);
    if (!column) {
      if (columns.length === 0) throw fileError('noHeader');
      throw fileError('unknownColumn', { column: name.trim() });
    }
    if (columns.includes(column)) throw fileError('duplicateColumn', { column });
    columns.push(column);
  }
  if (!columns.includes('sku')) throw fileError('noSku');
  // Lines with only commas (a spreadsheet's empty rows) are not rows.
  const rows = records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (rows.length > CATALOGUE_MAX_ROWS)
    throw fileError('tooManyRows', { count: rows.length, max: CATALOGUE_MAX_ROWS });
  return { columns, records: rows };
}

const DERIVED_SKU = /^PROD-(\d+)$/i;

function planRows(
  columns: CatalogueColumn[],
  records: { line: number; fields: string[] }[],
  ref: Reference,
  shopProducts: Existing[],
  businessId: number,
): PlannedRow[] {
  const bySku = new Map(shopProducts.filter((p) => p.sku !== null).map((p) => [p.sku as string, p]));
  const byId = new Map(shopProducts.map((p) => [p.id, p]));
  const skuLines = new Map<string, number>();
  const present = new Set(columns);

  return records.map(({ line, fields }) => {
    const errors: CatalogueRowError[] = [];
    const add = (column: CatalogueColumn | 'row', message: string) => {
      if (!errors.some((e) => e.column === column)) errors.push({ column, message });
    };
    const cells = new Map<CatalogueColumn, string>();
    columns.forEach((column, i) => {
      cells.set(column, fields[i] ?? '');
    });
    const extra = fields.slice(columns.length).some((f) => f.trim() !== '');
    if (extra) add('row', catalogueMessage('tooManyCells', { count: fields.length, max: columns.length }));
    const cell = (column: CatalogueColumn) => cells.get(column) ?? '';

    // SKU: required, unique in the file; `PROD-{id}` names a product of this shop without a SKU of its own.
    const skuParse = safeParse(skuField, cell('sku'));
    const sku = skuParse.success ? skuParse.data : cell('sku').trim();
    let existing: Existing | undefined;
    let storedSku: string | null = sku;
    if (!skuParse.success) add('sku', skuParse.error.issues[0]?.message ?? 'SKU is required');
    else {
      const earlier = skuLines.get(sku);
      if (earlier !== undefined) add('sku', catalogueMessage('duplicateSku', { sku, line: earlier }));
      else skuLines.set(sku, line);
      existing = bySku.get(sku);
      const derived = DERIVED_SKU.exec(sku);
      if (!existing && derived) {
        const product = byId.get(Number(derived[1]));
        if (product && product.sku === null) {
          existing = product;
          storedSku = null;
        } else add('sku', catalogueMessage('reservedSku'));
      }
    }

    // The cells as a product write's data. A column the file lacks is left out (kept on update), and so is an empty
    // cell of a required column on update: the product keeps its name, price, vehicles, images….
    const data: Record<string, unknown> = {};
    const given = (column: CatalogueColumn) =>
      present.has(column) && !(existing && cell(column).trim() === '');
    if (given('name')) data.name = cell('name');
    if (given('description')) data.description = cell('description');
    if (given('price')) data.price = numberCell(cell('price'));
    if (given('stock')) data.stock = numberCell(cell('stock'));
    if (given('part')) {
      const name = cell('part').trim();
      const part = ref.parts.get(name.toLowerCase());
      if (name && !part) add('part', catalogueMessage('partNotFound', { part: name }));
      data.partId = part?.id ?? (name ? 0 : undefined);
    }
    if (given('vehicles')) {
      const vehicles = vehiclesCell(cell('vehicles'), ref);
      if ('error' in vehicles) add('vehicles', vehicles.error);
      else data.vehicleMakeIds = vehicles.ids;
    }
    if (given('images')) {
      // The product's own images as they are (an export's cell) are kept, even from before the image rules.
      const images = listCell(cell('images'));
      if (!existing || !sameList(images, existing.images)) data.images = images;
    }
    if (present.has('part_numbers')) data.partNumbers = listCell(cell('part_numbers'));
    if (present.has('fitment_note')) data.fitmentNote = cell('fitment_note');
    const metadata: Record<string, unknown> = {
      productState: existing?.productState ?? null,
      warranty:
        existing?.warrantyDuration && existing.warrantyUnit
          ? { duration: existing.warrantyDuration, unit: existing.warrantyUnit }
          : null,
      replacement: existing?.replacementDays ?? null,
    };
    if (present.has('condition')) metadata.productState = conditionCell(cell('condition'));
    if (present.has('warranty')) {
      const warranty = warrantyCell(cell('warranty'));
      if (warranty === undefined) add('warranty', catalogueMessage('warranty'));
      else metadata.warranty = warranty;
    }
    if (present.has('replacement_days')) {
      const days = numberCell(cell('replacement_days'));
      metadata.replacement = days ?? null;
    }
    if (present.has('condition') || present.has('warranty') || present.has('replacement_days'))
      data.metadata = metadata;

    const schema = existing ? productUpdateInput : productCreateInput;
    const parsed = safeParse(schema, existing ? data : { ...data, businessId });
    if (!parsed.success)
      for (const issue of parsed.error.issues) add(columnOfIssue(issue.path), issue.message);

    const name = typeof data.name === 'string' ? data.name.trim() : (existing?.name ?? '');
    const result: CatalogueRowResult = {
      line,
      sku,
      name,
      action: null,
      productId: existing?.id ?? null,
      errors,
    };
    if (errors.length || !parsed.success) return { result, existing, storedSku };

    const input = parsed.data as z.output<typeof productUpdateInput>;
    const meta = input.metadata;
    const base = existing;
    const values: ProductValues = {
      name: input.name ?? base?.name ?? '',
      description: input.description ?? base?.description ?? '',
      pricePesewas: input.price !== undefined ? toPesewas(input.price) : (base?.pricePesewas ?? 0),
      stock: input.stock ?? base?.stock ?? 0,
      partId: input.partId ?? base?.partId ?? 0,
      images: input.images ?? base?.images ?? [],
      productState: meta ? (meta.productState ?? null) : (base?.productState ?? null),
      warrantyDuration: meta ? (meta.warranty?.duration ?? null) : (base?.warrantyDuration ?? null),
      warrantyUnit: meta
        ? meta.warranty
          ? (meta.warranty.unit ?? 'days')
          : null
        : (base?.warrantyUnit ?? null),
      replacementDays: meta ? (meta.replacement ?? null) : (base?.replacementDays ?? null),
      fitmentNote: input.fitmentNote !== undefined ? input.fitmentNote : (base?.fitmentNote ?? null),
      partNumbers: input.partNumbers ?? base?.partNumbers ?? [],
      vehicleIds: input.vehicleMakeIds
        ? [...new Set(input.vehicleMakeIds)].sort((a, b) => a - b)
        : (base?.vehicleIds ?? []),
    };
    result.action = !existing ? 'create' : sameValues(existing, values) ? 'unchanged' : 'update';
    return { result, values, existing, storedSku };
  });
}

function countsOf(rows: PlannedRow[]): CatalogueCounts {
  const count = (action: CatalogueRowAction) => rows.filter((r) => r.result.action === action).length;
  const invalid = rows.filter((r) => r.result.errors.length > 0).length;
  return {
    rows: rows.length,
    ready: rows.length - invalid,
    invalid,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
  };
}

async function planImport(db: Db, businessId: number, csv: string): Promise<Plan> {
  const { columns, records } = readFile(csv);
  const [ref, shopProducts] = await Promise.all([loadReference(db), loadShopProducts(db, businessId)]);
  const rows = planRows(columns, records, ref, shopProducts, businessId);
  return { columns, rows, counts: countsOf(rows) };
}

/** `POST /business/:id/catalogue/preview`: what importing the file would do, row by row. Writes nothing. */
export async function previewCatalogue(
  db: Db,
  user: AuthUser,
  businessId: number,
  csv: string,
): Promise<CataloguePreview> {
  await requireShop(db, user, businessId);
  const plan = await planImport(db, businessId, csv);
  return { columns: plan.columns, counts: plan.counts, rows: plan.rows.map((r) => r.result) };
}

// ---------------------------------------------------------------------------------------------------------------
// The import: one transaction

const BATCH = 500;

function batches<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const productColumnsOf = (values: ProductValues) => ({
  name: values.name,
  description: values.description,
  pricePesewas: values.pricePesewas,
  stock: values.stock,
  partId: values.partId,
  images: values.images,
  productState: values.productState,
  warrantyDuration: values.warrantyDuration,
  warrantyUnit: values.warrantyUnit,
  replacementDays: values.replacementDays,
  fitmentNote: values.fitmentNote,
  partNumbers: values.partNumbers,
});

/** A write that lost a race with another (a SKU created meanwhile, a product deleted): 409, nothing changed. */
class CatalogueChanged extends HttpError {
  constructor() {
    super(409, catalogueMessage('changed'));
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * `POST /business/:id/catalogue/import`: checks the file again and applies it in one transaction — every row or
 * none. 400 when a row has errors (nothing is written), 409 when a concurrent change collides.
 */
export async function importCatalogue(
  db: Db,
  user: AuthUser,
  businessId: number,
  csv: string,
): Promise<CatalogueImportResult> {
  await requireShop(db, user, businessId);
  const plan = await planImport(db, businessId, csv);
  if (plan.counts.invalid > 0) {
    const details = plan.rows
      .flatMap((r) =>
        r.result.errors.map((e) => ({ path: `line ${r.result.line}: ${e.column}`, message: e.message })),
      )
      .slice(0, 50);
    throw new HttpError(400, catalogueMessage('hasErrors'), details);
  }
  const creates = plan.rows.filter((r) => r.result.action === 'create');
  const updates = plan.rows
    .filter((r) => r.result.action === 'update' && r.existing)
    .sort((a, b) => (a.existing?.id ?? 0) - (b.existing?.id ?? 0));

  try {
    await db.transaction(async (tx) => {
      // The rows to update first, in id order (as checkout and product writes lock them), then catalogue_version.
      const updateIds = updates.map((r) => r.existing?.id as number);
      const locked = new Map<number, number>();
      for (const ids of batches(updateIds, 5000)) {
        const rows = await tx
          .select({ id: products.id, stock: products.stock })
          .from(products)
          .where(and(inArray(products.id, ids), eq(products.businessId, businessId)))
          .orderBy(asc(products.id))
          .for('update');
        for (const row of rows) locked.set(row.id, row.stock);
      }
      if (locked.size !== updateIds.length) throw new CatalogueChanged();
      await lockCatalogueVersion(tx);

      for (const batch of batches(creates)) {
        const inserted = await tx
          .insert(products)
          .values(
            batch.map((r) => ({
              ...productColumnsOf(r.values as ProductValues),
              businessId,
              sku: r.storedSku,
            })),
          )
          .returning({ id: products.id, sku: products.sku });
        // Matched by SKU (every new row has its own), not by the order of the answer.
        const idOf = new Map(inserted.map((row) => [row.sku, row.id]));
        for (const r of batch) r.result.productId = idOf.get(r.storedSku) ?? null;
        const pairs = batch.flatMap((r) =>
          (r.values as ProductValues).vehicleIds.map((vehicleMakeId) => ({
            productId: r.result.productId as number,
            vehicleMakeId,
          })),
        );
        for (const chunk of batches(pairs, 5000)) await tx.insert(productVehicles).values(chunk);
        const received = batch
          .filter((r) => (r.values as ProductValues).stock > 0)
          .map((r) => ({
            productId: r.result.productId as number,
            delta: (r.values as ProductValues).stock,
            reason: 'received' as const,
            userId: user.id,
          }));
        if (received.length) await tx.insert(stockMovements).values(received);
      }

      for (const batch of batches(updates)) {
        const rows = batch.map((r) => {
          const v = r.values as ProductValues;
          return {
            id: r.existing?.id,
            name: v.name,
            description: v.description,
            price_pesewas: v.pricePesewas,
            stock: v.stock,
            part_id: v.partId,
            images: v.images,
            product_state: v.productState,
            warranty_duration: v.warrantyDuration,
            warranty_unit: v.warrantyUnit,
            replacement_days: v.replacementDays,
            fitment_note: v.fitmentNote,
            part_numbers: v.partNumbers,
            sku: r.storedSku,
          };
        });
        await tx.execute(sql`
          update products p
             set name = j.name, description = j.description, price_pesewas = j.price_pesewas, stock = j.stock,
                 part_id = j.part_id, images = j.images, product_state = j.product_state,
                 warranty_duration = j.warranty_duration, warranty_unit = j.warranty_unit,
                 replacement_days = j.replacement_days, fitment_note = j.fitment_note,
                 part_numbers = j.part_numbers, sku = j.sku, updated_at = now()
            from json_to_recordset(${JSON.stringify(rows)}::json) as j(
                   id int, name text, description text, price_pesewas int, stock int, part_id int, images text[],
                   product_state text, warranty_duration int, warranty_unit text, replacement_days int,
                   fitment_note text, part_numbers text[], sku text)
           where p.id = j.id`);
        // Compatibility: only the products whose vehicles changed.
        const vehicleChanges = batch
          .filter((r) => !sameList(r.existing?.vehicleIds ?? [], (r.values as ProductValues).vehicleIds))
          .map((r) => ({ id: r.existing?.id, vehicles: (r.values as ProductValues).vehicleIds }));
        if (vehicleChanges.length) {
          const json = JSON.stringify(vehicleChanges);
          await tx.execute(sql`
            delete from product_vehicles pv
             using json_to_recordset(${json}::json) as j(id int, vehicles int[])
             where pv.product_id = j.id and not (pv.vehicle_make_id = any(j.vehicles))`);
          await tx.execute(sql`
            insert into product_vehicles (product_id, vehicle_make_id)
            select j.id, unnest(j.vehicles) from json_to_recordset(${json}::json) as j(id int, vehicles int[])
            on conflict do nothing`);
        }
        // A new stock figure is a correction: the difference from the stock read under the row lock.
        const corrections = batch.flatMap((r) => {
          const id = r.existing?.id as number;
          const delta = (r.values as ProductValues).stock - (locked.get(id) ?? 0);
          return delta === 0
            ? []
            : [{ productId: id, delta, reason: 'correction' as const, userId: user.id }];
        });
        if (corrections.length) await tx.insert(stockMovements).values(corrections);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueChanged();
    throw error;
  }

  return {
    counts: plan.counts,
    rows: plan.rows.map((r) => ({
      line: r.result.line,
      sku: r.result.sku,
      productId: r.result.productId as number,
      action: r.result.action as CatalogueRowAction,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The export

/** `GET /business/:id/catalogue.csv`: the shop's products in the import's columns (a round trip changes nothing). */
export async function exportCatalogue(db: Db, user: AuthUser, businessId: number): Promise<string> {
  await requireShop(db, user, businessId);
  const [ref, shopProducts] = await Promise.all([loadReference(db), loadShopProducts(db, businessId)]);
  const rows = shopProducts.map((p) => {
    const part = ref.partsById.get(p.partId);
    const cells: Record<CatalogueColumn, string | number> = {
      sku: p.sku ?? skuFor(p.id),
      name: p.name,
      description: p.description,
      price: toCedis(p.pricePesewas).toFixed(2),
      stock: p.stock,
      condition: p.productState ?? '',
      part: part?.name ?? '',
      category: part?.category ?? '',
      vehicles: formatVehicles(p.vehicleIds, ref),
      part_numbers: p.partNumbers.join('; '),
      images: p.images.join('; '),
      warranty: p.warrantyDuration && p.warrantyUnit ? `${p.warrantyDuration} ${p.warrantyUnit}` : '',
      replacement_days: p.replacementDays ?? '',
      fitment_note: p.fitmentNote ?? '',
    };
    return CATALOGUE_COLUMNS.map((column) => cells[column]);
  });
  return toCsv([[...CATALOGUE_COLUMNS], ...rows]);
}
