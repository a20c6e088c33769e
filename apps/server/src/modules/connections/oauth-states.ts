import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newToken, sha256Hex } from '../../platform/tokens';

/**
 * The state of an OAuth connection under way (Google's for Sheets, Microsoft's for OneDrive): a
 * fresh token sent with the person to the provider, kept by its hash for one user, short-lived
 * and spent on first use, so a forged, replayed or another user's callback connects nothing.
 */
export type OAuthStateTable = 'google_sheet_oauth_states' | 'microsoft_oauth_states';

export const CONNECTION_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * A new state for the user, saved; expired ones of any user are dropped on the way. `carried`
 * (e.g. the page to return to) travels inside the state, whose hash covers it, so it comes back
 * unaltered or not at all.
 */
export async function newConnectionState(
  db: Kysely<DB>,
  table: OAuthStateTable,
  userId: string,
  now: Date,
  carried?: string,
): Promise<string> {
  const state =
    carried === undefined
      ? newToken()
      : `${newToken()}.${Buffer.from(carried, 'utf8').toString('base64url')}`;
  await db.deleteFrom(table).where('expires_at', '<=', now).execute();
  await db
    .insertInto(table)
    .values({
      state_hash: sha256Hex(state),
      user_id: userId,
      expires_at: new Date(now.getTime() + CONNECTION_STATE_TTL_MS),
    })
    .execute();
  return state;
}

/** Spends the state: true only once, for its own user, before it expires. */
export async function takeConnectionState(
  db: Kysely<DB>,
  table: OAuthStateTable,
  state: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .deleteFrom(table)
    .where('state_hash', '=', sha256Hex(state))
    .where('user_id', '=', userId)
    .returning('expires_at')
    .executeTakeFirst();
  return row !== undefined && row.expires_at > now;
}

/** What newConnectionState carried in a state; read only after the state was taken. */
export function carriedBy(state: string): string | undefined {
  const [, carried] = state.split('.');
  return carried === undefined ? undefined : Buffer.from(carried, 'base64url').toString('utf8');
}
