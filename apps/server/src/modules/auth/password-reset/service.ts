import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_ERROR_CODES,
  PASSWORD_RESET_ERROR_CODES,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MS,
  forgotPasswordProblems,
  passwordProblem,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { hashPassword } from '../../../platform/passwords';
import { newToken, sha256Hex } from '../../../platform/tokens';
import {
  googleAccountResetEmail,
  passwordResetEmail,
  type MailSettings,
} from '../../notifications/emails';
import { findUserByEmail, updateUser } from '../../users/store';
import type { ClientOrigin } from '../../security-events/client-origin';
import { recordSecurityEvent } from '../../security-events/record';
import { FAILED_LOGIN_LIMIT, claimAttempts, clearAttempts, type AttemptKey } from '../attempts';
import { deleteSessionsOfUser } from '../session-store';
import {
  consumeResetToken,
  deleteExpiredResetTokens,
  insertResetToken,
  isLiveResetToken,
  retireResetTokensOfUser,
} from './store';

/**
 * Reset requests allowed in the sign-in limits' 15-minute window: a few per e-mail address, so
 * that nobody can fill a mailbox with our messages, and more per client address.
 */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUESTS_PER_ADDRESS = 10;

function mailSettings(ctx: ServerContext): MailSettings {
  return { appUrl: ctx.config.appUrl, supportEmail: ctx.config.supportEmail };
}

function invalidToken(): AppError {
  return new AppError(
    400,
    PASSWORD_RESET_ERROR_CODES.invalidToken,
    PASSWORD_RESET_MESSAGES.invalidToken,
  );
}

/**
 * Sends a reset link to the account with this e-mail, if there is one. The caller answers alike
 * either way: the limits count every request, known address or not, and the mail goes out in the
 * background so that even a slow SMTP server does not tell the two apart.
 */
export async function requestPasswordReset(
  ctx: ServerContext,
  input: ForgotPasswordRequest,
  clientAddress: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const email = input.email.trim();
  const [problem] = forgotPasswordProblems({ email });
  if (problem) throw new AppError(400, problem.code, problem.message);

  const now = ctx.clock.now();
  const keys: AttemptKey[] = [
    { scope: 'reset-account', value: email.toLowerCase(), limit: RESET_REQUESTS_PER_EMAIL },
    { scope: 'reset-ip', value: clientAddress, limit: RESET_REQUESTS_PER_ADDRESS },
  ];
  // Counted and recorded in one step, so that requests sent at once cannot all slip under it.
  if (!(await claimAttempts(ctx.db, keys, now)).allowed) {
    throw new AppError(
      429,
      AUTH_ERROR_CODES.tooManyRequests,
      PASSWORD_RESET_MESSAGES.tooManyRequests,
    );
  }

  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const recipient = { email: user.email, name: user.name };
  if (user.password_hash === null) {
    // No password to reset: a Google account hears how it signs in instead (see ARCHITECTURE.md).
    ctx.mailer.sendInBackground(googleAccountResetEmail(recipient, mailSettings(ctx)), log);
    return;
  }
  const token = newToken();
  await deleteExpiredResetTokens(ctx.db, now);
  await insertResetToken(ctx.db, {
    tokenHash: sha256Hex(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  ctx.mailer.sendInBackground(passwordResetEmail(recipient, mailSettings(ctx), token), log);
}

/**
 * Sets a new password with a token from a reset e-mail. The token works once: it is marked used
 * by the same statement that accepts it, with the password change and the end of every session
 * of the user, in one transaction.
 */
export async function resetPassword(
  ctx: ServerContext,
  input: ResetPasswordRequest,
  origin: ClientOrigin,
): Promise<void> {
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError(400, problem.code, problem.message);

  const tokenHash = sha256Hex(input.token);
  // Refuse a dead link before spending an argon2 hash on it.
  if (!(await isLiveResetToken(ctx.db, tokenHash, ctx.clock.now()))) throw invalidToken();
  const passwordHash = await hashPassword(input.password);

  const user = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const userId = await consumeResetToken(trx, tokenHash, now);
    if (!userId) throw invalidToken();
    const updated = await updateUser(trx, userId, { password_hash: passwordHash });
    await retireResetTokensOfUser(trx, userId, now);
    await deleteSessionsOfUser(trx, userId);
    await recordSecurityEvent(trx, { userId, kind: 'password-reset', at: now, origin });
    return updated;
  });
  ctx.sessions.forgetUser(user.id);
  // Whoever reads the mailbox owns the account: earlier failed sign-ins no longer lock it.
  await clearAttempts(ctx.db, {
    scope: 'login-account',
    value: user.email.toLowerCase(),
    limit: FAILED_LOGIN_LIMIT,
  });
}
