/**
 * Order statuses (§4) with their display labels and colour keywords, shared by the server (validation) and every
 * front end (badges, dropdowns, timeline).
 */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'pending_payment',
  'pending_delivery',
  'order_picked',
  'delivered',
  'pending_cancellation',
  'cancelled',
  'pending_replacement',
  'replaced',
  'pending_refund',
  'refunded',
  'rejected',
  'completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The default status of a new order (§4). */
export const DEFAULT_ORDER_STATUS: OrderStatus = 'pending';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  pending_payment: 'Pending Payment',
  pending_delivery: 'Pending Delivery',
  order_picked: 'Order Picked',
  delivered: 'Delivered',
  pending_cancellation: 'Pending Cancellation',
  cancelled: 'Cancelled',
  pending_replacement: 'Pending Replacement',
  replaced: 'Replaced',
  pending_refund: 'Pending Refund',
  refunded: 'Refunded',
  rejected: 'Rejected',
  completed: 'Completed',
};

/** Colour keywords of the design system's status roles. */
export type StatusColor = 'success' | 'info' | 'warning' | 'error' | 'neutral';

/** The per-status palette (§4). Statuses not listed here fall back to {@link statusColorByKeyword}. */
export const ORDER_STATUS_COLORS: Partial<Record<OrderStatus, StatusColor>> = {
  pending: 'warning',
  pending_payment: 'warning',
  pending_delivery: 'warning',
  pending_cancellation: 'warning',
  pending_replacement: 'warning',
  pending_refund: 'warning',
  processing: 'info',
  order_picked: 'info',
  delivered: 'success',
  completed: 'success',
  replaced: 'success',
  refunded: 'neutral',
  cancelled: 'error',
  rejected: 'error',
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** Keyword fallback (§4): deliver/complet → success, pick/process → info, cancel/reject → error, pending/wait → warning. */
export function statusColorByKeyword(status: string): StatusColor {
  const s = status.toLowerCase();
  if (/deliver|complet/.test(s)) return 'success';
  if (/pick|process/.test(s)) return 'info';
  if (/cancel|reject/.test(s)) return 'error';
  if (/pending|wait/.test(s)) return 'warning';
  return 'neutral';
}

/** The badge colour of any status string: the palette first, then the keyword rule. */
export function orderStatusColor(status: string): StatusColor {
  return (isOrderStatus(status) ? ORDER_STATUS_COLORS[status] : undefined) ?? statusColorByKeyword(status);
}

/** "pending_payment" → "Pending Payment"; unknown statuses are title-cased from their words. */
export function orderStatusLabel(status: string): string {
  if (isOrderStatus(status)) return ORDER_STATUS_LABELS[status];
  return status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
