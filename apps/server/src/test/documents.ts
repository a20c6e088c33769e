import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A user with one document row, for data-layer tests that need a document to hang rows on. */
export async function insertUserWithDocument(db: Kysely<DB>): Promise<{ documentId: string }> {
  const userId = randomUUID();
  const documentId = randomUUID();
  await db
    .insertInto('users')
    .values({ id: userId, email: `${userId}@example.com`, name: 'Ada' })
    .execute();
  await db
    .insertInto('documents')
    .values({
      id: documentId,
      user_id: userId,
      file_name: 'statement.csv',
      created_at: new Date(),
      size: 1,
      media_type: 'text/csv',
      sha256: 'a'.repeat(64),
      storage_key: `${userId}/statement`,
    })
    .execute();
  return { documentId };
}
