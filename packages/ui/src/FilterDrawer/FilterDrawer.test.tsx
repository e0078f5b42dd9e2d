import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_PRODUCT_FILTERS, type ProductFilterValue } from '../FilterBar/filters';
import { filterOptions } from '../FilterBar/fixtures';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { FilterDrawer } from './FilterDrawer';

function Harness({
  initial = {},
  onChange,
}: {
  initial?: Partial<ProductFilterValue>;
  onChange?: (v: ProductFilterValue) => void;
}) {
  const [value, setValue] = useState<Partial<ProductFilterValue>>(initial);
  return (
    <FilterDrawer
      value={value}
      options={filterOptions}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('FilterDrawer', { timeout: 30_000 }, () => {
  // The overlay loads on first open (React.lazy); load its module once up front so no test waits on a transform.
  beforeAll(() => Promise.all([import('./FilterDrawerPanel'), import('../FilterBar/ActiveFilters')]));

  it('names the trigger with the active count', () => {
    const { rerender } = renderWithProviders(
      <FilterDrawer value={{}} options={filterOptions} onChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    rerender(
      <FilterDrawer
        value={{ make: ['Toyota', 'Honda'], condition: 'Used' }}
        options={filterOptions}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Filters 3 active' })).toBeInTheDocument();
  });

  it('opens a 320 px drawer with the six controls; Done closes it and returns focus', async () => {
    const { user } = renderWithProviders(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'end');
    expect(
      (dialog.closest('[data-placement]') as HTMLElement).style.getPropertyValue('--_drawer-width'),
    ).toBe('320px');
    for (const name of ['Make', 'Model', 'Year', 'Category', 'Part', 'Condition']) {
      expect(within(dialog).getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Reset all' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('changes filters inside the drawer, then resets them', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} initial={{ year: ['2016'] }} />);
    await user.click(screen.getByRole('button', { name: 'Filters 1 active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('button', { name: /Condition/ }));
    await user.click(await screen.findByRole('option', { name: 'Brand New' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_PRODUCT_FILTERS,
      year: ['2016'],
      condition: 'Brand New',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset all' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_PRODUCT_FILTERS);
  });

  it('shows the active filters as removable chips beside the trigger', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} initial={{ make: ['Kia'] }} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Make: Kia' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_PRODUCT_FILTERS);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('can be controlled', () => {
    renderWithProviders(<FilterDrawer value={{}} options={filterOptions} onChange={() => {}} isOpen />);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('speaks French', () => {
    renderWithProviders(
      <FilterDrawer value={{ make: ['Kia'] }} options={filterOptions} onChange={() => {}} />,
      {
        lng: 'fr',
      },
    );
    expect(screen.getByRole('button', { name: 'Filtres 1 actif' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <FilterDrawer value={{ make: ['Kia'] }} options={filterOptions} onChange={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
