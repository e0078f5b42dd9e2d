import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusColor,
  orderStatusLabel,
  statusColorByKeyword,
} from './order-status.js';

describe('order statuses', () => {
  it('has a label for every status', () => {
    for (const s of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[s]).toMatch(/^[A-Z]/);
    expect(orderStatusLabel('pending_payment')).toBe('Pending Payment');
    expect(orderStatusLabel('on_hold')).toBe('On Hold');
  });
  it('colours by palette, then by keyword', () => {
    expect(orderStatusColor('delivered')).toBe('success');
    expect(orderStatusColor('order_picked')).toBe('info');
    expect(orderStatusColor('rejected')).toBe('error');
    expect(orderStatusColor('pending_refund')).toBe('warning');
    expect(orderStatusColor('waiting_for_parts')).toBe('warning');
    expect(orderStatusColor('partially_delivered')).toBe('success');
    expect(orderStatusColor('on_hold')).toBe('neutral');
    expect(statusColorByKeyword('Cancelled by buyer')).toBe('error');
  });
});
