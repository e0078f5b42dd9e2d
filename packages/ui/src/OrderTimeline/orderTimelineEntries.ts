import type { OrderDetail, OrderHistoryEntry } from '@abossey/sdk';

/**
 * An order's history for `OrderTimeline`. In an order from several shops each shop moves its own part, so a step one
 * shop took is named after that shop (otherwise "Processing" twice would not say whose).
 */
export function orderTimelineEntries({
  history,
  vendorOrders,
}: Pick<OrderDetail, 'history' | 'vendorOrders'>): OrderHistoryEntry[] {
  const shops = new Map(vendorOrders.map((vo) => [vo.id, vo.vendorName]));
  return history.map((entry) => {
    const shop = entry.vendorOrderId === null ? undefined : shops.get(entry.vendorOrderId);
    return shop && vendorOrders.length > 1
      ? { ...entry, note: entry.note ? `${shop}: ${entry.note}` : shop }
      : entry;
  });
}
