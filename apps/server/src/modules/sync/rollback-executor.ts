import { editsAreEmpty, planRollback, uuidV7 } from '@sheetwise/sync';
import { readBack, readBoth, writeBoth } from './both-sides';
import { loadRunRecord, saveState, syncFileKeys } from './files';
import { finish, identityOf, type RunDeps, type RunOutcome } from './run-executor';
import {
  clearDecisions,
  replaceConflicts,
  updatePair,
  updateRun,
  type PairRow,
  type RunRow,
} from './store';

/**
 * Undoes the run `run.rollback_of`: what it wrote goes back on each side, anything changed since
 * stays. The pair's base goes back to the one before that run (or the rows are unlinked when it
 * was the first), so a later sync sees each side's own edits again.
 */
export async function executeRollback(
  deps: RunDeps,
  run: RunRow,
  pair: PairRow,
): Promise<RunOutcome> {
  const { ctx, files } = deps;
  const targetId = run.rollback_of;
  if (!targetId) throw new Error('A rollback run names the run it undoes');
  const record = await loadRunRecord(files, {
    userId: pair.user_id,
    pairId: pair.id,
    runId: targetId,
  });
  const connectors = await deps.sides(pair);
  const identity = identityOf(pair);
  const [google, excel] = await readBoth(connectors);
  const plan = planRollback({ google: google.cells, excel: excel.cells }, record, identity, uuidV7);
  if (!plan.ok) {
    await finish(deps, run, pair, { status: 'failed', error: plan.refusal });
    return 'done';
  }
  await updateRun(ctx.db, run.id, { phase: 'writing' });
  const noIds = { writes: [], deleteRows: [], deleteColumns: [] };
  await writeBoth(
    connectors,
    { google: google.version, excel: excel.version },
    {
      google: { ids: noIds, data: plan.writes.google.data },
      excel: { ids: noIds, data: plan.writes.excel.data },
    },
  );
  await updateRun(ctx.db, run.id, { phase: 'verifying' });
  const { differences } = await readBack(connectors, {
    columnIds: plan.columnIds,
    identity,
    expected: plan.expected,
  });
  if (differences > 0) {
    await finish(deps, run, pair, {
      status: 'failed',
      error: `The rollback wrote its changes but ${differences} cells read back differently. Sync again to repair it.`,
    });
    return 'done';
  }
  if (record.baseBefore) {
    await saveState(files, pair.user_id, pair.id, {
      base: record.baseBefore,
      columnIds: plan.columnIds,
    });
  } else {
    await files.remove(syncFileKeys.state(pair.user_id, pair.id));
  }
  await connectors.settle?.();
  await ctx.db.transaction().execute(async (trx) => {
    await replaceConflicts(trx, pair.id, []);
    await clearDecisions(trx, pair.id);
    await updateRun(trx, targetId, { has_record: false });
    await updatePair(trx, pair.id, {
      linked_at: record.baseBefore ? pair.linked_at : null,
      rows: record.baseBefore?.rows.length ?? pair.rows,
    });
    await finish({ ...deps, ctx: { ...ctx, db: trx } }, run, pair, {
      status: plan.keptNewer ? 'conflicts-resolved' : 'success',
      conflicts: plan.keptNewer,
      cells_google: plan.writes.google.data.writes.length,
      cells_excel: plan.writes.excel.data.writes.length,
      rows_deleted_google: plan.writes.google.data.deleteRows.length,
      rows_deleted_excel: plan.writes.excel.data.deleteRows.length,
      error:
        editsAreEmpty(plan.writes.google.data) && editsAreEmpty(plan.writes.excel.data)
          ? 'Nothing was left to roll back: every cell the run wrote has changed since.'
          : null,
    });
  });
  return 'done';
}
