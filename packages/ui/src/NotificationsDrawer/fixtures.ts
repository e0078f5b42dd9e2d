import type { NotificationItem } from './NotificationsPanel';

/** The clock the stories and tests use. */
export const NOW = new Date('2026-11-23T12:00:00Z');

export const notifications: NotificationItem[] = [
  {
    id: 1,
    title: 'Your order <strong>ORD-1042</strong> has been <em>delivered</em>',
    message: 'Brake pads for Toyota Corolla 2015',
    category: 'order',
    createdAt: '2026-11-23T11:55:00Z',
    isRead: false,
  },
  {
    id: 2,
    title: 'New review on <b>Front shock absorber</b>',
    message: '5 stars: fitted perfectly.',
    category: 'review',
    createdAt: '2026-11-23T09:00:00Z',
    isRead: false,
  },
  {
    id: 3,
    title: 'Payment received for ORD-1038',
    message: 'GH₵ 1,234.50 was paid by card.',
    category: 'payment',
    createdAt: '2026-11-20T08:00:00Z',
    isRead: true,
  },
  {
    id: 4,
    title: 'Welcome to Abossey',
    category: 'system',
    createdAt: '2026-10-02T08:00:00Z',
    isRead: true,
  },
];

/** Hostile titles: the drawer must show their text only. */
export const hostileNotifications: NotificationItem[] = [
  {
    id: 90,
    title: 'Photo <img src=x onerror="window.__pwned=1"> uploaded',
    createdAt: '2026-11-23T11:00:00Z',
    isRead: false,
  },
  {
    id: 91,
    title:
      '<script>window.__pwned=1</script>Order <a href="javascript:alert(1)" onclick="alert(1)">shipped</a>',
    createdAt: '2026-11-23T10:00:00Z',
    isRead: false,
  },
  {
    id: 92,
    title: '<b style="color:red" onmouseover="alert(1)">Bold</b> and <i class="x">italic</i><br>second line',
    createdAt: '2026-11-22T10:00:00Z',
    isRead: true,
  },
];
