import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton, iconButtonVariants } from './IconButton';

const Trash = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4Z" />
  </svg>
);
const Pencil = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25ZM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z" />
  </svg>
);
const Back = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2Z" />
  </svg>
);

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Edit Review',
    variant: 'ghost',
    size: 'medium',
    isDisabled: false,
    isPending: false,
    tooltip: true,
    onPress: fn(),
    children: <Pencil />,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A square, icon-only react-aria-components `Button` with every Button prop. `aria-label` is required by its type: it is the only name the button has. Variants as Button plus `quiet` (close and overflow buttons); sizes small / medium / large. `tooltip` (text, or `true` to repeat the label) shows a Tooltip on hover and focus.',
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: '3rem 4rem' }}>{Story()}</div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit Review' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {iconButtonVariants.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          aria-label={`Delete (${variant})`}
          tooltip={false}
        >
          <Trash />
        </IconButton>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(iconButtonVariants.length);
    for (const [i, button] of buttons.entries()) {
      await expect(button).toHaveAttribute('data-variant', iconButtonVariants[i]);
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.round(width)).toBe(Math.round(height));
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <IconButton key={size} {...args} size={size} aria-label={`Back (${size})`} tooltip={false}>
          <Back />
        </IconButton>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of ['small', 'medium', 'large']) {
      await expect(canvas.getByRole('button', { name: `Back (${size})` })).toHaveAttribute('data-size', size);
    }
  },
};

/** Focus shows the tooltip at once. */
export const WithTooltip: Story = {
  args: { tooltip: 'Edit your review' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveTextContent('Edit your review'));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-focus-visible', 'true'),
    );
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription('Edit your review'),
    );
  },
};

/** Without a tooltip none is rendered; a disabled button ignores presses. */
export const Disabled: Story = {
  args: { isDisabled: true, tooltip: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Deleting…', 'aria-label': 'Delete Review', children: <Trash /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button).toHaveTextContent('Deleting…');
  },
};

/** Bad input: a very long label (only the tooltip shows it, wrapped). */
export const LongLabel: Story = {
  args: {
    'aria-label':
      'Edit the review of the front suspension lower control arm with ball joint and bushings for the Toyota Corolla 2015',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    const { width, height } = within(canvasElement).getByRole('button').getBoundingClientRect();
    await expect(Math.round(width)).toBe(Math.round(height));
  },
};

/** With no variant or size it is a medium ghost button; it calls onPress from pointer and Enter. */
export const Defaults: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: (args) => (
    <IconButton aria-label="Delete Review" onPress={args.onPress}>
      <Trash />
    </IconButton>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete Review' });
    await expect(button).toHaveAttribute('data-variant', 'ghost');
    await expect(button).toHaveAttribute('data-size', 'medium');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  render: Variants.render,
};

/** The back arrow should point the other way in RTL: icons that show direction are the caller's to mirror. */
export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  args: { 'aria-label': 'تعديل المراجعة', tooltip: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.tab();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveTextContent('تعديل المراجعة'));
  },
};
