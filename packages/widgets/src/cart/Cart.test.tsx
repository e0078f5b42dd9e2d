import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWidgetCart } from '../core/cartStore';
import { expectNoAxeViolations } from '../test/axe';
import { Cart, formatBadge } from './Cart';

const pads = { id: 7, name: 'Brake pads', price: 450, available: 3 };
const filter = { id: 9, name: 'Oil filter', price: 35.5, available: 200 };

describe('formatBadge', () => {
  it('caps the count at 99', () => {
    expect(formatBadge(5)).toBe('5');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });
});

describe('Cart', () => {
  it('lists lines with GH₵ totals and checks out on the marketplace with the lines and ref', async () => {
    const user = userEvent.setup();
    const cart = createWidgetCart();
    cart.add(pads);
    cart.add({ ...filter, quantity: 2 });
    const onEvent = vi.fn((_name: string, _detail?: unknown) => true);
    const { container } = render(
      <Cart apiBase="https://m.example" partnerRef="garage-1" cart={cart} onEvent={onEvent} />,
    );
    const button = screen.getByRole('button', { name: 'Cart 3 items' });
    expect(within(button).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Your cart (3)' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    const totals = panel.querySelector('[data-part="totals"]');
    expect(totals).toHaveTextContent('SubtotalGH₵ 521.00Service chargeGH₵ 52.10TotalGH₵ 573.10');
    const checkout = within(panel).getByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAttribute(
      'href',
      'https://m.example/shop/product/checkout?add=7:1,9:2&ref=garage-1',
    );
    expect(checkout).toHaveAttribute('target', '_top');
    await expectNoAxeViolations(container);

    // The host may run its own checkout by cancelling the event.
    onEvent.mockImplementation((name) => name !== 'checkout');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    checkout.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onEvent).toHaveBeenCalledWith('checkout', {
      url: 'https://m.example/shop/product/checkout?add=7:1,9:2&ref=garage-1',
      lines: [
        { productId: 7, quantity: 1 },
        { productId: 9, quantity: 2 },
      ],
      total: 573.1,
    });
  });

  it('changes quantities within the stock and removes lines', async () => {
    const user = userEvent.setup();
    const cart = createWidgetCart();
    cart.add(pads);
    render(<Cart cart={cart} defaultOpen />);
    const more = screen.getByRole('button', { name: 'One more Brake pads' });
    await user.click(more);
    await user.click(more);
    expect(cart.get().items[0]?.quantity).toBe(3);
    expect(more).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One less Brake pads' }));
    expect(cart.get().items[0]?.quantity).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Remove Brake pads from cart' }));
    expect(cart.get().items).toEqual([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
  });

  it('keeps two cart widgets on one page in step (one store)', async () => {
    const user = userEvent.setup();
    const cart = createWidgetCart();
    cart.add({ ...filter, quantity: 120 });
    render(
      <>
        <Cart cart={cart} />
        <Cart cart={cart} lang="fr" />
      </>,
    );
    const [english, french] = screen.getAllByRole('button');
    expect(english).toHaveTextContent('99+');
    expect(english).toHaveAccessibleName('Cart 120 items');
    await user.click(english as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Remove Oil filter from cart' }));
    expect(french).not.toHaveTextContent('99+');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Cart cart={createWidgetCart()} />);
    const button = screen.getByRole('button', { name: 'Cart' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
