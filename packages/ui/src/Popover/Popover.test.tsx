import { screen, waitFor } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Popover, PopoverDialog } from './Popover';

function Help(props: { showArrow?: boolean }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Delivery info</Button>
      <Popover placement="bottom start" {...props}>
        <PopoverDialog title="Delivery">
          <p>Orders ship within 2 working days across Ghana.</p>
          <Button slot="close">Got it</Button>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}

describe('Popover / PopoverDialog', { timeout: 60_000 }, () => {
  it('opens a titled dialog next to the trigger and closes on Escape, returning focus', async () => {
    const { user } = renderWithProviders(<Help />);
    const trigger = screen.getByRole('button', { name: 'Delivery info' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Delivery' });
    expect(dialog).toHaveTextContent('Orders ship within 2 working days');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes through a slot="close" button and draws an arrow only when asked', async () => {
    const { user } = renderWithProviders(<Help showArrow />);
    await user.click(screen.getByRole('button', { name: 'Delivery info' }));
    const popover = screen.getByRole('dialog').closest('[data-placement]') as HTMLElement;
    expect(popover).toHaveAttribute('data-arrow', 'true');
    expect(popover.querySelector('[data-part="arrow"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('carries the theme into the portal when the theme is element-scoped', async () => {
    const { user } = renderWithProviders(<Help />, {
      lng: 'ar',
      theme: { scope: 'element', colorScheme: 'dark' },
    });
    await user.click(screen.getByRole('button', { name: 'Delivery info' }));
    const popover = screen.getByRole('dialog').closest('[data-placement]') as HTMLElement;
    expect(popover).toHaveAttribute('data-ab-theme');
    expect(popover).toHaveAttribute('data-color-scheme', 'dark');
    expect(popover).toHaveAttribute('dir', 'rtl');
  });

  it('adds nothing when the theme owns the document', async () => {
    const { user } = renderWithProviders(<Help />);
    await user.click(screen.getByRole('button', { name: 'Delivery info' }));
    const popover = screen.getByRole('dialog').closest('[data-placement]') as HTMLElement;
    expect(popover).not.toHaveAttribute('data-ab-theme');
    expect(popover).not.toHaveAttribute('data-arrow');
  });

  it('has no axe violations', async () => {
    const { user } = renderWithProviders(<Help showArrow />);
    await user.click(screen.getByRole('button', { name: 'Delivery info' }));
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
