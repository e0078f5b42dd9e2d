/**
 * Reading and deleting orders, and who may see what (§6, ARCHITECTURE.md "Orders").
 *
 * Visibility of one order:
 * - an admin sees every order in full;
 * - the buyer sees their own order in full;
 * - a member (owner or staff) of a shop in the order sees ONLY that shop's vendor order(s) and items, with totals of
 *   that part (`scope: 'vendor'`: subTotal = their items, totalAmount = subTotal + shipping + tax, no service
 *   charge, `status` = their part's status) and the history rows of the whole order plus their part;
 * - anyone else gets 404 (not 403), so order ids reveal nothing.
 */
import type {
  Order,
  OrderDetail,
  OrderHistoryEntry,
  OrderItem,
  OrderListParams,
  VendorOrder,
} from '@abossey/sdk';
import { SHOP_DELETABLE_STATUSES, toCedis } from '@abossey/sdk';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  businessMembers,
  type OrderStatus,
  orderItems,
  orderStatusHistory,
  orders,
  users,
  vendorOrders,
} from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { HttpError, isDbInt, NotFoundError } from './errors.js';
import { escapeLike } from './search-words.js';
import { releaseStock } from './stock-ledger.js';

export const ORDER_NOT_FOUND = 'Order not found';

export type OrderRow = typeof orders.$inferSelect;
export type VendorOrderRow = typeof vendorOrders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The ids of the shops the user is a member of (owner or staff). */
export async function memberBusinessIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: businessMembers.businessId })
    .from(businessMembers)
    .where(eq(businessMembers.userId, userId));
  return rows.map((r) => r.id);
}

/** What a caller may see of one order: everything, or the vendor orders of some shops. */
export type OrderView = { scope: 'full' } | { scope: 'vendor'; vendorOrderIds: number[] };

