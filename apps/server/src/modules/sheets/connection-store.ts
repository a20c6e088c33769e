import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/* The user's sealed refresh token; every query names the user (states: connections/oauth-states). */

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
