import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithProviders } from '../test/render';
import { Tooltip, TooltipTrigger } from './Tooltip';

// Counts imports of the tooltip's overlay module (react-aria-components' Tooltip, positioning, styles): the factory
// runs when something first imports it. Its own file, so no other test has loaded the module before.
const overlayModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./TooltipOverlay', async (importOriginal) => {
  overlayModule.loads += 1;
  return importOriginal();
});

describe('Tooltip loading (issue 9)', { timeout: 60_000 }, () => {
  it('loads the overlay module on the first hover or focus, and shows nothing before it opens', async () => {
    const { user } = renderWithProviders(
      <>
        <TooltipTrigger>
          <Button variant="secondary">Share</Button>
          <Tooltip>Copy a link to this product</Tooltip>
        </TooltipTrigger>
        <Button variant="secondary">Elsewhere</Button>
      </>,
    );
    // Rendered and idle: nothing loaded, nothing in the document, no description.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(overlayModule.loads).toBe(0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).not.toHaveAttribute('aria-describedby');

    // Hover starts the download (the 600 ms delay usually hides it); the tooltip is not open yet.
    await user.hover(share);
    await waitFor(() => expect(overlayModule.loads).toBe(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(share);

    // Keyboard focus opens it at once, from the module already loaded.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.tab({ shift: true });
    expect(share).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy a link to this product');
    expect(share).toHaveAccessibleDescription('Copy a link to this product');
    expect(overlayModule.loads).toBe(1);
  });
});
