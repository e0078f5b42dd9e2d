import type { Db } from '../db/client.js';
import { notifications } from '../db/schema.js';

/** What the server tells a user about (§3 Notification.category). */
export type NotificationCategory = 'order' | 'review' | 'shop' | 'account' | 'general';

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
  const rows = (Array.isArray(items) ? items : [items]).filter((n) => Number.isInteger(n.userId));
  if (rows.length === 0) return;
  await db.insert(notifications).values(
    rows.map((n) => ({
      userId: n.userId,
      title: n.title,
      message: n.message ?? '',
      category: n.category,
      data: n.data ?? null,
    })),
  );
}

/** Escapes text for the HTML-capable notification title (§2: titles may contain HTML). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
