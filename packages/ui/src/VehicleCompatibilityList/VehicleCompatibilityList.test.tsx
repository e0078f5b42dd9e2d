import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { vehicles } from './fixtures';
import { groupVehicles, VehicleCompatibilityList } from './VehicleCompatibilityList';

describe('groupVehicles', () => {
  it('groups by make then model, with sorted unique years', () => {
    expect(groupVehicles(vehicles, 'en')).toEqual([
      {
        make: 'Honda',
        models: [
          { model: 'Accord', years: [2019] },
          { model: 'Civic', years: [2017] },
        ],
      },
      { make: 'Nissan', models: [{ model: 'Almera', years: [2012] }] },
      {
        make: 'Toyota',
        models: [
          { model: 'Camry', years: [2018] },
          { model: 'Corolla', years: [2014, 2015, 2016] },
        ],
      },
    ]);
  });

  it('skips rows without a make', () => {
    expect(
      groupVehicles([{ vehicleMakeName: ' ', vehicleMakeModelName: 'X', vehicleMakeYear: 2000 }]),
    ).toEqual([]);
  });
});

describe('VehicleCompatibilityList', { timeout: 30_000 }, () => {
  it('shows the first make and a toggle for the rest', async () => {
    const { user } = renderWithProviders(<VehicleCompatibilityList vehicles={vehicles} />);
    const list = screen.getByRole('list', { name: 'Vehicle compatibility' });
    expect(within(list).getByRole('list', { name: 'Honda' })).toBeInTheDocument();
    expect(within(list).queryByRole('list', { name: 'Toyota' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show 2 more makes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show Less');
    const toyota = within(list).getByRole('list', { name: 'Toyota' });
    expect(within(toyota).getByText('Corolla').parentElement).toHaveTextContent('Corolla2014, 2015, 2016');
    await user.click(toggle);
    expect(within(list).queryByRole('list', { name: 'Toyota' })).not.toBeInTheDocument();
  });

  it('uses the singular for one more make and hides the toggle when all fit', () => {
    const { rerender } = renderWithProviders(
      <VehicleCompatibilityList vehicles={vehicles} initialMakes={2} />,
    );
    expect(screen.getByRole('button', { name: 'Show 1 more make' })).toBeInTheDocument();
    rerender(<VehicleCompatibilityList vehicles={vehicles} initialMakes={3} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<VehicleCompatibilityList vehicles={vehicles} initialMakes={Number.NaN} />);
    expect(screen.getByRole('button', { name: 'Show 2 more makes' })).toBeInTheDocument();
  });

  it('says when there are no vehicles', () => {
    const { rerender } = renderWithProviders(<VehicleCompatibilityList vehicles={[]} />);
    expect(screen.getByText('No compatible vehicles listed.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<VehicleCompatibilityList vehicles={[]} emptyText="Fits all vehicles" />);
    expect(screen.getByText('Fits all vehicles')).toBeInTheDocument();
  });

  it('speaks French and Arabic plurals', () => {
    const { rerender } = renderWithProviders(<VehicleCompatibilityList vehicles={vehicles} />, { lng: 'fr' });
    expect(screen.getByRole('button', { name: 'Afficher 2 autres marques' })).toBeInTheDocument();
    rerender(<VehicleCompatibilityList vehicles={vehicles} initialMakes={2} />);
    expect(screen.getByRole('button', { name: 'Afficher 1 autre marque' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<VehicleCompatibilityList vehicles={vehicles} />);
    await expectNoAxeViolations(container);
  });
});
