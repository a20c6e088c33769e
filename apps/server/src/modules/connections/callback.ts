import type { ServerContext } from '../../context';
import { SecretBox } from '../../platform/secret-box';
import { takeConnectionState, type OAuthStateTable } from './oauth-states';

export interface ConnectionCallback {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/**
 * The provider's callback, checked alike for every connection: its state is spent before anything
 * else, so a refused or failed callback cannot be tried again. Undefined for a forged, replayed,
 * expired or another user's state; otherwise the state, and the code unless access was refused.
 */
export async function spendCallback(
  ctx: ServerContext,
  table: OAuthStateTable,
  userId: string,
  callback: ConnectionCallback,
  now: Date,
): Promise<{ state: string; code: string | undefined } | undefined> {
  if (!callback.state) return undefined;
  if (!(await takeConnectionState(ctx.db, table, callback.state, userId, now))) return undefined;
  const refused = callback.error !== undefined || !callback.code;
  return { state: callback.state, code: refused ? undefined : callback.code };
}

/**
 * Seals a connection's refresh token (AES-256-GCM under a key derived from FILE_ENCRYPTION_KEY for
 * the purpose, bound to the user's id).
 */
export const refreshTokenBox = (ctx: ServerContext, purpose: string) =>
  new SecretBox(ctx.masterKeys, purpose);
