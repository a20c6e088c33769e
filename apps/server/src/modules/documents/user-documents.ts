import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The user's documents, oldest first, for the data export; only this user's rows, by id. */
export function documentsOfUser(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'file_name', 'created_at', 'media_type', 'size'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('file_name', 'asc')
    .execute();
}
