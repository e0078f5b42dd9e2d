import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderStatuses } from './orderStatus';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'pending_payment', variant: 'subtle', size: 'small' },
  argTypes: {
    status: { control: 'select', options: [...orderStatuses, 'awaiting_pickup', 'on_hold', ''] },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'An order status (§4) with its translated label and colour. Unknown statuses are title-cased and coloured by keyword: deliver/complet success, pick/process info, cancel/reject danger, pending/wait warning, else neutral.',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Pending Payment');
    await expect(badge).toHaveAttribute('data-tone', 'warning');
    await expect(badge).toHaveAttribute('data-status', 'pending_payment');
  },
};

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: 8,
} as const;

/** Every §4 status, then unknown ones showing the keyword fallback. */
export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['subtle', 'solid'] as const).map((variant) => (
        <div key={variant} style={grid}>
          {[
            ...orderStatuses,
            'awaiting_stock',
            'ready_for_pickup',
            'partially_delivered',
            'cancel_requested',
            'on_hold',
            '',
          ].map((status) => (
            <div key={status}>
              {/* The solid row's empty status is `undefined`: both read "Unknown". */}
              <StatusBadge
                {...args}
                status={status || (variant === 'solid' ? undefined : status)}
                variant={variant}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Delivered')[0]).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getAllByText('Ready For Pickup')[0]).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getAllByText('On Hold')[0]).toHaveAttribute('data-tone', 'neutral');
    // An empty ('' or undefined) status reads "Unknown", neutral, in both variants.
    const unknown = canvas.getAllByText('Unknown');
    await expect(unknown).toHaveLength(2);
    await expect(unknown[0]).toHaveAttribute('data-tone', 'neutral');
    await expect(unknown[1]).toHaveAttribute('data-tone', 'neutral');
    await expect(unknown[1]).toHaveAttribute('data-variant', 'solid');
  },
};

export const Dark: Story = { ...AllStatuses, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { ...AllStatuses, globals: { contrast: 'high' } };

export const RightToLeftArabic: Story = {
  ...AllStatuses,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getAllByText('بانتظار الدفع')[0]).toBeVisible();
    await expect(within(canvasElement).getAllByText('تم التوصيل')[0]).toHaveAttribute('data-tone', 'success');
  },
};

export const French: Story = { ...AllStatuses, play: undefined, globals: { locale: 'fr' } };

export const InNarrowColumn: Story = {
  args: { status: 'pending_cancellation' },
  decorators: [(Story) => <div style={{ maxInlineSize: 96 }}>{Story()}</div>],
};
