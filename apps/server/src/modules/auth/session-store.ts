import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function insertSession(
  db: Kysely<DB>,
  session: { tokenHash: string; userId: string; loginAt: Date; expiresAt: Date },
): Promise<unknown> {
  return db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      login_at: session.loginAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The live session with this token hash, with its user; expired sessions are not found. */
export function findLiveSession(db: Kysely<DB>, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.token_hash', 'sessions.login_at', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export function deleteSession(db: Kysely<DB>, tokenHash: string): Promise<unknown> {
  return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export function deleteSessionsOfUser(db: Kysely<DB>, userId: string): Promise<unknown> {
  return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Housekeeping: expired sessions are useless; drop them so the table does not grow forever. */
export function deleteExpiredSessions(db: Kysely<DB>, now: Date): Promise<unknown> {
  return db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** Ends every session of the user but this one; answers how many ended. */
export async function deleteOtherSessionsOfUser(
  db: Kysely<DB>,
  userId: string,
  keepTokenHash: string,
): Promise<number> {
  const deleted = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keepTokenHash)
    .returning('token_hash')
    .execute();
  return deleted.length;
}
