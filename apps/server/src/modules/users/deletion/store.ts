import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** Deletes the user; the foreign keys cascade to their rows, or set NULL on what is kept. */
export async function deleteUserRow(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
