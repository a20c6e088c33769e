import { sql, type Kysely } from 'kysely';
import type { AuthAttemptScope, DB } from '../../db/schema';
import { lockUntilCommit } from '../../db/advisory-lock';
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

/** An attempt recorded before its outcome was known, to be withdrawn if it turns out not to count. */
export interface AttemptClaim {
  /** False when any key was already at its limit; nothing is recorded then. */
  allowed: boolean;
  ids: string[];
}

/**
 * Records one attempt against every key and answers whether each key, this attempt included, is
 * still within its limit. Counting and recording happen under a lock per key in one transaction,
 * so that attempts made at once are counted one after another: checking first and recording
 * after let all 40 of 40 parallel wrong passwords be checked. A refused attempt is not kept, so
 * that hammering a locked account does not extend its lock.
 */
export async function claimAttempts(
  db: Kysely<DB>,
  keys: AttemptKey[],
  now: Date,
): Promise<AttemptClaim> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const claim = await db.transaction().execute(async (trx) => {
    // Locks taken in one order, so two claims over the same keys cannot deadlock.
    for (const lock of keys.map(hashOf).sort()) {
      await lockUntilCommit(trx, `attempts:${lock}`);
    }
    for (const key of keys) {
      const row = await trx
        .selectFrom('auth_attempts')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('scope', '=', key.scope)
        .where('key_hash', '=', hashOf(key))
        .where('attempted_at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(row.count) >= key.limit) return { allowed: false, ids: [] };
    }
    const inserted = await trx
      .insertInto('auth_attempts')
      .values(keys.map((key) => ({ scope: key.scope, key_hash: hashOf(key), attempted_at: now })))
      .returning(sql<string>`id::text`.as('id'))
      .execute();
    return { allowed: true, ids: inserted.map((row) => row.id) };
  });
  await pruneAttempts(db, now);
  return claim;
}

/** Takes back a claim whose attempt does not count (a sign-in that succeeded, say). */
export async function withdrawAttempts(db: Kysely<DB>, claim: AttemptClaim): Promise<void> {
  if (claim.ids.length === 0) return;
  await db.deleteFrom('auth_attempts').where('id', 'in', claim.ids).execute();
}

/** Rows outside every window count for nothing; drop them as we go. */
async function pruneAttempts(db: Kysely<DB>, now: Date): Promise<void> {
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
