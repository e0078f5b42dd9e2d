/**
 * Checkout: `POST /orders` (ARCHITECTURE.md "Orders", issue 3).
 *
 * Before the transaction (no locks): a replayed `Idempotency-Key`, the delivery address, the buyer's email, and the
 * shops selling the products with their owners. Then one transaction, short because every buyer of a product waits
 * for its row lock (issue 9; docs/reliability.md "Checkout under load"). Checkouts arriving while one commits are
 * committed together, a savepoint each (`group-commit.ts`): one short line fails only its own order.
 * 1. the order row goes in first, carrying the caller's `Idempotency-Key` — the unique (user_id, idempotency_key)
 *    constraint makes a concurrent retry wait for this transaction and then fail, after which it answers with
 *    this order; a retry never reaches the stock;
 * 2. each product line (merged by product, in id order so concurrent checkouts lock rows in the same order) takes
 *    its stock with one conditional `UPDATE … SET stock = stock - q, total_sold = total_sold + q WHERE stock >= q
 *    AND the shop is active RETURNING price, name …` — the price comes from that locked row, never from the client;
 *    a line that cannot be served aborts everything with 409 naming the product;
 * 3. ONE statement (data-modifying CTEs) writes one vendor order per shop (shipping 0, tax 0, status pending,
 *    payment pending_confirmation), the items with a snapshot (name, description, price, images), the totals per
 *    §1/§9 via `checkoutTotals` (integer pesewas), a 'pending' history row, and notifications to the buyer and each
 *    shop's owner; then COMMIT. The answer is read after the commit.
 * Only `stock`, `total_sold` and `updated_at` of products change (the facet cache's catalogue version stays).
 * `discount` from the client is ignored: no discount rule exists yet, so the discount is always 0.
 * `ref` (a partner garage's referral id, pattern-checked by the schema) is stored as `partner_ref` for the partner report.
 */
import type { OrderCreateBody, OrderDetail, orderCreateBody } from '@abossey/sdk';
import { checkoutTotals } from '@abossey/sdk';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  addresses,
  businesses,
  businessMembers,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  users,
  vendorOrders,
} from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { ADDRESS_NOT_FOUND, findOwnAddress } from './addresses.js';
import { HttpError, isDbInt } from './errors.js';
import { groupCommitterOf } from './group-commit.js';
import { escapeHtml, notificationRows } from './notifications.js';
import { loadCheckoutDetail, loadOrderDetail, type OrderRow } from './orders.js';

type CheckoutInput = z.output<typeof orderCreateBody>['data'];

export type { OrderCreateBody };

export interface CheckoutResult {
  /** False when an earlier request with the same Idempotency-Key already created the order. */
  created: boolean;
  detail: Omit<OrderDetail, 'history'>;
}

export const IDEMPOTENCY_KEY_MAX = 200;

interface Delivery {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string | null;
  country: string;
}

