import { Link } from 'react-router';
import type { InAppNotification } from '@sheetwise/contracts';
import { focusRing } from '../../components/ui/styles';
import { useDisplayPreferences } from '../preferences/use-display-format';
import { formatEventTime } from '../sign-in-activity/SecurityEventTable';

interface NotificationItemProps {
  notice: InAppNotification;
  /** Following the link reads the notification. */
  onOpen: (notice: InAppNotification) => void;
}

/** One notification: its title as the link to what it is about, its words and when. */
export function NotificationItem({ notice, onOpen }: NotificationItemProps) {
  const { dateDisplay } = useDisplayPreferences();
  const unread = notice.readAt === null;
  return (
    <li className={`space-y-1 px-4 py-3 ${unread ? 'bg-brand-50' : ''}`}>
      <p className="flex items-start gap-2">
        {unread && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
            <span className="sr-only">Unread:</span>
          </span>
        )}
        <Link
          to={notice.link}
          onClick={() => {
            onOpen(notice);
          }}
          className={`rounded-sm text-sm font-semibold text-slate-900 hover:underline ${focusRing}`}
        >
          {notice.title}
        </Link>
      </p>
      <p className="text-sm text-slate-700">{notice.body}</p>
      <p className="text-xs text-slate-600">
        <time dateTime={notice.createdAt}>{formatEventTime(notice.createdAt, dateDisplay)}</time>
      </p>
    </li>
  );
}
