import {
  canMoveOrder,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusMenu,
  orderTransitions,
  type PaymentStatus,
  paymentStatusMenu,
  SHOP_DELETABLE_STATUSES,
} from '@abossey/sdk';

/**
 * Which statuses each console role is offered: the SDK's order state machine (`orderStatusMenu`,
 * domain/order-transitions.ts), the same table the API enforces. The server still decides (a stale page can still
 * get a 409, which the page shows); this only keeps moves it would refuse out of the menus.
 */
export type ConsoleRole = 'admin' | 'vendor';

/** The statuses the dropdown offers, the current one included (so it can show it), in the §4 order. */
export const statusChoices = (role: ConsoleRole, current: OrderStatus): OrderStatus[] =>
  orderStatusMenu(role, current);

/** Whether a role may change the status at all from here. */
export const canChangeStatus = (role: ConsoleRole, current: OrderStatus) =>
  statusChoices(role, current).some((s) => s !== current);

/** The payment statuses a role is offered for a shop order (current one first in the list's order). */
export const paymentChoices = (
  role: ConsoleRole,
  current: PaymentStatus,
  orderStatus: OrderStatus,
): PaymentStatus[] => paymentStatusMenu(role, current, orderStatus);

/** The shop's next step along the delivery path, if there is one: pending → processing → … → delivered. */
export function nextVendorStatus(current: OrderStatus): OrderStatus | null {
  const path: OrderStatus[] = ['pending', 'processing', 'pending_delivery', 'order_picked', 'delivered'];
  const at = path.indexOf(current === 'pending_payment' ? 'pending' : current);
  const next = at >= 0 && at < path.length - 1 ? (path[at + 1] ?? null) : null;
  return next && canMoveOrder('vendor', current, next) ? next : null;
}

/**
 * `DELETE /orders/:id`: admins any order; a shop's members once their part is rejected or cancelled (the server also
 * refuses an order that holds other shops' parts, and says so).
 */
export const canDelete = (role: ConsoleRole, status: OrderStatus) =>
  role === 'admin' || SHOP_DELETABLE_STATUSES.includes(status);

/** The deliveries screen: orders waiting for or on their way to the buyer. */
export const DELIVERY_STATUSES: readonly OrderStatus[] = ['pending_delivery', 'order_picked'];

/** The admin list's tabs: All, then every §4 status. */
export const ORDER_TABS: readonly ('all' | OrderStatus)[] = ['all', ...ORDER_STATUSES];

/**
 * Bulk status change (issue 24): the statuses an admin may move every one of `orders` to, in the §4 order; empty when
 * they share none (then the screen says so instead of offering a move the server would refuse for some).
 */
export function commonMoves(orders: readonly { status: OrderStatus }[]): OrderStatus[] {
  if (orders.length === 0) return [];
  return ORDER_STATUSES.filter((to) => orders.every((o) => orderTransitions('admin', o.status).includes(to)));
}
