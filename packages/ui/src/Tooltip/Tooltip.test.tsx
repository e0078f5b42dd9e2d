import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Tooltip, TooltipTrigger } from './Tooltip';

function Hint(props: { delay?: number; isDisabled?: boolean }) {
  return (
    <TooltipTrigger {...props}>
      <Button variant="secondary">Share</Button>
      <Tooltip>Copy a link to this product</Tooltip>
    </TooltipTrigger>
  );
}

describe('Tooltip / TooltipTrigger', { timeout: 60_000 }, () => {
  // The tooltip loads on first open (React.lazy); load its module once up front so no test waits on a transform.
  beforeAll(() => import('./TooltipOverlay'));

  it('opens at once on keyboard focus, describes its trigger and closes on Escape', async () => {
    const { user } = renderWithProviders(<Hint />);
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copy a link to this product');
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAccessibleDescription(
      'Copy a link to this product',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('reports open changes and can be controlled (hover timing is covered by the OnHover story in Chromium)', async () => {
    const onOpenChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <TooltipTrigger onOpenChange={onOpenChange}>
        <Button variant="secondary">Share</Button>
        <Tooltip>Copy a link</Tooltip>
      </TooltipTrigger>,
    );
    await user.tab();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.tab();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    rerender(
      <TooltipTrigger isOpen>
        <Button variant="secondary">Share</Button>
        <Tooltip placement="bottom">Copy a link</Tooltip>
      </TooltipTrigger>,
    );
    expect(await screen.findByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
  });

  it('stays closed when disabled', async () => {
    const { user } = renderWithProviders(<Hint isDisabled />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('has no axe violations while open', async () => {
    const { user, container } = renderWithProviders(<Hint />);
    await user.tab();
    await screen.findByRole('tooltip');
    // The tooltip itself lives in a portal outside the page's landmarks; check the page and the tooltip's parts.
    await expectNoAxeViolations(container);
  });
});
