import { describe, expect, it } from 'vitest';
import {
  canChangeStatus,
  canDelete,
  commonMoves,
  nextVendorStatus,
  paymentChoices,
  statusChoices,
} from './orderTransitions';

describe('status choices per role (the SDK state machine)', () => {
  it('offers an admin every move the machine allows, and only those', () => {
    expect(statusChoices('admin', 'pending')).toEqual([
      'pending',
      'processing',
      'pending_payment',
      'pending_delivery',
      'order_picked',
      'delivered',
      'pending_cancellation',
      'cancelled',
      'rejected',
    ]);
    // A delivered order goes only down the return/refund path, or is completed.
    expect(statusChoices('admin', 'delivered')).toEqual([
      'delivered',
      'pending_replacement',
      'pending_refund',
      'completed',
    ]);
    expect(statusChoices('admin', 'cancelled')).toEqual([
      'pending',
      'processing',
      'pending_payment',
      'cancelled',
    ]);
    expect(canChangeStatus('admin', 'refunded')).toBe(false);
  });

  it('offers a shop only its own next steps, plus the current status', () => {
    expect(statusChoices('vendor', 'pending')).toEqual(['pending', 'processing', 'rejected']);
    expect(statusChoices('vendor', 'processing')).not.toContain('cancelled');
    expect(statusChoices('vendor', 'delivered')).toEqual(['delivered']);
  });

  it('freezes a shop part that is cancelled, rejected, refunded, completed or delivered', () => {
    for (const s of ['cancelled', 'rejected', 'refunded', 'completed', 'delivered'] as const) {
      expect(statusChoices('vendor', s)).toEqual([s]);
      expect(canChangeStatus('vendor', s)).toBe(false);
    }
    expect(canChangeStatus('vendor', 'pending_cancellation')).toBe(true);
  });

  it('offers payment collection only once the goods are out', () => {
    expect(paymentChoices('vendor', 'pending_confirmation', 'processing')).toEqual(['pending_confirmation']);
    expect(paymentChoices('vendor', 'pending_confirmation', 'delivered')).toEqual([
      'pending_confirmation',
      'cash_collected',
      'momo_collected',
    ]);
    expect(paymentChoices('admin', 'cash_collected', 'delivered')).toContain('refunded');
    expect(paymentChoices('vendor', 'cash_collected', 'delivered')).not.toContain('refunded');
  });

  it('walks the delivery path one step at a time', () => {
    expect(nextVendorStatus('pending')).toBe('processing');
    expect(nextVendorStatus('processing')).toBe('pending_delivery');
    expect(nextVendorStatus('order_picked')).toBe('delivered');
    expect(nextVendorStatus('delivered')).toBeNull();
    expect(nextVendorStatus('cancelled')).toBeNull();
  });

  it('lets admins delete any order, a shop only a rejected or cancelled one', () => {
    expect(canDelete('admin', 'delivered')).toBe(true);
    expect(canDelete('vendor', 'pending')).toBe(false);
    expect(canDelete('vendor', 'delivered')).toBe(false);
    expect(canDelete('vendor', 'rejected')).toBe(true);
    expect(canDelete('vendor', 'cancelled')).toBe(true);
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

describe('commonMoves (bulk status change)', () => {
  it('offers only the moves every selected order allows', () => {
    expect(commonMoves([{ status: 'pending' }, { status: 'processing' }])).toEqual([
      'pending_payment',
      'pending_delivery',
      'order_picked',
      'delivered',
      'pending_cancellation',
      'cancelled',
      'rejected',
    ]);
    // Delivered and pending share nothing: a delivered order goes only down the return path.
    expect(commonMoves([{ status: 'pending' }, { status: 'delivered' }])).toEqual([]);
    expect(commonMoves([])).toEqual([]);
  });
});
