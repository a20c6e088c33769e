import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/* A connection's state and the user's sealed refresh token; every query names the user. */

export async function saveState(
  db: Kysely<DB>,
  state: { hash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('google_sheet_oauth_states')
    .values({ state_hash: state.hash, user_id: state.userId, expires_at: state.expiresAt })
    .execute();
}

/** Spends the state: true only once, for its own user, before it expires. */
export async function takeState(
  db: Kysely<DB>,
  hash: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .deleteFrom('google_sheet_oauth_states')
    .where('state_hash', '=', hash)
    .where('user_id', '=', userId)
    .returning('expires_at')
    .executeTakeFirst();
  return row !== undefined && row.expires_at > now;
}

export async function dropExpiredStates(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom('google_sheet_oauth_states').where('expires_at', '<=', now).execute();
}

export async function saveRefreshToken(
  db: Kysely<DB>,
  token: { userId: string; sealed: string; scope: string; now: Date },
): Promise<void> {
  await db
    .insertInto('google_sheet_tokens')
    .values({
      user_id: token.userId,
      refresh_token_sealed: token.sealed,
      scope: token.scope,
      updated_at: token.now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        refresh_token_sealed: token.sealed,
        scope: token.scope,
        updated_at: token.now,
      }),
    )
    .execute();
}

export async function findRefreshToken(
  db: Kysely<DB>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('google_sheet_tokens')
    .select('refresh_token_sealed')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.refresh_token_sealed;
}

export async function deleteRefreshToken(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('google_sheet_tokens').where('user_id', '=', userId).execute();
}
