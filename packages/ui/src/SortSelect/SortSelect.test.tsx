import { type ProductSort, productSorts } from '@abossey/sdk';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { SortSelect } from './SortSelect';

function Controlled({ onChange }: { onChange: (sort: ProductSort) => void }) {
  const [sort, setSort] = useState<ProductSort>('newest');
  return (
    <SortSelect
      value={sort}
      onChange={(next) => {
        onChange(next);
        setSort(next);
      }}
    />
  );
}

describe('SortSelect', { timeout: 30_000 }, () => {
  it('offers the five §2 sorts in order, A-Z by default', async () => {
    const { user } = renderWithProviders(<SortSelect />);
    const trigger = screen.getByRole('button', { name: /Sort By/ });
    expect(trigger).toHaveTextContent('A-Z');
    await user.click(trigger);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Featured',
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
      'A-Z',
    ]);
    expect(options).toHaveLength(productSorts.length);
    expect(screen.getByRole('option', { name: 'A-Z' })).toHaveAttribute('aria-selected', 'true');
  });

  it("calls onChange with the SDK's sort value", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SortSelect onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Sort By/ }));
    await user.click(screen.getByRole('option', { name: 'Price: High to Low' }));
    expect(onChange).toHaveBeenCalledWith('price_desc');
    expect(screen.getByRole('button', { name: /Sort By/ })).toHaveTextContent('Price: High to Low');
  });

  it('is controllable and works from the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Sort By/ })).toHaveTextContent('Newest');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenCalledWith('featured');
    expect(screen.getByRole('button', { name: /Sort By/ })).toHaveTextContent('Featured');
  });

  it('accepts a custom label or none', () => {
    const { rerender } = renderWithProviders(<SortSelect label="Order" />);
    expect(screen.getByRole('button', { name: /Order/ })).toBeInTheDocument();
    rerender(<SortSelect label={null} aria-label="Sort products" />);
    expect(screen.getByRole('button', { name: /Sort products/ })).toBeInTheDocument();
  });

  it('speaks French', () => {
    renderWithProviders(<SortSelect defaultValue="price_asc" />, { lng: 'fr' });
    expect(screen.getByRole('button', { name: /Trier par/ })).toHaveTextContent('Prix : croissant');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<SortSelect />);
    await expectNoAxeViolations(container);
  });
});
