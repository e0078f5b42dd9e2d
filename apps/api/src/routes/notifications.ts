import {
  errorBody,
  markNotificationsReadBody,
  notificationCountResponse,
  notificationListResponse,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAuth } from '../plugins/auth.js';
import { clearNotifications, listNotifications, markNotificationsRead } from '../services/notifications.js';

const errors = { 400: errorBody, 401: errorBody };

/** §7 Notifications: always the caller's own. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Your notifications, newest first',
        tags: ['notifications'],
        response: { 200: notificationListResponse, ...errors },
      },
    },
    async (request) => ({ data: await listNotifications(app.db, currentUser(request).id) }),
  );

  app.post(
    '/mark-notifications-as-read',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Mark some of your notifications read (ids that are not yours are ignored)',
        tags: ['notifications'],
        body: markNotificationsReadBody,
        response: { 200: notificationCountResponse, ...errors },
      },
    },
    async (request) => ({
      data: {
        count: await markNotificationsRead(
          app.db,
          currentUser(request).id,
          request.body.data.notificationIds,
        ),
      },
    }),
  );

  app.post(
    '/clear-notifications',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Delete all your notifications',
        tags: ['notifications'],
        response: { 200: notificationCountResponse, ...errors },
      },
    },
    async (request) => ({ data: { count: await clearNotifications(app.db, currentUser(request).id) } }),
  );
};
