import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyOverlay } from './LazyOverlay';

describe('LazyOverlay', () => {
  it('loads and mounts the overlay the first time it opens, then keeps it mounted', async () => {
    const load = vi.fn(async () => ({
      default: ({ open }: { open: boolean }) => <div role="dialog" aria-label="Panel" data-open={open} />,
    }));
    const Panel = lazy(load);
    const view = (isOpen: boolean) => (
      <LazyOverlay isOpen={isOpen}>
        <Panel open={isOpen} />
      </LazyOverlay>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(view(true));
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);

    // Closed again: still mounted (so it can animate out and reopen at once), told it is closed.
    rerender(view(false));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toHaveAttribute('data-open', 'false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when it starts open', async () => {
    const Panel = lazy(async () => ({ default: () => <p>Loaded</p> }));
    render(
      <LazyOverlay isOpen>
        <Panel />
      </LazyOverlay>,
    );
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });
});
