import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** How many documents the user has, in all and since a moment (e.g. the start of the month). */
export async function countDocuments(
  db: Kysely<DB>,
  userId: string,
  since: Date,
): Promise<{ total: number; since: number }> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('created_at', '>=', since).as('since'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), since: Number(row.since) };
}
