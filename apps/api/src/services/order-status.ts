/**
 * `PUT /orders/:id/status` (§4, §7) and `PUT /orders/:id/payment-status`: the order state machine of
 * `@abossey/sdk` (domain/order-transitions.ts, the one table of who may move what where) enforced, with the stock
 * ledger (services/stock-ledger.ts) kept in step.
 *
 * Who acts as what:
 * - admin: moves the whole order (its shop orders follow); shop orders already cancelled, rejected or refunded stay
 *   as they are unless the order itself is being reopened;
 * - a member of a shop in the order: THEIR shop's order(s) only; the order's own status follows when all its shop
 *   orders agree;
 * - the buyer: the whole order, to ask for a cancellation;
 * - anyone else: 404.
 * A status the role can never set is a 403; a move the table does not allow from the current status (of the order
 * or of any shop order it would move) is a 409 with the reason, and changes nothing. Setting the current status
 * again is a 200 no-op without a history row.
 *
 * Stock: entering cancelled or rejected puts back what each moved shop order holds (`cancel` rows); entering
 * refunded puts it back only with `restock` (the parts came back: `return` rows); reopening a cancelled or
 * rejected order takes its units again (`sale` rows), or is a 409 when the shelf is short. Payment follows
 * (`paymentAfterStatus`): cancelled before collection, refunded after.
 * Every change writes one order_status_history row (per shop order for shop changes). The buyer is notified of
 * changes they did not make; shop owners are notified of a cancellation request.
 */
import type { OrderDetail, OrderRole, OrderStatus, PaymentStatus } from '@abossey/sdk';
import {
  canMoveOrder,
  isPaymentStatus,
  orderStatusesSetBy,
  orderStatusLabel,
  PAYMENT_MOVE_MESSAGES,
  paymentAfterStatus,
  paymentTransitions,
  refusedMoveMessage,
  refusedPaymentMessage,
  retakesStock,
  STOCK_RELEASED_STATUSES,
} from '@abossey/sdk';
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
  type OrderRow,
  type OrderView,
  type VendorOrderRow,
} from './orders.js';
import { releaseStock, retakeStock } from './stock-ledger.js';

/** Shop orders a whole-order move leaves alone (unless the order itself is reopened): they are settled. */
const SETTLED: readonly OrderStatus[] = ['cancelled', 'rejected', 'refunded'];

interface Actor {
  role: OrderRole;
  view: OrderView;
  /** The shop orders this caller acts on: their shop's for a member, all for the others. */
  scope: VendorOrderRow[];
}

/** Who the caller is for this order, or 404. `buyerMove`: the request is the buyer's kind (a cancellation request). */
async function actorFor(
  db: Db,
  user: AuthUser,
  order: OrderRow,
  vos: VendorOrderRow[],
  buyerMove: boolean,
): Promise<Actor> {
  const full: OrderView = { scope: 'full' };
  if (user.isAdmin) return { role: 'admin', view: full, scope: vos };
  const isBuyer = order.userId === user.id;
  const shops = await memberBusinessIds(db, user.id);
  const mine = vos.filter((vo) => vo.businessId !== null && shops.includes(vo.businessId));
  if (isBuyer && (buyerMove || mine.length === 0)) return { role: 'buyer', view: full, scope: vos };
  if (mine.length > 0)
    return {
      role: 'vendor',
      view: isBuyer ? full : { scope: 'vendor', vendorOrderIds: mine.map((vo) => vo.id) },
      scope: mine,
    };
  throw new NotFoundError(ORDER_NOT_FOUND);
}

/** 403 for a status this role can never set (the same texts as before the state machine). */
function forbiddenStatus(role: OrderRole, status: OrderStatus): HttpError | null {
  if (orderStatusesSetBy(role).includes(status)) return null;
  if (role === 'buyer') return new HttpError(403, 'You can only ask for a cancellation of your order.');
  const statuses = orderStatusesSetBy(role).map((s) => orderStatusLabel(s));
  return new HttpError(403, `Shops can set these statuses: ${statuses.join(', ')}.`);
}

interface StatusChange {
  status: OrderStatus;
  note?: string;
  /** With `refunded`: the parts came back to the shop, so their units go back on the shelf. */
  restock?: boolean;
  /** With `order_picked`: the courier's tracking number, stored on every shop order that moves. */
  trackingNumber?: string;
}

