import { randomUUID } from 'node:crypto';
import {
  GOOGLE_ACCOUNT_EXISTS_MESSAGE,
  GOOGLE_AUTH_ERROR_CODES,
  GOOGLE_MESSAGES,
  MAX_NAME_LENGTH,
  isValidEmail,
} from '@sheetwise/contracts';
import type { IDToken } from 'openid-client';
import type { ServerContext } from '../../../context';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import {
  EMAIL_UNIQUE_CONSTRAINT,
  findUserByEmail,
  insertUser,
  type UserRow,
} from '../../users/store';
import { withdrawAttempts } from '../attempts';
import { claimSignUp, type SignedIn } from '../service';
import { startSession } from '../sessions';
import { findUserByIdentity, insertIdentity } from './identity-store';
import type { ClientOrigin } from '../../security-events/client-origin';
import { recordSecurityEvent } from '../../security-events/record';

/** The identities row's provider, for Google and for the development provider standing in for it. */
const GOOGLE_PROVIDER = 'google';

export interface GoogleProfile {
  /** The provider's `sub`: accounts are keyed by it, never by e-mail. */
  subject: string;
  name: string;
  /** Empty unless the provider says it verified the address. */
  email: string;
}

export interface GoogleSignedIn extends SignedIn {
  isNewUser: boolean;
}

/** What an account keeps from a validated ID token (spec: the display name or empty). */
export function profileFromIdToken(claims: IDToken): GoogleProfile {
  const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, MAX_NAME_LENGTH) : '';
  const email =
    claims.email_verified === true && typeof claims.email === 'string' && isValidEmail(claims.email)
      ? claims.email
      : '';
  return { subject: claims.sub, name, email };
}

function accountExists(): AppError {
  return new AppError(
    409,
    GOOGLE_AUTH_ERROR_CODES.accountExistsWithDifferentCredential,
    GOOGLE_ACCOUNT_EXISTS_MESSAGE,
  );
}

function userDocumentFailed(cause: unknown): AppError {
  const error = new AppError(
    500,
    GOOGLE_AUTH_ERROR_CODES.userDocumentFailed,
    GOOGLE_MESSAGES.userDocumentFailed,
  );
  error.cause = cause;
  return error;
}

async function signInExisting(
  ctx: ServerContext,
  user: UserRow,
  origin: ClientOrigin,
): Promise<GoogleSignedIn> {
  const at = ctx.clock.now();
  await recordSecurityEvent(ctx.db, { userId: user.id, kind: 'google-sign-in', at, origin });
  return { user, isNewUser: false, session: await startSession(ctx.db, ctx.clock, user.id) };
}

/**
 * Signs in the account of this Google subject, creating it (user and identity together) on the
 * first sign-in only. An e-mail that already belongs to another account is refused rather than
 * linked: anyone can put any address on an identity-provider account, and taking over an account
 * because the addresses match would hand it to them. Its owner signs in with their password.
 */
export async function signInWithGoogle(
  ctx: ServerContext,
  profile: GoogleProfile,
  clientAddress: string,
  userAgent?: string,
): Promise<GoogleSignedIn> {
  const origin = { ip: clientAddress, userAgent };
  const known = await findUserByIdentity(ctx.db, GOOGLE_PROVIDER, profile.subject);
  if (known) return signInExisting(ctx, known, origin);
  if (profile.email && (await findUserByEmail(ctx.db, profile.email))) {
    // The holder may be this person's own account, made a moment ago by a racing first sign-in.
    const justCreated = await findUserByIdentity(ctx.db, GOOGLE_PROVIDER, profile.subject);
    if (justCreated) return signInExisting(ctx, justCreated, origin);
    throw accountExists();
  }

  // A new account counts against the address's sign-up limit, as a password sign-up does.
  const claim = await claimSignUp(ctx, clientAddress);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        id: randomUUID(),
        name: profile.name,
        email: profile.email,
        passwordHash: null,
        createdAt: ctx.clock.now(),
      });
      await insertIdentity(trx, {
        provider: GOOGLE_PROVIDER,
        subject: profile.subject,
        userId: user.id,
      });
      const at = user.created_at;
      await recordSecurityEvent(trx, { userId: user.id, kind: 'google-sign-up', at, origin });
      return { user, isNewUser: true, session: await startSession(trx, ctx.clock, user.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Two first sign-ins of one person at once: the loser finds the account the winner made.
      const created = await findUserByIdentity(ctx.db, GOOGLE_PROVIDER, profile.subject);
      if (created) {
        await withdrawAttempts(ctx.db, claim);
        return signInExisting(ctx, created, origin);
      }
      if (isUniqueViolation(error, EMAIL_UNIQUE_CONSTRAINT)) throw accountExists();
    }
    throw userDocumentFailed(error);
  }
}
