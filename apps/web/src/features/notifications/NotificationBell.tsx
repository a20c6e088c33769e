import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { NOTIFICATION_MESSAGES, type InAppNotification } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { focusRing } from '../../components/ui/styles';
import { errorMessage } from '../../lib/error-message';
import { NotificationItem } from './NotificationItem';
import { useNotifications } from './use-notifications';

/** The bell's accessible name, which carries the unread count. */
export function bellName(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The signed-in header's bell: a disclosure whose panel lists the latest notifications. Escape
 * closes it and puts focus back on the bell; a click outside closes it too.
 */
export function NotificationBell() {
  const { list, failed, refresh, markRead, markAllRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const labelId = useId();
  const unread = list?.unread ?? 0;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  function toggle() {
    if (!open) refresh();
    setOpen(!open);
  }

  function report(error: unknown) {
    toast.error(errorMessage(error, NOTIFICATION_MESSAGES.markFailed), { id: 'notifications' });
  }

  function openNotice(notice: InAppNotification) {
    close(false);
    if (notice.readAt === null) markRead(notice.id).catch(report);
  }

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={bellName(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={`relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white shadow-lg"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <p id={labelId} className="text-sm font-semibold text-slate-900">
            Notifications
          </p>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0}
            onClick={() => {
              markAllRead().catch(report);
            }}
          >
            Mark all as read
          </Button>
        </div>
        {list === null ? (
          <p className="px-4 py-3 text-sm text-slate-600">
            {failed ? NOTIFICATION_MESSAGES.loadFailed : 'Loading notifications…'}
          </p>
        ) : list.notifications.length === 0 ? (
          <p className="px-4 py-3 text-sm text-slate-600">No notifications yet.</p>
        ) : (
          <ul
            aria-labelledby={labelId}
            className="max-h-[min(28rem,70vh)] divide-y divide-slate-200 overflow-y-auto"
          >
            {list.notifications.map((notice) => (
              <NotificationItem key={notice.id} notice={notice} onOpen={openNotice} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
