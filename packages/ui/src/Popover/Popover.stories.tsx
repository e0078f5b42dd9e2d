import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
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
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const trigger = within(canvasElement).getByRole('button', { name: 'Delivery info' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.closest('[data-placement]')?.querySelector('[data-part="arrow"]')).toBeNull();
  },
};

export const PlacementTop: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
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
