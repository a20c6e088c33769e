import { Link, NavLink, useLocation } from 'react-router';
import { greetingName, useSession } from '../../features/session/session-context';
import { buttonClass, focusRing } from '../ui/styles';
import { Wordmark } from './Wordmark';

/** Pages where the landing page's section links have nothing to scroll to (spec section 2). */
const PAGES_WITHOUT_SECTION_LINKS = [
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
];

/*
 * Plain anchors rather than router links: from the landing page the browser treats them as an
 * in-page jump (smooth scroll, no re-render), which the router's Link does not do.
 */
const SECTION_LINKS = [
  { href: '/#features', label: 'Features' },
  { href: '/#pricing', label: 'Pricing' },
];

/**
 * The public pages' header (spec section 2): section links for visitors on the landing page, the
 * way in for visitors, and a greeting with the way back to the app for a signed-in user.
 */
export function PublicHeader() {
  const { pathname } = useLocation();
  const { user } = useSession();
  // The router also matches "/terms/", so compare without the trailing slash.
  const page = pathname.replace(/(.)\/+$/, '$1');
  const showSectionLinks = !user && !PAGES_WITHOUT_SECTION_LINKS.includes(page);
  const homeHref = user ? '/dashboard' : '/';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:gap-x-8 sm:px-6">
        <Link to={homeHref} className={`rounded-lg ${focusRing}`}>
          <Wordmark />
        </Link>
        {showSectionLinks && (
          <nav aria-label="Page sections">
            <ul className="flex items-center sm:gap-1">
              {SECTION_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={buttonClass('ghost', 'sm', 'max-sm:px-2')}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label="Account" className="ml-auto">
          {user ? (
            <ul className="flex items-center gap-3">
              <li className="text-sm font-medium text-slate-700">Hi {greetingName(user)}</li>
              <li>
                <NavLink to="/dashboard" className={buttonClass('primary', 'sm')}>
                  Dashboard
                </NavLink>
              </li>
            </ul>
          ) : (
            <ul className="flex items-center gap-2">
              <li>
                <NavLink to="/login" className={buttonClass('ghost', 'sm')}>
                  Sign In
                </NavLink>
              </li>
              <li>
                <NavLink to="/register" className={buttonClass('primary', 'sm')}>
                  Create Account
                </NavLink>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
}
