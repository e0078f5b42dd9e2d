import { ORDER_STATUSES, type OrderStatus } from '@abossey/sdk';

/**
 * Which statuses each console role may pick (the API's "Status rules", services/order-status.ts). The server still
 * decides; this only keeps choices out of the dropdown that it would refuse.
 */
export type ConsoleRole = 'admin' | 'vendor';

/** A shop moves its own part through these. */
const VENDOR_STATUSES: readonly OrderStatus[] = [
  'processing',
  'pending_delivery',
  'order_picked',
  'delivered',
  'rejected',
];
/** Once its part is in one of these, a shop can change nothing any more (409). */
const VENDOR_FINAL: readonly OrderStatus[] = ['cancelled', 'rejected', 'refunded', 'completed'];

/** The statuses the dropdown offers, the current one included (so it can show it), in the §4 order. */
export function statusChoices(role: ConsoleRole, current: OrderStatus): OrderStatus[] {
  if (role === 'admin') return [...ORDER_STATUSES];
  if (VENDOR_FINAL.includes(current)) return [current];
  return ORDER_STATUSES.filter((s) => s === current || VENDOR_STATUSES.includes(s));
}

/** Whether a role may change the status at all from here. */
export const canChangeStatus = (role: ConsoleRole, current: OrderStatus) =>
  statusChoices(role, current).some((s) => s !== current);

/** The shop's next step along the delivery path, if there is one: pending → processing → … → delivered. */
export function nextVendorStatus(current: OrderStatus): OrderStatus | null {
  const path: OrderStatus[] = ['pending', 'processing', 'pending_delivery', 'order_picked', 'delivered'];
  const at = path.indexOf(current === 'pending_payment' ? 'pending' : current);
  return at >= 0 && at < path.length - 1 ? (path[at + 1] ?? null) : null;
}

/** `DELETE /orders/:id`: admins any order; shop members never (they reject their part instead). */
export const canDelete = (role: ConsoleRole) => role === 'admin';

/** The deliveries screen: orders waiting for or on their way to the buyer. */
export const DELIVERY_STATUSES: readonly OrderStatus[] = ['pending_delivery', 'order_picked'];

/** The admin list's tabs: All, then every §4 status. */
export const ORDER_TABS: readonly ('all' | OrderStatus)[] = ['all', ...ORDER_STATUSES];
