import type { OrderDetail, OrderHistoryEntry } from '@abossey/sdk';

/** Only buyers' own purchases: an admin's `GET /orders` lists every order, so admins use the console instead. */
export const BUYER_ROLES = ['vendor', 'customer'] as const;

/**
 * The timeline of an order. In an order from several shops each shop moves its own part, so a step one shop took
 * is named after that shop (otherwise "Processing" twice would not say whose).
 */
export function timelineOf({ history, vendorOrders }: Pick<OrderDetail, 'history' | 'vendorOrders'>) {
  const shops = new Map(vendorOrders.map((vo) => [vo.id, vo.vendorName]));
  return history.map((entry): OrderHistoryEntry => {
    const shop = entry.vendorOrderId === null ? undefined : shops.get(entry.vendorOrderId);
    return shop && vendorOrders.length > 1
      ? { ...entry, note: entry.note ? `${shop}: ${entry.note}` : shop }
      : entry;
  });
}
