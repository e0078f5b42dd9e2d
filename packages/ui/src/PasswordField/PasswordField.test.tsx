import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { PasswordField } from './PasswordField';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength (§5)', () => {
  it('gives 20 points per rule and the level thresholds', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, level: 'weak' });
    expect(passwordStrength('abc')).toMatchObject({ score: 20, level: 'weak' });
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 40, level: 'medium' });
    expect(passwordStrength('aB')).toMatchObject({ score: 40, level: 'medium' });
    expect(passwordStrength('abcdefG1')).toMatchObject({ score: 80, level: 'strong' });
    expect(passwordStrength('abcdefG1!')).toMatchObject({ score: 100, level: 'strong' });
    expect(passwordStrength('Ab1')).toMatchObject({ score: 60, level: 'strong' });
    expect(passwordStrength(undefined).checks).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      digit: false,
      symbol: false,
    });
  });
});

describe('PasswordField', () => {
  it('hides the password and toggles it with a pressed toggle button', async () => {
    const { user, container } = renderWithProviders(<PasswordField label="Password" />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBe(input);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('data-selected', 'true');
  });

  it('shows the §5 strength meter and announces the level politely', async () => {
    const { user, container } = renderWithProviders(
      <PasswordField label="New password" showStrength autoComplete="new-password" />,
    );
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    const input = container.querySelector('input') as HTMLInputElement;
    await user.type(input, 'abc');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '20');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('Password strength: Weak');
    await user.type(input, 'defgh');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Medium');
    await user.type(input, 'G1');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Strong');
    expect(screen.getByRole('meter')).toHaveAttribute('data-level', 'strong');
    expect(live).toHaveTextContent('Password strength: Strong');
  });

  it('shows errors and is translated', () => {
    renderWithProviders(
      <PasswordField
        label="Mot de passe"
        isInvalid
        errorMessage="Mot de passe requis"
        showStrength
        defaultValue="a"
      />,
      { lng: 'fr' },
    );
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Robustesse du mot de passe' })).toHaveAttribute(
      'aria-valuetext',
      'Faible',
    );
    expect(screen.getByLabelText('Mot de passe', { selector: 'input' })).toHaveAccessibleDescription(
      'Mot de passe requis',
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <PasswordField label="Password" showStrength defaultValue="abcdefG1" />,
    );
    await expectNoAxeViolations(container);
  });
});
