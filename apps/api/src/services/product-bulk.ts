/**
 * Bulk actions on products and duplicating one (issue 24: the console's products index).
 *
 * - `bulkUpdateProducts`: one action (price by % or GH₵, stock set, archive, unarchive, delete) on up to 100
 *   products, **all or nothing**: one transaction that locks the products (in id order, then `catalogue_version`: the
 *   order of a single product write, so the two never deadlock), checks every one (each must exist, 404 naming the
 *   missing ids; each must be of a shop the caller is a vendor member of, or the caller an admin, else 403; every new
 *   price must stay within GH₵ 1 and `PRODUCT_MAX_PRICE`, else 400 naming the product) before it writes anything.
 * - Prices change in integer pesewas (`bulkPricePesewas`: a percent rounds to the nearest pesewa). A stock change is a
 *   `correction` in the stock ledger, as a product edit's is. Archiving sets `archived_at` (a product already archived
 *   keeps its date); archived products leave the public catalogue (products.ts `listed`) and checkout refuses them.
 *   Delete is the single delete's hard delete (order items keep their copy).
 * - Caches: the facts of every product before and after, read in the transaction, are handed on as one
 *   `ProductChange` each (facet-filter.ts), chained on one catalogue version step, so the facet cache updates its
 *   counts and the response cache drops only what the products' pages and lists can show (issue 21).
 * - `duplicateProduct`: a copy in the same shop (a member or an admin), named "… (copy)", with no stock (the shop
 *   counts what it has before selling the copy), listed, with the same images (the same URLs: no file is copied),
 *   part, vehicles, metadata, fitment note and part numbers; no reviews or sales.
 */
import {
  bulkPricePesewas,
  formatMoney,
  PRODUCT_BULK_MIN_PESEWAS,
  PRODUCT_MAX_PRICE,
  type ProductBulkAction,
  type ProductBulkItem,
  type ProductBulkResult,
  type ProductDetail,
  toCedis,
  toPesewas,
} from '@abossey/sdk';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { businessMembers, products } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { assertShopAccess } from './business.js';
import { HttpError, isDbInt, NotFoundError } from './errors.js';
import type { FacetCache } from './facet-cache.js';
import {
  catalogueVersionIn,
  lockCatalogueVersion,
  type ProductChange,
  type ProductFacts,
  productFacts,
  sortsTextByCodePoint,
} from './facet-filter.js';
import { type ProductWriteOptions, writeProduct } from './product-writes.js';
import { getProduct } from './products.js';
import { recordStockChange } from './stock-ledger.js';

/** 403 of a bulk call naming a product of a shop the caller does not manage. */
const BULK_NOT_YOURS = 'You can only change products of your own shops';
const COPY_SUFFIX = ' (copy)';
const NAME_MAX = 200;

/** Who is told of a bulk write: the facet cache, and the response cache once for all its products. */
export interface ProductBulkOptions {
  facetCache?: FacetCache;
  onChanges?: (changes: ProductChange[]) => void;
}

interface Locked {
  id: number;
  name: string;
  pricePesewas: number;
  stock: number;
  businessId: number;
  archivedAt: Date | null;
}

const itemOf = (row: Locked): ProductBulkItem => ({
  id: row.id,
  name: row.name,
  price: toCedis(row.pricePesewas),
  stock: row.stock,
  archived: row.archivedAt !== null,
});

const lockedColumns = {
  id: products.id,
  name: products.name,
  pricePesewas: products.pricePesewas,
  stock: products.stock,
  businessId: products.businessId,
  archivedAt: products.archivedAt,
};

/** Refuses the call unless `user` manages every product's shop (a vendor member, owner or staff, or an admin). */
async function assertManagesAll(tx: Db, user: AuthUser, rows: Locked[]): Promise<void> {
  if (user.isAdmin) return;
  const shops = [...new Set(rows.map((r) => r.businessId))];
  const mine =
    user.userType === 'vendor'
      ? await tx
          .select({ id: businessMembers.businessId })
          .from(businessMembers)
          .where(and(eq(businessMembers.userId, user.id), inArray(businessMembers.businessId, shops)))
      : [];
  const allowed = new Set(mine.map((m) => m.id));
  if (shops.some((shop) => !allowed.has(shop))) throw new HttpError(403, BULK_NOT_YOURS);
}

/** The new price of each product, or a 400 naming the first that would leave GH₵ 1 … `PRODUCT_MAX_PRICE`. */
function newPrices(
  rows: Locked[],
  action: Extract<ProductBulkAction, { type: 'price' }>,
): Map<number, number> {
  const prices = new Map<number, number>();
  for (const row of rows) {
    const price = bulkPricePesewas(row.pricePesewas, action);
    if (price < PRODUCT_BULK_MIN_PESEWAS || price > toPesewas(PRODUCT_MAX_PRICE)) {
      const message =
        price < PRODUCT_BULK_MIN_PESEWAS
          ? `The new price of "${row.name}" would be below ${formatMoney(toCedis(PRODUCT_BULK_MIN_PESEWAS))}`
          : `The new price of "${row.name}" would be above ${formatMoney(PRODUCT_MAX_PRICE)}`;
      throw new HttpError(400, message, [{ path: 'data.action.value', message }]);
    }
    prices.set(row.id, price);
  }
  return prices;
}

