import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { catalogue } from './fixtures';
import { ProductGrid } from './ProductGrid';

// The machine running these is shared and slow; rendering a dozen cards with axe can take seconds.
describe('ProductGrid', { timeout: 30_000 }, () => {
  it('lists the products as a named list of cards, the first row loading eagerly', () => {
    const six = catalogue.slice(0, 4);
    renderWithProviders(
      <ProductGrid products={six} eagerImages={2} getHref={(p) => `/shop/product/${p.id}`} />,
    );
    const list = screen.getByRole('list', { name: 'Products' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(six.length);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: catalogue[0]?.name })).toHaveAttribute(
      'href',
      `/shop/product/${catalogue[0]?.id}`,
    );
    const images = list.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'eager');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
    expect(images[images.length - 1]).toHaveAttribute('loading', 'lazy');
    expect(list).toHaveAttribute('data-layout', 'columns');
  });

  it('gives each card its fit for the active vehicle (issue 11)', () => {
    const two = catalogue.slice(0, 2);
    renderWithProviders(
      <ProductGrid
        products={two}
        getFit={(p) => (p.id === two[0]?.id ? 'fits' : 'doesNotFit')}
        fitVehicle="2012 Toyota Corolla"
      />,
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('data-fit'))).toEqual(['fits', 'doesNotFit']);
    expect(within(cards[1] as HTMLElement).getByText("Doesn't fit")).toBeInTheDocument();
  });

  it('takes its accessible name from aria-label', () => {
    renderWithProviders(<ProductGrid products={catalogue.slice(0, 2)} aria-label="Similar products" />);
    expect(screen.getByRole('list', { name: 'Similar products' })).toBeInTheDocument();
  });

  it('passes cart and wishlist actions through with the product', async () => {
    const onAddToCart = vi.fn();
    const onToggleWishlist = vi.fn();
    const first = catalogue[0];
    if (!first) throw new Error('fixture');
    const { user } = renderWithProviders(
      <ProductGrid
        products={catalogue.slice(0, 3)}
        onAddToCart={onAddToCart}
        isAddingToCart={(p) => p.id === catalogue[1]?.id}
        isWishlisted={(p) => p.id === first.id}
        onToggleWishlist={onToggleWishlist}
      />,
    );
    const card = screen.getByRole('article', { name: first.name });
    await user.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(first);
    const heart = within(card).getByRole('button', { name: `Save ${first.name} to wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(onToggleWishlist).toHaveBeenCalledWith(first, false);
    expect(screen.getByRole('button', { name: 'Adding to cart…' })).toBeInTheDocument();
  });

  it('shows skeletons (count prop) and announces loading', () => {
    const { container } = renderWithProviders(
      <ProductGrid products={catalogue} isLoading skeletonCount={4} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(container.querySelectorAll('[data-part="product-card-skeleton"]')).toHaveLength(4);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(container.querySelector('[data-part="product-grid"]')).toHaveAttribute('aria-busy', 'true');
  });

  it('defaults to 12 skeletons and survives a nonsense count', () => {
    const { container, rerender } = renderWithProviders(<ProductGrid products={[]} isLoading />);
    expect(container.querySelectorAll('[data-part="product-card-skeleton"]')).toHaveLength(12);
    rerender(<ProductGrid products={[]} isLoading skeletonCount={Number.NaN} />);
    expect(container.querySelectorAll('[data-part="product-card-skeleton"]')).toHaveLength(0);
  });

  it('shows the error panel with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <ProductGrid products={catalogue} error="Failed to fetch products" onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch products');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says nothing matched, naming the search when there is one', () => {
    const { rerender } = renderWithProviders(<ProductGrid products={[]} />);
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.queryByText(/No results found for/)).not.toBeInTheDocument();
    rerender(<ProductGrid products={[]} searchQuery="  corolla pads " />);
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText(/No results found for "corolla pads"/)).toBeInTheDocument();
    rerender(<ProductGrid products={[]} searchQuery="   " />);
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  });

  it('renders an empty-state action', async () => {
    const onReset = vi.fn();
    const { user } = renderWithProviders(
      <ProductGrid
        products={[]}
        emptyAction={
          <button type="button" onClick={onReset}>
            Reset all
          </button>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(onReset).toHaveBeenCalled();
  });

  it('speaks French', () => {
    renderWithProviders(<ProductGrid products={[]} searchQuery="frein" />, { lng: 'fr' });
    expect(screen.getByRole('heading', { name: 'Introuvable' })).toBeInTheDocument();
    expect(screen.getByText(/Aucun résultat pour « frein »/)).toBeInTheDocument();
  });

  it('has no axe violations in any state', async () => {
    const { container, rerender } = renderWithProviders(<ProductGrid products={catalogue.slice(0, 2)} />);
    await expectNoAxeViolations(container);
    rerender(<ProductGrid products={[]} isLoading skeletonCount={3} />);
    await expectNoAxeViolations(container);
    rerender(<ProductGrid products={[]} searchQuery="x" />);
    await expectNoAxeViolations(container);
  });
});
