import type { Kysely } from 'kysely';
import type { SyncRunStatus } from '@sheetwise/contracts';
import type { DB } from '../../db/schema';

/*
 * What the dashboard and the sheets panel count of a user's runs and conflicts: every query here
 * filters by the user, so one user's runs and conflicts never reach another's figures.
 */

/** Runs that finished cleanly: nothing was left for the person. */
export const CLEAN_RUN_STATUSES: readonly SyncRunStatus[] = ['success', 'conflicts-resolved'];

/**
 * Runs started since `since`, by how they ended. Queued and running ones have not ended; parked
 * ones wrote nothing and are tried again, so they are counted when that ends.
 */
export async function runCounts(db: Kysely<DB>, userId: string, since: Date) {
  const row = await db
    .selectFrom('sync_runs')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('status', 'in', CLEAN_RUN_STATUSES).as('clean'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'conflicts-waiting').as('conflicts'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'failed').as('failed'),
    ])
    .where('user_id', '=', userId)
    .where('started_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { clean: row.clean, conflicts: row.conflicts, failed: row.failed };
}

/**
 * The conflicts standing on each of the user's pairs, by pair id. A conflict stands from the run
 * that found it until a run settles it, so one whose choice is saved but not yet written still
 * counts: the two sides still differ until then.
 */
export async function standingConflictsByPair(
  db: Kysely<DB>,
  userId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('sync_conflicts')
    .select((eb) => ['pair_id', eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('pair_id')
    .execute();
  return new Map(rows.map((row) => [row.pair_id, row.count]));
}
