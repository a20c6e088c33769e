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
import {
  FAILED_LOGIN_LIMIT,
  TOO_MANY_LOGINS_MESSAGE,
  TOO_MANY_REGISTRATIONS_MESSAGE,
  clearAttempts,
  isOverLimit,
  recordAttempts,
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

export async function registerWithPassword(
  ctx: ServerContext,
  input: RegisterRequest,
  clientAddress: string,
): Promise<SignedIn> {
  const values = prepareRegister(input);
  refuseFirstProblem(registerProblems(values));

  const now = ctx.clock.now();
  const addressKey: AttemptKey = {
    scope: 'register-ip',
    value: clientAddress,
    limit: ctx.config.signupLimitPerIp,
  };
  if (await isOverLimit(ctx.db, [addressKey], now)) {
    throw new AppError(429, AUTH_ERROR_CODES.tooManyRequests, TOO_MANY_REGISTRATIONS_MESSAGE);
  }
  if (await findUserByEmail(ctx.db, values.email)) throw emailAlreadyInUse();

  const passwordHash = await hashPassword(values.password);
  const signedIn = await withUniqueEmail(() =>
    ctx.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        id: randomUUID(),
        name: values.name,
        email: values.email,
        passwordHash,
        createdAt: ctx.clock.now(),
      });
      return { user, session: await startSession(trx, ctx.clock, user.id) };
    }),
  );
  await recordAttempts(ctx.db, [addressKey], now);
  return signedIn;
}

export async function loginWithPassword(
  ctx: ServerContext,
  input: LoginRequest,
  clientAddress: string,
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
  if (await isOverLimit(ctx.db, keys, now)) {
    throw new AppError(429, AUTH_ERROR_CODES.tooManyRequests, TOO_MANY_LOGINS_MESSAGE);
  }

  const user = await findUserByEmail(ctx.db, values.email);
  // Verify even without a user, so that an unknown address answers as slowly as a wrong password.
  const passwordMatches = await verifyPassword(user?.password_hash ?? null, values.password);
  if (!user || !passwordMatches) {
    await recordAttempts(ctx.db, keys, now);
    throw user
      ? new AppError(401, AUTH_ERROR_CODES.wrongPassword, LOGIN_MESSAGES.wrongPassword)
      : new AppError(404, AUTH_ERROR_CODES.userNotFound, LOGIN_MESSAGES.userNotFound);
  }

  await clearAttempts(ctx.db, accountKey);
  return { user, session: await startSession(ctx.db, ctx.clock, user.id) };
}

export async function logout(ctx: ServerContext, token: string | undefined): Promise<void> {
  if (token) await deleteSession(ctx.db, sha256Hex(token));
}
