import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Dialog, DialogTrigger } from './Dialog';

function EditReview(props: Partial<Parameters<typeof Dialog>[0]>) {
  return (
    <DialogTrigger>
      <Button>Edit Review</Button>
      <Dialog
        title="Edit Review"
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save Changes</Button>
          </>
        )}
        {...props}
      >
        <p>Great brake pads.</p>
        <input aria-label="Comment" />
      </Dialog>
    </DialogTrigger>
  );
}

function Controlled() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog title="Filters" isOpen={open} onOpenChange={setOpen} isDismissable isKeyboardDismissDisabled>
      Body
    </Dialog>
  );
}

describe('Dialog', { timeout: 60_000 }, () => {
  it('opens from its trigger as a named modal dialog with a title heading, body and actions', async () => {
    const { user } = renderWithProviders(<EditReview />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Review' });
    expect(screen.getByRole('heading', { level: 2, name: 'Edit Review' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Great brake pads.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', 'md');
  });

  it('traps focus and returns it to the trigger when closed with the translated close button', async () => {
    const { user } = renderWithProviders(<EditReview />);
    const trigger = screen.getByRole('button', { name: 'Edit Review' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape, and on an outside press only when dismissable', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<EditReview onOpenChange={onOpenChange} defaultOpen />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Not dismissable by default: a press on the backdrop keeps it open.
    await user.click(document.querySelector('[data-size] ') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on an outside press when isDismissable, stays on Escape when keyboard dismiss is disabled', async () => {
    const { user } = renderWithProviders(<Controlled />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    const overlay = screen.getByRole('dialog').closest('[data-size]')?.parentElement as HTMLElement;
    await user.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can hide or disable the close button and renders sizes as data-size', () => {
    renderWithProviders(
      <Dialog title="Busy" defaultOpen isCloseDisabled size="fullscreen" role="alertdialog">
        Working
      </Dialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Busy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByRole('alertdialog').closest('[data-size]')).toHaveAttribute('data-size', 'fullscreen');
  });

  it('without a close button, still closes through a slot="close" button', async () => {
    const { user } = renderWithProviders(
      <EditReview
        hideCloseButton
        defaultOpen
        actions={
          <Button slot="close" variant="secondary">
            Done
          </Button>
        }
      />,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('translates the close button', () => {
    renderWithProviders(<Dialog title="Modifier" defaultOpen />, { lng: 'fr' });
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderWithProviders(<EditReview defaultOpen />);
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
