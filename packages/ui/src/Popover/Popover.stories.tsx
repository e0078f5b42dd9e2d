import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Popover, PopoverDialog } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: { placement: 'bottom', showArrow: true, padded: true },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom', 'bottom start', 'bottom end', 'top', 'start', 'end'],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A styled react-aria-components `Popover` (every RAC prop) with an optional arrow, used by Menu, Select and free content. For free content put a `PopoverDialog` (a non-modal RAC `Dialog` with an optional title) inside and a `DialogTrigger` around: focus moves in, Escape or an outside press closes it, focus returns to the trigger. It renders into `<body>` and stays themed, also under an element-scoped theme.',
      },
    },
  },
  decorators: [(Story) => <div style={{ minBlockSize: 420, paddingBlockStart: 200 }}>{Story()}</div>],
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Delivery info</Button>
      <Popover {...args}>
        <PopoverDialog title="Delivery">
          <p style={{ margin: 0 }}>Orders ship within 2 working days across Ghana.</p>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const open = async (canvasElement: HTMLElement, name = 'Delivery info') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const dialog = await body(canvasElement).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Delivery');
    await expect(dialog).toHaveTextContent('Orders ship within 2 working days');
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery info' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The theme owns the document: the portalled popover needs no theme attributes of its own.
    await expect(dialog.closest('[data-placement]')).not.toHaveAttribute('data-ab-theme');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.closest('[data-placement]')).not.toHaveAttribute('data-arrow');
    await expect(dialog.closest('[data-placement]')?.querySelector('[data-part="arrow"]')).toBeNull();
  },
};

export const PlacementTop: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const popover = dialog.closest('[data-placement]');
    await expect(popover).toHaveAttribute('data-placement', 'top');
    await expect(popover).toHaveAttribute('data-arrow', 'true');
    await expect(popover?.querySelector('[data-part="arrow"]')).not.toBeNull();
  },
};

/** Bad input: a long unbroken text wraps inside the max width (28rem). */
export const LongText: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Part number</Button>
      <Popover {...args}>
        <PopoverDialog aria-label="Part number">
          TOYOTA-COROLLA-2015-FRONT-SUSPENSION-LOWER-CONTROL-ARM-WITH-BALL-JOINT-AND-BUSHINGS-LEFT-48069-02180
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Part number');
    const popover = dialog.closest('[data-placement]') as HTMLElement;
    await expect(popover.scrollWidth).toBeLessThanOrEqual(popover.clientWidth + 1);
  },
};

/** Bad input: no title and empty content. */
export const Empty: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Delivery info</Button>
      <Popover {...args}>
        <PopoverDialog aria-label="Delivery" />
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  args: { placement: 'bottom start' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">معلومات التوصيل</Button>
      <Popover {...args}>
        <PopoverDialog title="التوصيل">يتم شحن الطلبات خلال يومي عمل في جميع أنحاء غانا.</PopoverDialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await open(canvasElement, 'معلومات التوصيل');
    await expect(dialog).toHaveAccessibleName('التوصيل');
  },
};

/** Under an element-scoped theme the portalled popover carries the theme and direction itself; a `slot="close"` button closes it. */
export const ElementScopedTheme: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'ar' },
  render: (args) => (
    <ThemeProvider scope="element" colorScheme="dark" style={{ padding: 16 }}>
      <DialogTrigger>
        <Button variant="secondary">Delivery info</Button>
        <Popover {...args}>
          <PopoverDialog title="Delivery">
            <p style={{ margin: 0 }}>Orders ship within 2 working days across Ghana.</p>
            <Button slot="close">Got it</Button>
          </PopoverDialog>
        </Popover>
      </DialogTrigger>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const popover = dialog.closest('[data-placement]');
    await expect(popover).toHaveAttribute('data-ab-theme');
    await expect(popover).toHaveAttribute('data-color-scheme', 'dark');
    await expect(popover).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