export async function checkout(
  db: Db,
  user: AuthUser,
  input: CheckoutInput,
  idempotencyKey?: string,
): Promise<CheckoutResult> {
  const lines = mergeLines(input.items);
  // Everything that needs no lock is read before the transaction, one query after the other: fanning these out
  // over the pool would multiply the queue for a connection under load (and a wait over 5 s fails the request).
  if (idempotencyKey !== undefined) {
    const existing = await findByKey(db, user.id, idempotencyKey);
    if (existing) return { created: false, detail: await detailOf(db, existing) };
  }
  const address = await resolveDelivery(db, user.id, input);
  const buyerRows = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  const shops = shopMap(
    await shopsOfProducts(
      db,
      lines.map((l) => l.productId),
    ),
  );

  let orderId: number;
  try {
    // Committed together with the other checkouts arriving meanwhile, a savepoint each (group commit).
    orderId = await groupCommitterOf(db).submit(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          status: 'pending',
          transitType: input.transitType,
          deliveryToName: address.fullName,
          deliveryToPhone: address.phone,
          deliveryToAddress: address.address,
          deliveryToCity: address.city,
          deliveryToState: address.state,
          deliveryToZipCode: address.zipCode,
          deliveryToCountry: address.country,
          customerEmail: buyerRows[0]?.email ?? null,
          idempotencyKey: idempotencyKey ?? null,
          partnerRef: input.ref ?? null,
        })
        .returning({ id: orders.id, orderCode: orders.orderCode });
      if (!order) throw new Error('order insert returned nothing');

      // Take the stock, line by line in product id order, at the price of the locked row. From the first UPDATE
      // on, the product rows stay locked until COMMIT: after the last one only ONE statement follows.
      const taken: Taken[] = [];
      for (const line of lines) {
        if (!isDbInt(line.productId))
          throw new HttpError(409, `Product ${line.productId} is no longer available`);
        const [row] = await tx
          .update(products)
          .set({
            stock: sql`${products.stock} - ${line.quantity}`,
            totalSold: sql`${products.totalSold} + ${line.quantity}`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(products.id, line.productId),
              gte(products.stock, line.quantity),
              sql`exists (select 1 from ${businesses} where ${businesses.id} = ${products.businessId} and ${businesses.status} = 'active')`,
            ),
          )
          .returning({
            id: products.id,
            name: products.name,
            description: products.description,
            pricePesewas: products.pricePesewas,
            images: products.images,
            businessId: products.businessId,
          });
        if (!row) throw await shortageError(tx, line.productId);
        taken.push({ ...row, quantity: line.quantity });
      }

      // One vendor order per shop. A product that moved to another shop since the read above (rare) has its shop
      // read here.
      const shopIds = [...new Set(taken.map((t) => t.businessId))].sort((a, b) => a - b);
      const unknown = shopIds.filter((id) => !shops.has(id));
      if (unknown.length > 0)
        for (const [id, shop] of shopMap(await shopsById(tx, unknown))) shops.set(id, shop);
      const vendorRows = shopIds.map((shopId) => ({
        business_id: shopId,
        vendor_name: shops.get(shopId)?.name ?? `Shop ${shopId}`,
        sub_total: taken
          .filter((t) => t.businessId === shopId)
          .reduce((s, t) => s + t.pricePesewas * t.quantity, 0),
      }));
      const itemRows = shopIds.flatMap((shopId) =>
        taken
          .filter((t) => t.businessId === shopId)
          .map((t) => ({
            business_id: shopId,
            product_id: t.id,
            product_name: t.name,
            product_description: t.description,
            price_pesewas: t.pricePesewas,
            quantity: t.quantity,
            images: t.images,
          })),
      );
      const totals = checkoutTotals(
        vendorRows.reduce((s, v) => s + v.sub_total, 0),
        0,
      );
      const code = escapeHtml(order.orderCode);
      const news = notificationRows([
        {
          userId: user.id,
          category: 'order',
          title: `Order ${code} placed`,
          message: `Thank you! We have received your order of ${taken.length} item${taken.length === 1 ? '' : 's'}.`,
          data: { orderId: order.id },
        },
        ...shopIds.flatMap((shopId) =>
          (shops.get(shopId)?.owners ?? []).map((ownerId) => ({
            userId: ownerId,
            category: 'order' as const,
            title: `New order ${code}`,
            message: `A buyer ordered from ${shops.get(shopId)?.name ?? 'your shop'}.`,
            data: { orderId: order.id, businessId: shopId },
          })),
        ),
      ]);

      // Vendor orders, items, totals, the 'pending' history row and the notifications: one statement (issue 9:
      // every round trip here is time the product rows stay locked for every other buyer of them).
      await tx.execute(sql`
        with vo as (
          insert into ${vendorOrders}
            (order_id, business_id, vendor_name, status, payment_status, sub_total_pesewas, shipping_fee_pesewas,
             tax_pesewas)
          select ${order.id}, s.business_id, s.vendor_name, 'pending', 'pending_confirmation', s.sub_total, 0, 0
            from jsonb_to_recordset(${JSON.stringify(vendorRows)}::jsonb)
              as s(business_id integer, vendor_name text, sub_total integer)
           order by s.business_id
          returning id, business_id
        ), items as (
          insert into ${orderItems}
            (order_id, vendor_order_id, product_id, product_name, product_description, price_pesewas, quantity, images)
          select ${order.id}, vo.id, i.product_id, i.product_name, i.product_description, i.price_pesewas, i.quantity,
                 array(select jsonb_array_elements_text(i.images))
            from jsonb_to_recordset(${JSON.stringify(itemRows)}::jsonb)
              as i(business_id integer, product_id integer, product_name text, product_description text,
                   price_pesewas integer, quantity integer, images jsonb)
            join vo on vo.business_id = i.business_id
           order by i.business_id, i.product_id
          returning 1
        ), totals as (
          update ${orders}
             set subtotal_pesewas = ${totals.subtotalPesewas}, discount_pesewas = ${totals.discountPesewas},
                 service_charge_pesewas = ${totals.serviceChargePesewas},
                 total_amount_pesewas = ${totals.totalPesewas}
           where id = ${order.id}
          returning 1
        ), history as (
          insert into ${orderStatusHistory} (order_id, status, note, changed_by_user_id)
          values (${order.id}, 'pending', 'Order placed', ${user.id})
          returning 1
        ), news as (
          insert into ${notifications} (user_id, title, message, category, data)
          select (n.v->>'user_id')::integer, n.v->>'title', n.v->>'message', n.v->>'category',
                 nullif(n.v->'data', 'null'::jsonb)
            from jsonb_array_elements(${JSON.stringify(news)}::jsonb) with ordinality as n(v, k)
           order by n.k
          returning 1
        )
        select (select count(*) from items) as items`);
      return order.id;
    });
  } catch (error) {
    if (idempotencyKey !== undefined && isIdempotencyConflict(error)) {
      const existing = await findByKey(db, user.id, idempotencyKey);
      if (existing) return { created: false, detail: await detailOf(db, existing) };
    }
    throw error;
  }

  return { created: true, detail: await loadCheckoutDetail(db, orderId) };
}

