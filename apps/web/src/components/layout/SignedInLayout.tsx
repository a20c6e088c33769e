import { LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { greetingName, useSession } from '../../features/session/session-context';
import { useLogout } from '../../features/session/use-logout';
import { Button } from '../ui/Button';
import { buttonClass, focusRing } from '../ui/styles';
import { LocalModeBadge } from './LocalModeBadge';
import { Wordmark } from './Wordmark';

const NAV = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/settings', label: 'Settings' },
];

/** The frame of the signed-in screens: who is signed in, where to go, and how to leave. */
export function SignedInLayout() {
  const session = useSession();
  const logout = useLogout();
  const name = session.user ? greetingName(session.user) : 'User';
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <NavLink
            to="/dashboard"
            className={`rounded-lg ${focusRing}`}
            aria-label="Sheetwise dashboard"
          >
            <Wordmark />
          </NavLink>
          <nav aria-label="Main">
            <ul className="flex gap-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      buttonClass('ghost', 'sm', isActive ? 'bg-brand-50 text-brand-800' : '')
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <LocalModeBadge />
            <p className="text-sm font-medium text-slate-700">Hi {name}</p>
            <Button variant="secondary" size="sm" onClick={() => void logout()}>
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
