/**
 * Product create, update and delete (§5 product form, §7 Products).
 *
 * - Who: a member (owner or staff) of the product's shop who is a vendor, or an admin. Moving a product to another
 *   shop needs membership of both shops.
 * - Prices arrive in GH₵ and are stored as integer pesewas. `search_text` and `catalogue_version` are kept by
 *   database triggers, never written here.
 * - Delete is a hard delete: compatibility and reviews go with the product (FK cascade); past order items keep
 *   their copy of the name, price and images (`order_items.product_id` is set null).
 * - Each write reads the product's facts before and after it in its transaction, with `catalogue_version` locked, and
 *   hands them on as a `ProductChange` (issue 21): the facet cache updates its counts by it and the response cache
 *   drops only the answers it can change.
 */
import type { ProductCreateInput, ProductDetail, ProductUpdateInput } from '@abossey/sdk';
import { SKU_TAKEN_IN_SHOP, toPesewas } from '@abossey/sdk';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { businesses, parts, products, productVehicles, vehicleMakes } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { assertShopAccess } from './business.js';
import { HttpError, isDbInt, NotFoundError } from './errors.js';
import type { FacetCache } from './facet-cache.js';
import {
  catalogueVersionIn,
  lockCatalogueVersion,
  type ProductChange,
  productFacts,
  sortsTextByCodePoint,
} from './facet-filter.js';
import { getProduct } from './products.js';
import { recordStockChange } from './stock-ledger.js';

const PRODUCT_NOT_FOUND = 'Product not found';

const badInput = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

async function assertBusinessExists(db: Db, businessId: number): Promise<void> {
  const [row] = isDbInt(businessId)
    ? await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId))
    : [];
  if (!row) throw badInput('data.businessId', 'Shop not found');
}

async function assertPartExists(db: Db, partId: number): Promise<void> {
  const [row] = isDbInt(partId)
    ? await db.select({ id: parts.id }).from(parts).where(eq(parts.id, partId))
    : [];
  if (!row) throw badInput('data.partId', 'Part not found');
}

/** The distinct ids, after checking every one names a vehicle make/model/year. */
async function checkedVehicleIds(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const valid = unique.filter(isDbInt);
  const found = valid.length
    ? await db.select({ id: vehicleMakes.id }).from(vehicleMakes).where(inArray(vehicleMakes.id, valid))
    : [];
  const known = new Set(found.map((r) => r.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw badInput('data.vehicleMakeIds', `Vehicle not found: ${missing.join(', ')}`);
  return unique;
}

type MetadataColumns = Pick<
  typeof products.$inferInsert,
  'productState' | 'warrantyDuration' | 'warrantyUnit' | 'replacementDays'
>;

function metadataColumns(metadata: ProductCreateInput['metadata']): MetadataColumns {
  return {
    productState: metadata?.productState ?? null,
    warrantyDuration: metadata?.warranty?.duration ?? null,
    warrantyUnit: metadata?.warranty ? (metadata.warranty.unit ?? 'days') : null,
    replacementDays: metadata?.replacement ?? null,
  };
}

/** Who is told of a product write (the app passes its caches; scripts and tests may pass nothing). */
export interface ProductWriteOptions {
  /** Told before the write starts and after it commits, so its counts are updated rather than dropped. */
  facetCache?: FacetCache;
  /** Called with the committed change (the response cache drops what it can affect). */
  onChange?: (change: ProductChange) => void;
}

/**
 * Runs `write` in a transaction between two reads of the product's facts, with the product's row (when it exists)
 * and then `catalogue_version` locked first: the order the catalogue triggers lock them in, so a shop's deletion
 * cascading to this product cannot deadlock with it, and no other catalogue change can come between the versions.
 */
export async function writeProduct(
  db: Db,
  options: ProductWriteOptions,
  existingId: number | undefined,
  write: (tx: Db) => Promise<number>,
): Promise<number> {
  const facetCache = options.facetCache;
  if (facetCache && facetCache.codePointOrder === undefined)
    facetCache.codePointOrder = await sortsTextByCodePoint(db);
  const writeEnded = facetCache?.writeStarted();
  try {
    const change: ProductChange = await db.transaction(async (tx) => {
      if (existingId !== undefined)
        await tx.select({ id: products.id }).from(products).where(eq(products.id, existingId)).for('update');
      const fromVersion = await lockCatalogueVersion(tx);
      const before = existingId === undefined ? undefined : await productFacts(tx, existingId);
      const id = await write(tx);
      return {
        id,
        before,
        after: await productFacts(tx, id),
        fromVersion,
        toVersion: await catalogueVersionIn(tx),
      };
    });
    facetCache?.productChanged(change);
    options.onChange?.(change);
    return change.id;
  } finally {
    writeEnded?.();
  }
}

export async function createProduct(
  db: Db,
  user: AuthUser,
  input: ProductCreateInput,
  options: ProductWriteOptions = {},
): Promise<ProductDetail> {
  await assertBusinessExists(db, input.businessId);
  await assertShopAccess(db, user, input.businessId);
  await assertPartExists(db, input.partId);
  const vehicleIds = await checkedVehicleIds(db, input.vehicleMakeIds);

  const id = await writeProduct(db, options, undefined, async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        name: input.name,
        description: input.description,
        pricePesewas: toPesewas(input.price),
        stock: input.stock,
        partId: input.partId,
        businessId: input.businessId,
        images: input.images,
        ...metadataColumns(input.metadata),
        fitmentNote: input.fitmentNote ?? null,
        partNumbers: input.partNumbers ?? [],
      })
      .returning({ id: products.id });
    if (!row) throw new Error('insert returned no row');
    await recordStockChange(tx, row.id, input.stock, 'received', user.id);
    await tx
      .insert(productVehicles)
      .values(vehicleIds.map((vehicleMakeId) => ({ productId: row.id, vehicleMakeId })));
    return row.id;
  });
  return getProduct(db, id);
}

