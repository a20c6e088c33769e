import type { Insertable, Kysely } from 'kysely';
import type { NotificationKind } from '@sheetwise/contracts';
import type { DB } from '../../db/schema';
import type { NotificationsTable } from '../../db/schema-notifications';

/** Stores a notification unless the run already has one of its kind; true when stored. */
export async function insertNotification(
  db: Kysely<DB>,
  row: Insertable<NotificationsTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('notifications')
    .values(row)
    .onConflict((oc) => oc.columns(['run_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The user's latest notifications, newest first; only ever this user's. */
export function latestNotifications(db: Kysely<DB>, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Kysely<DB>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Marks one of the user's notifications read, keeping the first time it was; false when the
 * user has no such notification (another user's included).
 */
export async function markRead(
  db: Kysely<DB>,
  userId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(at)) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export function markAllRead(db: Kysely<DB>, userId: string, at: Date): Promise<unknown> {
  return db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/**
 * Claims a run's e-mail of one kind before it is sent: true for the one caller (of any process)
 * that inserted the row, false when another already had.
 */
export async function claimSyncEmail(
  db: Kysely<DB>,
  claim: { runId: string; kind: NotificationKind; sentAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('notification_emails')
    .values({ run_id: claim.runId, kind: claim.kind, sent_at: claim.sentAt })
    .onConflict((oc) => oc.doNothing())
    .returning('run_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Gives a claim back when its mail could not be sent, so that calling again sends it. */
export function releaseSyncEmail(
  db: Kysely<DB>,
  claim: { runId: string; kind: NotificationKind },
): Promise<unknown> {
  return db
    .deleteFrom('notification_emails')
    .where('run_id', '=', claim.runId)
    .where('kind', '=', claim.kind)
    .execute();
}
