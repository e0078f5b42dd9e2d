import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectItem } from '../Select/SelectItem';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { ComboBox } from './ComboBox';

const users = [
  { id: 1, name: 'Ama Serwaa' },
  { id: 2, name: 'Kofi Annan' },
  { id: 3, name: 'Kojo Asante' },
];

const Owner = (props: { onSelectionChange?: (key: unknown) => void }) => (
  <ComboBox label="New owner" defaultItems={users} onSelectionChange={props.onSelectionChange}>
    {(user) => <SelectItem id={user.id}>{user.name}</SelectItem>}
  </ComboBox>
);

describe('ComboBox', () => {
  it('filters options as you type and selects one', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderWithProviders(<Owner onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'New owner' });
    await user.type(input, 'ko');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Kofi Annan', 'Kojo Asante']);
    await user.click(screen.getByRole('option', { name: 'Kojo Asante' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(3);
    expect(input).toHaveValue('Kojo Asante');
  }, 20_000);

  it('opens from its translated button and says when nothing matches', async () => {
    const { user } = renderWithProviders(<Owner />, { lng: 'fr' });
    await user.click(screen.getByRole('button', { name: /Afficher les suggestions/ }));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByRole('listbox')).toHaveTextContent('Aucun résultat');
  }, 20_000);

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Owner />);
    await expectNoAxeViolations(container);
  });
});
