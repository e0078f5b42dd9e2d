import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';
import {
  canMoveOrder,
  moveConsequence,
  type OrderRole,
  orderStatusesSetBy,
  orderStatusMenu,
  orderTransitions,
  PAYMENT_STATUSES,
  paymentAfterStatus,
  paymentTransitions,
  RECEIVED_STATUSES,
  refusedMoveMessage,
  retakesStock,
  STOCK_RELEASED_STATUSES,
} from './order-transitions.js';

const ROLES: OrderRole[] = ['admin', 'vendor', 'buyer'];
const AFTER_DELIVERY: OrderStatus[] = [
  'delivered',
  'pending_replacement',
  'replaced',
  'pending_refund',
  'refunded',
  'completed',
];

describe('the order state machine', () => {
  it('never lets goods that reached the buyer go back on the shelf by a status change', () => {
    for (const role of ROLES)
      for (const from of AFTER_DELIVERY)
        for (const to of STOCK_RELEASED_STATUSES) expect(canMoveOrder(role, from, to)).toBe(false);
  });

  it('counts a shop order as received (its buyer may review) only once it has been delivered', () => {
    expect([...RECEIVED_STATUSES].sort()).toEqual([...AFTER_DELIVERY].sort());
    // From a status before delivery, the only way into a received status is `delivered` itself.
    for (const role of ROLES)
      for (const from of ORDER_STATUSES.filter((s) => !RECEIVED_STATUSES.includes(s)))
        for (const to of orderTransitions(role, from))
          if (RECEIVED_STATUSES.includes(to)) expect(to, `${role}: ${from} → ${to}`).toBe('delivered');
  });

  it('sends a delivered order only down the return/refund path, or closes it', () => {
    expect(orderTransitions('admin', 'delivered')).toEqual([
      'pending_replacement',
      'pending_refund',
      'completed',
    ]);
    expect(orderTransitions('vendor', 'delivered')).toEqual([]);
    expect(orderTransitions('buyer', 'delivered')).toEqual([]);
  });

  it('closes refunded orders, and reopens cancelled or rejected ones only for an admin, taking the stock again', () => {
    for (const role of ROLES) expect(orderTransitions(role, 'refunded')).toEqual([]);
    expect(orderTransitions('admin', 'cancelled')).toEqual(['pending', 'pending_payment', 'processing']);
    expect(orderTransitions('vendor', 'cancelled')).toEqual([]);
    expect(retakesStock('cancelled', 'processing')).toBe(true);
    expect(retakesStock('cancelled', 'rejected')).toBe(false);
    expect(retakesStock('processing', 'delivered')).toBe(false);
  });

  it('never lists a move to the same status, and menus show the current status plus the allowed moves', () => {
    for (const role of ROLES)
      for (const from of ORDER_STATUSES) {
        expect(orderTransitions(role, from)).not.toContain(from);
        const menu = orderStatusMenu(role, from);
        expect(menu).toContain(from);
        expect(menu.filter((s) => s !== from).every((to) => canMoveOrder(role, from, to))).toBe(true);
      }
  });

  it('lets the buyer only ask for a cancellation, before delivery', () => {
    expect(orderStatusesSetBy('buyer')).toEqual(['pending_cancellation']);
    expect(canMoveOrder('buyer', 'order_picked', 'pending_cancellation')).toBe(true);
    expect(refusedMoveMessage('buyer', 'cancelled')).toBe('This order can no longer be cancelled.');
  });
});

describe('moveConsequence', () => {
  it('warns of what a move does to stock and money, for every move a role may make', () => {
    expect(moveConsequence('processing', 'rejected')).toBe('releases-stock');
    expect(moveConsequence('pending_cancellation', 'cancelled')).toBe('releases-stock');
    expect(moveConsequence('cancelled', 'processing')).toBe('retakes-stock');
    expect(moveConsequence('order_picked', 'delivered')).toBe('delivers');
    expect(moveConsequence('delivered', 'completed')).toBe('closes');
    // Along the way, and back to delivered from the return path: nothing to warn of.
    expect(moveConsequence('pending', 'processing')).toBeNull();
    expect(moveConsequence('pending_refund', 'delivered')).toBeNull();
    expect(moveConsequence('cancelled', 'rejected')).toBeNull();
    // Every move that restocks or retakes stock is warned of, whoever makes it.
    for (const role of ROLES)
      for (const from of ORDER_STATUSES)
        for (const to of orderTransitions(role, from))
          if (STOCK_RELEASED_STATUSES.includes(to) !== STOCK_RELEASED_STATUSES.includes(from))
            expect(moveConsequence(from, to)).toMatch(/stock$/);
  });
});

describe('the payment state machine', () => {
  it('offers collection only once the goods are out, and refunds only to an admin', () => {
    expect(paymentTransitions('vendor', 'pending_confirmation', 'processing')).toEqual([]);
    expect(paymentTransitions('vendor', 'pending_confirmation', 'order_picked')).toEqual([
      'cash_collected',
      'momo_collected',
    ]);
    expect(paymentTransitions('admin', 'momo_collected', 'delivered')).toContain('refunded');
    expect(paymentTransitions('vendor', 'momo_collected', 'delivered')).not.toContain('refunded');
    for (const s of PAYMENT_STATUSES) expect(paymentTransitions('buyer', s, 'delivered')).toEqual([]);
  });

  it('follows the order: cancelled before collection, refunded after, pending again on reopening', () => {
    expect(paymentAfterStatus('pending_confirmation', 'cancelled')).toBe('cancelled');
    expect(paymentAfterStatus('cash_collected', 'refunded')).toBe('refunded');
    expect(paymentAfterStatus('cancelled', 'processing')).toBe('pending_confirmation');
    expect(paymentAfterStatus('cash_collected', 'completed')).toBeNull();
  });
});
