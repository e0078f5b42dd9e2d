import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { Drawer } from './Drawer';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: { title: 'Filters', placement: 'end', width: 320, isDismissable: true, onOpenChange: fn() },
  argTypes: {
    placement: { control: 'inline-radio', options: ['start', 'end'] },
    width: { control: { type: 'number', min: 240, max: 640, step: 20 } },
    title: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal side sheet (react-aria-components `ModalOverlay` + `Modal` + `Dialog`). `placement` is logical: `end` is the right edge in LTR and the left in RTL. `width` in px (§2: 320 for the Filters drawer and the mobile nav, 360 for settings), full width on narrower screens. Title, "Close" button, scrolling body, optional pinned footer. Slides in (not with reduced motion); focus is trapped and returned; Escape and a backdrop press close it.',
      },
    },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Filters</Button>
      <Drawer
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="ghost">Reset</Button>
            <Button onPress={close}>Apply</Button>
          </>
        )}
      >
        <p>Make, Model, Year, Category, Part and Condition filters go here.</p>
      </Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sheetOf = (dialog: HTMLElement) => dialog.closest('[data-placement]') as HTMLElement;
/** Which screen edge a logical placement lands on under the page's current direction. */
const expectAtEdge = async (dialog: HTMLElement, placement: 'start' | 'end') => {
  const root = dialog.ownerDocument.documentElement;
  const rtl = root.getAttribute('dir') === 'rtl';
  const rect = sheetOf(dialog).getBoundingClientRect();
  const left = (placement === 'start') !== rtl;
  if (left) await expect(Math.round(rect.left)).toBe(0);
  else await expect(Math.round(rect.right)).toBe(root.clientWidth);
};
const settle = async (dialog: HTMLElement) =>
  waitFor(() => expect(sheetOf(dialog)).not.toHaveAttribute('data-entering'));

/** §2 Filters drawer on the end edge (the right in LTR). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await settle(dialog);
    await expectAtEdge(dialog, 'end');
    await expect(Math.round(sheetOf(dialog).getBoundingClientRect().width)).toBe(320);
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Filters' })).toBeVisible();
    await expect(within(dialog).getByText(/filters go here/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Mobile navigation: start edge, 320 px. */
export const Start: Story = {
  args: { placement: 'start', title: 'Menu', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
    await settle(dialog);
    await expectAtEdge(dialog, 'start');
  },
};

/** Settings: 360 px. */
export const Settings: Story = {
  args: { title: 'Settings', width: 360, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Settings' });
    await settle(dialog);
    await expect(Math.round(sheetOf(dialog).getBoundingClientRect().width)).toBe(360);
  },
};

/** Bad input: wider than the screen, so it takes the full width. */
export const WiderThanScreen: Story = {
  args: { width: 4000, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await settle(dialog);
    await expect(Math.round(sheetOf(dialog).getBoundingClientRect().width)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** The backdrop press closes it. */
export const DismissOnBackdrop: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await settle(dialog);
    const overlay = sheetOf(dialog).parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 8, clientY: 8 } });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Bad input: a long title and a body taller than the screen; the footer stays pinned. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Vehicle compatibility for the front suspension lower control arm with ball joint',
  },
  render: (args) => (
    <Drawer {...args} footer={<Button slot="close">Apply</Button>}>
      {['Toyota', 'Nissan', 'Honda', 'Hyundai', 'Kia', 'Mercedes-Benz', 'Ford', 'Mitsubishi']
        .flatMap((make) =>
          ['Corolla', 'Camry', 'Sunny', 'Civic', 'Elantra'].map((model) => `${make} ${model}`),
        )
        .map((label) => (
          <p key={label}>{label}</p>
        ))}
    </Drawer>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await settle(dialog);
    const scroller = dialog.querySelector('[data-part="body"]') as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** Bad input: no title (named by aria-label), no footer, empty body. */
export const Empty: Story = {
  args: { title: undefined, 'aria-label': 'Notifications', defaultOpen: true },
  render: (args) => <Drawer {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Notifications' }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { colorScheme: 'dark' } };

/** `end` is the left edge in RTL. */
export const RightToLeftArabic: Story = {
  args: { defaultOpen: true, title: 'عوامل التصفية' },
  globals: { locale: 'ar' },
  render: (args) => (
    <Drawer {...args}>
      <p>الصانع، الطراز، السنة، الفئة، القطعة والحالة.</p>
    </Drawer>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'عوامل التصفية' });
    await settle(dialog);
    await expectAtEdge(dialog, 'end');
    await expect(Math.round(sheetOf(dialog).getBoundingClientRect().left)).toBe(0);
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};

/**
 * Behaviour: focus stays in the drawer while tabbing; the Close button closes it and focus returns to the trigger;
 * the footer's Apply closes it through the render function's `close`.
 */
export const FocusTrapAndClosing: Story = {
  tags: ['!autodocs', 'no-visual'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await settle(dialog);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    const again = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await settle(again);
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Behaviour: not dismissable and without a close button, only Escape closes it, reporting `onOpenChange(false)`. */
export const EscapeOnly: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { defaultOpen: true, isDismissable: false, hideCloseButton: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await settle(dialog);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    const overlay = sheetOf(dialog).parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 8, clientY: 8 } });
    await expect(body(canvasElement).getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // The press outside blurs the drawer for a moment; its focus scope takes focus back.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
