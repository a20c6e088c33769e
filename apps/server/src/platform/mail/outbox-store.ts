import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, MailOutboxTable } from '../../db/schema';

export type OutboxMessage = Selectable<MailOutboxTable>;

/** The outbox page lists this many messages, newest first. */
export const OUTBOX_PAGE_SIZE = 100;

export function insertOutboxMessage(
  db: Kysely<DB>,
  message: Insertable<MailOutboxTable>,
): Promise<unknown> {
  return db.insertInto('mail_outbox').values(message).execute();
}

export function listOutbox(db: Kysely<DB>): Promise<OutboxMessage[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(OUTBOX_PAGE_SIZE)
    .execute();
}

export function findOutboxMessage(db: Kysely<DB>, id: number): Promise<OutboxMessage | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest message to an address (any case), for tests that follow a link as a person would. */
export function latestOutboxMessageTo(
  db: Kysely<DB>,
  to: string,
): Promise<OutboxMessage | undefined> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
