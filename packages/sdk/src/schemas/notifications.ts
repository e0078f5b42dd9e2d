import { int, z } from '../zod.js';
import { envelope } from './common.js';

export const notification = z.object({
  id: int(),
  /** May contain simple HTML (§2); the server escapes anything users typed. */
  title: z.string(),
  message: z.string(),
  category: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  data: z.nullable(z.record(z.string(), z.unknown())),
});
export type Notification = z.infer<typeof notification>;
export const notificationListResponse = envelope(z.array(notification));

export const markNotificationsReadInput = z.object({
  notificationIds: z
    .array(z.number().check(z.int(), z.positive()), {
      error: 'notificationIds must be a list of notification ids',
    })
    .check(z.maxLength(1000, 'At most 1000 notifications at once')),
});
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadInput>;
export const markNotificationsReadBody = z.object({ data: markNotificationsReadInput });

/** How many of the caller's notifications a call changed. */
export const notificationCountResponse = envelope(
  z.object({ count: z.number().check(z.int(), z.nonnegative()) }),
);