export async function updateOrderStatus(
  db: Db,
  user: AuthUser,
  orderId: number,
  change: StatusChange,
): Promise<OrderDetail> {
  const { status, note } = change;
  return db.transaction(async (tx) => {
    const order = await findOrderRow(tx, orderId, true);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const vos = await tx.select().from(vendorOrders).where(eq(vendorOrders.orderId, order.id));
    const { role, view, scope } = await actorFor(tx, user, order, vos, status === 'pending_cancellation');

    const forbidden = forbiddenStatus(role, status);
    if (forbidden) throw forbidden;

    const wholeOrder = role !== 'vendor';
    const reopening = wholeOrder && STOCK_RELEASED_STATUSES.includes(order.status);
    const targets = scope.filter(
      (vo) => vo.status !== status && (!wholeOrder || reopening || !SETTLED.includes(vo.status)),
    );
    const noOp = targets.length === 0 && (!wholeOrder || order.status === status);
    if (noOp) return loadOrderDetail(tx, order, view);

    // The state machine: the order's own status (whole-order moves) and every shop order that moves.
    if (wholeOrder && order.status !== status && !canMoveOrder(role, order.status, status))
      throw new HttpError(409, refusedMoveMessage(role, order.status));
    for (const vo of targets)
      if (!canMoveOrder(role, vo.status, status))
        throw new HttpError(409, refusedMoveMessage(role, vo.status));

    // Stock, in the stock ledger (a short shelf on reopening is a 409 that rolls all of this back).
    const ref = { orderId: order.id, userId: user.id };
    const targetIds = targets.map((vo) => vo.id);
    if (STOCK_RELEASED_STATUSES.includes(status)) await releaseStock(tx, targetIds, 'cancel', ref);
    else if (status === 'refunded' && change.restock) await releaseStock(tx, targetIds, 'return', ref);
    else
      await retakeStock(
        tx,
        targets.filter((vo) => retakesStock(vo.status, status)).map((vo) => vo.id),
        ref,
      );

    const now = new Date();
    for (const vo of targets) {
      const payment = isPaymentStatus(vo.paymentStatus) ? paymentAfterStatus(vo.paymentStatus, status) : null;
      await tx
        .update(vendorOrders)
        .set({
          status,
          updatedAt: now,
          ...(payment ? { paymentStatus: payment } : {}),
          ...(change.trackingNumber ? { trackingNumber: change.trackingNumber } : {}),
        })
        .where(eq(vendorOrders.id, vo.id));
    }
    let orderStatus: OrderStatus = order.status;
    if (wholeOrder) orderStatus = status;
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

/**
 * `PUT /orders/:id/payment-status`: a shop member marks their shop order's payment collected (cash or MoMo) once the
 * goods are with the rider or the buyer; an admin also corrects, refunds or cancels it (`PAYMENT_TRANSITIONS`).
 * `vendorOrderId` picks one shop order (an admin's default: all of them). The buyer gets a 403, anyone else a 404;
 * a move the table does not allow is a 409 that changes nothing; the same status again is a 200 no-op. The buyer
 * is notified when their payment is recorded.
 */
export async function updatePaymentStatus(
  db: Db,
  user: AuthUser,
  orderId: number,
  status: PaymentStatus,
  vendorOrderId?: number,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await findOrderRow(tx, orderId, true);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const vos = await tx.select().from(vendorOrders).where(eq(vendorOrders.orderId, order.id));
    const { role, view, scope } = await actorFor(tx, user, order, vos, false);
    if (role === 'buyer') throw new HttpError(403, PAYMENT_MOVE_MESSAGES.forbidden);
    const chosen = vendorOrderId === undefined ? scope : scope.filter((vo) => vo.id === vendorOrderId);
    if (chosen.length === 0) throw new NotFoundError(ORDER_NOT_FOUND);
    const targets = chosen.filter((vo) => vo.paymentStatus !== status);
    for (const vo of targets) {
      const allowed = isPaymentStatus(vo.paymentStatus)
        ? paymentTransitions(role, vo.paymentStatus, vo.status)
        : [];
      if (!allowed.includes(status)) throw new HttpError(409, refusedPaymentMessage(status, vo.status));
    }
    if (targets.length === 0) return loadOrderDetail(tx, order, view);

    const now = new Date();
    await tx
      .update(vendorOrders)
      .set({ paymentStatus: status, updatedAt: now })
      .where(
        inArray(
          vendorOrders.id,
          targets.map((vo) => vo.id),
        ),
      );
    const [updated] = await tx
      .update(orders)
      .set({ updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new NotFoundError(ORDER_NOT_FOUND);
    if (order.userId !== null && order.userId !== user.id)
      await notify(tx, [
        {
          userId: order.userId,
          category: 'order',
          title: `Order ${escapeHtml(order.orderCode)}: payment ${PAYMENT_NOTICE[status]}`,
          message: `The payment of your order is now ${PAYMENT_NOTICE[status]}.`,
          data: { orderId: order.id, paymentStatus: status },
        },
      ]);
    return loadOrderDetail(tx, updated, view);
  });
}

const PAYMENT_NOTICE: Record<PaymentStatus, string> = {
  pending_confirmation: 'awaiting confirmation',
  cash_collected: 'received in cash',
  momo_collected: 'received by mobile money',
  paid: 'received',
  refunded: 'refunded',
  cancelled: 'cancelled',
};
