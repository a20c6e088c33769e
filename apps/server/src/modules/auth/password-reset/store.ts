import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export function insertResetToken(
  db: Kysely<DB>,
  token: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<unknown> {
  return db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Whether a token can still be used; the reset itself decides with consumeResetToken. */
export async function isLiveResetToken(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks a live token used and returns its user, in one statement: of two resets racing with the
 * same token, exactly one gets the user back.
 */
export async function consumeResetToken(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** After a reset, the user's other links (asked for earlier) must not work either. */
export function retireResetTokensOfUser(
  db: Kysely<DB>,
  userId: string,
  now: Date,
): Promise<unknown> {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Housekeeping: expired tokens are useless; drop them as new ones are made. */
export function deleteExpiredResetTokens(db: Kysely<DB>, now: Date): Promise<unknown> {
  return db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now).execute();
}
