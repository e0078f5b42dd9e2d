import type { Requester, RequestOptions } from '../request.js';

export function notificationsResource(request: Requester) {
  return {
    /** `GET /notifications`: your own, newest first. */
    list: async (options?: RequestOptions) =>
      (
        await request({
          path: '/notifications',
          schema: 'notificationListResponse',
          fallback: 'Failed to fetch notifications',
          options,
        })
      ).data,
    /** `POST /mark-notifications-as-read`; ids that are not yours are ignored. Answers how many changed. */
    markRead: async (notificationIds: number[], options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/mark-notifications-as-read',
          body: { data: { notificationIds } },
          schema: 'notificationCountResponse',
          fallback: 'Failed to mark notifications as read',
          options,
        })
      ).data,
    /** `POST /clear-notifications`: deletes all of yours. Answers how many were deleted. */
    clear: async (options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/clear-notifications',
          schema: 'notificationCountResponse',
          fallback: 'Failed to clear notifications',
          options,
        })
      ).data,
  };
}
