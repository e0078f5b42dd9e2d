/**
 * Pure §4 order-status mapping: status → translation key and colour tone. Local to ui for now; it mirrors
 * `packages/sdk/src/domain/order-status.ts` (per-status palette, then the keyword fallback), which the SDK does not
 * yet export from its public entry. When it does, import `ORDER_STATUSES` / `orderStatusColor` from `@abossey/sdk`
 * and keep only the tone-name translation (`error` → `danger`) here.
 */
export const orderStatuses = [
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
export type OrderStatus = (typeof orderStatuses)[number];

/** The design system's status tones (Badge tones without `accent`). */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);

/** §4 per-status palette. */
const palette: Record<OrderStatus, StatusTone> = {
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
  cancelled: 'danger',
  rejected: 'danger',
};

/** §4 keyword fallback: deliver/complet → success, pick/process → info, cancel/reject → danger, pending/wait → warning. */
export function statusToneByKeyword(status: string): StatusTone {
  const s = status.toLowerCase();
  if (/deliver|complet/.test(s)) return 'success';
  if (/pick|process/.test(s)) return 'info';
  if (/cancel|reject/.test(s)) return 'danger';
  if (/pending|wait/.test(s)) return 'warning';
  return 'neutral';
}

/** The tone of any status string: the palette first, then the keyword rule. */
export function orderStatusTone(status: string): StatusTone {
  return isOrderStatus(status) ? palette[status] : statusToneByKeyword(status);
}

/** "awaiting_pickup" → "Awaiting Pickup": the display text of a status the ui has no translation for. */
export function humanizeStatus(status: string): string {
  return status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => (w[0]?.toUpperCase() ?? '') + w.slice(1).toLowerCase())
    .join(' ');
}
