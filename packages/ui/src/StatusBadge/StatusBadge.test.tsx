import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { translatedLanguages } from '../i18n/languages';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { humanizeStatus, orderStatuses, orderStatusTone, statusToneByKeyword } from './orderStatus';
import { StatusBadge } from './StatusBadge';

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

describe('StatusBadge', () => {
  it('shows the label with tone and status as data attributes', () => {
    renderWithProviders(<StatusBadge status="pending_payment" />);
    const badge = screen.getByText('Pending Payment');
    expect(badge).toHaveAttribute('data-tone', 'warning');
    expect(badge).toHaveAttribute('data-status', 'pending_payment');
  });

  it('title-cases unknown statuses and says Unknown for empty ones', () => {
    renderWithProviders(
      <>
        <StatusBadge status="awaiting_pickup" />
        <StatusBadge status="" />
        <StatusBadge status={undefined} variant="solid" />
      </>,
    );
    expect(screen.getByText('Awaiting Pickup')).toHaveAttribute('data-tone', 'info');
    const unknown = screen.getAllByText('Unknown');
    expect(unknown).toHaveLength(2);
    expect(unknown[0]).toHaveAttribute('data-tone', 'neutral');
    expect(unknown[1]).toHaveAttribute('data-variant', 'solid');
  });

  it('is translated', () => {
    renderWithProviders(<StatusBadge status="delivered" />, { lng: 'ar' });
    expect(screen.getByText('تم التوصيل')).toHaveAttribute('data-tone', 'success');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <div>
        {orderStatuses.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
