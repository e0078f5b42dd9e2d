import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Shop' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Shop' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Shop' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Shop' }));
    await body(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Busy: "Deleting…", nothing can close it. */
export const Deleting: Story = {
  args: { defaultOpen: true, onConfirm: fn(never) },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Shop' }));
    const confirm = await within(dialog).findByRole('button', { name: 'Deleting…' });
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
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
    await expect(await body(canvasElement).findByRole('alertdialog')).toHaveTextContent('12 orders');
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
