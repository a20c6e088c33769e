import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { listSheets } from '../sheets/store';
import { runOutcome } from './present';
import { listRuns } from './store';

/** More runs than any account keeps: the export holds the whole history. */
const ALL_RUNS = 1_000_000;

/**
 * The user's sync pairs for the data export: each pair's settings and its run history. The
 * workbook, bases and run records stay out: the workbook is the user's own file, downloadable
 * from the pair's page, and the rest is Sheetwise's working state.
 */
export async function syncPairsForExport(db: Kysely<DB>, userId: string) {
  const [pairs, runs] = await Promise.all([
    listSheets(db, userId),
    listRuns(db, userId, undefined, ALL_RUNS),
  ]);
  return pairs.map((pair) => ({
    name: pair.name,
    url: pair.url,
    status: pair.status,
    lastSync: pair.last_sync_at?.toISOString() ?? null,
    rows: pair.rows,
    workbook: pair.workbook_name,
    workbookSheet: pair.workbook_sheet,
    rowIdentity: pair.identity_kind === 'key' ? { key: pair.key_header } : '_sw_id',
    policy: pair.policy,
    columnPolicies: pair.column_policies,
    linkedAt: pair.linked_at?.toISOString() ?? null,
    runs: runs
      .filter((run) => run.pair_id === pair.id)
      .map((run) => ({
        kind: run.kind,
        status: run.status,
        startedAt: run.started_at.toISOString(),
        finishedAt: run.finished_at?.toISOString() ?? null,
        ...runOutcome(run),
      })),
  }));
}
