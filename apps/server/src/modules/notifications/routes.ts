import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  NotificationIdParams,
  NotificationList,
  NotificationSettings,
  NotificationsRead,
  UpdateNotificationSettingsRequest,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './inbox';
import { notificationSettings, updateNotificationSettings } from './settings';

/** The bell's notifications and the user's choice of which to receive: HTTP only. */
export const notificationRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  const user = async (request: Parameters<typeof requireUser>[1]) =>
    (await requireUser(ctx, request)).user.id;

  app.get('/notifications', { schema: { response: { 200: NotificationList } } }, async (request) =>
    listNotifications(ctx, await user(request)),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { params: NotificationIdParams, response: { 200: NotificationsRead } } },
    async (request) => ({
      unread: await markNotificationRead(ctx, await user(request), request.params.id),
    }),
  );

  app.post(
    '/notifications/read-all',
    { schema: { response: { 200: NotificationsRead } } },
    async (request) => ({ unread: await markAllNotificationsRead(ctx, await user(request)) }),
  );

  app.get(
    '/me/notification-settings',
    { schema: { response: { 200: NotificationSettings } } },
    async (request) => notificationSettings(ctx, await user(request)),
  );

  app.patch(
    '/me/notification-settings',
    {
      schema: { body: UpdateNotificationSettingsRequest, response: { 200: NotificationSettings } },
    },
    async (request) => updateNotificationSettings(ctx, await user(request), request.body),
  );

  done();
};
