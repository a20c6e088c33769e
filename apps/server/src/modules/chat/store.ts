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
    .select(['id', 'role', 'message', 'timestamp', 'data'])
    .where('document_id', '=', documentId)
    .orderBy('timestamp', 'asc')
    .orderBy(sql`case role when 'user' then 0 else 1 end`)
    .execute();
}

/**
 * The last questions asked (about a document), oldest first: a follow-up ("and in
 * February?") leans on the last, which may itself lean on the ones before.
 */
export async function lastQuestions(
  db: Kysely<DB>,
  documentId: string,
  count: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('messages')
    .select('message')
    .where('document_id', '=', documentId)
    .where('role', '=', 'user')
    .orderBy('timestamp', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.message).reverse();
}

/** The rows the document's latest answer kept, unchecked: an export of them leans on these. */
export async function lastAnswerRows(db: Kysely<DB>, documentId: string): Promise<unknown> {
  const row = await db
    .selectFrom('messages')
    .select(sql`data -> 'rows'`.as('rows'))
    .where('document_id', '=', documentId)
    .where('role', '=', 'assistant')
    .orderBy('timestamp', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.rows;
}

/** The rows an answer of the document's chat kept, unchecked; undefined when no such answer. */
export async function answerRowsOf(
  db: Kysely<DB>,
  documentId: string,
  messageId: string,
): Promise<unknown> {
  const row = await db
    .selectFrom('messages')
    .select(sql`data -> 'rows'`.as('rows'))
    .where('document_id', '=', documentId)
    .where('id', '=', messageId)
    .where('role', '=', 'assistant')
    .executeTakeFirst();
  return row?.rows;
}

/**
 * The user's documents with their latest message, the most recent activity first. The latest
 * message is looked up per document through its (document_id, timestamp) index, so the cost
 * follows this user's documents alone: a DISTINCT ON over the whole messages table worked
 * through every user's messages on each call and grew with everyone's chats.
 */
export function listChats(db: Kysely<DB>, userId: string) {
  return chatListQuery(db, userId).execute();
}

/** listChats' query, unexecuted, so that its plan can be checked. */
export function chatListQuery(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('documents')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .select(['message', 'timestamp'])
          .whereRef('messages.document_id', '=', 'documents.id')
          .orderBy('timestamp', 'desc')
          .orderBy(sql`case role when 'assistant' then 0 else 1 end`)
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select([
      'documents.file_name',
      'documents.created_at',
      'latest.message as last_message',
      'latest.timestamp as last_message_at',
      sql<{ start: string; end: string } | null>`documents.summary -> 'period'`.as('period'),
    ])
    .where('documents.user_id', '=', userId)
    .orderBy(sql`coalesce(latest.timestamp, documents.created_at)`, 'desc');
}
