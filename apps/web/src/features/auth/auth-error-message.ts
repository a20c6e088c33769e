import { AUTH_ERROR_CODES, PASSWORD_RESET_ERROR_CODES } from '@sheetwise/contracts';
import { ApiError } from '../../lib/api';

/** Codes whose server message is the one to show; anything else gets the form's fallback. */
const EXPLAINED_CODES: ReadonlySet<string> = new Set([
  ...Object.values(AUTH_ERROR_CODES),
  ...Object.values(PASSWORD_RESET_ERROR_CODES),
]);

/**
 * The spec's message for a failed sign-in or sign-up: the server's own message for the cases the
 * spec names (it sends the spec's words), and the generic fallback for everything else.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && EXPLAINED_CODES.has(error.code) ? error.message : fallback;
}
