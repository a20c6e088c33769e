import type { NotificationSettings, UpdateNotificationSettingsRequest } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { findNotificationSettings, saveNotificationSettings } from './settings-store';

/** Which notifications the user receives, in the app and by e-mail. */
export function notificationSettings(
  ctx: ServerContext,
  userId: string,
): Promise<NotificationSettings> {
  return findNotificationSettings(ctx.db, userId);
}

/**
 * Saves the choices given, keeping the others. Like the display preferences it needs no recent
 * sign-in: it changes only what the account's owner is told.
 */
export function updateNotificationSettings(
  ctx: ServerContext,
  userId: string,
  changes: UpdateNotificationSettingsRequest,
): Promise<NotificationSettings> {
  return saveNotificationSettings(ctx.db, userId, changes);
}
