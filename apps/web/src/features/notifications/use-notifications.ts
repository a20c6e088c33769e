import { useCallback, useEffect, useState } from 'react';
import { NOTIFICATIONS_REFRESH_MS, type NotificationList } from '@sheetwise/contracts';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-api';

export interface Notifications {
  /** null until the first answer arrives. */
  list: NotificationList | null;
  /** The latest ask failed; what was shown before stays. */
  failed: boolean;
  refresh: () => void;
  markRead: (id: string) => Promise<void>;
  markAllRead: () => Promise<void>;
}

/**
 * The signed-in user's notifications, asked for again every NOTIFICATIONS_REFRESH_MS and whenever
 * the window regains focus, so a failure that happened while the tab slept shows on return. A
 * failed refresh keeps what was shown: the bell is no place for an error.
 */
export function useNotifications(): Notifications {
  const [list, setList] = useState<NotificationList | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(() => {
    fetchNotifications().then(
      (answer) => {
        setList(answer);
        setFailed(false);
      },
      () => {
        setFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, NOTIFICATIONS_REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [refresh]);

  const markRead = useCallback(async (id: string) => {
    const unread = await markNotificationRead(id);
    const readAt = new Date().toISOString();
    setList(
      (current) =>
        current && {
          unread,
          notifications: current.notifications.map((notice) =>
            notice.id === id ? { ...notice, readAt: notice.readAt ?? readAt } : notice,
          ),
        },
    );
  }, []);

  const markAllRead = useCallback(async () => {
    const unread = await markAllNotificationsRead();
    const readAt = new Date().toISOString();
    setList(
      (current) =>
        current && {
          unread,
          notifications: current.notifications.map((notice) => ({
            ...notice,
            readAt: notice.readAt ?? readAt,
          })),
        },
    );
  }, []);

  return { list, failed, refresh, markRead, markAllRead };
}
