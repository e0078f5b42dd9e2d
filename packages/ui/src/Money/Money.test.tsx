import { formatMoney } from '@abossey/sdk';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Money } from './Money';

describe('Money', () => {
  it('shows GH₵ with two decimals and thousands separators, through the SDK formatter', () => {
    renderWithProviders(<Money value={1234.5} />);
    const money = screen.getByText('GH₵ 1,234.50');
    expect(money.tagName).toBe('DATA');
    expect(money).toHaveAttribute('value', '1234.50');
    expect(money.textContent).toBe(formatMoney(1234.5));
  });

  it('handles large, zero and negative amounts', () => {
    renderWithProviders(
      <>
        <Money value={1234567.89} />
        <Money value={9999999.99} />
        <Money value={0} />
        <Money value={-250} />
      </>,
    );
    expect(screen.getByText('GH₵ 1,234,567.89')).toHaveAttribute('value', '1234567.89');
    expect(screen.getByText('GH₵ 9,999,999.99')).toBeInTheDocument();
    expect(screen.getByText('GH₵ 0.00')).not.toHaveAttribute('data-negative');
    expect(screen.getByText('-GH₵ 250.00')).toHaveAttribute('data-negative');
  });

  it('does not crash on a missing amount', () => {
    renderWithProviders(<Money value={Number.NaN} />);
    expect(screen.getByText('GH₵ —')).toHaveAttribute('value', '');
  });

  it('stays left-to-right and untranslated inside Arabic pages', () => {
    renderWithProviders(<Money value={10} />, { lng: 'ar' });
    const money = screen.getByText('GH₵ 10.00');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(money).toHaveAttribute('dir', 'ltr');
    expect(money).toHaveAttribute('translate', 'no');
  });

  it('renders size, emphasis and tone as data attributes', () => {
    renderWithProviders(<Money value={5} size="large" emphasis="strong" tone="danger" />);
    const money = screen.getByText('GH₵ 5.00');
    expect(money).toHaveAttribute('data-size', 'large');
    expect(money).toHaveAttribute('data-emphasis', 'strong');
    expect(money).toHaveAttribute('data-tone', 'danger');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <p>
        Total: <Money value={1234567.89} emphasis="strong" />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
