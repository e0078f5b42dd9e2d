import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogTrigger } from '../Dialog/Dialog';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { hostileNotifications, NOW, notifications } from './fixtures';
import { formatNotificationTime } from './formatTime';
import { NotificationsButton } from './NotificationsButton';
import { NotificationsDrawer } from './NotificationsDrawer';
import { NotificationsPanel } from './NotificationsPanel';
import { htmlToText, sanitizeInlineHtml } from './sanitizeHtml';

describe('sanitizeInlineHtml', () => {
  it('keeps b/strong/i/em/br without attributes and drops everything else', () => {
    const { container } = render(<p>{sanitizeInlineHtml(hostileNotifications[2]?.title)}</p>);
    expect(container.innerHTML).toBe('<p><b>Bold</b> and <i>italic</i><br>second line</p>');
  });

  it('never creates img, script, links or event handlers', () => {
    (window as { __pwned?: number }).__pwned = undefined;
    const { container } = render(
      <div>
        {hostileNotifications.map((n) => (
          <p key={n.id}>{sanitizeInlineHtml(n.title)}</p>
        ))}
      </div>,
    );
    expect(container.querySelector('img, script, a, [onerror], [onclick], [style], [class]')).toBeNull();
    expect(container.textContent).toContain('Photo  uploaded');
    expect(container.textContent).toContain('Order shipped');
    expect(container.textContent).not.toContain('__pwned');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps plain text and entities as text', () => {
    const { container } = render(<p>{sanitizeInlineHtml('Tom &amp; Jerry &lt;b&gt;not bold&lt;/b&gt;')}</p>);
    expect(container.textContent).toBe('Tom & Jerry <b>not bold</b>');
    expect(container.querySelector('b')).toBeNull();
    expect(htmlToText('<script>x</script><b>Hi</b>  there')).toBe('Hi there');
    expect(sanitizeInlineHtml('')).toBeNull();
  });
});

describe('formatNotificationTime', () => {
  it('is relative for the last week, a DD MMM YYYY date before that', () => {
    expect(formatNotificationTime('2026-11-23T11:59:30Z', 'en', NOW, 'Just now')).toBe('Just now');
    expect(formatNotificationTime('2026-11-23T11:55:00Z', 'en', NOW)).toBe('5 minutes ago');
    expect(formatNotificationTime('2026-11-22T11:00:00Z', 'en', NOW)).toBe('yesterday');
    expect(formatNotificationTime('2026-10-02T08:00:00Z', 'en-GH', NOW)).toBe('02 Oct 2026');
    expect(formatNotificationTime('not a date', 'en', NOW)).toBe('');
  });
});

describe('NotificationsPanel', { timeout: 60_000 }, () => {
  it('shows tabs with counts, unread dots and safe titles', () => {
    renderWithProviders(<NotificationsPanel notifications={notifications} now={NOW} />);
    expect(screen.getByRole('tab', { name: 'All 4' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Unread 2' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Notifications list' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0] as HTMLElement).getByText('Unread')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).queryByText('Unread')).toBeNull();
    expect(screen.getByText('ORD-1042').tagName).toBe('STRONG');
    expect(screen.getByText('5 minutes ago')).toHaveAttribute('datetime', '2026-11-23T11:55:00Z');
  });

  it('opening an unread notification marks it read; a read one does not call onMarkRead', async () => {
    const onMarkRead = vi.fn(() => Promise.resolve());
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <NotificationsPanel
        notifications={notifications}
        now={NOW}
        onMarkRead={onMarkRead}
        onSelect={onSelect}
      />,
    );
    await user.click(screen.getByRole('button', { name: /ORD-1042/ }));
    expect(onMarkRead).toHaveBeenCalledWith([1]);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await user.click(screen.getByRole('button', { name: /Payment received/ }));
    expect(onMarkRead).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('Unread tab lists unread ones, and says all are read when none are left', async () => {
    const { user, rerender } = renderWithProviders(
      <NotificationsPanel notifications={notifications} now={NOW} />,
    );
    await user.click(screen.getByRole('tab', { name: /Unread/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(
      <NotificationsPanel notifications={notifications.map((n) => ({ ...n, isRead: true }))} now={NOW} />,
    );
    expect(screen.getByRole('heading', { name: 'No notifications' })).toBeInTheDocument();
    expect(screen.getByText("You've read all notifications")).toBeInTheDocument();
  });

  it('empty and failed loads show the empty list', () => {
    const { rerender } = renderWithProviders(<NotificationsPanel notifications={[]} />);
    expect(screen.getByText("You don't have any notifications yet")).toBeInTheDocument();
    rerender(<NotificationsPanel notifications={notifications} isError />);
    expect(screen.getByText("You don't have any notifications yet")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Failed to fetch notifications');
    expect(screen.getByRole('tab', { name: 'All 0' })).toBeInTheDocument();
  });

  it('actions: disabled when they would do nothing, busy while their promise runs', async () => {
    let finish: () => void = () => {};
    const onMarkAllRead = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClearAll = vi.fn();
    const onRefresh = vi.fn();
    const { user, rerender } = renderWithProviders(
      <NotificationsPanel
        notifications={notifications}
        now={NOW}
        onMarkAllRead={onMarkAllRead}
        onClearAll={onClearAll}
        onRefresh={onRefresh}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Clear all notifications' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(
      <NotificationsPanel
        notifications={[]}
        onMarkAllRead={onMarkAllRead}
        onClearAll={onClearAll}
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all notifications' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('shows a loading state', () => {
    renderWithProviders(<NotificationsPanel isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is translated', () => {
    renderWithProviders(<NotificationsPanel notifications={[]} onMarkAllRead={() => {}} />, { lng: 'fr' });
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez encore aucune notification")).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <NotificationsPanel
        notifications={notifications}
        now={NOW}
        onMarkAllRead={() => {}}
        onRefresh={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('NotificationsButton', { timeout: 60_000 }, () => {
  it('names the unread count and caps the badge at 99', async () => {
    const onPress = vi.fn();
    const { user, rerender } = renderWithProviders(<NotificationsButton unreadCount={3} onPress={onPress} />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(<NotificationsButton unreadCount={150} />);
    expect(screen.getByRole('button', { name: 'Notifications, more than 99 unread' })).toHaveTextContent(
      '99+',
    );
    rerender(<NotificationsButton unreadCount={0} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });
});

describe('NotificationsDrawer', { timeout: 60_000 }, () => {
  it('opens from the bell, marks a clicked notification read and closes on select', async () => {
    const onMarkRead = vi.fn();
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <DialogTrigger>
        <NotificationsButton unreadCount={2} />
        <NotificationsDrawer
          notifications={notifications}
          now={NOW}
          onMarkRead={onMarkRead}
          onSelect={onSelect}
        />
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(drawer).getByRole('button', { name: /New review on/ }));
    expect(onMarkRead).toHaveBeenCalledWith([2]);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
