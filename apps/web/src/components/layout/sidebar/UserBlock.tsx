import type { Me } from '@sheetwise/contracts';
import { greetingName } from '../../../features/session/session-context';
import { initials } from './initials';

interface UserBlockProps {
  /** null while the session is still unknown: a skeleton stands in. */
  user: Me | null;
  collapsed: boolean;
}

/** Who is signed in and on which plan: initials avatar, name and '{planType} User'. */
export function UserBlock({ user, collapsed }: UserBlockProps) {
  const layout = `flex items-center gap-3 ${collapsed ? 'justify-center' : 'px-1'}`;
  if (!user) {
    return (
      <div role="status" aria-busy="true" className={layout}>
        <span className="sr-only">Loading your account</span>
        <span
          aria-hidden="true"
          className="size-10 shrink-0 animate-pulse rounded-full bg-slate-200"
        />
        {!collapsed && (
          <span aria-hidden="true" className="flex-1 space-y-2">
            <span className="block h-3 w-3/4 animate-pulse rounded bg-slate-200" />
            <span className="block h-3 w-1/2 animate-pulse rounded bg-slate-200" />
          </span>
        )}
      </div>
    );
  }
  const name = greetingName(user);
  return (
    <div className={layout}>
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
      >
        {initials(name)}
      </span>
      <div className={collapsed ? 'sr-only' : 'min-w-0'}>
        <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
        <p className="text-xs text-slate-600">{user.planType} User</p>
      </div>
    </div>
  );
}
