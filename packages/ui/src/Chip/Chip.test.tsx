import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Chip, ChipGroup } from './Chip';

function Filters({ onRemove }: { onRemove?: (keys: Set<unknown>) => void }) {
  const [chips, setChips] = useState([
    { id: 'toyota', name: 'Toyota' },
    { id: 'corolla', name: 'Corolla' },
    { id: '2015', name: '2015' },
  ]);
  return (
    <ChipGroup
      label="Active filters"
      items={chips}
      onRemove={(keys) => {
        onRemove?.(keys);
        setChips((current) => current.filter((chip) => !keys.has(chip.id)));
      }}
      renderEmptyState={() => 'No filters'}
    >
      {(chip) => <Chip id={chip.id}>{chip.name}</Chip>}
    </ChipGroup>
  );
}

describe('Chip / ChipGroup', () => {
  it('is a labelled grid of chips, each with a named remove button', () => {
    renderWithProviders(<Filters />);
    const grid = screen.getByRole('grid', { name: 'Active filters' });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(grid).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove Toyota' });
    expect(remove).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Toyota' })).toHaveAttribute('data-allows-removing', 'true');
  });

  it('removes a chip with its button and with the keyboard, then shows the empty state', async () => {
    const onRemove = vi.fn();
    const { user } = renderWithProviders(<Filters onRemove={onRemove} />);
    await user.tab();
    const focused = screen.getByRole('row', { name: 'Toyota' });
    expect(focused).toHaveFocus();
    expect(focused).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledWith(new Set(['toyota']));
    expect(screen.queryByRole('row', { name: 'Toyota' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Corolla' }));
    expect(onRemove).toHaveBeenLastCalledWith(new Set(['corolla']));
    expect(screen.queryByRole('row', { name: 'Corolla' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove 2015' }));
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    expect(screen.getByText('No filters')).toBeInTheDocument();
  });

  it('without onRemove there is no remove button; with selection chips report data-selected', async () => {
    const { user } = renderWithProviders(
      <ChipGroup aria-label="Condition" selectionMode="single" defaultSelectedKeys={['new']}>
        <Chip id="new">Brand New</Chip>
        <Chip id="used">Used</Chip>
      </ChipGroup>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Brand New' })).toHaveAttribute('data-selected', 'true');
    await user.click(screen.getByRole('row', { name: 'Used' }));
    expect(screen.getByRole('row', { name: 'Used' })).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('row', { name: 'Brand New' })).not.toHaveAttribute('data-selected');
  });

  it('translates the remove label', () => {
    renderWithProviders(
      <ChipGroup aria-label="Filtres" onRemove={() => {}}>
        <Chip id="a">Toyota</Chip>
      </ChipGroup>,
      { lng: 'fr' },
    );
    expect(screen.getByRole('button', { name: 'Retirer Toyota' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Filters />);
    await expectNoAxeViolations(container);
  });
});
