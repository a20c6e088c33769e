import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { SYNC_MESSAGES } from '@sheetwise/contracts';
import {
  cellsWritten,
  editedRange,
  editsAreEmpty,
  planRun,
  SIDES,
  uuidV7,
  type RowIdentity,
  type Side,
} from '@sheetwise/sync';
import type { ServerContext } from '../../context';
import type { FileStore } from '../../platform/file-store';
import { notifySync, type SyncEvent } from '../notifications/sync-notices';
import type { PairSidesFactory } from './connectors/pair-sides';
import {
  SideAuthError,
  SideBusyError,
  SideNotFoundError,
  VersionChangedError,
} from './connectors/side-connector';
import { readBack, readBoth, writeBoth } from './both-sides';
import { loadState, saveRunRecord, saveState } from './files';
import { conflictValues, describeChanges, headerOf, rowLabeller } from './run-changes';
import {
  clearDecisions,
  listDecisions,
  pauseIfFailingRepeatedly,
  replaceConflicts,
  updatePair,
  updateRun,
  type PairRow,
  type RunRow,
} from './store';

export interface RunDeps {
  ctx: ServerContext;
  files: FileStore;
  sides: PairSidesFactory;
  log: FastifyBaseLogger;
}

/** Fresh reads before a run gives up on files that keep changing under it and parks. */
const READS_PER_RUN = 3;

export const identityOf = (pair: PairRow): RowIdentity =>
  pair.identity_kind === 'key' && pair.key_header
    ? { kind: 'key', header: pair.key_header }
    : { kind: 'row-id' };

export type RunOutcome = 'done' | 'parked';

/** One sync run, start to end. Nothing but the sides is written until both read back as planned. */
export async function executeSyncRun(
  deps: RunDeps,
  run: RunRow,
  pair: PairRow,
): Promise<RunOutcome> {
  const { ctx, files } = deps;
  const connectors = await deps.sides(pair);
  const identity = identityOf(pair);
  const ids = { userId: pair.user_id, pairId: pair.id, runId: run.id };
  const state = pair.linked_at ? await loadState(files, pair.user_id, pair.id) : null;
  const decisions = await listDecisions(ctx.db, pair.id);
  for (let read = 1; read <= READS_PER_RUN; read += 1) {
    await updateRun(ctx.db, run.id, { phase: 'reading' });
    const [google, excel] = await readBoth(connectors);
    await updateRun(ctx.db, run.id, { phase: 'merging' });
    const plan = planRun({
      cells: { google: google.cells, excel: excel.cells },
      state,
      identity,
      policy: pair.policy,
      columnPolicies: pair.column_policies,
      decisions,
      newId: uuidV7,
    });
    if (!plan.ok) {
      await finish(deps, run, pair, { status: 'failed', error: plan.refusal });
      return 'done';
    }
    await updateRun(ctx.db, run.id, { phase: 'writing' });
    try {
      await writeBoth(connectors, { google: google.version, excel: excel.version }, plan.writes);
    } catch (error) {
      if (error instanceof VersionChangedError && read < READS_PER_RUN) continue;
      throw error;
    }
    await updateRun(ctx.db, run.id, { phase: 'verifying' });
    const { after, differences } = await readBack(connectors, {
      columnIds: plan.nextState.columnIds,
      identity,
      expected: plan.expected,
    });
    if (differences > 0) {
      await finish(deps, run, pair, {
        status: 'failed',
        error: `Sync wrote its changes but ${differences} cells read back differently, so the result was not saved. Sync again to repair it.`,
      });
      return 'done';
    }
    await saveState(files, pair.user_id, pair.id, plan.nextState);
    const places = { grids: plan.before, located: plan.located };
    const listed = describeChanges(places, plan.patches);
    const wrote = SIDES.some((side) => !editsAreEmpty(plan.writes[side].data));
    if (wrote) {
      await saveRunRecord(files, ids, {
        before: plan.before,
        after: plan.nextState,
        baseBefore: plan.baseBefore,
        ...listed,
      });
    }
    await connectors.settle?.();
    const label = rowLabeller(places);
    const grids = [plan.before.google, plan.before.excel, plan.nextState.base];
    await ctx.db.transaction().execute(async (trx) => {
      await replaceConflicts(
        trx,
        pair.id,
        plan.conflicts.map((conflict, position) => ({
          id: randomUUID(),
          pair_id: pair.id,
          user_id: pair.user_id,
          run_id: run.id,
          position,
          row_label: label(conflict.rowId),
          column_label: headerOf(grids, conflict.columnId),
          ...conflictValues(conflict),
        })),
      );
      await clearDecisions(trx, pair.id);
      await updatePair(trx, pair.id, {
        linked_at: pair.linked_at ?? ctx.clock.now(),
        headers: JSON.stringify(plan.nextState.base.columns.map((column) => column.header)),
        rows: plan.nextState.base.rows.length,
      });
      await finish(
        { ...deps, ctx: { ...ctx, db: trx } },
        run,
        pair,
        {
          status: plan.conflicts.length
            ? 'conflicts-waiting'
            : plan.resolved.length
              ? 'conflicts-resolved'
              : 'success',
          has_record: wrote,
          conflicts: plan.conflicts.length,
          resolved: plan.resolved.length,
          cells_google: cellsWritten(plan.patches.google),
          cells_excel: cellsWritten(plan.patches.excel),
          rows_added_google: plan.patches.google.rowInserts.length,
          rows_added_excel: plan.patches.excel.rowInserts.length,
          rows_deleted_google: plan.patches.google.rowDeletes.length,
          rows_deleted_excel: plan.patches.excel.rowDeletes.length,
          range_google: editedRange(plan.writes.google.data),
          range_excel: editedRange(plan.writes.excel.data),
        },
        { google: after[0].version, excel: after[1].version },
      );
    });
    // After the commit: the mail must not go for a run whose result was rolled back.
    if (plan.conflicts.length) {
      await tell(deps, run, pair, { kind: 'conflicts-waiting', conflicts: plan.conflicts.length });
    }
    return 'done';
  }
  return 'parked';
}

