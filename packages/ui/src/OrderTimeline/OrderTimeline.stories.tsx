import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDateTime } from '../i18n/format';
import { deliveredHistory } from './fixtures';
import { OrderTimeline } from './OrderTimeline';

const meta = {
  title: 'Commerce/OrderTimeline',
  component: OrderTimeline,
  tags: ['autodocs'],
  args: { entries: deliveredHistory },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'An order\'s status history (§2 order detail, §4): newest first as an ordered list, each step with its `StatusBadge` colour, the date as `DD MMM YYYY h:mm a` (`formatDateTime`), an optional note and author. The newest step is current (`aria-current="step"`, highlighted). Takes the SDK\'s `OrderHistoryEntry[]` as is.',
      },
    },
  },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Order history' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Newest first, whatever order the API sent; the newest step is current.
    await expect(items.map((li) => li.querySelector('[data-status]')?.textContent)).toEqual([
      'Delivered',
      'Order Picked',
      'Pending Delivery',
      'Pending Payment',
    ]);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(within(items[0] as HTMLElement).getByText('Current status')).toBeVisible();
    await expect(items[1]).not.toHaveAttribute('aria-current');
    await expect(within(items[0] as HTMLElement).getByText('Delivered')).toBeVisible();
    await expect(within(items[3] as HTMLElement).getByText('Pending Payment')).toBeVisible();
    // Status colours, DD MMM YYYY h:mm a dates in <time>, notes and authors.
    await expect(canvas.getByText('Delivered')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Pending Payment')).toHaveAttribute('data-tone', 'warning');
    const time = canvas.getByText(formatDateTime('2025-03-06T15:30:00.000Z', 'en'));
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2025-03-06T15:30:00.000Z');
    await expect(time.textContent).toMatch(/^\d{2} Mar 2025 \d{1,2}:\d{2} (am|pm|AM|PM)$/);
    await expect(canvas.getByText('Picked up at Abossey Okai.')).toBeVisible();
    await expect(canvas.getByText('by Kwame Mensah')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: {
    entries: [
      { status: 'pending_payment', createdAt: '2025-04-01T08:00:00Z' },
      { status: 'pending_cancellation', createdAt: '2025-04-01T09:00:00Z', note: 'Buyer asked to cancel.' },
      { status: 'cancelled', createdAt: '2025-04-02T11:15:00Z', changedBy: { name: 'Admin' } },
    ],
  },
};

export const SingleStep: Story = {
  args: { entries: [{ status: 'pending', createdAt: '2025-05-10T14:05:00Z' }] },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No status history yet.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** A caller's `emptyText` replaces the default "No status history yet.". */
export const CustomEmptyText: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { entries: [], emptyText: 'Nothing yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing yet')).toBeVisible();
    await expect(within(canvasElement).queryByText('No status history yet.')).toBeNull();
  },
};

/** Unknown statuses are title-cased with a keyword colour; unreadable dates show "—" and sort last. */
export const BadData: Story = {
  args: {
    entries: [
      { status: 'awaiting_pickup', createdAt: 'not a date', note: null },
      { status: '', createdAt: '2025-01-01T00:00:00Z' },
      { status: 'completed', createdAt: '2025-01-03T00:00:00Z' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // Sorted newest first whatever order it is given; the unreadable date goes last.
    await expect(items[0]?.querySelector('[data-status]')).toHaveTextContent('Completed');
    await expect(within(items[2] as HTMLElement).getByText('Awaiting Pickup')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('—')).toBeVisible();
  },
};

export const LongNotes: Story = {
  args: {
    entries: [
      ...deliveredHistory,
      {
        status: 'pending_replacement',
        createdAt: '2025-03-09T12:00:00Z',
        note: 'The buyer reports the left brake pad arrived cracked; a replacement set is being sourced from the Suame Magazine warehouse and will be dispatched with the next Kumasi–Accra delivery run on Thursday.',
        changedBy: { name: 'Kaneshie First Light Genuine German Spare Parts Trading Enterprise Limited' },
      },
    ],
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('list', { name: 'سجل الطلب' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Historique de la commande' })).toBeVisible();
    await expect(canvas.getByText('par Kwame Mensah')).toBeVisible();
    await expect(canvas.getByText(formatDateTime('2025-03-06T15:30:00.000Z', 'fr'))).toBeVisible();
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
