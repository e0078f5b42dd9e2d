import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWidgetCart } from '../core/cartStore';
import { expectNoAxeViolations } from '../test/axe';
import { brakePads, stubFetch } from '../test/fixtures';
import { ProductCard, type ProductCardProps } from './ProductCard';

const setup = (props: ProductCardProps, stub = stubFetch()) => {
  const onEvent = vi.fn((_name: string, _detail?: unknown) => true);
  const cart = createWidgetCart();
  const view = render(
    <ProductCard apiBase="https://m.example" fetch={stub.fetch} cart={cart} onEvent={onEvent} {...props} />,
  );
  return { ...view, onEvent, cart, stub };
};

describe('ProductCard', () => {
  it('shows the part: photo, name, GH₵ price, condition, rating and stock', async () => {
    const { container, stub, onEvent } = setup({ productId: 1042, partnerRef: 'garage-1' });
    const link = await screen.findByRole('link', { name: brakePads.name });
    expect(link).toHaveAttribute('href', 'https://m.example/shop/product/1042?ref=garage-1');
    expect(link).toHaveAttribute('target', '_top');
    expect(screen.getByText('GH₵ 450.00')).toHaveAttribute('value', '450.00');
    expect(screen.getByText('Brand New')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 23 ratings' })).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(stub.calls[0]?.url).toBe('https://m.example/api/products/1042');
    expect(onEvent).toHaveBeenCalledWith('ready', { widget: 'product-card', productId: 1042 });
    await expectNoAxeViolations(container);
  });

  it('adds to the cart up to the stock, then says all stock is in the cart', async () => {
    const user = userEvent.setup();
    const { cart, onEvent } = setup({ productId: 2077, partnerRef: 'garage-1' });
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByText('Used')).toBeInTheDocument();
    await user.click(add);
    expect(cart.get().items).toMatchObject([{ id: 2077, quantity: 1, price: 1234567.89, available: 2 }]);
    expect(cart.get().ref).toBe('garage-1');
    expect(onEvent).toHaveBeenCalledWith('add-to-cart', {
      productId: 2077,
      quantity: 1,
      name: 'Honda Civic Automatic Gearbox',
      price: 1234567.89,
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 × Honda Civic Automatic Gearbox added to your cart',
    );
    await user.click(add);
    expect(cart.get().items[0]?.quantity).toBe(2);
    expect(screen.getByRole('button', { name: 'All stock is in your cart' })).toBeDisabled();
  });

  it('cannot add a sold-out part', async () => {
    setup({ productId: 3001 });
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('says a missing or unknown product-id in the widget and emits error, never throwing', async () => {
    const { onEvent, unmount } = setup({ productId: 999 });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be found.');
    expect(onEvent).toHaveBeenCalledWith('error', expect.objectContaining({ code: 'product-not-found' }));
    unmount();
    const empty = setup({ productId: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be found.');
    expect(empty.onEvent).toHaveBeenCalledWith('error', { code: 'product-missing', productId: '' });
  });

  it('flags a product-id that is not a number as a bad attribute', async () => {
    const { onEvent, stub } = setup({ productId: 'brake-pads' });
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('error', { code: 'bad-attribute', attributes: ['product-id'] }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This widget is set up incorrectly (product-id).');
    expect(stub.calls).toEqual([]);
  });

  it('says so when the marketplace cannot be reached', async () => {
    const { onEvent } = setup({ productId: 1042, lang: 'vi' }, stubFetch({ unreachable: true }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Không thể kết nối với chợ phụ tùng. Vui lòng thử lại sau.',
      ),
    );
    expect(onEvent).toHaveBeenCalledWith('error', expect.objectContaining({ code: 'load-failed' }));
  });

  it('speaks Arabic right to left with Latin GH₵ amounts', async () => {
    const { container } = setup({ productId: 1042, lang: 'ar' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument());
    expect(container.querySelector('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('GH₵ 450.00')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
