/**
 * Checkout: `POST /orders` (ARCHITECTURE.md "Orders", issue 3).
 *
 * One transaction:
 * 1. the order row goes in first, carrying the caller's `Idempotency-Key` — the unique (user_id, idempotency_key)
 *    constraint makes a concurrent retry wait for this transaction and then fail, after which it answers with
 *    this order; a retry never reaches the stock;
 * 2. each product line (merged by product, in id order so concurrent checkouts lock rows in the same order) takes
 *    its stock with one conditional `UPDATE … SET stock = stock - q, total_sold = total_sold + q WHERE stock >= q
 *    AND the shop is active RETURNING price, name …` — the price comes from that locked row, never from the client;
 *    a line that cannot be served aborts everything with 409 naming the product;
 * 3. one vendor order per shop (shipping 0, tax 0, status pending, payment pending_confirmation), items with a
 *    snapshot (name, description, price, images), totals per §1/§9 via `checkoutTotals` (integer pesewas), a
 *    'pending' history row, and notifications to the buyer and each shop's owner.
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
import { escapeHtml, notify } from './notifications.js';
import { loadOrderDetail, type OrderRow } from './orders.js';

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
  if (idempotencyKey !== undefined) {
    const existing = await findByKey(db, user.id, idempotencyKey);
    if (existing) return { created: false, detail: await detailOf(db, existing) };
  }

  const lines = mergeLines(input.items);
  const delivery = await resolveDelivery(db, user.id, input);
  const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));

  let orderId: number;
  try {
    orderId = await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          status: 'pending',
          transitType: input.transitType,
          deliveryToName: delivery.fullName,
          deliveryToPhone: delivery.phone,
          deliveryToAddress: delivery.address,
          deliveryToCity: delivery.city,
          deliveryToState: delivery.state,
          deliveryToZipCode: delivery.zipCode,
          deliveryToCountry: delivery.country,
          customerEmail: buyer?.email ?? null,
          idempotencyKey: idempotencyKey ?? null,
          partnerRef: input.ref ?? null,
        })
        .returning({ id: orders.id, orderCode: orders.orderCode });
      if (!order) throw new Error('order insert returned nothing');

      // Take the stock, line by line, at the price of the locked row.
      const taken: {
        id: number;
        name: string;
        description: string;
        pricePesewas: number;
        images: string[];
        businessId: number;
        quantity: number;
      }[] = [];
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

      // One vendor order per shop.
      const shopIds = [...new Set(taken.map((t) => t.businessId))].sort((a, b) => a - b);
      const shops = await tx
        .select({ id: businesses.id, name: businesses.name, businessName: businesses.businessName })
        .from(businesses)
        .where(inArray(businesses.id, shopIds));
      const shopName = new Map(shops.map((s) => [s.id, s.businessName || s.name]));
      let subtotal = 0;
      for (const shopId of shopIds) {
        const shopLines = taken.filter((t) => t.businessId === shopId);
        const shopSubtotal = shopLines.reduce((s, t) => s + t.pricePesewas * t.quantity, 0);
        subtotal += shopSubtotal;
        const [vo] = await tx
          .insert(vendorOrders)
          .values({
            orderId: order.id,
            businessId: shopId,
            vendorName: shopName.get(shopId) ?? `Shop ${shopId}`,
            status: 'pending',
            paymentStatus: 'pending_confirmation',
            subTotalPesewas: shopSubtotal,
            shippingFeePesewas: 0,
            taxPesewas: 0,
          })
          .returning({ id: vendorOrders.id });
        if (!vo) throw new Error('vendor order insert returned nothing');
        await tx.insert(orderItems).values(
          shopLines.map((t) => ({
            orderId: order.id,
            vendorOrderId: vo.id,
            productId: t.id,
            productName: t.name,
            productDescription: t.description,
            pricePesewas: t.pricePesewas,
            quantity: t.quantity,
            images: t.images,
          })),
        );
      }

      const totals = checkoutTotals(subtotal, 0);
      await tx
        .update(orders)
        .set({
          subtotalPesewas: totals.subtotalPesewas,
          discountPesewas: totals.discountPesewas,
          serviceChargePesewas: totals.serviceChargePesewas,
          totalAmountPesewas: totals.totalPesewas,
        })
        .where(eq(orders.id, order.id));
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: 'pending', note: 'Order placed', changedByUserId: user.id });

      const owners = await tx
        .select({ userId: businessMembers.userId, businessId: businessMembers.businessId })
        .from(businessMembers)
        .where(and(inArray(businessMembers.businessId, shopIds), eq(businessMembers.role, 'owner')));
      const code = escapeHtml(order.orderCode);
      await notify(tx, [
        {
          userId: user.id,
          category: 'order',
          title: `Order ${code} placed`,
          message: `Thank you! We have received your order of ${taken.length} item${taken.length === 1 ? '' : 's'}.`,
          data: { orderId: order.id },
        },
        ...owners.map((o) => ({
          userId: o.userId,
          category: 'order' as const,
          title: `New order ${code}`,
          message: `A buyer ordered from ${shopName.get(o.businessId) ?? 'your shop'}.`,
          data: { orderId: order.id, businessId: o.businessId },
        })),
      ]);
      return order.id;
    });
  } catch (error) {
    if (idempotencyKey !== undefined && isIdempotencyConflict(error)) {
      const existing = await findByKey(db, user.id, idempotencyKey);
      if (existing) return { created: false, detail: await detailOf(db, existing) };
    }
    throw error;
  }

  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('the new order vanished');
  return { created: true, detail: await detailOf(db, row) };
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
