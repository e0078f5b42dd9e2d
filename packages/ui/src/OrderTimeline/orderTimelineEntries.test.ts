import type { OrderHistoryEntry, VendorOrder } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { orderTimelineEntries } from './orderTimelineEntries';

const vo = (id: number, vendorName: string) => ({ id, vendorName }) as VendorOrder;
const step = (
  status: OrderHistoryEntry['status'],
  vendorOrderId: number | null,
  note: string | null = null,
) =>
  ({
    status,
    createdAt: '2026-03-01T10:00:00.000Z',
    note,
    vendorOrderId,
    changedBy: null,
  }) as OrderHistoryEntry;

describe('orderTimelineEntries', () => {
  it('names the shop of a per-shop step when the order has several shops', () => {
    const entries = orderTimelineEntries({
      vendorOrders: [vo(1, 'Nana Kwame Auto Spares'), vo(2, "God's Grace Motor Parts")],
      history: [
        step('pending', null, 'Order placed'),
        step('processing', 1),
        step('order_picked', 2, 'Picked up'),
      ],
    });
    expect(entries.map((e) => e.note)).toEqual([
      'Order placed',
      'Nana Kwame Auto Spares',
      "God's Grace Motor Parts: Picked up",
    ]);
    expect(entries.map((e) => e.status)).toEqual(['pending', 'processing', 'order_picked']);
  });

  it('leaves a one-shop order as the server sent it', () => {
    const history = [step('pending', null, 'Order placed'), step('processing', 1)];
    expect(orderTimelineEntries({ vendorOrders: [vo(1, 'Nana Kwame Auto Spares')], history })).toEqual(
      history,
    );
  });
});
