import { ORDER_STATUSES, type OrderStatus } from './order-status.js';

/**
 * The order state machine (issue 21, finding 7): which status each role may move an order (or, for a shop, its own
 * part of one) to, from which status. The ONE table the server enforces (apps/api services/order-status.ts: a move
 * not listed here is a 409 that changes nothing) and every status menu offers (`orderStatusMenu`).
 *
 * Stock follows the status (the server writes each movement to the stock ledger):
 * - an order holds its units from checkout on, in every status but cancelled and rejected;
 * - entering cancelled or rejected puts back what the order holds; only statuses before delivery (and a pending
 *   cancellation) lead there, so a delivered order never restocks by a status change;
 * - a delivered order goes only down the return/refund path (replacement, refund) or is closed as completed;
 * - entering refunded puts units back only when the parts came back (`restock: true` on the request);
 * - reopening a cancelled or rejected order (admin only, to pending, pending payment or processing) takes its units
 *   again, or is refused with a 409 when the shelf no longer has them; a refunded order is never reopened.
 */
export type OrderRole = 'admin' | 'vendor' | 'buyer';

/** Before delivery: the order is being prepared or is on its way. */
const BEFORE_DELIVERY: readonly OrderStatus[] = [
  'pending',
  'pending_payment',
  'processing',
  'pending_delivery',
  'order_picked',
];
/** Where an admin may reopen a cancelled or rejected order (its units are taken again). */
const REOPEN_TO: readonly OrderStatus[] = ['pending', 'pending_payment', 'processing'];
/** Where an admin may move an order that has not been delivered yet. */
const ADMIN_ACTIVE: readonly OrderStatus[] = [
  ...BEFORE_DELIVERY,
  'delivered',
  'pending_cancellation',
  'cancelled',
  'rejected',
];
const others = (list: readonly OrderStatus[], self: OrderStatus) => list.filter((s) => s !== self);

type Table = Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>>;

/** Per role: from a status, the statuses it may move to. A status missing from a role's table is final for it. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderRole, Table>> = {
  admin: {
    pending: others(ADMIN_ACTIVE, 'pending'),
    pending_payment: others(ADMIN_ACTIVE, 'pending_payment'),
    processing: others(ADMIN_ACTIVE, 'processing'),
    pending_delivery: others(ADMIN_ACTIVE, 'pending_delivery'),
    // Picked up: the goods are with the rider; a failed delivery brings them back (cancel or reject restocks).
    order_picked: others(ADMIN_ACTIVE, 'order_picked'),
    pending_cancellation: [...BEFORE_DELIVERY, 'cancelled', 'rejected'],
    // Delivered: only the return/refund path, or closing it.
    delivered: ['pending_replacement', 'pending_refund', 'completed'],
    pending_replacement: ['replaced', 'pending_refund', 'delivered'],
    replaced: ['pending_replacement', 'pending_refund', 'completed'],
    pending_refund: ['refunded', 'pending_replacement', 'delivered'],
    completed: ['pending_replacement', 'pending_refund'],
    cancelled: REOPEN_TO,
    rejected: REOPEN_TO,
  },
  // A shop moves its own part along the delivery path, may reject it before it leaves, and settles a buyer's
  // cancellation request (accept, reject, or carry on).
  vendor: {
    pending: ['processing', 'rejected'],
    pending_payment: ['processing', 'rejected'],
    processing: ['pending_delivery', 'order_picked', 'rejected'],
    pending_delivery: ['processing', 'order_picked', 'delivered', 'rejected'],
    order_picked: ['delivered'],
    pending_cancellation: ['processing', 'pending_delivery', 'cancelled', 'rejected'],
    pending_replacement: ['replaced'],
  },
  // The buyer may ask for a cancellation until the order is delivered.
  buyer: {
    pending: ['pending_cancellation'],
    pending_payment: ['pending_cancellation'],
    processing: ['pending_cancellation'],
    pending_delivery: ['pending_cancellation'],
    order_picked: ['pending_cancellation'],
  },
};

/** The statuses a role may move an order to from `from` (empty when it is final for that role). */
export function orderTransitions(role: OrderRole, from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[role][from] ?? [];
}

