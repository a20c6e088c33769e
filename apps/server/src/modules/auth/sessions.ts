import type { Kysely } from 'kysely';
import { SESSION_TTL_MS } from '@sheetwise/contracts';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { newToken, sha256Hex } from '../../platform/tokens';
import { insertSession } from './session-store';

export interface StartedSession {
  /** The raw token: it goes to the cookie and nowhere else. */
  token: string;
  loginAt: Date;
  expiresAt: Date;
}

/**
 * Starts a session for a user: a fresh random token every time, of which only the SHA-256 is
 * stored, valid for 24 hours from now and no longer, however active the user is.
 */
export async function startSession(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
): Promise<StartedSession> {
  const token = newToken();
  const loginAt = clock.now();
  const expiresAt = new Date(loginAt.getTime() + SESSION_TTL_MS);
  await insertSession(db, { tokenHash: sha256Hex(token), userId, loginAt, expiresAt });
  return { token, loginAt, expiresAt };
}
