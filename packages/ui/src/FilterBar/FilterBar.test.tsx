import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { FilterBar } from './FilterBar';
import {
  countActiveFilters,
  EMPTY_PRODUCT_FILTERS,
  normalizeFilters,
  type ProductFilterValue,
} from './filters';
import { filterOptions } from './fixtures';

function Harness({
  initial = {},
  onChange,
  onReset,
  loading,
}: {
  initial?: Partial<ProductFilterValue>;
  onChange?: (v: ProductFilterValue) => void;
  onReset?: () => void;
  loading?: boolean;
}) {
  const [value, setValue] = useState<Partial<ProductFilterValue>>(initial);
  return (
    <FilterBar
      value={value}
      options={filterOptions}
      loading={loading}
      onReset={onReset}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('filters helpers', () => {
  it('counts each chosen value and a non-All condition', () => {
    expect(countActiveFilters(undefined)).toBe(0);
    expect(countActiveFilters({ make: ['Toyota', 'Honda'], year: ['2016'], condition: 'Used' })).toBe(4);
    expect(countActiveFilters({ condition: 'all' })).toBe(0);
    expect(normalizeFilters({ make: ['Kia'] })).toEqual({ ...EMPTY_PRODUCT_FILTERS, make: ['Kia'] });
  });
});

describe('FilterBar', { timeout: 30_000 }, () => {
  it('shows the six §2 controls in a named region, Condition on All', () => {
    renderWithProviders(<Harness />);
    const region = screen.getByRole('region', { name: 'Filters' });
    for (const name of ['Make', 'Model', 'Year', 'Category', 'Part']) {
      expect(within(region).getByRole('button', { name: new RegExp(name) })).toHaveTextContent('All');
    }
    expect(within(region).getByRole('button', { name: /Condition/ })).toHaveTextContent('All');
    expect(screen.queryByRole('grid', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('chooses makes with counts and reports the whole value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Make/ }));
    expect(screen.getByRole('option', { name: /Toyota/ })).toHaveTextContent('Toyota (412)');
    await user.click(screen.getByRole('option', { name: /Toyota/ }));
    await user.click(screen.getByRole('option', { name: /Kia/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_PRODUCT_FILTERS, make: ['Toyota', 'Kia'] });
    await user.keyboard('{Escape}');
    const chips = screen.getByRole('grid', { name: 'Active filters' });
    expect(within(chips).getByRole('row', { name: 'Make: Toyota' })).toBeInTheDocument();
    expect(within(chips).getByRole('row', { name: 'Make: Kia' })).toBeInTheDocument();
  });

  it('sets the condition', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Condition/ }));
    await user.click(screen.getByRole('option', { name: 'Used' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_PRODUCT_FILTERS, condition: 'Used' });
    expect(screen.getByRole('row', { name: 'Condition: Used' })).toBeInTheDocument();
  });

  it('removes one chip at a time and resets all', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Harness
        onChange={onChange}
        initial={{ make: ['Toyota', 'Honda'], year: ['2016'], condition: 'Brand New' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Make: Honda' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_PRODUCT_FILTERS,
      make: ['Toyota'],
      year: ['2016'],
      condition: 'Brand New',
    });
    await user.click(screen.getByRole('button', { name: 'Remove Condition: Brand New' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_PRODUCT_FILTERS, make: ['Toyota'], year: ['2016'] });
    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_PRODUCT_FILTERS);
    expect(screen.queryByRole('button', { name: 'Reset all' })).not.toBeInTheDocument();
  });

  it('lets the app handle Reset all', async () => {
    const onReset = vi.fn();
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Harness onChange={onChange} onReset={onReset} initial={{ part: ['Brake Pads'] }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a chosen value the options no longer hold', () => {
    const { container } = renderWithProviders(<Harness initial={{ model: ['Civic'] }} />);
    const model = container.querySelector('[data-filter="model"]') as HTMLElement;
    expect(within(model).getByRole('button', { name: /Model/ })).toHaveTextContent('Civic');
    expect(screen.getByRole('row', { name: 'Model: Civic' })).toBeInTheDocument();
  });

  it('shows loading in the selects and disables those without options', () => {
    const { rerender } = renderWithProviders(
      <FilterBar
        value={{}}
        options={{ make: filterOptions.make }}
        loading={{ model: true }}
        onChange={() => {}}
      />,
    );
    const model = screen.getByRole('button', { name: /Model/ });
    expect(model).toHaveTextContent('Loading…');
    expect(model).toHaveAccessibleName(/Loading options/);
    expect(model).toBeDisabled();
    expect(screen.getByRole('button', { name: /Year/ })).toHaveTextContent('No options');
    expect(screen.getByRole('button', { name: /Make/ })).toBeEnabled();
    rerender(<FilterBar value={{}} options={filterOptions} loading onChange={() => {}} />);
    expect(screen.getAllByRole('img', { name: 'Loading options' })).toHaveLength(5);
  });

  it('speaks French', () => {
    renderWithProviders(
      <FilterBar
        value={{ make: ['Toyota'], condition: 'Used' }}
        options={filterOptions}
        onChange={() => {}}
      />,
      { lng: 'fr' },
    );
    expect(screen.getByRole('region', { name: 'Filtres' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Marque : Toyota' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'État : D’occasion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout réinitialiser' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <FilterBar
        value={{ make: ['Toyota'], condition: 'Used' }}
        options={filterOptions}
        loading={{ part: true }}
        onChange={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
