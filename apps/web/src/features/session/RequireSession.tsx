import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { isLoginExpired } from './login-time';
import { useSession } from './session-context';

/** Pages whose spec sends a signed-out visitor somewhere other than the landing page. */
const SIGNED_OUT_DESTINATION: Readonly<Record<string, string>> = { '/my-projects': '/login' };

/**
 * The login guard (spec section 2): a spinner while the session is unknown, the page when signed
 * in, otherwise back to the landing page (the sign-in page for /my-projects, as its section
 * says), replacing history. A login older than 24 hours is signed out first.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const expired = session.status === 'authenticated' && isLoginExpired();

  useEffect(() => {
    if (expired) session.expire();
  }, [expired, session]);

  if (session.status === 'unknown') {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Checking your sign-in" />
      </div>
    );
  }
  if (session.status === 'unauthenticated' || expired) {
    return <Navigate to={SIGNED_OUT_DESTINATION[pathname] ?? '/'} replace />;
  }
  return children;
}
