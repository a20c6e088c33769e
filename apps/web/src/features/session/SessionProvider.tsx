import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Me } from '@sheetwise/contracts';
import { ApiError } from '../../lib/api';
import { SessionContext, type SessionState } from './session-context';
import { fetchMe, logoutAccount } from './session-api';
import { clearLoginTime, isLoginExpired, storeLoginTime } from './login-time';

/** Removes the stale login time and ends the session on the server, which has expired it anyway. */
function forgetExpiredLogin(): void {
  clearLoginTime();
  void logoutAccount().catch(() => undefined);
}

const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null };

/**
 * Who is signed in, asked of the server once per page load: 'unknown' until it answers, then
 * 'authenticated' with the user or 'unauthenticated'. A login older than 24 hours by the spec's
 * auth_login_time is signed out on the spot.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [expiredAtLoad] = useState(isLoginExpired);
  const [state, setState] = useState<SessionState>(
    expiredAtLoad ? SIGNED_OUT : { status: 'unknown', user: null },
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
    if (expiredAtLoad) {
      forgetExpiredLogin();
      return;
    }
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
  }, [expiredAtLoad, signIn]);

  const value = useMemo(
    () => ({ ...state, signIn, signOut, expire }),
    [state, signIn, signOut, expire],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
