import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function DeleteShop(props: Partial<ConfirmDialogProps>) {
  return (
    <DialogTrigger>
      <Button variant="danger">Delete Shop</Button>
      <ConfirmDialog kind="shop" onConfirm={() => {}} {...props} />
    </DialogTrigger>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', { timeout: 60_000 }, () => {
  it('shows the §2 Delete Shop texts as an alertdialog with focus on Cancel', async () => {
    const { user } = renderWithProviders(<DeleteShop />);
    await user.click(screen.getByRole('button', { name: 'Delete Shop' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Shop' });
    expect(dialog).toHaveTextContent(
      "Are you sure you want to delete this shop? This action cannot be undone, and all of the shop's products will be deleted too.",
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: 'Delete Shop' }).at(-1)).toHaveAttribute(
      'data-variant',
      'danger',
    );
  });

  it('closes at once after a synchronous confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog kind="review" defaultOpen onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(
      screen.getByText('Are you sure you want to delete this review? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('while the promise is pending shows "Deleting…", ignores presses and cannot be dismissed; closes on success', async () => {
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    const { user } = renderWithProviders(<DeleteShop onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete Shop' }));
    const confirm = screen.getAllByRole('button', { name: 'Delete Shop' }).at(-1) as HTMLElement;
    await user.click(confirm);
    expect(confirm).toHaveAttribute('data-pending', 'true');
    expect(confirm).toHaveAccessibleName('Deleting…');
    expect(confirm).toHaveTextContent('Deleting…');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    pending.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('on rejection shows the error message inside and stays open; a retry can succeed', async () => {
    let attempt = 0;
    const onConfirm = vi.fn(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('Shop has open orders')) : Promise.resolve();
    });
    const { user } = renderWithProviders(<DeleteShop onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete Shop' }));
    const confirm = screen.getAllByRole('button', { name: 'Delete Shop' }).at(-1) as HTMLElement;
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Shop has open orders');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(confirm).not.toHaveAttribute('data-pending');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('falls back to the §8 text when the rejection has no message, and clears the error on reopen', async () => {
    const { user } = renderWithProviders(<DeleteShop onConfirm={() => Promise.reject(undefined)} />);
    const trigger = screen.getByRole('button', { name: 'Delete Shop' });
    await user.click(trigger);
    await user.click(screen.getAllByRole('button', { name: 'Delete Shop' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete shop. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(trigger);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses errorMessage as the fallback, or lets a function decide', async () => {
    const { user, rerender } = renderWithProviders(
      <ConfirmDialog defaultOpen errorMessage="Could not remove it" onConfirm={() => Promise.reject({})} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not remove it');
    rerender(
      <ConfirmDialog
        defaultOpen
        errorMessage={(error) => `Status ${(error as { status: number }).status}`}
        onConfirm={() => Promise.reject({ status: 409 })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Status 409'));
  });

  it('calls onCancel for Cancel and Escape, not onConfirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<DeleteShop onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Delete Shop' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Delete Shop' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('has bulk, default-tone and custom texts', () => {
    const { rerender } = renderWithProviders(
      <ConfirmDialog kind="orders" count={3} defaultOpen onConfirm={() => {}} />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete Orders' })).toHaveTextContent(
      'Are you sure you want to delete 3 orders? This action cannot be undone.',
    );
    rerender(<ConfirmDialog tone="default" defaultOpen onConfirm={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Please confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-variant', 'primary');
    rerender(
      <ConfirmDialog
        defaultOpen
        title="Change Owner"
        message="Transfer Kumasi Auto Parts to Ama Owusu?"
        confirmLabel="Transfer"
        cancelLabel="Keep"
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Change Owner' })).toHaveTextContent(
      'Transfer Kumasi Auto Parts to Ama Owusu?',
    );
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('is translated', () => {
    renderWithProviders(<ConfirmDialog kind="order" defaultOpen onConfirm={() => {}} />, { lng: 'fr' });
    expect(screen.getByRole('alertdialog', { name: 'Supprimer la commande' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('has no axe violations, with an error shown', async () => {
    const { user } = renderWithProviders(
      <ConfirmDialog defaultOpen onConfirm={() => Promise.reject(new Error('Failed to delete user'))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alert');
    await expectNoAxeViolations(screen.getByRole('alertdialog'));
  });
});
