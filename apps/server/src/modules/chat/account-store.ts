import { sql, type Insertable, type Kysely } from 'kysely';
import type { AccountMessagesTable, DB } from '../../db/schema';

export type NewAccountMessage = Insertable<AccountMessagesTable>;

/** The chat about all of a user's statements: kept per user, not per document. */
export function insertAccountMessages(db: Kysely<DB>, messages: NewAccountMessage[]) {
  return db.insertInto('account_messages').values(messages).execute();
}

/** The user's all-statements chat, oldest first; ties keep the order they were written in. */
export function listAccountMessages(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('account_messages')
    .select(['id', 'role', 'message', 'timestamp', 'data'])
    .where('user_id', '=', userId)
    .orderBy('timestamp', 'asc')
    .orderBy(sql`case role when 'user' then 0 else 1 end`)
    .execute();
}

/**
 * The last questions asked (in the all-statements chat), oldest first: a follow-up ("and in
 * February?") leans on the last, which may itself lean on the ones before.
 */
export async function lastAccountQuestions(
  db: Kysely<DB>,
  userId: string,
  count: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('account_messages')
    .select('message')
    .where('user_id', '=', userId)
    .where('role', '=', 'user')
    .orderBy('timestamp', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.message).reverse();
}

/** The rows the user's latest all-statements answer kept, unchecked. */
export async function lastAccountAnswerRows(db: Kysely<DB>, userId: string): Promise<unknown> {
  const row = await db
    .selectFrom('account_messages')
    .select(sql`data -> 'rows'`.as('rows'))
    .where('user_id', '=', userId)
    .where('role', '=', 'assistant')
    .orderBy('timestamp', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.rows;
}

/** The rows an answer of the user's all-statements chat kept, unchecked. */
export async function accountAnswerRowsOf(
  db: Kysely<DB>,
  userId: string,
  messageId: string,
): Promise<unknown> {
  const row = await db
    .selectFrom('account_messages')
    .select(sql`data -> 'rows'`.as('rows'))
    .where('user_id', '=', userId)
    .where('id', '=', messageId)
    .where('role', '=', 'assistant')
    .executeTakeFirst();
  return row?.rows;
}
