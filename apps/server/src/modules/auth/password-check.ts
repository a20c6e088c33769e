import { AUTH_ERROR_CODES } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../../platform/passwords';
import {
  FAILED_LOGIN_LIMIT,
  TOO_MANY_LOGINS_MESSAGE,
  claimAttempts,
  withdrawAttempts,
} from './attempts';

/**
 * Whether this is the account's password, for a signed-in user confirming a drastic step. A wrong
 * guess counts against the account's sign-in limit like a failed sign-in (a session left open must
 * not become a way to guess the password without limit); past the limit it answers 429.
 */
export async function isAccountPassword(
  ctx: ServerContext,
  user: { email: string; password_hash: string | null },
  password: string,
): Promise<boolean> {
  const key = {
    scope: 'login-account' as const,
    value: user.email.toLowerCase(),
    limit: FAILED_LOGIN_LIMIT,
  };
  const claim = await claimAttempts(ctx.db, [key], ctx.clock.now());
  if (!claim.allowed) {
    throw new AppError(429, AUTH_ERROR_CODES.tooManyRequests, TOO_MANY_LOGINS_MESSAGE);
  }
  if (!(await verifyPassword(user.password_hash, password))) return false;
  await withdrawAttempts(ctx.db, claim);
  return true;
}
