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

  describe('fit for the `vehicle` attribute (issue 11)', () => {
    const badge = (container: HTMLElement) => container.querySelector('[data-part="fit"]');

    it('says Fits, naming the vehicle for screen readers, with any casing of make and model', async () => {
      const { container } = setup({ productId: 1042, vehicle: 'toyota/COROLLA/2015' });
      await screen.findByRole('link', { name: brakePads.name });
      expect(badge(container)).toHaveAttribute('data-fit', 'fits');
      expect(badge(container)).toHaveTextContent('✓ Fits for 2015 toyota COROLLA');
      expect(badge(container)).toHaveAttribute('title', 'Fits for 2015 toyota COROLLA');
      expect(screen.getByText('✓', { exact: false })).toHaveAttribute('aria-hidden', 'true');
      await expectNoAxeViolations(container);
    });

    it("says Doesn't fit for another year of the same model", async () => {
      const { container } = setup({ productId: 1042, vehicle: 'Toyota/Corolla/2016' });
      await screen.findByRole('link', { name: brakePads.name });
      expect(badge(container)).toHaveAttribute('data-fit', 'doesNotFit');
      expect(badge(container)).toHaveTextContent("✕ Doesn't fit for 2016 Toyota Corolla");
      await expectNoAxeViolations(container);
    });

    it('says Fit unknown for a part that lists no vehicles, in the language of the widget', async () => {
      const { container } = setup({ productId: 4010, vehicle: 'Toyota/Corolla/2015', lang: 'fr' });
      await screen.findByRole('link', { name: 'Universal Wiper Blades 22 in' });
      await waitFor(() =>
        expect(badge(container)).toHaveTextContent('? Compatibilité inconnue pour 2015 Toyota Corolla'),
      );
      expect(badge(container)).toHaveAttribute('data-fit', 'unknown');
      await expectNoAxeViolations(container);
    });

    it('shows no badge without a vehicle, or with only a make and model', async () => {
      const { container, unmount } = setup({ productId: 1042 });
      await screen.findByRole('link', { name: brakePads.name });
      expect(badge(container)).toBeNull();
      unmount();
      const partial = setup({ productId: 1042, vehicle: 'Toyota/Corolla' });
      await screen.findByRole('link', { name: brakePads.name });
      expect(badge(partial.container)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(partial.onEvent).not.toHaveBeenCalledWith('error', expect.anything());
      await expectNoAxeViolations(partial.container);
    });

    it('flags a vehicle that is not Make/Model/Year as a bad attribute and still shows the part', async () => {
      const { onEvent, container } = setup({ productId: 1042, vehicle: 'Toyota/Corolla/next-year' });
      await screen.findByRole('link', { name: brakePads.name });
      expect(screen.getByRole('alert')).toHaveTextContent('This widget is set up incorrectly (vehicle).');
      expect(onEvent).toHaveBeenCalledWith('error', { code: 'bad-attribute', attributes: ['vehicle'] });
      expect(badge(container)).toBeNull();
    });
  });
});
