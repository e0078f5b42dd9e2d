import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { OrderTotals } from './OrderTotals';

/** The amount shown in the row whose term is `term`. */
const amount = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return (dt.nextElementSibling as HTMLElement).textContent;
};

describe('OrderTotals', { timeout: 30_000 }, () => {
  it('checkout: adds 10% of (subtotal − discount)', () => {
    renderWithProviders(<OrderTotals mode="checkout" subtotal={1000} discount={100} />);
    expect(amount('Subtotal')).toBe('GH₵ 1,000.00');
    expect(amount('Discount')).toBe('-GH₵ 100.00');
    expect(amount('Service charge (10%)')).toBe('GH₵ 90.00');
    expect(amount('Total')).toBe('GH₵ 990.00');
  });

  it('checkout: no discount reads "-", rounding to the pesewa, shipping added after the charge', () => {
    renderWithProviders(<OrderTotals mode="checkout" subtotal={0.05} shipping={20} />);
    expect(amount('Discount')).toBe('-None');
    expect(amount('Service charge (10%)')).toBe('GH₵ 0.01');
    expect(amount('Shipping')).toBe('GH₵ 20.00');
    expect(amount('Total')).toBe('GH₵ 20.06');
  });

  it('checkout: a discount above the subtotal is capped; bad input counts as 0', () => {
    const { rerender } = renderWithProviders(<OrderTotals mode="checkout" subtotal={50} discount={80} />);
    expect(amount('Discount')).toBe('-GH₵ 50.00');
    expect(amount('Total')).toBe('GH₵ 0.00');
    rerender(<OrderTotals mode="checkout" subtotal={Number.NaN} discount={-5} />);
    expect(amount('Service charge (10%)')).toBe('GH₵ 0.00');
    expect(amount('Total')).toBe('GH₵ 0.00');
  });

  it('order view: 10% up to GH₵ 10,000, discount "-", total from the server', () => {
    renderWithProviders(<OrderTotals mode="order" subtotal={10000} totalAmount={11234.5} />);
    expect(amount('Service charge (10%)')).toBe('GH₵ 1,000.00');
    expect(amount('Discount')).toBe('-None');
    expect(amount('Total')).toBe('GH₵ 11,234.50');
  });

  it('order view: 8% above GH₵ 10,000', () => {
    renderWithProviders(<OrderTotals mode="order" subtotal={10000.01} totalAmount={10800} />);
    expect(amount('Service charge (8%)')).toBe('GH₵ 800.00');
  });

  it('order view: per vendor subtotal, without a single rate when they differ', () => {
    renderWithProviders(
      <OrderTotals mode="order" subtotal={20500} vendorSubtotals={[500, 20000]} totalAmount={22150} />,
    );
    expect(amount('Service charge')).toBe('GH₵ 1,650.00');
  });

  it('is a description list', () => {
    const { container } = renderWithProviders(
      <OrderTotals mode="order" subtotal={1} totalAmount={1.1} aria-label="Order summary" />,
    );
    const list = container.querySelector('dl') as HTMLElement;
    expect(list).toHaveAttribute('aria-label', 'Order summary');
    expect(within(list).getAllByRole('term')).toHaveLength(4);
  });

  it('shows huge amounts', () => {
    renderWithProviders(<OrderTotals mode="order" subtotal={9999999.99} totalAmount={9999999.99} />);
    expect(amount('Subtotal')).toBe('GH₵ 9,999,999.99');
  });

  it('speaks French with French percent formatting', () => {
    renderWithProviders(<OrderTotals mode="checkout" subtotal={100} />, { lng: 'fr' });
    expect(screen.getByText(/Frais de service \(10\s%\)/)).toBeInTheDocument();
    expect(screen.getByText('Sous-total')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        <OrderTotals mode="checkout" subtotal={1000} discount={10} />
        <OrderTotals mode="order" subtotal={1000} totalAmount={1100} shipping={25} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
