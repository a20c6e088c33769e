import type { Kysely } from 'kysely';
import type { AuthAttemptScope, DB } from '../../db/schema';
import { sha256Hex } from '../../platform/tokens';

/**
 * At most 10 failed sign-ins per account and per address in 15 minutes. Sign-ups per address use
 * the same window with a limit from the config (SIGNUP_LIMIT_PER_IP, 10 unless set).
 */
export const FAILED_LOGIN_LIMIT = 10;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_LOGINS_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_REGISTRATIONS_MESSAGE =
  'Too many accounts were created from this network. Please wait 15 minutes and try again.';

export interface AttemptKey {
  scope: AuthAttemptScope;
  /** An e-mail address (lower-cased) or a client address; stored only as a hash. */
  value: string;
  /** How many attempts the window allows. */
  limit: number;
}

function hashOf(key: AttemptKey): string {
  return sha256Hex(`${key.scope}:${key.value}`);
}

/** Whether any of the keys has used up its attempts in the window ending now. */
export async function isOverLimit(db: Kysely<DB>, keys: AttemptKey[], now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  for (const key of keys) {
    const row = await db
      .selectFrom('auth_attempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('scope', '=', key.scope)
      .where('key_hash', '=', hashOf(key))
      .where('attempted_at', '>', since)
      .executeTakeFirstOrThrow();
    if (row.count >= key.limit) return true;
  }
  return false;
}

export async function recordAttempts(db: Kysely<DB>, keys: AttemptKey[], now: Date): Promise<void> {
  await db
    .insertInto('auth_attempts')
    .values(keys.map((key) => ({ scope: key.scope, key_hash: hashOf(key), attempted_at: now })))
    .execute();
  // Rows outside every window count for nothing; drop them as we go.
  await db
    .deleteFrom('auth_attempts')
    .where('attempted_at', '<=', new Date(now.getTime() - ATTEMPT_WINDOW_MS))
    .execute();
}

/** A successful sign-in clears the account's failures, as it proves the owner is at the keyboard. */
export async function clearAttempts(db: Kysely<DB>, key: AttemptKey): Promise<void> {
  await db
    .deleteFrom('auth_attempts')
    .where('scope', '=', key.scope)
    .where('key_hash', '=', hashOf(key))
    .execute();
}
