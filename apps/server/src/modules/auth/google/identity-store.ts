import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { UserRow } from '../../users/store';

/** The user signed in through this provider subject, if any. */
export function findUserByIdentity(
  db: Kysely<DB>,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('identities')
    .innerJoin('users', 'users.id', 'identities.user_id')
    .selectAll('users')
    .where('identities.provider', '=', provider)
    .where('identities.subject', '=', subject)
    .executeTakeFirst();
}

export function insertIdentity(
  db: Kysely<DB>,
  identity: { provider: string; subject: string; userId: string },
): Promise<unknown> {
  return db
    .insertInto('identities')
    .values({ provider: identity.provider, subject: identity.subject, user_id: identity.userId })
    .execute();
}
