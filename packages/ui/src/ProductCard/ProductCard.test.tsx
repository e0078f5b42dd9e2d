import { fireEvent, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { brakePads, usedGearbox } from './fixtures';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { stockLevel } from './stock';

const article = (name: string) => screen.getByRole('article', { name });

describe('ProductCard', () => {
  it('shows the product: photo, condition, part, name link, rating, shop, GH₵ price, stock', () => {
    renderWithProviders(<ProductCard product={brakePads} href="/shop/product/1042" />);
    const card = article(brakePads.name);
    const image = within(card).getByRole('img', { name: brakePads.name });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', brakePads.images[0]);
    expect(image).not.toHaveAttribute('srcset');
    expect(within(card).getByText('Brand New')).toHaveAttribute('data-tone', 'success');
    expect(within(card).getByText('Brake Pads · Brakes')).toBeInTheDocument();
    const heading = within(card).getByRole('heading', { level: 3, name: brakePads.name });
    expect(within(heading).getByRole('link', { name: brakePads.name })).toHaveAttribute(
      'href',
      '/shop/product/1042',
    );
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('23 ratings')).toBeInTheDocument();
    expect(within(card).getByText('Sold by Kwame Auto Parts — Abossey Okai')).toBeInTheDocument();
    expect(within(card).getByText('GH₵ 450.00')).toHaveAttribute('value', '450.00');
    expect(within(card).getByText('In stock')).toHaveAttribute('data-stock', 'in');
  });

  it('offers the WebP variants of an uploaded photo sized for the grid columns', () => {
    const url = '/uploads/2026/0123456789abcdef0123456789abcdef.png';
    renderWithProviders(<ProductCard product={{ ...brakePads, images: [url] }} />);
    const image = within(article(brakePads.name)).getByRole('img', { name: brakePads.name });
    expect(image).toHaveAttribute('src', url);
    expect(image).toHaveAttribute(
      'srcset',
      `${url}.w320.webp 320w, ${url}.w640.webp 640w, ${url}.w1280.webp 1280w`,
    );
    expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 20vw, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
    );
  });

  it('navigates client-side through react-aria RouterProvider when given href', async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(
      <RouterProvider navigate={navigate}>
        <ProductCard product={brakePads} href="/shop/product/1042" />
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: brakePads.name }));
    expect(navigate).toHaveBeenCalledWith('/shop/product/1042', undefined);
  });

  it('lets the app render the link (router links)', () => {
    const renderLink = vi.fn((children: React.ReactNode) => <a href="#/p/1042">{children}</a>);
    renderWithProviders(<ProductCard product={brakePads} href="/ignored" renderLink={renderLink} />);
    expect(screen.getByRole('link', { name: brakePads.name })).toHaveAttribute('href', '#/p/1042');
    expect(renderLink).toHaveBeenCalledWith(brakePads.name, brakePads);
  });

  it('shows the name as plain text without href or renderLink', () => {
    renderWithProviders(<ProductCard product={brakePads} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: brakePads.name })).toBeInTheDocument();
  });

  it('adds to cart with the product, only while stock is above 0', async () => {
    const onAddToCart = vi.fn();
    const { user, rerender } = renderWithProviders(
      <ProductCard product={brakePads} onAddToCart={onAddToCart} />,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAccessibleDescription(brakePads.name);
    await user.click(button);
    expect(onAddToCart).toHaveBeenCalledWith(brakePads);

    rerender(<ProductCard product={{ ...brakePads, stock: 0 }} onAddToCart={onAddToCart} />);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toHaveAttribute('data-stock', 'out');
    expect(article(brakePads.name)).toHaveAttribute('data-stock', 'out');
  });

  it('shows the add-to-cart button as pending', () => {
    renderWithProviders(<ProductCard product={brakePads} onAddToCart={() => {}} isAddingToCart />);
    const button = screen.getByRole('button', { name: 'Adding to cart…' });
    expect(button).toHaveAttribute('data-pending', 'true');
  });

  it('warns about low stock with a plural-aware count', () => {
    const { rerender } = renderWithProviders(<ProductCard product={usedGearbox} />);
    expect(screen.getByText('Only 2 left')).toHaveAttribute('data-stock', 'low');
    rerender(<ProductCard product={{ ...usedGearbox, stock: 8 }} lowStockThreshold={10} />);
    expect(screen.getByText('Only 8 left')).toBeInTheDocument();
  });

  it('toggles the wishlist heart with aria-pressed (uncontrolled)', async () => {
    const onToggleWishlist = vi.fn();
    const { user } = renderWithProviders(
      <ProductCard product={brakePads} onToggleWishlist={onToggleWishlist} />,
    );
    const heart = screen.getByRole('button', { name: `Save ${brakePads.name} to wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAttribute('data-selected', 'true');
    expect(onToggleWishlist).toHaveBeenLastCalledWith(brakePads, true);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(onToggleWishlist).toHaveBeenLastCalledWith(brakePads, false);
  });

  it('follows a controlled isWishlisted', async () => {
    const onToggleWishlist = vi.fn();
    const { user } = renderWithProviders(
      <ProductCard product={brakePads} isWishlisted onToggleWishlist={onToggleWishlist} />,
    );
    const heart = screen.getByRole('button', { name: /wishlist/ });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(onToggleWishlist).toHaveBeenCalledWith(brakePads, false);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides actions the app does not handle', () => {
    renderWithProviders(<ProductCard product={brakePads} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a placeholder when there is no image, or when it fails to load', () => {
    const { rerender } = renderWithProviders(<ProductCard product={{ ...brakePads, images: [] }} />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: brakePads.name })).not.toBeInTheDocument();

    rerender(<ProductCard product={brakePads} />);
    fireEvent.error(screen.getByRole('img', { name: brakePads.name }));
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  it('never crashes on missing optional data', () => {
    renderWithProviders(
      <ProductCard
        product={{ id: 1, name: 'Spark plug', price: 0, stock: Number.NaN }}
        onAddToCart={() => {}}
      />,
    );
    const card = article('Spark plug');
    expect(within(card).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(card).getByText('GH₵ 0.00')).toBeInTheDocument();
    expect(within(card).getByText('Out of stock')).toBeInTheDocument();
    expect(within(card).queryByText('Brand New')).not.toBeInTheDocument();
  });

  it('speaks French', () => {
    renderWithProviders(
      <ProductCard product={usedGearbox} onAddToCart={() => {}} onToggleWishlist={() => {}} />,
      {
        lng: 'fr',
      },
    );
    expect(screen.getByText('D’occasion')).toBeInTheDocument();
    expect(screen.getByText('Plus que 2 en stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Ajouter ${usedGearbox.name} à la liste d’envies` }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 avis')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Noté 3,8 sur 5' })).toBeInTheDocument();
  });

  it('speaks Arabic, right to left, with the price kept left to right', () => {
    renderWithProviders(<ProductCard product={brakePads} onAddToCart={() => {}} />, { lng: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('جديد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument();
    expect(screen.getByText('GH₵ 450.00')).toHaveAttribute('dir', 'ltr');
  });

  it('uses the requested heading level', () => {
    renderWithProviders(<ProductCard product={brakePads} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: brakePads.name })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        <ProductCard product={brakePads} href="/p/1" onAddToCart={() => {}} onToggleWishlist={() => {}} />
        <ProductCard
          product={{ ...usedGearbox, images: [], stock: 0 }}
          href="/p/2"
          onToggleWishlist={() => {}}
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('ProductCard fit (issue 11)', () => {
  it('shows whether the part fits the active vehicle, naming it, and none without a fit', () => {
    const { rerender } = renderWithProviders(
      <ProductCard product={brakePads} fit="fits" fitVehicle="2012 Toyota Corolla" />,
    );
    const card = article(brakePads.name);
    expect(card).toHaveAttribute('data-fit', 'fits');
    expect(within(card).getByText('Fits').closest('[data-fit]')).toHaveTextContent(
      'Fits for 2012 Toyota Corolla',
    );
    rerender(<ProductCard product={brakePads} />);
    expect(screen.queryByText('Fits')).not.toBeInTheDocument();
    expect(article(brakePads.name)).not.toHaveAttribute('data-fit');
  });

  it('has no axe violations with each answer', async () => {
    const { container } = renderWithProviders(
      <>
        <ProductCard product={brakePads} href="/p/1" fit="fits" fitVehicle="Corolla" />
        <ProductCard product={{ ...usedGearbox, id: 7 }} href="/p/2" fit="doesNotFit" fitVehicle="Corolla" />
        <ProductCard product={{ ...brakePads, id: 8, name: 'Other pads' }} href="/p/3" fit="unknown" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('ProductCardSkeleton', () => {
  it('is hidden from assistive technology and has no axe violations', async () => {
    const { container } = renderWithProviders(
      <section aria-busy="true" aria-label="Loading products">
        <ProductCardSkeleton data-testid="skeleton" />
      </section>,
    );
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('stockLevel', () => {
  it('is out at 0 or unknown, low at or below the threshold, in above it', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(-3)).toBe('out');
    expect(stockLevel(Number.NaN)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in');
    expect(stockLevel(6, 10)).toBe('low');
  });
});
