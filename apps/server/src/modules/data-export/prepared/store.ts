import { sql, type Kysely, type Selectable } from 'kysely';
import type { DataExportsTable, DB } from '../../../db/schema';

export type PreparedExportRow = Selectable<DataExportsTable>;

const PENDING = ['queued', 'preparing'] as const;

/** Every stored transaction of the user, summed over the chunks' lengths (no row is read). */
export async function countTransactionsOfUser(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('transaction_chunks as c')
    .innerJoin('documents as d', 'd.id', 'c.document_id')
    .select(sql<number>`coalesce(sum(cardinality(c.dates)), 0)::bigint`.as('rows'))
    .where('d.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.rows;
}

/**
 * A new queued export, unless the user already has one queued or being prepared: the partial
 * unique index (migration 0013) makes concurrent requests agree on one. True when this made it.
 */
export async function insertQueuedExport(
  db: Kysely<DB>,
  values: { id: string; userId: string; requestedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('data_exports')
    .values({
      id: values.id,
      user_id: values.userId,
      status: 'queued',
      requested_at: values.requestedAt,
    })
    .onConflict((oc) => oc.column('user_id').where('status', 'in', PENDING).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function latestExportOfUser(
  db: Kysely<DB>,
  userId: string,
): Promise<PreparedExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findExport(db: Kysely<DB>, id: string): Promise<PreparedExportRow | undefined> {
  return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's own export, by id: another user's id finds nothing. */
export function findExportOfUser(
  db: Kysely<DB>,
  userId: string,
  id: string,
): Promise<PreparedExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Queued becomes preparing; false when the export is gone (its account was deleted). */
export async function markPreparing(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('data_exports')
    .set({ status: 'preparing' })
    .where('id', '=', id)
    .where('status', 'in', PENDING)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markReady(
  db: Kysely<DB>,
  id: string,
  values: { storageKey: string; size: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      storage_key: values.storageKey,
      size: values.size,
      ready_at: values.readyAt,
      expires_at: values.expiresAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'preparing')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markFailed(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ status: 'failed' })
    .where('id', '=', id)
    .where('status', 'in', PENDING)
    .execute();
}

/**
 * The user's exports older than `keepId` that are finished (ready, failed or expired): removed
 * once a newer one is ready, so a user has one archive at a time. Returns their files' keys.
 */
export async function removeOlderExports(
  db: Kysely<DB>,
  userId: string,
  keepId: string,
): Promise<string[]> {
  const removed = await db
    .deleteFrom('data_exports')
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where('status', 'in', ['ready', 'failed', 'expired'])
    .returning('storage_key')
    .execute();
  return removed.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}

/**
 * A ready export whose time is up becomes expired; returns its file's key to remove, or null when
 * it is not due (or another process expired it first: only the update that changed it answers).
 */
export async function expireExport(db: Kysely<DB>, id: string, now: Date): Promise<string | null> {
  const row = await findExport(db, id);
  if (!row?.storage_key || row.status !== 'ready' || !row.expires_at || row.expires_at > now) {
    return null;
  }
  const result = await db
    .updateTable('data_exports')
    .set({ status: 'expired', storage_key: null })
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? row.storage_key : null;
}

/** Every export file of the user, for removing them with the account. */
export async function exportKeysOfUser(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('data_exports')
    .select('storage_key')
    .where('user_id', '=', userId)
    .where('storage_key', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}
