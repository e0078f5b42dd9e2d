/**
 * The stock ledger (issue 21, finding 7; table `stock_movements`, see db/schema.ts). Every change of a product's
 * stock writes a row here in the same transaction, so `products.stock = sum(delta)` for every product:
 * received − sold + cancelled + returned ± corrections. Checkout writes its `sale` rows inside its one statement
 * (services/checkout.ts); everything else goes through this module.
 *
 * What an order holds is read from the ledger, not from its status history: a shop order holds, per product, minus
 * the sum of its rows. Restocking puts back exactly that (so a second cancel, or a cancel after a refund with
 * returned parts, puts back nothing), and reopening takes back exactly what is missing.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  orderItems,
  products,
  type StockMovementReason,
  stockMovements,
  vendorOrders,
} from '../db/schema.js';
import { HttpError } from './errors.js';

interface Held {
  vendorOrderId: number;
  productId: number;
  units: number;
}

/** Per shop order and product, the units the order holds now (positive: taken from the shelf). */
async function heldUnits(db: Db, vendorOrderIds: number[]): Promise<Held[]> {
  if (vendorOrderIds.length === 0) return [];
  const rows = await db
    .select({
      vendorOrderId: stockMovements.vendorOrderId,
      productId: stockMovements.productId,
      units: sql<number>`(-sum(${stockMovements.delta}))::int`,
    })
    .from(stockMovements)
    .where(inArray(stockMovements.vendorOrderId, vendorOrderIds))
    .groupBy(stockMovements.vendorOrderId, stockMovements.productId);
  return rows.flatMap((r) =>
    r.vendorOrderId === null
      ? []
      : [{ vendorOrderId: r.vendorOrderId, productId: r.productId, units: Number(r.units) }],
  );
}

interface MovementRef {
  orderId: number;
  userId: number | null;
}

/**
 * Puts back on the shelf what these shop orders hold (cancel, reject, refund with returned parts, delete before
 * shipping), one `reason` row per shop order and product. Products are updated in id order, the order checkout
 * locks them in, so this cannot deadlock with a checkout.
 */
export async function releaseStock(
  db: Db,
  vendorOrderIds: number[],
  reason: Extract<StockMovementReason, 'cancel' | 'return'>,
  ref: MovementRef,
): Promise<void> {
  const held = (await heldUnits(db, vendorOrderIds)).filter((h) => h.units > 0);
  if (held.length === 0) return;
  for (const [productId, units] of totalsByProduct(held))
    await db
      .update(products)
      .set({
        stock: sql`${products.stock} + ${units}`,
        totalSold: sql`greatest(${products.totalSold} - ${units}, 0)`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId));
  await db.insert(stockMovements).values(
    held.map((h) => ({
      productId: h.productId,
      delta: h.units,
      reason,
      orderId: ref.orderId,
      vendorOrderId: h.vendorOrderId,
      userId: ref.userId,
    })),
  );
}

/**
 * Takes from the shelf again what these shop orders no longer hold (reopening a cancelled or rejected order): a
 * `sale` row per shop order and product. When a product has fewer units than needed, a 409 names it and the caller's
 * transaction rolls back, so nothing changes. Products that were deleted are skipped (their lines keep no product).
 */
