import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from '../Dialog/Dialog';
import { hostileNotifications, NOW, notifications } from './fixtures';
import { NotificationsButton } from './NotificationsButton';
import { NotificationsDrawer, type NotificationsDrawerProps } from './NotificationsDrawer';
import type { NotificationItem } from './NotificationsPanel';

const meta = {
  title: 'Shell/NotificationsDrawer',
  component: NotificationsDrawer,
  tags: ['autodocs'],
  args: {
    defaultOpen: true,
    notifications,
    now: NOW,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onClearAll: fn(),
    onRefresh: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The §2 notifications drawer. Tabs All and Unread (with counts), Mark all as read, Clear all notifications and Refresh (each busy while its promise runs, disabled when it would do nothing). Titles may contain HTML: only b, strong, i, em, u and br are kept, without attributes; everything else (images, scripts, links, handlers) is reduced to its text, and nothing goes through `dangerouslySetInnerHTML`. Times are relative for a week ('5 minutes ago'), then DD MMM YYYY. Opening an unread notification marks it read. Empty texts: 'No notifications' with \"You don't have any notifications yet\" or \"You've read all notifications\"; §8: a failed load shows the empty list. `NotificationsButton` is the header bell with the unread `CountBadge` (capped at 99).",
      },
    },
  },
} satisfies Meta<typeof NotificationsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await visible(drawer);
    const q = within(drawer);
    await expect(q.getByRole('tab', { name: 'All 4' })).toHaveAttribute('aria-selected', 'true');
    await expect(q.getByRole('tab', { name: 'Unread 2' })).toBeVisible();
    const items = within(q.getByRole('list', { name: 'Notifications list' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Unread ones have a dot that says so; titles keep their simple HTML.
    await expect(within(items[0] as HTMLElement).getByText('Unread')).toBeInTheDocument();
    await expect(within(items[2] as HTMLElement).queryByText('Unread')).toBeNull();
    await expect(q.getByText('ORD-1042').tagName).toBe('STRONG');
    await expect(q.getByText('5 minutes ago')).toBeVisible();
    await expect(q.getByText('5 minutes ago')).toHaveAttribute('datetime', '2026-11-23T11:55:00Z');
  },
};

/** Notifications kept in state, as the app does after each successful call. */
function LiveDrawer(props: NotificationsDrawerProps) {
  const [list, setList] = useState<readonly NotificationItem[]>(props.notifications ?? []);
  const unread = list.filter((n) => !n.isRead).length;
  return (
    <DialogTrigger>
      <NotificationsButton unreadCount={unread} />
      <NotificationsDrawer
        {...props}
        defaultOpen={undefined}
        notifications={list}
        onMarkRead={(ids) => {
          props.onMarkRead?.(ids);
          setList((current) => current.map((n) => (ids.includes(n.id) ? { ...n, isRead: true } : n)));
        }}
        onMarkAllRead={() => {
          props.onMarkAllRead?.();
          setList((current) => current.map((n) => ({ ...n, isRead: true })));
        }}
        onClearAll={() => {
          props.onClearAll?.();
          setList([]);
        }}
      />
    </DialogTrigger>
  );
}

/** Bell → drawer: a click marks one read, Unread shows what is left, Mark all as read empties it. */
export const Playground: Story = {
  render: (args) => <LiveDrawer {...args} />,
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    await visible(drawer);
    const drawerQ = within(drawer);
    await userEvent.click(drawerQ.getByRole('button', { name: /ORD-1042/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith([1]);
    await userEvent.click(drawerQ.getByRole('tab', { name: 'Unread 1' }));
    await expect(drawerQ.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(drawerQ.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
    await expect(drawerQ.getByText("You've read all notifications")).toBeVisible();
    await expect(drawerQ.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** With `onSelect`, opening a notification closes the drawer; only an unread one is marked read. */
export const SelectClosesDrawer: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { onSelect: fn() },
  render: (args) => <LiveDrawer {...args} />,
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    let drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    await visible(drawer);
    await userEvent.click(within(drawer).getByRole('button', { name: /Payment received/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await expect(args.onMarkRead).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    await visible(drawer);
    await userEvent.click(within(drawer).getByRole('button', { name: /New review on/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith([2]);
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Hostile HTML in titles is shown as text: no image, script, link or handler reaches the page. */
export const HtmlInTitles: Story = {
  args: { notifications: hostileNotifications },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(
      drawer.querySelector('[data-part="list"] img, [data-part="list"] script, [data-part="list"] a'),
    ).toBeNull();
    await expect(drawer.querySelector('[onerror], [onclick], [onmouseover], [style*="red"]')).toBeNull();
    await expect(within(drawer).getByText('Bold').tagName).toBe('B');
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(within(drawer).getByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    await expect(within(drawer).getByText("You don't have any notifications yet")).toBeInTheDocument();
    await expect(within(drawer).getByRole('button', { name: 'Clear all notifications' })).toBeDisabled();
    await expect(within(drawer).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(within(drawer).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

export const AllRead: Story = {
  args: { notifications: notifications.map((n) => ({ ...n, isRead: true })), defaultTab: 'unread' },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(within(drawer).getByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    await expect(within(drawer).getByText("You've read all notifications")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { notifications: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(within(drawer).getByRole('status')).toHaveTextContent('Loading notifications…');
    await expect(within(drawer).queryByRole('list')).toBeNull();
  },
};

/** §8: a failed load gives an empty list (with a quiet note); Refresh tries again. */
export const LoadFailure: Story = {
  args: { isError: true },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(within(drawer).getByRole('status')).toHaveTextContent('Failed to fetch notifications');
    await expect(within(drawer).getByText("You don't have any notifications yet")).toBeInTheDocument();
    await expect(within(drawer).getByRole('tab', { name: 'All 0' })).toBeInTheDocument();
  },
};

/** Actions whose promises never settle: each shows its busy state. */
export const Busy: Story = {
  args: { onRefresh: fn(() => new Promise(() => {})) },
  play: async ({ args, canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await visible(drawer);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(within(drawer).getByRole('button', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** An action is busy while its promise runs, then usable again; Clear all and Refresh call their callbacks. */
export const ActionsSettle: Story = {
  tags: ['!autodocs', 'no-visual'],
  play: async ({ args, canvasElement }) => {
    let finish: () => void = () => {};
    mocked(args.onMarkAllRead as NonNullable<typeof args.onMarkAllRead>).mockImplementationOnce(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await visible(drawer);
    const q = within(drawer);
    await userEvent.click(q.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expect(await q.findByRole('button', { name: 'Loading…' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(q.getByRole('button', { name: 'Mark all as read' })).toBeEnabled());
    await userEvent.click(q.getByRole('button', { name: 'Clear all notifications' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await userEvent.click(q.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

const longList: NotificationItem[] = [
  {
    id: 70,
    title:
      'Your order <b>ORD-000000000000000001042</b> for the front suspension lower control arm with ball joint and bushings, left and right pair, heavy duty, has been handed to the courier',
    message:
      'GH₵ 9,999,999.99 — Abossey Okai Genuine Japanese and Korean Spare Parts Wholesale and Retail Centre Limited',
    createdAt: '2026-11-23T06:00:00Z',
    isRead: false,
  },
  { id: 71, title: '', createdAt: 'not a date', isRead: false },
];

/** A very long title and message, an empty title and an unreadable date. */
export const LongTextAndBadData: Story = {
  args: { notifications: longList },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The bell: count capped at 99, hidden at zero. */
export const Bell: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <NotificationsButton unreadCount={0} />
      <NotificationsButton unreadCount={3} />
      <NotificationsButton unreadCount={250} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
    await expect(
      canvas.getByRole('button', { name: 'Notifications, more than 99 unread' }),
    ).toHaveTextContent('99+');
  },
};

export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'الإشعارات' });
    await expect(within(drawer).getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeInTheDocument();
  },
};
