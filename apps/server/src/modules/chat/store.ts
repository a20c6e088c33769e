import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, MessagesTable } from '../../db/schema';

export type NewMessage = Insertable<MessagesTable>;

export function insertMessages(db: Kysely<DB>, messages: NewMessage[]) {
  return db.insertInto('messages').values(messages).execute();
}

/** A document's messages, oldest first; ties keep the order they were written in. */
export function listMessages(db: Kysely<DB>, documentId: string) {
  return db
    .selectFrom('messages')
    .select(['role', 'message', 'timestamp', 'data'])
    .where('document_id', '=', documentId)
    .orderBy('timestamp', 'asc')
    .orderBy(sql`case role when 'user' then 0 else 1 end`)
    .execute();
}

/** The user's documents with their latest message, the most recent activity first. */
export function listChats(db: Kysely<DB>, userId: string) {
  const latest = db
    .selectFrom('messages')
    .select(['document_id', 'message', 'timestamp'])
    .distinctOn('document_id')
    .orderBy('document_id')
    .orderBy('timestamp', 'desc')
    .orderBy(sql`case role when 'assistant' then 0 else 1 end`)
    .as('latest');
  return db
    .selectFrom('documents')
    .leftJoin(latest, 'latest.document_id', 'documents.id')
    .select([
      'documents.file_name',
      'documents.created_at',
      'latest.message as last_message',
      'latest.timestamp as last_message_at',
    ])
    .where('documents.user_id', '=', userId)
    .orderBy(sql`coalesce(latest.timestamp, documents.created_at)`, 'desc')
    .execute();
}
