/**
 * `PUT /orders/:id/status` (§4, §7). Who may set what:
 * - admin: any §4 status on the whole order (the order and all its vendor orders take it);
 * - a member of a shop in the order: `processing`, `order_picked`, `pending_delivery`, `delivered` or `rejected`
 *   on THEIR shop's vendor order(s) only (403 for other statuses; 409 once their part is cancelled, rejected,
 *   refunded or completed). The order's own status follows when all its vendor orders agree;
 * - the buyer: only `pending_cancellation`, while the order is not yet delivered (pending, pending_payment,
 *   processing, pending_delivery, order_picked); 409 afterwards, 403 for other statuses;
 * - anyone else: 404.
 * Setting the current status again is a 200 no-op without a history row. Every change writes one
 * order_status_history row (per vendor order for vendor changes). Entering cancelled / rejected / refunded puts the
 * stock back — once per vendor order (see `returnStock`); leaving those statuses again does not re-take stock.
 * The buyer is notified of changes they did not make; shop owners are notified of a cancellation request.
 */
import type { OrderDetail, OrderStatus } from '@abossey/sdk';
import { orderStatusLabel } from '@abossey/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { businessMembers, orderStatusHistory, orders, vendorOrders } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { HttpError, NotFoundError } from './errors.js';
import { escapeHtml, type NewNotification, notify } from './notifications.js';
import {
  findOrderRow,
  loadOrderDetail,
  memberBusinessIds,
  ORDER_NOT_FOUND,
  type OrderView,
  RESTOCK_STATUSES,
  returnStock,
  type VendorOrderRow,
} from './orders.js';

const VENDOR_STATUSES: readonly OrderStatus[] = [
  'processing',
  'order_picked',
  'pending_delivery',
  'delivered',
  'rejected',
];
/** A vendor can no longer change their part once it is in one of these. */
const VENDOR_FINAL: readonly OrderStatus[] = ['cancelled', 'rejected', 'refunded', 'completed'];
/** The buyer may ask for a cancellation while the order is in one of these. */
const BUYER_CANCELLABLE: readonly OrderStatus[] = [
  'pending',
  'pending_payment',
  'processing',
  'pending_delivery',
  'order_picked',
];

export async function updateOrderStatus(
  db: Db,
  user: AuthUser,
  orderId: number,
  status: OrderStatus,
  note?: string,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await findOrderRow(tx, orderId, true);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const vos = await tx.select().from(vendorOrders).where(eq(vendorOrders.orderId, order.id));
    const isBuyer = order.userId === user.id;
    const shops = user.isAdmin ? [] : await memberBusinessIds(tx, user.id);
    const mine = vos.filter((vo) => vo.businessId !== null && shops.includes(vo.businessId));

    let role: 'admin' | 'vendor' | 'buyer';
    if (user.isAdmin) role = 'admin';
    else if (isBuyer && (status === 'pending_cancellation' || mine.length === 0)) role = 'buyer';
    else if (mine.length > 0) role = 'vendor';
    else throw new NotFoundError(ORDER_NOT_FOUND);

    const view: OrderView =
      role === 'vendor' && !isBuyer
        ? { scope: 'vendor', vendorOrderIds: mine.map((vo) => vo.id) }
        : { scope: 'full' };
    const targets: VendorOrderRow[] = role === 'vendor' ? mine : vos;

    if (role === 'buyer') {
      if (status !== 'pending_cancellation')
        throw new HttpError(403, 'You can only ask for a cancellation of your order.');
      if (order.status !== 'pending_cancellation' && !BUYER_CANCELLABLE.includes(order.status))
        throw new HttpError(409, 'This order can no longer be cancelled.');
    }
    if (role === 'vendor') {
      if (!VENDOR_STATUSES.includes(status))
        throw new HttpError(
          403,
          `Shops can set these statuses: ${VENDOR_STATUSES.map((s) => orderStatusLabel(s)).join(', ')}.`,
        );
      const unchanged = targets.every((vo) => vo.status === status);
      if (!unchanged && targets.some((vo) => VENDOR_FINAL.includes(vo.status) && vo.status !== status))
        throw new HttpError(409, 'This order can no longer be changed by the shop.');
    }

    const noOp =
      role === 'vendor'
        ? targets.every((vo) => vo.status === status)
        : order.status === status && targets.every((vo) => vo.status === status);
    if (noOp) return loadOrderDetail(tx, order, view);

    if (RESTOCK_STATUSES.includes(status)) await returnStock(tx, order.id, targets);

    const now = new Date();
    const targetIds = targets.map((vo) => vo.id);
    if (targetIds.length)
      await tx
        .update(vendorOrders)
        .set({ status, updatedAt: now })
        .where(inArray(vendorOrders.id, targetIds));
    let orderStatus: OrderStatus = order.status;
    if (role !== 'vendor') orderStatus = status;
    else {
      const after = vos.map((vo) => (targetIds.includes(vo.id) ? status : vo.status));
      if (after.every((s) => s === status)) orderStatus = status;
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: orderStatus, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new NotFoundError(ORDER_NOT_FOUND);

    await tx.insert(orderStatusHistory).values(
      role === 'vendor'
        ? targets.map((vo) => ({
            orderId: order.id,
            vendorOrderId: vo.id,
            status,
            note: note ?? null,
            changedByUserId: user.id,
          }))
        : [{ orderId: order.id, status, note: note ?? null, changedByUserId: user.id }],
    );

    const code = escapeHtml(order.orderCode);
    const messages: NewNotification[] = [];
    if (order.userId !== null && order.userId !== user.id)
      messages.push({
        userId: order.userId,
        category: 'order',
        title: `Order ${code}: ${orderStatusLabel(status)}`,
        message: `Your order is now ${orderStatusLabel(status).toLowerCase()}.`,
        data: { orderId: order.id, status },
      });
    if (role === 'buyer') {
      const shopIds = vos.flatMap((vo) => (vo.businessId === null ? [] : [vo.businessId]));
      const owners = shopIds.length
        ? await tx
            .select({ userId: businessMembers.userId })
            .from(businessMembers)
            .where(and(inArray(businessMembers.businessId, shopIds), eq(businessMembers.role, 'owner')))
        : [];
      for (const o of owners)
        messages.push({
          userId: o.userId,
          category: 'order',
          title: `Cancellation requested for ${code}`,
          message: 'The buyer asked to cancel this order.',
          data: { orderId: order.id, status },
        });
    }
    await notify(tx, messages);

    return loadOrderDetail(tx, updated, view);
  });
}