export async function retakeStock(db: Db, vendorOrderIds: number[], ref: MovementRef): Promise<void> {
  if (vendorOrderIds.length === 0) return;
  const lines = await db
    .select({
      vendorOrderId: orderItems.vendorOrderId,
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.vendorOrderId, vendorOrderIds), sql`${orderItems.productId} is not null`))
    .groupBy(orderItems.vendorOrderId, orderItems.productId);
  const held = new Map(
    (await heldUnits(db, vendorOrderIds)).map((h) => [`${h.vendorOrderId}:${h.productId}`, h.units]),
  );
  const missing: Held[] = lines.flatMap((l) => {
    if (l.productId === null) return [];
    const units = Number(l.quantity) - Math.max(held.get(`${l.vendorOrderId}:${l.productId}`) ?? 0, 0);
    return units > 0 ? [{ vendorOrderId: l.vendorOrderId, productId: l.productId, units }] : [];
  });
  if (missing.length === 0) return;
  for (const [productId, units] of totalsByProduct(missing)) {
    const [taken] = await db
      .update(products)
      .set({
        stock: sql`${products.stock} - ${units}`,
        totalSold: sql`${products.totalSold} + ${units}`,
        updatedAt: new Date(),
      })
      .where(and(eq(products.id, productId), sql`${products.stock} >= ${units}`))
      .returning({ id: products.id });
    if (taken) continue;
    const [left] = await db
      .select({ name: products.name, stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    if (!left) continue; // deleted meanwhile: nothing to take it from
    throw new HttpError(
      409,
      `Not enough stock to reopen this order: only ${left.stock} left of "${left.name}".`,
    );
  }
  await db.insert(stockMovements).values(
    missing.map((m) => ({
      productId: m.productId,
      delta: -m.units,
      reason: 'sale' as const,
      orderId: ref.orderId,
      vendorOrderId: m.vendorOrderId,
      userId: ref.userId,
    })),
  );
}

/** Units per product, in product id order (the lock order). */
function totalsByProduct(rows: Held[]): [number, number][] {
  const totals = new Map<number, number>();
  for (const r of rows) totals.set(r.productId, (totals.get(r.productId) ?? 0) + r.units);
  return [...totals.entries()].sort(([a], [b]) => a - b);
}

/** A product write's stock change (`received` for a new product's stock, `correction` for an edit); 0 writes nothing. */
export async function recordStockChange(
  db: Db,
  productId: number,
  delta: number,
  reason: Extract<StockMovementReason, 'received' | 'correction'>,
  userId: number | null,
): Promise<void> {
  if (delta === 0) return;
  await db.insert(stockMovements).values({ productId, delta, reason, userId });
}

/**
 * Writes the ledger rows of stock that moved without them: the seed (which sets stock and inserts orders directly)
 * and migration 0015 (the same statements, for databases from before the ledger). First every line of a shop order
 * with no rows yet is a sale, and a cancelled, rejected or refunded one its restock (what the seed does); then each
 * product whose stock still differs from its rows gets the difference as `received` (or `correction` when negative),
 * dated when the product was created. Afterwards `stockLedgerDrift` is empty.
 */
export async function reconcileStockLedger(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ${stockMovements} (product_id, delta, reason, order_id, vendor_order_id, created_at)
    select f.product_id, m.delta * f.quantity, m.reason, f.order_id, f.vendor_order_id, f.created_at
      from (
        select oi.product_id, oi.quantity, oi.order_id, oi.vendor_order_id, vo.status, vo.created_at
          from ${orderItems} oi join ${vendorOrders} vo on vo.id = oi.vendor_order_id
         where oi.product_id is not null
           and not exists (select 1 from ${stockMovements} s where s.vendor_order_id = oi.vendor_order_id)
      ) f
      cross join lateral (
        values (-1, 'sale'),
               (case when f.status in ('cancelled', 'rejected', 'refunded') then 1 end,
                case when f.status = 'refunded' then 'return' else 'cancel' end)
      ) as m(delta, reason)
     where m.delta is not null`);
  await db.execute(sql`
    insert into ${stockMovements} (product_id, delta, reason, created_at)
    select p.id, p.stock - coalesce(l.total, 0),
           case when p.stock - coalesce(l.total, 0) > 0 then 'received' else 'correction' end, p.created_at
      from ${products} p
      left join (select product_id, sum(delta) as total from ${stockMovements} group by product_id) l
        on l.product_id = p.id
     where p.stock <> coalesce(l.total, 0)`);
}

interface StockDrift {
  productId: number;
  stock: number;
  ledger: number;
}

/** Products whose stock is not the sum of their ledger rows (the invariant: always empty). */
export async function stockLedgerDrift(db: Db): Promise<StockDrift[]> {
  const rows = await db
    .select({
      productId: products.id,
      stock: products.stock,
      ledger: sql<number>`coalesce((select sum(${stockMovements.delta}) from ${stockMovements} where ${stockMovements.productId} = ${products.id}), 0)::int`,
    })
    .from(products)
    .where(
      sql`${products.stock} <> coalesce((select sum(${stockMovements.delta}) from ${stockMovements} where ${stockMovements.productId} = ${products.id}), 0)`,
    )
    .orderBy(asc(products.id));
  return rows.map((r) => ({ ...r, ledger: Number(r.ledger) }));
}
