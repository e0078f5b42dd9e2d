import { describe, expect, it } from 'vitest';
import { canBuyerDelete } from './orderListParams';

describe('deleting my orders', () => {
  it('lets a buyer delete only orders nothing was shipped for, or cancelled ones (the server rule)', () => {
    expect(['pending', 'pending_payment', 'cancelled'].every((s) => canBuyerDelete(s as 'pending'))).toBe(
      true,
    );
    for (const s of [
      'processing',
      'order_picked',
      'delivered',
      'completed',
      'refunded',
      'pending_cancellation',
    ] as const)
      expect(canBuyerDelete(s)).toBe(false);
  });
});
