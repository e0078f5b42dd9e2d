import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { AddressCard, AddressCardGroup, addressLines } from './AddressCard';
import { homeAddress, workAddress } from './fixtures';

function Choice({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState(String(homeAddress.id));
  return (
    <AddressCardGroup
      label="Delivery address"
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    >
      <AddressCard address={homeAddress} onEdit={() => {}} />
      <AddressCard address={workAddress} onEdit={() => {}} />
    </AddressCardGroup>
  );
}

describe('addressLines', () => {
  it('joins city, region and zip; drops empty parts', () => {
    expect(addressLines(homeAddress)).toEqual([
      'House No. 14, Abossey Okai Road',
      'Accra, Greater Accra GA-183-8164',
      'Ghana',
    ]);
    expect(addressLines({ id: 1, fullName: 'A', address: 'Line 1\nLine 2', city: '', state: null })).toEqual([
      'Line 1',
      'Line 2',
    ]);
  });
});

describe('AddressCard', { timeout: 30_000 }, () => {
  it('shows name, Default badge, phone and address lines', () => {
    renderWithProviders(<AddressCard address={homeAddress} />);
    const card = screen.getByRole('article', { name: 'Ama Owusu' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Ama Owusu' })).toBeInTheDocument();
    expect(within(card).getByText('Default')).toHaveAttribute('data-tone', 'accent');
    expect(within(card).getByText('+233 24 123 4567')).toBeInTheDocument();
    expect(within(card).getByText('Accra, Greater Accra GA-183-8164')).toBeInTheDocument();
    expect(within(card).getByText('Ghana')).toBeInTheDocument();
  });

  it('has no Default badge for other addresses', () => {
    renderWithProviders(<AddressCard address={workAddress} />);
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
  });

  it('calls edit and delete with the address', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderWithProviders(
      <AddressCard address={homeAddress} onEdit={onEdit} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit address of Ama Owusu' }));
    expect(onEdit).toHaveBeenCalledWith(homeAddress);
    await user.click(screen.getByRole('button', { name: 'Delete address of Ama Owusu' }));
    expect(onDelete).toHaveBeenCalledWith(homeAddress);
  });

  it('shows deleting as pending', () => {
    renderWithProviders(<AddressCard address={homeAddress} onDelete={() => {}} isDeleting />);
    expect(screen.getByRole('button', { name: 'Deleting…' })).toHaveAttribute('data-pending', 'true');
  });

  it('is a radio card inside AddressCardGroup, chosen by click and arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Choice onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Delivery address' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAccessibleName(/Ama Owusu/);
    await user.click(screen.getByText('Suame Magazine, Block C, Shop 22'));
    expect(onChange).toHaveBeenLastCalledWith('8');
    expect(radios[1]).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('7');
    // The actions are buttons beside the radio, not inside its label.
    const edit = screen.getByRole('button', { name: 'Edit address of Kofi Boateng' });
    expect(edit.closest('label')).toBeNull();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('never crashes on missing optional data', () => {
    renderWithProviders(<AddressCard address={{ id: 1, fullName: 'Yaw', address: '' }} />);
    expect(screen.getByRole('heading', { name: 'Yaw' })).toBeInTheDocument();
    expect(screen.queryByText(/Phone/)).not.toBeInTheDocument();
  });

  it('speaks French', () => {
    renderWithProviders(<AddressCard address={homeAddress} onEdit={() => {}} />, { lng: 'fr' });
    expect(screen.getByText('Par défaut')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier l’adresse de Ama Owusu' })).toHaveTextContent(
      'Modifier',
    );
  });

  it('has no axe violations, plain and selectable', async () => {
    const { container } = renderWithProviders(
      <>
        <AddressCard address={homeAddress} onEdit={() => {}} onDelete={() => {}} />
        <Choice />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
