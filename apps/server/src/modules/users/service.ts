import {
  AUTH_ERROR_CODES,
  FULL_NAME_REQUIRED_MESSAGE,
  PROFILE_MESSAGES,
  RECENT_LOGIN_MS,
  REGISTRATION_MESSAGES,
  isValidEmail,
  newPasswordProblem,
  type UpdateMeRequest,
} from '@sheetwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import type { ServerContext } from '../../context';
import type { UsersTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import {
  FAILED_LOGIN_LIMIT,
  TOO_MANY_LOGINS_MESSAGE,
  claimAttempts,
  withdrawAttempts,
  type AttemptKey,
} from '../auth/attempts';
import type { Authenticated } from '../auth/authenticate';
import { deleteSessionsOfUser } from '../auth/session-store';
import { startSession, type StartedSession } from '../auth/sessions';
import { emailChangedEmail } from '../notifications/emails';
import type { ClientOrigin } from '../security-events/client-origin';
import { recordSecurityEvent } from '../security-events/record';
import { emailAlreadyInUse, withUniqueEmail } from './email-uniqueness';
import { findUserByEmail, updateUser, type UserRow } from './store';

export interface ProfileUpdated {
  user: UserRow;
  /**
   * A new session when the e-mail or the password changed: every earlier session, this one too,
   * has ended, so that whoever else was signed in is signed out.
   */
  session: StartedSession | null;
}

/**
 * A new e-mail or password needs the current password on an account that has one: a recent
 * sign-in alone would let anyone at an unlocked browser take the account. Wrong guesses count
 * against the account's sign-in limit.
 */
async function confirmCurrentPassword(
  ctx: ServerContext,
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  if (user.password_hash === null) return;
  if (!currentPassword) {
    throw new AppError(
      400,
      AUTH_ERROR_CODES.currentPasswordRequired,
      PROFILE_MESSAGES.currentPasswordRequired,
    );
  }
  const key: AttemptKey = {
    scope: 'login-account',
    value: user.email.toLowerCase(),
    limit: FAILED_LOGIN_LIMIT,
  };
  const claim = await claimAttempts(ctx.db, [key], ctx.clock.now());
  if (!claim.allowed) {
    throw new AppError(429, AUTH_ERROR_CODES.tooManyRequests, TOO_MANY_LOGINS_MESSAGE);
  }
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw new AppError(401, AUTH_ERROR_CODES.wrongPassword, PROFILE_MESSAGES.currentPasswordWrong);
  }
  await withdrawAttempts(ctx.db, claim);
}

/** What the request really changes: a name, an e-mail that differs, a password that is not empty. */
function changesOf(current: UserRow, input: UpdateMeRequest) {
  const name = input.name?.trim();
  const email = input.email?.trim();
  return {
    name: name !== undefined && name !== current.name ? name : undefined,
    email:
      email !== undefined && email.toLowerCase() !== current.email.toLowerCase()
        ? email
        : undefined,
    password: input.password ? input.password : undefined,
  };
}

export async function updateProfile(
  ctx: ServerContext,
  auth: Authenticated,
  input: UpdateMeRequest,
  log: FastifyBaseLogger,
  origin: ClientOrigin,
): Promise<ProfileUpdated> {
  const changes = changesOf(auth.user, input);
  if (changes.name === '') {
    throw new AppError(400, AUTH_ERROR_CODES.missingName, FULL_NAME_REQUIRED_MESSAGE);
  }
  if (changes.email !== undefined && !isValidEmail(changes.email)) {
    throw new AppError(400, AUTH_ERROR_CODES.invalidEmail, REGISTRATION_MESSAGES.invalidEmail);
  }
  const passwordProblem =
    changes.password === undefined ? null : newPasswordProblem(changes.password);
  if (passwordProblem) throw new AppError(400, passwordProblem.code, passwordProblem.message);

  const sensitive = changes.email !== undefined || changes.password !== undefined;
  if (sensitive && ctx.clock.now().getTime() - auth.loginAt.getTime() > RECENT_LOGIN_MS) {
    throw new AppError(
      403,
      AUTH_ERROR_CODES.requiresRecentLogin,
      PROFILE_MESSAGES.requiresRecentLogin,
    );
  }
  if (sensitive) await confirmCurrentPassword(ctx, auth.user, input.currentPassword);
  if (changes.email !== undefined) {
    const holder = await findUserByEmail(ctx.db, changes.email);
    if (holder && holder.id !== auth.user.id) throw emailAlreadyInUse();
  }

  const update: Updateable<UsersTable> = {};
  if (changes.name !== undefined) update.name = changes.name;
  if (changes.email !== undefined) update.email = changes.email;
  if (changes.password !== undefined) update.password_hash = await hashPassword(changes.password);
  if (Object.keys(update).length === 0) return { user: auth.user, session: null };

  const updated = await withUniqueEmail(() =>
    ctx.db.transaction().execute(async (trx) => {
      const user = await updateUser(trx, auth.user.id, update);
      if (!sensitive) return { user, session: null };
      const at = ctx.clock.now();
      for (const kind of ['email-changed', 'password-changed'] as const) {
        const changed = kind === 'email-changed' ? changes.email : changes.password;
        if (changed !== undefined)
          await recordSecurityEvent(trx, { userId: user.id, kind, at, origin });
      }
      await deleteSessionsOfUser(trx, user.id);
      return { user, session: await startSession(trx, ctx.clock, user.id) };
    }),
  );
  ctx.sessions.forgetUser(auth.user.id);
  // The old address hears of the change, so that its owner can act if someone else made it.
  if (changes.email !== undefined && auth.user.email !== '') {
    const settings = { appUrl: ctx.config.appUrl, supportEmail: ctx.config.supportEmail };
    const notice = emailChangedEmail(auth.user, settings, updated.user.email);
    ctx.mailer.sendInBackground(notice, log);
  }
  return updated;
}
