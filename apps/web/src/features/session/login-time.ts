import { AUTH_LOGIN_TIME_KEY, SESSION_TTL_MS } from '@sheetwise/contracts';

/**
 * The spec's `auth_login_time`: the sign-in time in milliseconds, kept in localStorage so every tab
 * can tell a login older than 24 hours. The server enforces the same limit on its side.
 */
export function storeLoginTime(loginTime: number): void {
  localStorage.setItem(AUTH_LOGIN_TIME_KEY, String(loginTime));
}

export function clearLoginTime(): void {
  localStorage.removeItem(AUTH_LOGIN_TIME_KEY);
}

export function readLoginTime(): number | null {
  const value = Number(localStorage.getItem(AUTH_LOGIN_TIME_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function isLoginExpired(now: number = Date.now()): boolean {
  const loginTime = readLoginTime();
  return loginTime !== null && now - loginTime > SESSION_TTL_MS;
}
