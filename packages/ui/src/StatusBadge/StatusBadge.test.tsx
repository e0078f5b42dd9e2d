import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { translatedLanguages } from '../i18n/languages';
import { humanizeStatus, orderStatuses, orderStatusTone, statusToneByKeyword } from './orderStatus';

describe('order status mapping', () => {
  it('gives every §4 status its palette tone', () => {
    expect(orderStatusTone('pending_payment')).toBe('warning');
    expect(orderStatusTone('order_picked')).toBe('info');
    expect(orderStatusTone('processing')).toBe('info');
    expect(orderStatusTone('delivered')).toBe('success');
    expect(orderStatusTone('completed')).toBe('success');
    expect(orderStatusTone('replaced')).toBe('success');
    expect(orderStatusTone('refunded')).toBe('neutral');
    expect(orderStatusTone('cancelled')).toBe('danger');
    expect(orderStatusTone('rejected')).toBe('danger');
    expect(orderStatusTone('pending')).toBe('warning');
  });

  it('falls back by keyword for unknown statuses', () => {
    expect(statusToneByKeyword('partially_delivered')).toBe('success');
    expect(orderStatusTone('Completed-With-Notes')).toBe('success');
    expect(orderStatusTone('ready_for_pickup')).toBe('info');
    expect(orderStatusTone('reprocessing')).toBe('info');
    expect(orderStatusTone('cancel_requested')).toBe('danger');
    expect(orderStatusTone('REJECTED_BY_SHOP')).toBe('danger');
    expect(orderStatusTone('pending_confirmation')).toBe('warning');
    expect(orderStatusTone('awaiting_stock')).toBe('warning');
    expect(orderStatusTone('on_hold')).toBe('neutral');
    expect(humanizeStatus('pending_confirmation')).toBe('Pending Confirmation');
  });

  it('has a translated label for every status in every language', () => {
    for (const lng of translatedLanguages) {
      const i18n = createI18n({ lng, persist: false });
      for (const status of orderStatuses) {
        const key = `statusBadge.${status}`;
        expect(i18n.exists(key, { ns: 'ui', lng, fallbackLng: false }), `${lng}: ${key}`).toBe(true);
      }
    }
  });
});
