import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../i18n/format';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { deliveredHistory } from './fixtures';
import { OrderTimeline } from './OrderTimeline';

describe('OrderTimeline', { timeout: 30_000 }, () => {
  it('lists the history newest first as an ordered list, the newest step current', () => {
    renderWithProviders(<OrderTimeline entries={deliveredHistory} />);
    const list = screen.getByRole('list', { name: 'Order history' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-status]')?.textContent)).toEqual([
      'Delivered',
      'Order Picked',
      'Pending Delivery',
      'Pending Payment',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(within(items[0] as HTMLElement).getByText('Current status')).toBeInTheDocument();
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it('shows status colours, DD MMM YYYY h:mm a dates, notes and authors', () => {
    renderWithProviders(<OrderTimeline entries={deliveredHistory} />);
    expect(screen.getByText('Delivered')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Pending Payment')).toHaveAttribute('data-tone', 'warning');
    const time = screen.getByText(formatDateTime('2025-03-06T15:30:00.000Z', 'en'));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-03-06T15:30:00.000Z');
    expect(time.textContent).toMatch(/^\d{2} Mar 2025 \d{1,2}:\d{2} (am|pm|AM|PM)$/);
    expect(screen.getByText('Picked up at Abossey Okai.')).toBeInTheDocument();
    expect(screen.getByText('by Kwame Mensah')).toBeInTheDocument();
  });

  it('sorts whatever order it is given; unreadable dates go last', () => {
    renderWithProviders(
      <OrderTimeline
        entries={[
          { status: 'mystery_state', createdAt: 'not a date' },
          { status: 'pending', createdAt: '2025-01-01T00:00:00Z' },
          { status: 'cancelled', createdAt: '2025-02-01T00:00:00Z' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-status]')?.textContent)).toEqual([
      'Cancelled',
      'Pending',
      'Mystery State',
    ]);
    expect(within(items[2] as HTMLElement).getByText('—')).toBeInTheDocument();
  });

  it('says when there is no history', () => {
    const { rerender } = renderWithProviders(<OrderTimeline entries={[]} />);
    expect(screen.getByText('No status history yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<OrderTimeline entries={[]} emptyText="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('speaks French', () => {
    renderWithProviders(<OrderTimeline entries={deliveredHistory} />, { lng: 'fr' });
    expect(screen.getByRole('list', { name: 'Historique de la commande' })).toBeInTheDocument();
    expect(screen.getByText('par Kwame Mensah')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2025-03-06T15:30:00.000Z', 'fr'))).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<OrderTimeline entries={deliveredHistory} />);
    await expectNoAxeViolations(container);
  });
});
