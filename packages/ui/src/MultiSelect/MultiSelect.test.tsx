import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { SelectItem } from '../Select/SelectItem';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { MultiSelect } from './MultiSelect';

const makes = ['Toyota', 'Honda', 'Nissan', 'Hyundai', 'Kia'];

function Makes({ onChange }: { onChange?: (keys: Key[]) => void }) {
  const [value, setValue] = useState<Key[]>([]);
  return (
    <MultiSelect
      label="Make"
      placeholder="All makes"
      value={value}
      onChange={(keys) => {
        onChange?.(keys);
        setValue(keys);
      }}
    >
      {makes.map((make) => (
        <SelectItem key={make} id={make}>
          {make}
        </SelectItem>
      ))}
    </MultiSelect>
  );
}

describe('MultiSelect', () => {
  it('selects several options, stays open and shows a count', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Makes onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Make/ });
    expect(trigger).toHaveTextContent('All makes');
    await user.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('option', { name: 'Toyota' }));
    expect(onChange).toHaveBeenLastCalledWith(['Toyota']);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Honda' }));
    expect(onChange).toHaveBeenLastCalledWith(['Toyota', 'Honda']);
    expect(screen.getByRole('option', { name: 'Toyota' })).toHaveAttribute('data-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Make/ })).toHaveTextContent('2 selected');
  }, 20_000);

  it('shows the single chosen option by name and deselects', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Makes onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Make/ }));
    await user.click(screen.getByRole('option', { name: 'Kia' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Make/ })).toHaveTextContent('Kia');
    await user.click(screen.getByRole('button', { name: /Make/ }));
    await user.click(screen.getByRole('option', { name: 'Kia' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  }, 20_000);

  it('translates the count', async () => {
    const { user } = renderWithProviders(<Makes />, { lng: 'fr' });
    await user.click(screen.getByRole('button', { name: /Make/ }));
    await user.click(screen.getByRole('option', { name: 'Toyota' }));
    await user.click(screen.getByRole('option', { name: 'Nissan' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Make/ })).toHaveTextContent('2 sélectionnés');
  }, 20_000);

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Makes />);
    await expectNoAxeViolations(container);
  });
});
