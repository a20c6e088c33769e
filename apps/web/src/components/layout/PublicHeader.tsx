import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass, focusRing } from '../ui/styles';
import { Wordmark } from './Wordmark';

/** Pages where the landing page's section links have nothing to scroll to (spec section 2). */
const PAGES_WITHOUT_SECTION_LINKS = ['/terms', '/privacy', '/login', '/register'];

/*
 * Plain anchors rather than router links: from the landing page the browser treats them as an
 * in-page jump (smooth scroll, no re-render), which the router's Link does not do.
 */
const SECTION_LINKS = [
  { href: '/#features', label: 'Features' },
  { href: '/#pricing', label: 'Pricing' },
];

interface PublicHeaderProps {
  /** Where the logo leads; the signed-in header will point it at /dashboard. */
  homeHref?: string;
}

export function PublicHeader({ homeHref = '/' }: PublicHeaderProps) {
  const { pathname } = useLocation();
  // The router also matches "/terms/", so compare without the trailing slash.
  const page = pathname.replace(/(.)\/+$/, '$1');
  const showSectionLinks = !PAGES_WITHOUT_SECTION_LINKS.includes(page);

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
        </nav>
      </div>
    </header>
  );
}