type Finish = Parameters<typeof updateRun>[2];

/**
 * Ends a run and sets the pair's panel status from it. Failures in a row are counted; a scheduled
 * pair that fails FAILURES_BEFORE_PAUSE times is paused until the user retries it.
 */
export async function finish(
  deps: RunDeps,
  run: RunRow,
  pair: PairRow,
  values: Finish,
  versions?: Record<Side, string>,
) {
  const { db, clock } = deps.ctx;
  const now = clock.now();
  const failed = values.status === 'failed';
  // The pair first: whoever sees the run done sees the pair as the run left it (paused or not).
  await updatePair(db, pair.id, {
    status: failed ? 'error' : 'synced',
    last_error: failed ? (values.error ?? null) : null,
    failures_in_row: failed ? sql<number>`failures_in_row + 1` : 0,
    ...(failed ? {} : { last_sync_at: now }),
    ...(versions ? { synced_versions: JSON.stringify(versions) } : {}),
  });
  const paused = failed && (await pauseIfFailingRepeatedly(db, pair.id, now));
  await updateRun(db, run.id, { ...values, phase: 'done', finished_at: now });
  if (!failed) return;
  await tell(deps, run, pair, { kind: 'run-failed', error: values.error ?? undefined });
  if (paused) await tell(deps, run, pair, { kind: 'pair-paused' });
}

/** Tells the pair's owner; a notice that cannot go is logged and leaves the run as it ended. */
async function tell(
  deps: RunDeps,
  run: RunRow,
  pair: PairRow,
  event: Pick<SyncEvent, 'kind' | 'error' | 'conflicts'>,
): Promise<void> {
  const ids = { userId: pair.user_id, pairId: pair.id, pairName: pair.name, runId: run.id };
  try {
    await notifySync(deps.ctx, { ...ids, ...event });
  } catch (error) {
    deps.log.error(
      { err: error, runId: run.id, kind: event.kind },
      'a sync notice could not be sent',
    );
  }
}
/** The words a failed run shows: the spec's for refused access, the side's own for the rest. */
export function failureMessage(
  error: unknown,
): { status: 'failed' | 'parked'; error: string } | undefined {
  if (error instanceof SideAuthError) return { status: 'failed', error: SYNC_MESSAGES.authFailed };
  if (error instanceof SideNotFoundError) return { status: 'failed', error: error.userMessage };
  if (error instanceof SideBusyError) return { status: 'parked', error: error.userMessage };
  if (error instanceof VersionChangedError)
    return { status: 'parked', error: SYNC_MESSAGES.versionChanged };
  return undefined;
}