export async function findOrderRow(db: Db, id: number, forUpdate = false): Promise<OrderRow | undefined> {
  if (!isDbInt(id)) return undefined;
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The caller's view of an order, or undefined when they may not see it at all. */
async function viewOf(
  db: Db,
  user: AuthUser,
  order: OrderRow,
  vos: VendorOrderRow[],
): Promise<OrderView | undefined> {
  if (user.isAdmin || order.userId === user.id) return { scope: 'full' };
  const shops = new Set(await memberBusinessIds(db, user.id));
  const mine = vos.filter((vo) => vo.businessId !== null && shops.has(vo.businessId)).map((vo) => vo.id);
  return mine.length > 0 ? { scope: 'vendor', vendorOrderIds: mine } : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Wire shapes (money as GH₵)

const iso = (d: Date) => d.toISOString();

const toVendorOrder = (vo: VendorOrderRow): VendorOrder => ({
  id: vo.id,
  orderId: vo.orderId,
  businessId: vo.businessId,
  vendorName: vo.vendorName,
  status: vo.status,
  paymentStatus: vo.paymentStatus,
  subTotal: toCedis(vo.subTotalPesewas),
  shippingFee: toCedis(vo.shippingFeePesewas),
  tax: toCedis(vo.taxPesewas),
  trackingNumber: vo.trackingNumber,
  createdAt: iso(vo.createdAt),
  deliveryMethod: vo.deliveryMethod,
  deliveryZone: vo.deliveryZone,
  deliveryEarliest: vo.deliveryEarliest,
  deliveryLatest: vo.deliveryLatest,
});

const toOrderItem = (item: OrderItemRow): OrderItem => ({
  id: item.id,
  orderId: item.orderId,
  vendorOrderId: item.vendorOrderId,
  productId: item.productId,
  productName: item.productName,
  productDescription: item.productDescription,
  price: toCedis(item.pricePesewas),
  quantity: item.quantity,
  images: item.images,
});

/** An order as the caller sees it; `vos` are the VISIBLE vendor orders, `itemCount` the visible units. */
function toOrder(row: OrderRow, vos: VendorOrderRow[], itemCount: number, scope: 'full' | 'vendor'): Order {
  const base = {
    id: row.id,
    orderCode: row.orderCode,
    userId: row.userId,
    transitType: row.transitType,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    deliveryToName: row.deliveryToName,
    deliveryToPhone: row.deliveryToPhone,
    deliveryToAddress: row.deliveryToAddress,
    deliveryToCity: row.deliveryToCity,
    deliveryToState: row.deliveryToState,
    deliveryToZipCode: row.deliveryToZipCode,
    deliveryToCountry: row.deliveryToCountry,
    customerEmail: row.customerEmail,
    business: vos.map((vo) => ({ id: vo.businessId, name: vo.vendorName })),
    itemCount,
    scope,
    // The partner credit is between the marketplace and the garage: a shop's view does not carry it.
    partnerRef: scope === 'full' ? row.partnerRef : null,
  };
  if (scope === 'full') {
    return {
      ...base,
      status: row.status,
      subTotal: toCedis(row.subtotalPesewas),
      discount: toCedis(row.discountPesewas),
      serviceCharge: toCedis(row.serviceChargePesewas),
      deliveryFee: toCedis(row.deliveryFeePesewas),
      totalAmount: toCedis(row.totalAmountPesewas),
    };
  }
  const sub = vos.reduce((s, vo) => s + vo.subTotalPesewas, 0);
  const total = vos.reduce((s, vo) => s + vo.subTotalPesewas + vo.shippingFeePesewas + vo.taxPesewas, 0);
  const statuses = new Set(vos.map((vo) => vo.status));
  const [only] = statuses;
  return {
    ...base,
    status: statuses.size === 1 && only ? only : row.status,
    subTotal: toCedis(sub),
    discount: 0,
    serviceCharge: 0,
    deliveryFee: toCedis(vos.reduce((s, vo) => s + vo.shippingFeePesewas, 0)),
    totalAmount: toCedis(total),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Detail

/** Order, visible vendor orders and items, and (optionally) the visible history. */
export async function loadOrderDetail(db: Db, row: OrderRow, view: OrderView): Promise<OrderDetail> {
  const allVos = await db
    .select()
    .from(vendorOrders)
    .where(eq(vendorOrders.orderId, row.id))
    .orderBy(asc(vendorOrders.id));
  const visible = view.scope === 'full' ? allVos : allVos.filter((vo) => view.vendorOrderIds.includes(vo.id));
  const visibleIds = visible.map((vo) => vo.id);
  const items = visibleIds.length
    ? await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, row.id), inArray(orderItems.vendorOrderId, visibleIds)))
        .orderBy(asc(orderItems.id))
    : [];
  const historyRows = await db
    .select({
      status: orderStatusHistory.status,
      createdAt: orderStatusHistory.createdAt,
      note: orderStatusHistory.note,
      vendorOrderId: orderStatusHistory.vendorOrderId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedByUserId))
    .where(
      and(
        eq(orderStatusHistory.orderId, row.id),
        view.scope === 'full'
          ? undefined
          : or(
              isNull(orderStatusHistory.vendorOrderId),
              inArray(orderStatusHistory.vendorOrderId, view.vendorOrderIds),
            ),
      ),
    )
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const history: OrderHistoryEntry[] = historyRows.map((h) => ({
    status: h.status,
    createdAt: iso(h.createdAt),
    note: h.note,
    vendorOrderId: h.vendorOrderId,
    changedBy:
      h.userId === null
        ? null
        : { id: h.userId, name: `${h.firstName ?? ''} ${h.lastName ?? ''}`.trim() || (h.username ?? '') },
  }));
  const units = items.reduce((s, i) => s + i.quantity, 0);
  return {
    order: toOrder(row, visible, units, view.scope),
    vendorOrders: visible.map(toVendorOrder),
    orderItems: items.map(toOrderItem),
    history,
  };
}

/** The rows a checkout wrote: its order, vendor orders and items (in id order). */
export interface PlacedRows {
  order: OrderRow;
  vendorOrders: VendorOrderRow[];
  orderItems: OrderItemRow[];
}

/**
 * A just-placed order as checkout answers it (every shop's part, no history): what `loadOrderDetail` gives in full
 * view, built from the rows the checkout statement returned rather than read again.
 */
export function checkoutDetail({
  order,
  vendorOrders: vos,
  orderItems: items,
}: PlacedRows): Omit<OrderDetail, 'history'> {
  const units = items.reduce((s, i) => s + i.quantity, 0);
  return {
    order: toOrder(order, vos, units, 'full'),
    vendorOrders: vos.map(toVendorOrder),
    orderItems: items.map(toOrderItem),
  };
}

/** `GET /orders/:id` for this caller, or 404. */
export async function getOrderForUser(db: Db, user: AuthUser, id: number): Promise<OrderDetail> {
  const row = await findOrderRow(db, id);
  if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
  const vos = await db.select().from(vendorOrders).where(eq(vendorOrders.orderId, row.id));
  const view = await viewOf(db, user, row, vos);
  if (!view) throw new NotFoundError(ORDER_NOT_FOUND);
  return loadOrderDetail(db, row, view);
}

// ---------------------------------------------------------------------------------------------------------------
// Lists

export interface OrderListResult {
  data: Order[];
  meta: { page: number; limit: number; total: number; counts: Record<string, number> };
}

/** Start of a `from` date, or the exclusive end of a date-only `to` (that whole day, UTC). */
function dateBound(value: string, end: boolean): { at: Date; inclusive: boolean } {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (end && dateOnly) return { at: new Date(at.getTime() + 86_400_000), inclusive: false };
  return { at, inclusive: true };
}

/** Keyword (§5): the id, the order code or the delivery name, case-insensitive. */
export function keywordCondition(q: string | undefined): SQL | undefined {
  const word = q?.trim();
  if (!word) return undefined;
  const pattern = `%${escapeLike(word)}%`;
  const asId = /^\d{1,9}$/.test(word) ? Number(word) : undefined;
  return or(
    asId !== undefined && isDbInt(asId) ? eq(orders.id, asId) : undefined,
    ilike(orders.orderCode, pattern),
    ilike(orders.deliveryToName, pattern),
  );
}

export function dateConditions(params: Pick<OrderListParams, 'from' | 'to'>): SQL[] {
  const conditions: SQL[] = [];
  if (params.from) conditions.push(gte(orders.createdAt, dateBound(params.from, false).at));
  if (params.to) {
    const bound = dateBound(params.to, true);
    conditions.push(bound.inclusive ? lte(orders.createdAt, bound.at) : lt(orders.createdAt, bound.at));
  }
  return conditions;
}

/**
 * `GET /orders`: admins all orders, everyone else their own purchases. `counts` are per status (and `all`) under
 * every filter except `status`, for the status tabs.
 */
export async function listOrders(db: Db, user: AuthUser, params: OrderListParams): Promise<OrderListResult> {
  const base: (SQL | undefined)[] = [
    user.isAdmin ? undefined : eq(orders.userId, user.id),
    keywordCondition(params.q),
    ...dateConditions(params),
  ];
  const where = and(...base, params.status ? eq(orders.status, params.status) : undefined);
  const countRows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...base))
    .groupBy(orders.status);
  const counts = countsOf(countRows);
  const total = params.status ? (counts[params.status] ?? 0) : (counts.all ?? 0);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderSort(params.sort, orders.totalAmountPesewas))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  const ids = rows.map((r) => r.id);
  const vos = ids.length
    ? await db
        .select()
        .from(vendorOrders)
        .where(inArray(vendorOrders.orderId, ids))
        .orderBy(asc(vendorOrders.id))
    : [];
  const units = await unitsByVendorOrder(db, ids);
  const data = rows.map((row) => {
    const mine = vos.filter((vo) => vo.orderId === row.id);
    return toOrder(row, mine, sumUnits(units, mine), 'full');
  });
  return { data, meta: { page: params.page, limit: params.limit, total, counts } };
}