interface Taken {
  id: number;
  name: string;
  description: string;
  pricePesewas: number;
  images: string[];
  businessId: number;
  quantity: number;
}

interface ShopRow {
  id: number;
  name: string;
  businessName: string | null;
  ownerId: number | null;
}

/** The shops selling these products with their owners (read without locks, before the transaction). */
function shopsOfProducts(db: Db, productIds: number[]): Promise<ShopRow[]> {
  const ids = productIds.filter(isDbInt);
  if (ids.length === 0) return Promise.resolve([]);
  return shopQuery(db).where(
    inArray(
      businesses.id,
      db.select({ id: products.businessId }).from(products).where(inArray(products.id, ids)),
    ),
  );
}

function shopsById(db: Db, shopIds: number[]): Promise<ShopRow[]> {
  return shopQuery(db).where(inArray(businesses.id, shopIds));
}

function shopQuery(db: Db) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      businessName: businesses.businessName,
      ownerId: businessMembers.userId,
    })
    .from(businesses)
    .leftJoin(
      businessMembers,
      and(eq(businessMembers.businessId, businesses.id), eq(businessMembers.role, 'owner')),
    )
    .orderBy(asc(businesses.id), asc(businessMembers.userId))
    .$dynamic();
}

function shopMap(rows: ShopRow[]): Map<number, { name: string; owners: number[] }> {
  const map = new Map<number, { name: string; owners: number[] }>();
  for (const row of rows) {
    const shop = map.get(row.id) ?? { name: row.businessName || row.name, owners: [] };
    if (row.ownerId !== null) shop.owners.push(row.ownerId);
    map.set(row.id, shop);
  }
  return map;
}

async function detailOf(db: Db, row: OrderRow): Promise<Omit<OrderDetail, 'history'>> {
  const { order, vendorOrders: vos, orderItems: items } = await loadOrderDetail(db, row, { scope: 'full' });
  return { order, vendorOrders: vos, orderItems: items };
}

async function findByKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The same product twice in the cart is one line with the summed quantity; lines sorted by product id. */
function mergeLines(items: CheckoutInput['items']): { productId: number; quantity: number }[] {
  const byId = new Map<number, number>();
  for (const item of items) byId.set(item.productId, (byId.get(item.productId) ?? 0) + item.quantity);
  return [...byId.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/** `addressId` (the buyer's own), else `delivery`, else the buyer's default address. */
async function resolveDelivery(db: Db, userId: number, input: CheckoutInput): Promise<Delivery> {
  if (input.addressId !== undefined) {
    try {
      return await findOwnAddress(db, userId, input.addressId);
    } catch {
      throw new HttpError(400, `Delivery address: ${ADDRESS_NOT_FOUND}`, [
        { path: 'data.addressId', message: ADDRESS_NOT_FOUND },
      ]);
    }
  }
  if (input.delivery) return { ...input.delivery, zipCode: input.delivery.zipCode ?? null };
  const [fallback] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .orderBy(desc(addresses.updatedAt), asc(addresses.id))
    .limit(1);
  if (fallback) return fallback;
  throw new HttpError(400, 'A delivery address is required', [
    { path: 'data.delivery', message: 'A delivery address is required' },
  ]);
}

/** Why a line could not be served, as a 409 naming the product (the transaction is rolled back). */
async function shortageError(db: Db, productId: number): Promise<HttpError> {
  const [row] = isDbInt(productId)
    ? await db
        .select({ name: products.name, stock: products.stock, shopStatus: businesses.status })
        .from(products)
        .innerJoin(businesses, eq(businesses.id, products.businessId))
        .where(eq(products.id, productId))
    : [];
  if (!row) return new HttpError(409, `Product ${productId} is no longer available`);
  if (row.shopStatus !== 'active') return new HttpError(409, `"${row.name}" is no longer available`);
  if (row.stock <= 0) return new HttpError(409, `Out of stock: "${row.name}"`);
  return new HttpError(409, `Only ${row.stock} left of "${row.name}"`);
}

/** A unique violation of (user_id, idempotency_key): another request with this key got there first. */
function isIdempotencyConflict(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
  if (e.code === '23505') {
    return (
      e.constraint === 'orders_user_idempotency_key' ||
      (typeof e.message === 'string' && e.message.includes('orders_user_idempotency_key'))
    );
  }
  return isIdempotencyConflict(e.cause, depth + 1);
}
