import {
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATIONS_PATH,
  NOTIFICATIONS_READ_ALL_PATH,
  notificationReadPath,
  type NotificationList,
  type NotificationSettings,
  type NotificationsRead,
  type UpdateNotificationSettingsRequest,
} from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

export function fetchNotifications(): Promise<NotificationList> {
  return apiRequest<NotificationList>('GET', NOTIFICATIONS_PATH);
}

/** Marks one notification read; answers the unread count left. */
export async function markNotificationRead(id: string): Promise<number> {
  return (await apiRequest<NotificationsRead>('POST', notificationReadPath(id))).unread;
}

export async function markAllNotificationsRead(): Promise<number> {
  return (await apiRequest<NotificationsRead>('POST', NOTIFICATIONS_READ_ALL_PATH)).unread;
}

export function updateNotificationSettings(
  changes: UpdateNotificationSettingsRequest,
): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('PATCH', NOTIFICATION_SETTINGS_PATH, { body: changes });
}
