import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it('is an alert titled "Error" with the default message and no retry button', () => {
    renderWithProviders(<ErrorPanel />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the given message and calls onRetry from the retry button', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <ErrorPanel message="Network Error" onRetry={onRetry} headingLevel={3} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('while retrying, the button is pending and ignores presses', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<ErrorPanel onRetry={onRetry} isRetrying />);
    const button = screen.getByRole('button', { name: 'Retrying…' });
    expect(button).toHaveAttribute('data-pending', 'true');
    await user.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('is translated', () => {
    renderWithProviders(<ErrorPanel onRetry={() => {}} />, { lng: 'fr' });
    expect(screen.getByRole('heading', { name: 'Erreur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<ErrorPanel message="Network Error" onRetry={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
