import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/* The user's sealed Microsoft refresh token and account; every query names the user. */

export async function saveMicrosoftTokens(
  db: Kysely<DB>,
  tokens: { userId: string; sealed: string; scope: string; account: string; now: Date },
): Promise<void> {
  const values = {
    refresh_token_sealed: tokens.sealed,
    scope: tokens.scope,
    account: tokens.account,
    updated_at: tokens.now,
  };
  await db
    .insertInto('microsoft_tokens')
    .values({ user_id: tokens.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** A refresh token Microsoft rotated: kept in place of the old one, for the same account. */
export async function replaceMicrosoftRefreshToken(
  db: Kysely<DB>,
  userId: string,
  sealed: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('microsoft_tokens')
    .set({ refresh_token_sealed: sealed, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

export function findMicrosoftTokens(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('microsoft_tokens')
    .select(['refresh_token_sealed', 'account'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function deleteMicrosoftTokens(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('microsoft_tokens').where('user_id', '=', userId).execute();
}
