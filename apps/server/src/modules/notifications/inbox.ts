import {
  NOTIFICATION_ERROR_CODES,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_SHOWN,
  type NotificationList,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { countUnread, latestNotifications, markAllRead, markRead } from './inbox-store';

/** The bell: the user's latest notifications, newest first, and how many of all are unread. */
export async function listNotifications(
  ctx: ServerContext,
  userId: string,
): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    latestNotifications(ctx.db, userId, NOTIFICATIONS_SHOWN),
    countUnread(ctx.db, userId),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
    })),
    unread,
  };
}

/** Marks one notification read; another user's is as unknown as one that never was (404). */
export async function markNotificationRead(
  ctx: ServerContext,
  userId: string,
  id: string,
): Promise<number> {
  if (!(await markRead(ctx.db, userId, id, ctx.clock.now()))) {
    throw new AppError(404, NOTIFICATION_ERROR_CODES.notFound, NOTIFICATION_MESSAGES.notFound);
  }
  return countUnread(ctx.db, userId);
}

/** Marks every notification of the user read; answers the unread count, which a new one may raise. */
export async function markAllNotificationsRead(
  ctx: ServerContext,
  userId: string,
): Promise<number> {
  await markAllRead(ctx.db, userId, ctx.clock.now());
  return countUnread(ctx.db, userId);
}