/**
 * `GET /orders/business/:businessId`: that shop's part of every order containing it (members and admins only).
 * `status` filters and counts by the shop's own vendor-order status.
 */
export async function listBusinessOrders(
  db: Db,
  user: AuthUser,
  businessId: number,
  params: OrderListParams,
): Promise<OrderListResult> {
  if (!user.isAdmin) {
    const shops = await memberBusinessIds(db, user.id);
    if (!shops.includes(businessId))
      throw new HttpError(403, 'You can only see the orders of your own shops.');
  }
  if (!isDbInt(businessId))
    return { data: [], meta: { page: params.page, limit: params.limit, total: 0, counts: { all: 0 } } };
  const base: (SQL | undefined)[] = [
    eq(vendorOrders.businessId, businessId),
    keywordCondition(params.q),
    ...dateConditions(params),
  ];
  const countRows = await db
    .select({ status: vendorOrders.status, n: sql<number>`count(distinct ${orders.id})::int` })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(and(...base))
    .groupBy(vendorOrders.status);
  const counts = countsOf(countRows);
  const total = params.status ? (counts[params.status] ?? 0) : (counts.all ?? 0);
  const rows = await db
    .select({ order: orders })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(and(...base, params.status ? eq(vendorOrders.status, params.status) : undefined))
    .orderBy(...orderSort(params.sort, vendorOrders.subTotalPesewas))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  const ids = rows.map((r) => r.order.id);
  const vos = ids.length
    ? await db
        .select()
        .from(vendorOrders)
        .where(and(inArray(vendorOrders.orderId, ids), eq(vendorOrders.businessId, businessId)))
        .orderBy(asc(vendorOrders.id))
    : [];
  const units = await unitsByVendorOrder(db, ids);
  const data = rows.map(({ order }) => {
    const mine = vos.filter((vo) => vo.orderId === order.id);
    return toOrder(order, mine, sumUnits(units, mine), 'vendor');
  });
  return { data, meta: { page: params.page, limit: params.limit, total, counts } };
}