export function canMoveOrder(role: OrderRole, from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions(role, from).includes(to);
}

/** Every status a role can ever set (a status outside this list is a 403 for it, not a 409). */
export function orderStatusesSetBy(role: OrderRole): OrderStatus[] {
  const targets = new Set(Object.values(ORDER_TRANSITIONS[role]).flat());
  return ORDER_STATUSES.filter((s) => targets.has(s));
}

/** A status menu: the current status (so the menu can show it) and the allowed moves, in the §4 order. */
export function orderStatusMenu(role: OrderRole, current: OrderStatus): OrderStatus[] {
  const allowed = orderTransitions(role, current);
  return ORDER_STATUSES.filter((s) => s === current || allowed.includes(s));
}

/**
 * Statuses a shop order reaches only once its parts were delivered: the buyer has received them. Only a buyer with a
 * line of a product in a shop order in one of these may review that product (issue 25: verified-purchase reviews);
 * a later replacement, refund or completion keeps them eligible.
 */
export const RECEIVED_STATUSES: readonly OrderStatus[] = [
  'delivered',
  'pending_replacement',
  'replaced',
  'pending_refund',
  'refunded',
  'completed',
];

/** Statuses in which an order's units are back on the shelf (entering one restocks what it holds). */
export const STOCK_RELEASED_STATUSES: readonly OrderStatus[] = ['cancelled', 'rejected'];

/** Whether a move takes the order's units from the shelf again (reopening a cancelled or rejected order). */
export const retakesStock = (from: OrderStatus, to: OrderStatus) =>
  STOCK_RELEASED_STATUSES.includes(from) && !STOCK_RELEASED_STATUSES.includes(to);

/**
 * What a status move does beyond the status, for the confirmation a screen asks before it (issue 24):
 * `releases-stock` (cancelled, rejected: the units go back on the shelf), `retakes-stock` (reopening takes them
 * again, or is refused), `delivers` (the buyer has the parts; pay-on-delivery money is due), `closes` (completed).
 * `null` for a move along the way that needs no warning. Refunds and pick-ups ask their own questions.
 */
export type MoveConsequence = 'releases-stock' | 'retakes-stock' | 'delivers' | 'closes';

export function moveConsequence(from: OrderStatus, to: OrderStatus): MoveConsequence | null {
  if (retakesStock(from, to)) return 'retakes-stock';
  if (STOCK_RELEASED_STATUSES.includes(to) && !STOCK_RELEASED_STATUSES.includes(from))
    return 'releases-stock';
  if (to === 'delivered' && BEFORE_DELIVERY.includes(from)) return 'delivers';
  if (to === 'completed') return 'closes';
  return null;
}

/** Why a move is refused, as the server says it (a 409); each text is in the message catalogue. */
export function refusedMoveMessage(role: OrderRole, from: OrderStatus): string {
  if (from === 'delivered') return ORDER_MOVE_MESSAGES.delivered;
  if (from === 'refunded') return ORDER_MOVE_MESSAGES.refunded;
  if (orderTransitions(role, from).length === 0)
    return role === 'buyer' ? ORDER_MOVE_MESSAGES.buyerFinal : ORDER_MOVE_MESSAGES.final;
  return ORDER_MOVE_MESSAGES.notFromHere;
}

