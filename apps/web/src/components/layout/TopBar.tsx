import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { greetingName, useSession } from '../../features/session/session-context';
import { focusRing } from '../ui/styles';
import { LocalModeBadge } from './LocalModeBadge';
import { MobileSidebar } from './sidebar/MobileSidebar';
import { Wordmark } from './Wordmark';

/**
 * The signed-in pages' top bar: the phone's menu and logo, the mode badge, the notifications' bell
 * and the greeting.
 */
export function TopBar() {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <MobileSidebar />
        <Link
          to="/dashboard"
          aria-label="Sheetwise dashboard"
          className={`rounded-lg md:hidden ${focusRing}`}
        >
          <Wordmark />
        </Link>
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-x-3 gap-y-1">
          <LocalModeBadge />
          {user && (
            <>
              <NotificationBell />
              <p className="truncate text-sm font-medium text-slate-700">Hi {greetingName(user)}</p>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
