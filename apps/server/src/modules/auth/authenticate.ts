import type { FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { sha256Hex } from '../../platform/tokens';
import type { UserRow } from '../users/store';
import { readSessionToken } from './session-cookie';
import { findLiveSession } from './session-store';

export interface Authenticated {
  user: UserRow;
  loginAt: Date;
  tokenHash: string;
}

export const NOT_SIGNED_IN_MESSAGE = 'Please sign in to continue.';

/**
 * The signed-in user behind this request's session cookie. Every route that touches user data
 * starts here, and passes the user's id to every query it makes.
 */
export async function requireUser(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<Authenticated> {
  const token = readSessionToken(request, ctx.config);
  if (token) {
    const now = ctx.clock.now();
    const cached = ctx.sessions.get(token, now);
    if (cached) return { user: cached.user, loginAt: cached.loginAt, tokenHash: cached.tokenHash };
    const tokenHash = sha256Hex(token);
    const row = await findLiveSession(ctx.db, tokenHash, now);
    if (row) {
      const { token_hash: _tokenHash, login_at: loginAt, expires_at: expiresAt, ...user } = row;
      ctx.sessions.set(token, { user, loginAt, expiresAt, tokenHash }, now);
      return { user, loginAt, tokenHash };
    }
  }
  throw new AppError(401, AUTH_ERROR_CODES.unauthenticated, NOT_SIGNED_IN_MESSAGE);
}
