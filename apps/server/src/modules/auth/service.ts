import { randomUUID } from 'node:crypto';
import {
  AUTH_ERROR_CODES,
  LOGIN_MESSAGES,
  loginProblems,
  prepareLogin,
  prepareRegister,
  registerProblems,
  type LoginRequest,
  type RegisterRequest,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { sha256Hex } from '../../platform/tokens';
import { emailAlreadyInUse, withUniqueEmail } from '../users/email-uniqueness';
import { findUserByEmail, insertUser, type UserRow } from '../users/store';
import { recordSecurityEvent } from '../security-events/record';
import {
  FAILED_LOGIN_LIMIT,
  TOO_MANY_LOGINS_MESSAGE,
  TOO_MANY_REGISTRATIONS_MESSAGE,
  claimAttempts,
  clearAttempts,
  withdrawAttempts,
  type AttemptClaim,
  type AttemptKey,
} from './attempts';
import { deleteSession } from './session-store';
import { startSession, type StartedSession } from './sessions';

export interface SignedIn {
  user: UserRow;
  session: StartedSession;
}

function refuseFirstProblem(problems: { code: string; message: string }[]): void {
  const [first] = problems;
  if (first) throw new AppError(400, first.code, first.message);
}

/**
 * Counts a sign-up from this address against SIGNUP_LIMIT_PER_IP, refusing it once the limit is
 * reached. Every way of making an account counts (a password sign-up, a first Google sign-in),
 * and so does a try with a taken address, so that sign-up cannot probe which e-mails exist.
 */
export async function claimSignUp(
  ctx: ServerContext,
  clientAddress: string,
): Promise<AttemptClaim> {
  const key: AttemptKey = {
    scope: 'register-ip',
    value: clientAddress,
    limit: ctx.config.signupLimitPerIp,
  };
  const claim = await claimAttempts(ctx.db, [key], ctx.clock.now());
  if (!claim.allowed) {
    throw new AppError(429, AUTH_ERROR_CODES.tooManyRequests, TOO_MANY_REGISTRATIONS_MESSAGE);
  }
  return claim;
}

export async function registerWithPassword(
  ctx: ServerContext,
  input: RegisterRequest,
  clientAddress: string,
  userAgent?: string,
): Promise<SignedIn> {
  const values = prepareRegister(input);
  refuseFirstProblem(registerProblems(values));

  await claimSignUp(ctx, clientAddress);
  if (await findUserByEmail(ctx.db, values.email)) throw emailAlreadyInUse();

  const passwordHash = await hashPassword(values.password);
  return withUniqueEmail(() =>
    ctx.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        id: randomUUID(),
        name: values.name,
        email: values.email,
        passwordHash,
        createdAt: ctx.clock.now(),
      });
      const origin = { ip: clientAddress, userAgent };
      await recordSecurityEvent(trx, {
        userId: user.id,
        kind: 'sign-up',
        at: user.created_at,
        origin,
      });
      return { user, session: await startSession(trx, ctx.clock, user.id) };
    }),
  );
}

export async function loginWithPassword(
  ctx: ServerContext,
  input: LoginRequest,
  clientAddress: string,
  userAgent?: string,
): Promise<SignedIn> {
  const values = prepareLogin(input);
  refuseFirstProblem(loginProblems(values));

  const now = ctx.clock.now();
  const accountKey: AttemptKey = {
    scope: 'login-account',
    value: values.email.toLowerCase(),
    limit: FAILED_LOGIN_LIMIT,
  };
  const keys: AttemptKey[] = [
    accountKey,
    { scope: 'login-ip', value: clientAddress, limit: FAILED_LOGIN_LIMIT },
  ];
  // Claimed as a failure before the password is checked, so parallel guesses cannot all pass.
  const claim = await claimAttempts(ctx.db, keys, now);
  if (!claim.allowed) {
    throw new AppError(429, AUTH_ERROR_CODES.tooManyRequests, TOO_MANY_LOGINS_MESSAGE);
  }

  const user = await findUserByEmail(ctx.db, values.email);
  // Verify even without a user, so that an unknown address answers as slowly as a wrong password.
  const passwordMatches = await verifyPassword(user?.password_hash ?? null, values.password);
  const origin = { ip: clientAddress, userAgent };
  if (user && !passwordMatches) {
    await recordSecurityEvent(ctx.db, { userId: user.id, kind: 'sign-in-failed', at: now, origin });
  }
  if (!user || !passwordMatches) {
    throw user
      ? new AppError(401, AUTH_ERROR_CODES.wrongPassword, LOGIN_MESSAGES.wrongPassword)
      : new AppError(404, AUTH_ERROR_CODES.userNotFound, LOGIN_MESSAGES.userNotFound);
  }

  await withdrawAttempts(ctx.db, claim);
  await clearAttempts(ctx.db, accountKey);
  await recordSecurityEvent(ctx.db, { userId: user.id, kind: 'sign-in', at: now, origin });
  return { user, session: await startSession(ctx.db, ctx.clock, user.id) };
}

export async function logout(ctx: ServerContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await deleteSession(ctx.db, sha256Hex(token));
  ctx.sessions.forget(token);
}