async function requireProduct(db: Db, id: number) {
  const [row] = isDbInt(id)
    ? await db
        .select({ id: products.id, businessId: products.businessId, sku: products.sku })
        .from(products)
        .where(eq(products.id, id))
    : [];
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return row;
}

export async function updateProduct(
  db: Db,
  user: AuthUser,
  id: number,
  input: ProductUpdateInput,
  options: ProductWriteOptions = {},
): Promise<ProductDetail> {
  const current = await requireProduct(db, id);
  await assertShopAccess(db, user, current.businessId);
  if (input.businessId !== undefined && input.businessId !== current.businessId) {
    await assertBusinessExists(db, input.businessId);
    await assertShopAccess(db, user, input.businessId);
    // SKUs are unique per shop (issue 24): a product cannot move to a shop that has its SKU.
    if (current.sku !== null) {
      const [taken] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.businessId, input.businessId), eq(products.sku, current.sku)));
      if (taken) throw new HttpError(409, SKU_TAKEN_IN_SHOP);
    }
  }
  if (input.partId !== undefined) await assertPartExists(db, input.partId);
  const vehicleIds = input.vehicleMakeIds ? await checkedVehicleIds(db, input.vehicleMakeIds) : undefined;

  const changes: Partial<typeof products.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.price !== undefined) changes.pricePesewas = toPesewas(input.price);
  if (input.stock !== undefined) changes.stock = input.stock;
  if (input.partId !== undefined) changes.partId = input.partId;
  if (input.businessId !== undefined) changes.businessId = input.businessId;
  if (input.images !== undefined) changes.images = input.images;
  if (input.metadata !== undefined) Object.assign(changes, metadataColumns(input.metadata));
  if (input.fitmentNote !== undefined) changes.fitmentNote = input.fitmentNote;
  if (input.partNumbers !== undefined) changes.partNumbers = input.partNumbers;

  await writeProduct(db, options, id, async (tx) => {
    // A new stock figure is a correction in the stock ledger: the difference from the stock of now, read under
    // the row lock writeProduct took (the lock checkouts take too), so no sale slips in between.
    const [before] =
      input.stock === undefined
        ? []
        : await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    await tx.update(products).set(changes).where(eq(products.id, id));
    if (before && input.stock !== undefined)
      await recordStockChange(tx, id, input.stock - before.stock, 'correction', user.id);
    if (vehicleIds) {
      await tx
        .delete(productVehicles)
        .where(and(eq(productVehicles.productId, id), notInArray(productVehicles.vehicleMakeId, vehicleIds)));
      await tx
        .insert(productVehicles)
        .values(vehicleIds.map((vehicleMakeId) => ({ productId: id, vehicleMakeId })))
        .onConflictDoNothing();
    }
    return id;
  });
  return getProduct(db, id);
}

export async function deleteProduct(
  db: Db,
  user: AuthUser,
  id: number,
  options: ProductWriteOptions = {},
): Promise<{ id: number }> {
  const current = await requireProduct(db, id);
  await assertShopAccess(db, user, current.businessId);
  await writeProduct(db, options, id, async (tx) => {
    await tx.delete(products).where(eq(products.id, id));
    return id;
  });
  return { id };
}
