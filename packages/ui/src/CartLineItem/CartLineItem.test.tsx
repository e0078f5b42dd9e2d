import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { CartLineItem, type CartLineItemData, lineTotal } from './CartLineItem';
import { padsLine } from './fixtures';

function Harness({
  item,
  onQuantityChange,
}: {
  item: CartLineItemData;
  onQuantityChange?: (q: number) => void;
}) {
  const [quantity, setQuantity] = useState(item.quantity);
  return (
    <CartLineItem
      item={{ ...item, quantity }}
      href="/shop/product/1042"
      onQuantityChange={(next) => {
        onQuantityChange?.(next);
        setQuantity(next);
      }}
      onRemove={() => {}}
    />
  );
}

describe('lineTotal', () => {
  it('multiplies in whole pesewas', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(Number.NaN, 3)).toBeNaN();
  });
});

describe('CartLineItem', { timeout: 30_000 }, () => {
  it('shows thumbnail, name link, shop, unit price and line total', () => {
    renderWithProviders(<CartLineItem item={padsLine} href="/shop/product/1042" />);
    const group = screen.getByRole('group', { name: padsLine.name });
    expect(within(group).getByRole('link', { name: padsLine.name })).toHaveAttribute(
      'href',
      '/shop/product/1042',
    );
    expect(within(group).getByText('Sold by Kwame Auto Parts — Abossey Okai')).toBeInTheDocument();
    expect(within(group).getByText('GH₵ 450.00')).toBeInTheDocument();
    expect(within(group).getByText('GH₵ 900.00')).toBeInTheDocument();
    expect(group.querySelector('img')).toHaveAttribute('src', padsLine.coverUrl);
    expect(within(group).getByText('Qty: 2')).toBeInTheDocument();
  });

  it('offers the WebP variants of an uploaded photo at thumbnail size, and no srcset for other images', () => {
    const url = '/uploads/2026/0123456789abcdef0123456789abcdef.jpg';
    const { container, rerender } = renderWithProviders(
      <CartLineItem item={{ ...padsLine, coverUrl: url }} />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute(
      'srcset',
      `${url}.w320.webp 320w, ${url}.w640.webp 640w, ${url}.w1280.webp 1280w`,
    );
    expect(img).toHaveAttribute('sizes', '40px');
    rerender(<CartLineItem item={padsLine} />);
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });

  it('shows a placeholder without an image or when it fails', () => {
    const { container, rerender } = renderWithProviders(
      <CartLineItem item={{ ...padsLine, coverUrl: null }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="placeholder"]')).not.toBeNull();
    rerender(<CartLineItem item={padsLine} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
  });

  it('changes the quantity with the stepper and updates the line total', async () => {
    const onQuantityChange = vi.fn();
    const { user } = renderWithProviders(<Harness item={padsLine} onQuantityChange={onQuantityChange} />);
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByText('GH₵ 1,350.00')).toBeInTheDocument();
  });

  it('accepts digits only and turns a blur below 1 into 1', async () => {
    const onQuantityChange = vi.fn();
    const { user } = renderWithProviders(<Harness item={padsLine} onQuantityChange={onQuantityChange} />);
    const field = screen.getByRole('textbox', { name: `Quantity of ${padsLine.name}` });
    await user.clear(field);
    await user.type(field, 'a-5.');
    expect(field).toHaveValue('5');
    await user.clear(field);
    await user.tab();
    expect(onQuantityChange).toHaveBeenLastCalledWith(1);
    expect(field).toHaveValue('1');
  });

  it('stops at the stock', async () => {
    const onQuantityChange = vi.fn();
    const { user } = renderWithProviders(
      <Harness item={{ ...padsLine, quantity: 3, available: 3 }} onQuantityChange={onQuantityChange} />,
    );
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    const field = screen.getByRole('textbox', { name: `Quantity of ${padsLine.name}` });
    await user.clear(field);
    await user.type(field, '99');
    await user.tab();
    expect(field).toHaveValue('3');
    expect(onQuantityChange).not.toHaveBeenCalledWith(99);
  });

  it('warns when the quantity exceeds the stock, tied to the field', () => {
    renderWithProviders(
      <CartLineItem item={{ ...padsLine, quantity: 5, available: 2 }} onQuantityChange={() => {}} />,
    );
    const field = screen.getByRole('textbox', { name: `Quantity of ${padsLine.name}` });
    expect(field).toHaveAccessibleDescription('Only 2 available');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns and locks the field when out of stock', () => {
    renderWithProviders(
      <CartLineItem item={{ ...padsLine, available: 0 }} onQuantityChange={() => {}} onRemove={() => {}} />,
    );
    expect(screen.getByText('Out of stock — remove it to check out')).toHaveAttribute('data-stock', 'out');
    expect(screen.getByRole('textbox', { name: `Quantity of ${padsLine.name}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Remove ${padsLine.name} from cart` })).toBeEnabled();
  });

  it('removes the line', async () => {
    const onRemove = vi.fn();
    const { user } = renderWithProviders(<CartLineItem item={padsLine} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: `Remove ${padsLine.name} from cart` }));
    expect(onRemove).toHaveBeenCalledWith(padsLine);
  });

  it('names the remove button while removing', () => {
    renderWithProviders(<CartLineItem item={padsLine} onRemove={() => {}} isRemoving />);
    expect(screen.getByRole('button', { name: `Removing ${padsLine.name}…` })).toHaveAttribute(
      'data-pending',
      'true',
    );
  });

  it('has a compact variant without steppers', () => {
    renderWithProviders(<CartLineItem item={padsLine} variant="compact" onQuantityChange={() => {}} />);
    expect(screen.getByRole('group', { name: padsLine.name })).toHaveAttribute('data-variant', 'compact');
    expect(screen.queryByRole('button', { name: 'Increase' })).not.toBeInTheDocument();
  });

  it('never crashes on missing data', () => {
    renderWithProviders(
      <CartLineItem item={{ id: 1, name: 'Spark plug', price: 0, quantity: Number.NaN }} />,
    );
    expect(screen.getAllByText('GH₵ 0.00')).toHaveLength(2);
    expect(screen.queryByText(/Sold by/)).not.toBeInTheDocument();
  });

  it('speaks French and Arabic plurals', () => {
    const { rerender } = renderWithProviders(
      <CartLineItem item={{ ...padsLine, quantity: 5, available: 2 }} onRemove={() => {}} />,
      { lng: 'fr' },
    );
    expect(screen.getByText('Seulement 2 disponibles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Retirer ${padsLine.name} du panier` })).toBeInTheDocument();
    rerender(<CartLineItem item={{ ...padsLine, quantity: 5, available: 1 }} />);
    expect(screen.getByText('Seulement 1 disponible')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        <CartLineItem item={padsLine} href="/p/1" onQuantityChange={() => {}} onRemove={() => {}} />
        <CartLineItem item={{ ...padsLine, id: 2, available: 0, coverUrl: null }} onRemove={() => {}} />
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it('says whether the part fits the active vehicle (issue 11), with no axe violations', async () => {
    const { container } = renderWithProviders(
      <CartLineItem item={padsLine} href="/p/1" fit="doesNotFit" fitVehicle="2012 Toyota Corolla" />,
    );
    const line = screen.getByRole('group', { name: padsLine.name });
    expect(line).toHaveAttribute('data-fit', 'doesNotFit');
    expect(within(line).getByText("Doesn't fit").closest('[data-fit]')).toHaveTextContent(
      "Doesn't fit for 2012 Toyota Corolla",
    );
    await expectNoAxeViolations(container);
  });
});
