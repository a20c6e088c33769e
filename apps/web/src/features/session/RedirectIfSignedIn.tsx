import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from './session-context';

/** /login and /register send a signed-in visitor on to the dashboard (spec section 2). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return children;
}
