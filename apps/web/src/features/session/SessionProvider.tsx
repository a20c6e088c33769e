import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Me } from '@sheetwise/contracts';
import { ApiError } from '../../lib/api';
import { SessionContext, type SessionState } from './session-context';
import { fetchMe, logoutAccount } from './session-api';
import { clearLoginTime, isLoginExpired, readLoginTime, storeLoginTime } from './login-time';

/** Removes the stale login time and ends the session on the server, which has expired it anyway. */
function forgetExpiredLogin(): void {
  clearLoginTime();
  void logoutAccount().catch(() => undefined);
}

const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null };

/**
 * Who is signed in, asked of the server once per page load when this browser has signed in
 * (the spec's auth_login_time): 'unknown' until it answers, then 'authenticated' with the user or
 * 'unauthenticated'. A login older than 24 hours is signed out on the spot.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Without a stored login time there is no session to ask about: visitors cost no request.
  const [loginAtLoad] = useState(() =>
    isLoginExpired() ? 'expired' : readLoginTime() === null ? 'absent' : 'present',
  );
  const [state, setState] = useState<SessionState>(
    loginAtLoad === 'present' ? { status: 'unknown', user: null } : SIGNED_OUT,
  );

  const signIn = useCallback((user: Me) => {
    storeLoginTime(user.loginTime);
    setState({ status: 'authenticated', user });
  }, []);

  const signOut = useCallback(async () => {
    await logoutAccount();
    clearLoginTime();
    setState(SIGNED_OUT);
  }, []);

  const expire = useCallback(() => {
    forgetExpiredLogin();
    setState(SIGNED_OUT);
  }, []);

  useEffect(() => {
    if (loginAtLoad === 'expired') forgetExpiredLogin();
    if (loginAtLoad !== 'present') return;
    let cancelled = false;
    fetchMe()
      .then((user) => {
        if (!cancelled) signIn(user);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) clearLoginTime();
        setState(SIGNED_OUT);
      });
    return () => {
      cancelled = true;
    };
  }, [loginAtLoad, signIn]);

  const value = useMemo(
    () => ({ ...state, signIn, signOut, expire }),
    [state, signIn, signOut, expire],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