export const ORDER_MOVE_MESSAGES = {
  delivered: 'A delivered order can only go on to a replacement, a refund or completion.',
  refunded: 'A refunded order is closed and cannot be moved again.',
  final: 'This order can no longer be changed by the shop.',
  buyerFinal: 'This order can no longer be cancelled.',
  notFromHere: "This status change is not allowed from the order's current status.",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Payment status (pay on delivery)

/**
 * A shop order's payment (pay on delivery): awaiting confirmation until the shop (or an admin) marks the cash or
 * the mobile money collected from the buyer; a refund marks it refunded; a cancellation before collection marks it
 * cancelled. `paid` is the value older orders carry (a collection of unknown method).
 */
export const PAYMENT_STATUSES = [
  'pending_confirmation',
  'cash_collected',
  'momo_collected',
  'paid',
  'refunded',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * The statuses in which a shop may delete an order wholly its own (§2's Delete on the shop order detail): closed
 * without a sale, its stock already back. An open order is rejected first, so the buyer is told.
 */
export const SHOP_DELETABLE_STATUSES: readonly OrderStatus[] = ['rejected', 'cancelled'];

/** Collected: the buyer has paid (a refund is possible). */
export const COLLECTED_PAYMENT: readonly PaymentStatus[] = ['cash_collected', 'momo_collected', 'paid'];

/** Order statuses in which the goods are with the buyer or the rider: payment can be collected. */
export const COLLECTABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'order_picked',
  'delivered',
  'pending_replacement',
  'replaced',
  'pending_refund',
  'completed',
];

type PaymentTable = Readonly<Partial<Record<PaymentStatus, readonly PaymentStatus[]>>>;

/** Per role (buyers set no payment status): from a payment status, where it may go. */
export const PAYMENT_TRANSITIONS: Readonly<Record<Exclude<OrderRole, 'buyer'>, PaymentTable>> = {
  admin: {
    pending_confirmation: ['cash_collected', 'momo_collected', 'cancelled'],
    // A wrong method is corrected; a collection recorded by mistake is undone; money given back is refunded.
    cash_collected: ['momo_collected', 'pending_confirmation', 'refunded'],
    momo_collected: ['cash_collected', 'pending_confirmation', 'refunded'],
    paid: ['cash_collected', 'momo_collected', 'refunded'],
    cancelled: ['pending_confirmation'],
  },
  vendor: {
    pending_confirmation: ['cash_collected', 'momo_collected'],
    cash_collected: ['momo_collected'],
    momo_collected: ['cash_collected'],
  },
};

/** The payment statuses a role may set on a shop order with this payment and order status. */
export function paymentTransitions(
  role: OrderRole,
  from: PaymentStatus,
  orderStatus: OrderStatus,
): readonly PaymentStatus[] {
  if (role === 'buyer') return [];
  const moves = PAYMENT_TRANSITIONS[role][from] ?? [];
  const collectable = COLLECTABLE_ORDER_STATUSES.includes(orderStatus);
  return moves.filter((to) => collectable || !COLLECTED_PAYMENT.includes(to));
}

/** A payment menu: the current payment status and the allowed moves, in the order of `PAYMENT_STATUSES`. */
export function paymentStatusMenu(
  role: OrderRole,
  current: PaymentStatus,
  orderStatus: OrderStatus,
): PaymentStatus[] {
  const allowed = paymentTransitions(role, current, orderStatus);
  return PAYMENT_STATUSES.filter((s) => s === current || allowed.includes(s));
}

/** Why a payment move is refused (a 409); each text is in the message catalogue. */
export function refusedPaymentMessage(to: PaymentStatus, orderStatus: OrderStatus): string {
  if (COLLECTED_PAYMENT.includes(to) && !COLLECTABLE_ORDER_STATUSES.includes(orderStatus))
    return PAYMENT_MOVE_MESSAGES.notYet;
  return PAYMENT_MOVE_MESSAGES.notFromHere;
}

export const PAYMENT_MOVE_MESSAGES = {
  notYet: 'Payment can be marked collected once the order is picked up or delivered.',
  notFromHere: 'This payment status change is not allowed from the current payment status.',
  forbidden: 'Only the shop or an admin can change the payment status.',
} as const;

/**
 * The payment status a shop order takes when its order status changes (null: it stays): a cancellation or
 * rejection before collection cancels the payment; a refund refunds a collected one; reopening a cancelled order
 * makes its payment pending again.
 */
export function paymentAfterStatus(payment: PaymentStatus, to: OrderStatus): PaymentStatus | null {
  const collected = COLLECTED_PAYMENT.includes(payment);
  if (to === 'refunded') return collected ? 'refunded' : 'cancelled';
  if (STOCK_RELEASED_STATUSES.includes(to)) return collected ? null : 'cancelled';
  if (payment === 'cancelled' && BEFORE_DELIVERY.includes(to)) return 'pending_confirmation';
  return null;
}
