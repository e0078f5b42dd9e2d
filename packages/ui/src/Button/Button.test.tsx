import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its content and calls onPress on click and keyboard', async () => {
    const onPress = vi.fn();
    const { user } = renderWithProviders(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('renders variant and size as data attributes (primary, medium by default)', () => {
    renderWithProviders(
      <>
        <Button>Default</Button>
        <Button variant="danger" size="small">
          Delete
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('data-size', 'medium');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-size', 'small');
  });

  it('exposes react-aria states: hovered, pressed, focus-visible', async () => {
    const { user } = renderWithProviders(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    await user.hover(button);
    expect(button).toHaveAttribute('data-hovered', 'true');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-focus-visible');
    await user.click(document.body);
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    const { user } = renderWithProviders(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', 'true');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('while pending: ignores presses and is named by the pending label instead of the hidden label', async () => {
    const onPress = vi.fn();
    const { user, rerender } = renderWithProviders(
      <Button onPress={onPress} pendingLabel="Saving…">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    rerender(
      <Button onPress={onPress} isPending pendingLabel="Saving…">
        Save
      </Button>,
    );
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Saving…' })).toBe(button);
    expect(button.querySelector('[data-part="spinner"]')).toBeInTheDocument();
    expect(button.querySelector('[data-part="label"]')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('uses a translated default pending label', () => {
    renderWithProviders(<Button isPending>Enregistrer</Button>, { lng: 'fr' });
    expect(screen.getByRole('button', { name: 'Chargement…' })).toBeInTheDocument();
  });

  it('keeps RAC props such as type and aria-label', () => {
    renderWithProviders(
      <Button type="submit" aria-label="Close dialog">
        ×
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveAttribute('type', 'submit');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="ghost">Ghost</Button>
        <Button isDisabled>Disabled</Button>
        <Button isPending>Pending</Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
