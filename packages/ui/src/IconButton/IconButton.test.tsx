import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { IconButton } from './IconButton';

const Trash = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4Z" />
  </svg>
);

describe('IconButton', { timeout: 60_000 }, () => {
  // The tooltip loads on first open (React.lazy); load its module once up front so no test waits on a transform.
  beforeAll(() => import('../Tooltip/TooltipOverlay'));

  it('is a button named by aria-label that calls onPress from pointer and keyboard', async () => {
    const onPress = vi.fn();
    const { user } = renderWithProviders(
      <IconButton aria-label="Delete Review" onPress={onPress}>
        <Trash />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete Review' });
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('data-variant', 'ghost');
    expect(button).toHaveAttribute('data-size', 'medium');
  });

  it('renders variant and size as data attributes, including quiet', () => {
    renderWithProviders(
      <>
        <IconButton aria-label="Close" variant="quiet" size="small">
          <Trash />
        </IconButton>
        <IconButton aria-label="Delete" variant="danger" size="large">
          <Trash />
        </IconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('data-variant', 'quiet');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('data-size', 'small');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-size', 'large');
  });

  it('shows its tooltip on focus: the label with tooltip={true}, or its own text', async () => {
    const { user } = renderWithProviders(
      <>
        <IconButton aria-label="Delete Review" tooltip>
          <Trash />
        </IconButton>
        <IconButton aria-label="Full Screen" tooltip="Show the product photos full screen">
          <Trash />
        </IconButton>
      </>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete Review');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Show the product photos full screen'),
    );
    expect(screen.getByRole('button', { name: 'Full Screen' })).toHaveAccessibleDescription(
      'Show the product photos full screen',
    );
  });

  it('without tooltip renders no tooltip; disabled ignores presses', async () => {
    const onPress = vi.fn();
    const { user } = renderWithProviders(
      <IconButton aria-label="Delete" isDisabled onPress={onPress}>
        <Trash />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('while pending keeps focus and announces the pending label', () => {
    renderWithProviders(
      <IconButton aria-label="Delete" isPending pendingLabel="Deleting…">
        <Trash />
      </IconButton>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(button).toHaveTextContent('Deleting…');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <IconButton aria-label="Delete Review" tooltip>
        <Trash />
      </IconButton>,
    );
    await expectNoAxeViolations(container);
  });
});
