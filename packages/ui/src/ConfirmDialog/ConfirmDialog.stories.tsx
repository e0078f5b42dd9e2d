import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { ConfirmDialog, confirmDialogKinds } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: { kind: 'shop', tone: 'danger', onConfirm: fn(), onCancel: fn() },
  argTypes: {
    kind: { control: 'select', options: confirmDialogKinds },
    tone: { control: 'inline-radio', options: ['danger', 'default'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A confirmation (`role="alertdialog"`) on `Dialog` with the §2 delete texts by default (`kind`: shop, review, order, orders, user, product, generic). If `onConfirm` returns a promise, the confirm button reads "Deleting…", Cancel, × and Escape are off until it settles; on rejection the error (its message, or the §8 fallback such as "Failed to delete shop. Please try again.") shows inside the dialog, which stays open. Focus starts on Cancel.',
      },
    },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete Shop</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const never = () => new Promise<void>(() => {});

/** The §2 Delete Shop flow: confirm closes it. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete Shop' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Shop' });
    await expect(dialog).toHaveTextContent(
      "Are you sure you want to delete this shop? This action cannot be undone, and all of the shop's products will be deleted too.",
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    const confirm = within(dialog).getByRole('button', { name: 'Delete Shop' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    // A synchronous onConfirm closes the dialog at once, and is no cancel.
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete Shop' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await userEvent.click(trigger);
    await body(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(2));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Busy: "Deleting…", nothing can close it. */
export const Deleting: Story = {
  args: { defaultOpen: true, onConfirm: fn(never) },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Shop' }));
    const confirm = await within(dialog).findByRole('button', { name: 'Deleting…' });
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(confirm).toHaveTextContent('Deleting…');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    // Presses are ignored while it runs.
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** Failure: the §8 message inside the dialog, which stays open. */
export const Failed: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => Promise.reject(new Error('Failed to delete shop. Please try again.'))),
  },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Shop' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete shop. Please try again.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Delete Shop' })).not.toHaveAttribute(
      'data-pending',
    );
  },
};

/**
 * A rejection without a message shows the §8 fallback; reopening clears it; an Error's message wins; a retry that
 * succeeds closes the dialog.
 */
export const ErrorsAndRetry: Story = {
  tags: ['!autodocs', 'no-visual'],
  play: async ({ args, canvasElement }) => {
    mocked(args.onConfirm)
      .mockImplementationOnce(() => Promise.reject(undefined))
      .mockImplementationOnce(() => Promise.reject(new Error('Shop has open orders')))
      .mockImplementationOnce(() => Promise.resolve());
    const page = body(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete Shop' });
    await userEvent.click(trigger);
    let dialog = within(await page.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Shop' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to delete shop. Please try again.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());

    await userEvent.click(trigger);
    dialog = within(await page.findByRole('alertdialog'));
    await expect(dialog.queryByRole('alert')).toBeNull();
    const confirm = dialog.getByRole('button', { name: 'Delete Shop' });
    await userEvent.click(confirm);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Shop has open orders');
    await expect(page.getByRole('alertdialog')).toBeInTheDocument();
    await expect(confirm).not.toHaveAttribute('data-pending');
    await userEvent.click(confirm);
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(3);
  },
};

/** `errorMessage` as the fallback text or as a function of the error; default-tone and custom button texts. */
export const CustomTextsAndErrors: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <DialogTrigger>
        <Button variant="danger">Remove part</Button>
        <ConfirmDialog
          errorMessage="Could not remove it"
          cancelLabel="Keep"
          onConfirm={() => Promise.reject({})}
        />
      </DialogTrigger>
      <DialogTrigger>
        <Button>Transfer shop</Button>
        <ConfirmDialog
          tone="default"
          errorMessage={(error) => `Status ${(error as { status: number }).status}`}
          onConfirm={() => Promise.reject({ status: 409 })}
        />
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove part' }));
    let dialog = within(await page.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not remove it');
    await userEvent.click(dialog.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transfer shop' }));
    dialog = within(await page.findByRole('alertdialog', { name: 'Please confirm' }));
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(confirm);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Status 409');
  },
};

export const DeleteReview: Story = {
  args: { kind: 'review', defaultOpen: true },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Review' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this review? This action cannot be undone.',
    );
  },
};

export const DeleteOrder: Story = { args: { kind: 'order', defaultOpen: true }, render: DeleteReview.render };

export const BulkDeleteOrders: Story = {
  args: { kind: 'orders', count: 12, defaultOpen: true },
  render: DeleteReview.render,
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: 'Delete Orders' }),
    ).toHaveTextContent('Are you sure you want to delete 12 orders? This action cannot be undone.');
  },
};

/** Bad input: no kind (generic texts). */
export const Generic: Story = { args: { kind: undefined, defaultOpen: true }, render: DeleteReview.render };

/** A non-destructive confirmation (primary button). */
export const DefaultTone: Story = {
  args: {
    tone: 'default',
    kind: undefined,
    defaultOpen: true,
    title: 'Change Owner',
    message: 'Transfer Kumasi Auto Parts to Ama Owusu?',
    confirmLabel: 'Change Owner',
  },
  render: DeleteReview.render,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Change Owner' });
    await expect(dialog).toHaveTextContent('Transfer Kumasi Auto Parts to Ama Owusu?');
    await expect(within(dialog).getByRole('button', { name: 'Change Owner' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  },
};

/** Bad input: a very long message and title. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Delete Kwame Nkrumah Circle Genuine Toyota and Nissan Spare Parts Wholesale and Retail Centre',
    message:
      'Are you sure you want to delete Kwame Nkrumah Circle Genuine Toyota and Nissan Spare Parts Wholesale and Retail Centre? This action cannot be undone, and all of its 1,284 products, including front suspension lower control arms with ball joints and bushings, will be deleted too.',
  },
  render: DeleteReview.render,
};

export const Dark: Story = {
  args: { defaultOpen: true },
  globals: { colorScheme: 'dark' },
  render: DeleteReview.render,
};

export const RightToLeftArabic: Story = {
  args: { defaultOpen: true, kind: 'review' },
  globals: { locale: 'ar' },
  render: DeleteReview.render,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'حذف المراجعة' });
    await expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'حذف' })).toBeInTheDocument();
  },
};
