/**
 * The double-submit CSRF token: the server sets it in a readable cookie and checks that every
 * unsafe request echoes it in a header. Shared by the fetch client and the upload module.
 */
export const CSRF_HEADER = 'X-CSRF-Token';
const CSRF_COOKIE = 'csrf_token';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The token to echo, or '' when there is none yet (the server then refuses with a clear error). */
export function csrfToken(): string {
  return readCookie(CSRF_COOKIE) ?? '';
}