function countsOf(rows: { status: string; n: number }[]): Record<string, number> {
  const counts: Record<string, number> = { all: 0 };
  for (const r of rows) {
    counts[r.status] = (counts[r.status] ?? 0) + Number(r.n);
    counts.all = (counts.all ?? 0) + Number(r.n);
  }
  return counts;
}

export function orderSort(
  sort: OrderListParams['sort'],
  totalColumn: typeof orders.totalAmountPesewas | typeof vendorOrders.subTotalPesewas,
) {
  switch (sort) {
    case 'oldest':
      return [asc(orders.createdAt), asc(orders.id)];
    case 'total_asc':
      return [asc(totalColumn), desc(orders.id)];
    case 'total_desc':
      return [desc(totalColumn), desc(orders.id)];
    default:
      return [desc(orders.createdAt), desc(orders.id)];
  }
}

async function unitsByVendorOrder(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orderItems.vendorOrderId, n: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.vendorOrderId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

const sumUnits = (units: Map<number, number>, vos: VendorOrderRow[]) =>
  vos.reduce((s, vo) => s + (units.get(vo.id) ?? 0), 0);

// ---------------------------------------------------------------------------------------------------------------
// Delete

/** Statuses whose goods have not left the shop: deleting such an order puts its stock back. */
const NOT_SHIPPED: readonly OrderStatus[] = [
  'pending',
  'pending_payment',
  'processing',
  'pending_delivery',
  'pending_cancellation',
];
/** A buyer may delete their own order only in these statuses (nothing was shipped, or it is cancelled). */
const BUYER_DELETABLE: readonly OrderStatus[] = ['pending', 'pending_payment', 'cancelled'];

/**
 * `DELETE /orders/:id`: an admin any order; the buyer their own while pending, pending payment or cancelled
 * (409 otherwise); a shop's member an order wholly of their shops once it is rejected or cancelled (403 when other
 * shops are in it, 409 while it is open: they reject it instead); anyone else 404. What vendor orders not yet
 * shipped still hold goes back to the shelf (stock ledger `cancel` rows). Refused requests change nothing.
 */
export async function deleteOrder(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<{ id: number; deleted: true }> {
  return db.transaction(async (tx) => {
    const row = await findOrderRow(tx, id, true);
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
    const vos = await tx.select().from(vendorOrders).where(eq(vendorOrders.orderId, row.id));
    const view = await viewOf(tx, user, row, vos);
    if (!view) throw new NotFoundError(ORDER_NOT_FOUND);
    if (!user.isAdmin && row.userId === user.id) {
      if (!BUYER_DELETABLE.includes(row.status))
        throw new HttpError(
          409,
          'This order can no longer be deleted. Please ask for a cancellation instead.',
        );
    } else if (!user.isAdmin) {
      // A member of a shop in the order (the view said so): only an order wholly theirs, and closed.
      if (view.scope !== 'vendor' || view.vendorOrderIds.length !== vos.length)
        throw new HttpError(
          403,
          'This order holds parts of other shops: reject your part instead of deleting it.',
        );
      if (!vos.every((vo) => SHOP_DELETABLE_STATUSES.includes(vo.status)))
        throw new HttpError(409, 'A shop can delete an order only once it is rejected or cancelled.');
    }
    // What the unshipped shop orders still hold goes back (the stock ledger's rows outlive the order).
    await releaseStock(
      tx,
      vos.filter((vo) => NOT_SHIPPED.includes(vo.status)).map((vo) => vo.id),
      'cancel',
      { orderId: row.id, userId: user.id },
    );
    await tx.delete(orders).where(eq(orders.id, row.id));
    return { id: row.id, deleted: true as const };
  });
}
