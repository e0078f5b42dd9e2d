import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notifications } from '../db/schema.js';
import { isDbInt } from './errors.js';

/** What the server tells a user about (§3 Notification.category). */
type NotificationCategory = 'order' | 'review' | 'shop' | 'account' | 'general';

export interface NewNotification {
  userId: number;
  /** Plain text; the drawer may render simple HTML in titles (§2), so never put user input here unescaped. */
  title: string;
  message?: string;
  category: NotificationCategory;
  /** What it is about, for links in the drawer, e.g. `{orderId: 12}`. */
  data?: Record<string, unknown>;
}

/**
 * Writes notifications for real events (order placed, status changed, review received, ownership moved).
 * Pass the transaction handle when the event happens inside one, so a rolled-back event notifies no one.
 */
export async function notify(db: Db, items: NewNotification | NewNotification[]): Promise<void> {
  const rows = notificationRows(items);
  if (rows.length === 0) return;
  await db.insert(notifications).values(
    rows.map((n) => ({
      userId: n.user_id,
      title: n.title,
      message: n.message,
      category: n.category,
      data: n.data,
    })),
  );
}

/** The rows `notify` writes (users without an id dropped, defaults filled), for a caller that inserts them itself. */
function notificationRows(items: NewNotification | NewNotification[]) {
  return (Array.isArray(items) ? items : [items])
    .filter((n) => Number.isInteger(n.userId))
    .map((n) => ({
      user_id: n.userId,
      title: n.title,
      message: n.message ?? '',
      category: n.category,
      data: n.data ?? null,
    }));
}

/** Escapes text for the HTML-capable notification title (§2: titles may contain HTML). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The user's notifications, newest first (at most 200: the drawer shows recent ones). */
export async function listNotifications(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(200);
  return rows.map((n) => ({
    id: n.id,
    title: n.title,
    message: n.message,
    category: n.category,
    createdAt: n.createdAt.toISOString(),
    isRead: n.isRead,
    data: n.data ?? null,
  }));
}

/** Marks these of the user's notifications read; ids of other users' notifications are silently ignored. */
export async function markNotificationsRead(db: Db, userId: number, ids: number[]): Promise<number> {
  const valid = [...new Set(ids)].filter(isDbInt);
  if (valid.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, valid)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes all the user's notifications; answers how many. */
export async function clearNotifications(db: Db, userId: number): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}
