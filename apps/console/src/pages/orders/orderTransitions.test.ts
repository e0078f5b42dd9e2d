import { ORDER_STATUSES } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { canChangeStatus, canDelete, nextVendorStatus, statusChoices } from './orderTransitions';

describe('status choices per role', () => {
  it('lets an admin pick any status', () => {
    expect(statusChoices('admin', 'completed')).toEqual([...ORDER_STATUSES]);
    expect(canChangeStatus('admin', 'refunded')).toBe(true);
  });

  it('offers a shop only its own steps, plus the current status', () => {
    expect(statusChoices('vendor', 'pending')).toEqual([
      'pending',
      'processing',
      'pending_delivery',
      'order_picked',
      'delivered',
      'rejected',
    ]);
    expect(statusChoices('vendor', 'processing')).not.toContain('cancelled');
  });

  it('freezes a shop part that is cancelled, rejected, refunded or completed', () => {
    for (const s of ['cancelled', 'rejected', 'refunded', 'completed'] as const) {
      expect(statusChoices('vendor', s)).toEqual([s]);
      expect(canChangeStatus('vendor', s)).toBe(false);
    }
    expect(canChangeStatus('vendor', 'pending_cancellation')).toBe(true);
  });

  it('walks the delivery path one step at a time', () => {
    expect(nextVendorStatus('pending')).toBe('processing');
    expect(nextVendorStatus('processing')).toBe('pending_delivery');
    expect(nextVendorStatus('order_picked')).toBe('delivered');
    expect(nextVendorStatus('delivered')).toBeNull();
    expect(nextVendorStatus('cancelled')).toBeNull();
  });

  it('lets only admins delete', () => {
    expect(canDelete('admin')).toBe(true);
    expect(canDelete('vendor')).toBe(false);
  });
});

describe('bulk delete', () => {
  it('tries every order and reports which went and which failed', async () => {
    const { deleteOrders } = await import('./deleteOrders');
    const remove = async (id: number) => {
      if (id === 2) throw new Error('Order not found');
    };
    expect(await deleteOrders([{ id: 1 }, { id: 2 }, { id: 3 }], remove)).toEqual({
      deleted: [1, 3],
      failed: [2],
    });
  });
});