/** Applies the action to the locked rows (checked already). */
async function apply(tx: Db, user: AuthUser, rows: Locked[], action: ProductBulkAction): Promise<void> {
  const ids = rows.map((r) => r.id);
  const now = new Date();
  switch (action.type) {
    case 'price': {
      const prices = newPrices(rows, action);
      for (const row of rows)
        await tx
          .update(products)
          .set({ pricePesewas: prices.get(row.id) ?? row.pricePesewas, updatedAt: now })
          .where(eq(products.id, row.id));
      return;
    }
    case 'stock':
      await tx.update(products).set({ stock: action.value, updatedAt: now }).where(inArray(products.id, ids));
      for (const row of rows)
        await recordStockChange(tx, row.id, action.value - row.stock, 'correction', user.id);
      return;
    case 'archive':
      await tx
        .update(products)
        .set({ archivedAt: now, updatedAt: now })
        .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
      return;
    case 'unarchive':
      await tx
        .update(products)
        .set({ archivedAt: null, updatedAt: now })
        .where(and(inArray(products.id, ids), isNotNull(products.archivedAt)));
      return;
    case 'delete':
      await tx.delete(products).where(inArray(products.id, ids));
      return;
  }
}

/**
 * `POST /products/bulk`: `action` on every product of `ids` (repeats count once), all or nothing. Answers each
 * product after the action, in id order (a deleted one as it was).
 */
export async function bulkUpdateProducts(
  db: Db,
  user: AuthUser,
  input: { ids: number[]; action: ProductBulkAction },
  options: ProductBulkOptions = {},
): Promise<ProductBulkResult> {
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  const missingOf = (found: Set<number>) => ids.filter((id) => !found.has(id));
  const facetCache = options.facetCache;
  if (facetCache && facetCache.codePointOrder === undefined)
    facetCache.codePointOrder = await sortsTextByCodePoint(db);
  const writeEnded = facetCache?.writeStarted();
  try {
    const { changes, items } = await db.transaction(async (tx) => {
      const valid = ids.filter(isDbInt);
      const rows: Locked[] = valid.length
        ? await tx
            .select(lockedColumns)
            .from(products)
            .where(inArray(products.id, valid))
            .orderBy(asc(products.id))
            .for('update')
        : [];
      const missing = missingOf(new Set(rows.map((r) => r.id)));
      if (missing.length) throw new NotFoundError(`Product not found: ${missing.join(', ')}`);
      await assertManagesAll(tx, user, rows);

      const fromVersion = await lockCatalogueVersion(tx);
      const before: (ProductFacts | undefined)[] = [];
      for (const row of rows) before.push(await productFacts(tx, row.id));
      await apply(tx, user, rows, input.action);
      const toVersion = await catalogueVersionIn(tx);
      const changes: ProductChange[] = [];
      for (const [i, row] of rows.entries()) {
        // One version step for the whole statement: the first change carries it, the others follow at its end.
        changes.push({
          id: row.id,
          before: before[i],
          after: await productFacts(tx, row.id),
          fromVersion: i === 0 ? fromVersion : toVersion,
          toVersion,
        });
      }
      const after =
        input.action.type === 'delete'
          ? rows
          : await tx
              .select(lockedColumns)
              .from(products)
              .where(inArray(products.id, ids))
              .orderBy(asc(products.id));
      return { changes, items: after.map(itemOf) };
    });
    for (const change of changes) facetCache?.productChanged(change);
    options.onChanges?.(changes);
    return { action: input.action.type, count: items.length, products: items };
  } finally {
    writeEnded?.();
  }
}

/** `POST /products/:id/duplicate`: the copy (see the module's comment), as `GET /products/:id` answers it. */
export async function duplicateProduct(
  db: Db,
  user: AuthUser,
  id: number,
  options: ProductWriteOptions = {},
): Promise<ProductDetail> {
  const [source] = isDbInt(id)
    ? await db.select({ businessId: products.businessId }).from(products).where(eq(products.id, id))
    : [];
  if (!source) throw new NotFoundError('Product not found');
  await assertShopAccess(db, user, source.businessId);
  const copyId = await writeProduct(db, options, undefined, async (tx) => {
    const inserted = await tx.execute(sql`
      insert into ${products} (name, description, price_pesewas, stock, part_id, business_id, images, product_state,
                               warranty_duration, warranty_unit, replacement_days, fitment_note, part_numbers)
      select left(name, ${NAME_MAX - COPY_SUFFIX.length}) || ${COPY_SUFFIX}, description, price_pesewas, 0, part_id,
             business_id, images, product_state, warranty_duration, warranty_unit, replacement_days, fitment_note,
             part_numbers
        from ${products}
       where id = ${id}
      returning id`);
    const [row] = (inserted as unknown as { rows: { id: number }[] }).rows;
    if (!row) throw new NotFoundError('Product not found');
    const copy = Number(row.id);
    await tx.execute(sql`
      insert into product_vehicles (product_id, vehicle_make_id)
      select ${copy}, vehicle_make_id from product_vehicles where product_id = ${id}`);
    return copy;
  });
  return getProduct(db, copyId);
}
