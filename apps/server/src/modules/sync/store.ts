import type { Insertable, Kysely, Selectable, Updateable, UpdateObject } from 'kysely';
import { FAILURES_BEFORE_PAUSE } from '@sheetwise/contracts';
import type { Decision } from '@sheetwise/sync';
import type { DB, SheetsTable } from '../../db/schema';
import type { SyncConflictsTable, SyncRunsTable } from '../../db/schema-sync';

export type PairRow = Selectable<SheetsTable>;
export type RunRow = Selectable<SyncRunsTable>;
export type ConflictRow = Selectable<SyncConflictsTable>;

/* Every query of a user's pairs, runs and conflicts takes the user's id; jobs read runs by id. */

export function findPair(db: Kysely<DB>, userId: string, pairId: string) {
  return db
    .selectFrom('sheets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', pairId)
    .executeTakeFirst();
}

export async function updatePair(
  db: Kysely<DB>,
  pairId: string,
  values: UpdateObject<DB, 'sheets'>,
): Promise<void> {
  await db.updateTable('sheets').set(values).where('id', '=', pairId).execute();
}

/** Scheduled pairs whose time has come, not paused, with a workbook (uploaded or OneDrive's). */
export function duePairs(db: Kysely<DB>, now: Date, limit: number) {
  return db
    .selectFrom('sheets')
    .selectAll()
    .where('next_run_at', '<=', now)
    .where('paused_at', 'is', null)
    .where('schedule', '<>', 'manual')
    .where((eb) =>
      eb.or([
        eb.and([eb('excel_source', '=', 'upload'), eb('workbook_name', 'is not', null)]),
        eb.and([eb('excel_source', '=', 'onedrive'), eb('onedrive_item_id', 'is not', null)]),
      ]),
    )
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
}

/** Moves a due pair to its next time; false when another process moved it first. */
export async function advanceSchedule(
  db: Kysely<DB>,
  pair: PairRow,
  next: Date | null,
): Promise<boolean> {
  if (!pair.next_run_at) return false;
  const result = await db
    .updateTable('sheets')
    .set({ next_run_at: next })
    .where('id', '=', pair.id)
    .where('next_run_at', '=', pair.next_run_at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Pauses a scheduled pair that has failed too often in a row; true when this call paused it. */
export async function pauseIfFailingRepeatedly(
  db: Kysely<DB>,
  pairId: string,
  now: Date,
): Promise<boolean> {
  const paused = await db
    .updateTable('sheets')
    .set({ paused_at: now })
    .where('id', '=', pairId)
    .where('failures_in_row', '>=', FAILURES_BEFORE_PAUSE)
    .where('schedule', '<>', 'manual')
    .where('paused_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return paused !== undefined;
}

export function insertRun(db: Kysely<DB>, run: Insertable<SyncRunsTable>) {
  return db.insertInto('sync_runs').values(run).returningAll().executeTakeFirstOrThrow();
}

export function findRun(db: Kysely<DB>, userId: string, runId: string) {
  return db
    .selectFrom('sync_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', runId)
    .executeTakeFirst();
}

export function findRunForJob(db: Kysely<DB>, runId: string) {
  return db.selectFrom('sync_runs').selectAll().where('id', '=', runId).executeTakeFirst();
}

export async function updateRun(
  db: Kysely<DB>,
  runId: string,
  values: Updateable<SyncRunsTable>,
): Promise<void> {
  await db.updateTable('sync_runs').set(values).where('id', '=', runId).execute();
}

export function latestRun(db: Kysely<DB>, pairId: string) {
  return db
    .selectFrom('sync_runs')
    .selectAll()
    .where('pair_id', '=', pairId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes a run for this process: a queued one, or a running one whose process died (the job's
 * lease ran out, so no other process holds it).
 */
export async function claimRun(db: Kysely<DB>, runId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sync_runs')
    .set({ status: 'running', phase: 'reading', started_at: now })
    .where('id', '=', runId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function listRuns(db: Kysely<DB>, userId: string, pairId?: string, limit = 100) {
  let query = db.selectFrom('sync_runs').selectAll().where('user_id', '=', userId);
  if (pairId) query = query.where('pair_id', '=', pairId);
  return query.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function runIdsOfPair(db: Kysely<DB>, pairId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sync_runs')
    .select('id')
    .where('pair_id', '=', pairId)
    .execute();
  return rows.map((row) => row.id);
}

/** The latest run that changed the sheets: the only one a rollback may undo. */
export function latestWritingRun(db: Kysely<DB>, pairId: string) {
  return db
    .selectFrom('sync_runs')
    .selectAll()
    .where('pair_id', '=', pairId)
    .where('has_record', '=', true)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function listConflicts(db: Kysely<DB>, userId: string, pairId: string) {
  return db
    .selectFrom('sync_conflicts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('pair_id', '=', pairId)
    .orderBy('position')
    .execute();
}

export async function countConflicts(db: Kysely<DB>, pairId: string): Promise<number> {
  const row = await db
    .selectFrom('sync_conflicts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('pair_id', '=', pairId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function findConflict(db: Kysely<DB>, userId: string, conflictId: string) {
  return db
    .selectFrom('sync_conflicts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', conflictId)
    .executeTakeFirst();
}

/** A run's conflicts replace the last run's: they are found afresh every time. */
export async function replaceConflicts(
  db: Kysely<DB>,
  pairId: string,
  rows: Insertable<SyncConflictsTable>[],
): Promise<void> {
  await db.deleteFrom('sync_conflicts').where('pair_id', '=', pairId).execute();
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('sync_conflicts')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

export async function listDecisions(db: Kysely<DB>, pairId: string): Promise<Decision[]> {
  const rows = await db
    .selectFrom('sync_decisions')
    .select('decision')
    .where('pair_id', '=', pairId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.decision);
}

/** Saves a decision under its source (a conflict or cleaner proposal); a later one replaces it. */
export async function putDecision(
  db: Kysely<DB>,
  values: { id: string; pairId: string; source: string; decision: Decision; now: Date },
): Promise<void> {
  await db
    .insertInto('sync_decisions')
    .values({
      id: values.id,
      pair_id: values.pairId,
      source: values.source,
      decision: JSON.stringify(values.decision),
      created_at: values.now,
    })
    .onConflict((oc) =>
      oc.columns(['pair_id', 'source']).doUpdateSet({ decision: JSON.stringify(values.decision) }),
    )
    .execute();
}

export async function decisionSources(db: Kysely<DB>, pairId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sync_decisions')
    .select('source')
    .where('pair_id', '=', pairId)
    .execute();
  return new Set(rows.map((row) => row.source));
}

export async function clearDecisions(db: Kysely<DB>, pairId: string): Promise<void> {
  await db.deleteFrom('sync_decisions').where('pair_id', '=', pairId).execute();
}

/** The user's pairs (or the one) with the ids of their runs: where their stored files are. */
export async function pairsWithRunIds(
  db: Kysely<DB>,
  userId: string,
  pairId?: string,
): Promise<{ pairId: string; runIds: string[] }[]> {
  let pairs = db.selectFrom('sheets').select('id').where('user_id', '=', userId);
  let runs = db.selectFrom('sync_runs').select(['id', 'pair_id']).where('user_id', '=', userId);
  if (pairId) {
    pairs = pairs.where('id', '=', pairId);
    runs = runs.where('pair_id', '=', pairId);
  }
  const [pairRows, runRows] = await Promise.all([pairs.execute(), runs.execute()]);
  return pairRows.map((pair) => ({
    pairId: pair.id,
    runIds: runRows.filter((run) => run.pair_id === pair.id).map((run) => run.id),
  }));
}
