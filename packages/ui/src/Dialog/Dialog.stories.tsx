import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Edit Review',
    size: 'md',
    isDismissable: false,
    isKeyboardDismissDisabled: false,
    hideCloseButton: false,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'fullscreen'] },
    title: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog built from react-aria-components `ModalOverlay`, `Modal` and `Dialog`. Put it after its trigger in a `DialogTrigger`, or control it with `isOpen`/`onOpenChange`. The title is a `Heading slot="title"` (the dialog\'s name); the × button is named "Close" (translated). Focus is trapped inside and returns to the trigger; Escape closes it, an outside press only with `isDismissable`. Sizes sm / md / lg, and `fullscreen`, which fills the screen on phones.',
      },
    },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Edit Review</Button>
      <Dialog
        {...args}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save Changes</Button>
          </>
        )}
      >
        <p>Front brake pads fitted my 2015 Corolla perfectly and arrived within two days.</p>
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit Review' });
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Review' });
    await waitFor(() => expect(dialog).toBeVisible());
    // A named modal dialog: title heading, body, actions; md by default.
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Edit Review' })).toBeVisible();
    await expect(dialog).toHaveTextContent('Front brake pads fitted my 2015 Corolla');
    await expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', 'md');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, as a designer reviews it; Tab stays inside the dialog. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Review' });
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

export const Small: Story = { args: { defaultOpen: true, size: 'sm', title: 'Sign out?' } };

export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

/** Fills the screen below 600 px; lg on wider screens. */
export const FullscreenOnPhones: Story = {
  args: { defaultOpen: true, size: 'fullscreen' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', 'fullscreen');
  },
};

/** `isDismissable`: a press on the backdrop closes it. */
export const Dismissable: Story = {
  args: { defaultOpen: true, isDismissable: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const overlay = dialog.closest('[data-size]')?.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 4, clientY: 4 } });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** No × button: the footer must offer the way out. */
export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, hideCloseButton: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog.querySelector('[data-part="close"]')).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/**
 * How each dialog closes: not dismissable, a backdrop press keeps it open and Escape closes it (onOpenChange(false));
 * the × ("Close") closes it with focus back on the trigger; with isDismissable + isKeyboardDismissDisabled, Escape
 * keeps it open and a backdrop press closes it; without a × a `slot="close"` button closes it; an alertdialog's ×
 * can be disabled.
 */
export const ClosingRules: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Dialog {...args} defaultOpen>
        <p>Front brake pads fitted my 2015 Corolla perfectly and arrived within two days.</p>
      </Dialog>
      <DialogTrigger>
        <Button>Rename</Button>
        <Dialog title="Rename">
          <input aria-label="Name" />
        </Dialog>
      </DialogTrigger>
      <DialogTrigger>
        <Button>Filters</Button>
        <Dialog title="Filters" isDismissable isKeyboardDismissDisabled>
          Body
        </Dialog>
      </DialogTrigger>
      <DialogTrigger>
        <Button>Thank you</Button>
        <Dialog
          title="Thank you"
          hideCloseButton
          actions={
            <Button slot="close" variant="secondary">
              Done
            </Button>
          }
        >
          Your review is saved.
        </Dialog>
      </DialogTrigger>
      <DialogTrigger>
        <Button>Busy</Button>
        <Dialog title="Busy" role="alertdialog" isCloseDisabled>
          Working
        </Dialog>
      </DialogTrigger>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const pressBackdrop = (dialog: HTMLElement) =>
      userEvent.pointer({
        keys: '[MouseLeft]',
        target: dialog.closest('[data-size]')?.parentElement as HTMLElement,
        coords: { clientX: 4, clientY: 4 },
      });
    const closed = () => waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    let dialog = await page.findByRole('dialog', { name: 'Edit Review' });
    await waitFor(() => expect(dialog).toBeVisible());
    await pressBackdrop(dialog);
    // Still open (a closed dialog leaves the page); its entry animation may still be running on a busy machine.
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Edit Review' })).toBeVisible());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Escape reaches the dialog only once focus is inside it.
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(false));
    await closed();

    const rename = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.click(rename);
    dialog = await page.findByRole('dialog', { name: 'Rename' });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
    await waitFor(() => expect(rename).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    dialog = await page.findByRole('dialog', { name: 'Filters' });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible());
    await pressBackdrop(dialog);
    await closed();

    await userEvent.click(canvas.getByRole('button', { name: 'Thank you' }));
    dialog = await page.findByRole('dialog', { name: 'Thank you' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await closed();

    await userEvent.click(canvas.getByRole('button', { name: 'Busy' }));
    const alert = await page.findByRole('alertdialog', { name: 'Busy' });
    await expect(within(alert).getByRole('button', { name: 'Close' })).toBeDisabled();
    await waitFor(() =>
      expect(alert).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** Bad input: a long title and a body taller than the screen (the body scrolls, header and footer stay). */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title:
      'Vehicle compatibility for the front suspension lower control arm with ball joint and bushings (left and right)',
  },
  render: (args) => (
    <Dialog {...args} actions={<Button slot="close">Done</Button>}>
      {Array.from({ length: 30 }, (_, i) => 2000 + i).map((year) => (
        <p key={year}>
          Toyota Corolla {year}: fits all trims with the 1.8 L engine; check the part number on the old arm
          before ordering.
        </p>
      ))}
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const scroller = dialog.querySelector('[data-part="body"]') as HTMLElement;
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible());
  },
};

/** Bad input: no title, so the dialog is named by `aria-label`; empty body. */
export const NoTitle: Story = {
  args: { defaultOpen: true, title: undefined, 'aria-label': 'Quick view' },
  render: (args) => <Dialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Quick view' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { defaultOpen: true, title: 'تعديل المراجعة' },
  globals: { locale: 'ar' },
  render: (args) => (
    <Dialog {...args} actions={<Button slot="close">حفظ التغييرات</Button>}>
      <p>وسادات الفرامل الأمامية مناسبة تمامًا لسيارتي.</p>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const close = await body(canvasElement).findByRole('button', { name: 'إغلاق' });
    await waitFor(() => expect(close).toBeVisible());
  },
};
