import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Select } from './Select';
import { SelectItem } from './SelectItem';

const sorts = [
  { id: 'featured', name: 'Featured' },
  { id: 'newest', name: 'Newest' },
  { id: 'price-asc', name: 'Price: Low to High' },
  { id: 'price-desc', name: 'Price: High to Low' },
  { id: 'name', name: 'A-Z' },
];

const SortBy = (props: Partial<Parameters<typeof Select<(typeof sorts)[number]>>[0]>) => (
  <Select label="Sort By" items={sorts} defaultValue="name" {...props}>
    {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
  </Select>
);

describe('Select', () => {
  it('shows the chosen option and opens a listbox of options', async () => {
    const { user } = renderWithProviders(<SortBy />);
    const trigger = screen.getByRole('button', { name: /Sort By/ });
    expect(trigger).toHaveTextContent('A-Z');
    await user.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(within(listbox).getByRole('option', { name: 'A-Z' })).toHaveAttribute('aria-selected', 'true');
    expect(trigger.closest('[data-open]')).not.toBeNull();
  });

  it('calls onChange with the new key and closes', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SortBy onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Sort By/ }));
    await user.click(screen.getByRole('option', { name: 'Newest' }));
    expect(onChange).toHaveBeenCalledWith('newest');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sort By/ })).toHaveTextContent('Newest');
  });

  it('works from the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SortBy onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Sort By/ })).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenCalledWith('featured');
  });

  it('shows the error while invalid and a placeholder when empty', () => {
    renderWithProviders(
      <Select label="Country" placeholder="Choose a country" isInvalid errorMessage="Country is required">
        <SelectItem id="gh">Ghana</SelectItem>
        <SelectItem id="ng">Nigeria</SelectItem>
      </Select>,
    );
    expect(screen.getByRole('button', { name: /Country/ })).toHaveTextContent('Choose a country');
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Country/ }).closest('[data-invalid]')).not.toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<SortBy description="Applies to the grid" />);
    await expectNoAxeViolations(container);
  });
});
