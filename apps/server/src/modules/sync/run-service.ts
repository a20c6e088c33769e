import {
  currentTerm,
  nextScheduledRun,
  SYNC_ALLOWANCES,
  SYNC_ERROR_CODES,
  SYNC_MESSAGES,
  type LocalWriteReport,
  type SyncRun,
  type SyncRunDetail,
  type SyncRunList,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { PLAN_COLUMNS, termOf } from '../billing/plan-term';
import type { FileStore } from '../../platform/file-store';
import { loadRunRecord } from './files';
import { requirePair } from './pair-service';
import { presentRun, scheduleOf } from './present';
import { queueRun } from './queue';
import {
  findPair,
  findRun,
  latestWritingRun,
  listRuns,
  updatePair,
  updateRun,
  type RunRow,
} from './store';
import { hasExcelSide } from './excel-side';

async function requireRun(ctx: ServerContext, userId: string, runId: string): Promise<RunRow> {
  const run = await findRun(ctx.db, userId, runId);
  if (!run) throw new AppError(404, SYNC_ERROR_CODES.runNotFound, SYNC_MESSAGES.runNotFound);
  return run;
}

async function present(ctx: ServerContext, userId: string, run: RunRow): Promise<SyncRun> {
  const pair = await requirePair(ctx, userId, run.pair_id);
  const writing = await latestWritingRun(ctx.db, pair.id);
  return presentRun(run, pair, writing?.id);
}

/** Sync Now: a run is queued and the job queue runs it in whichever process is free. */
export async function startRun(
  ctx: ServerContext,
  userId: string,
  pairId: string,
): Promise<SyncRun> {
  const pair = await requirePair(ctx, userId, pairId);
  if (!hasExcelSide(pair)) {
    throw new AppError(409, SYNC_ERROR_CODES.needsWorkbook, SYNC_MESSAGES.needsWorkbook);
  }
  const queued = await queueRun(ctx, { userId, pairId, kind: 'sync' });
  // Syncing by hand is the Retry Sync of a paused pair: its schedule starts again from now.
  if (pair.paused_at || pair.failures_in_row > 0) {
    await updatePair(ctx.db, pair.id, {
      paused_at: null,
      failures_in_row: 0,
      next_run_at: nextScheduledRun(scheduleOf(pair), ctx.clock.now()),
    });
  }
  return present(ctx, userId, queued);
}

export async function startRollback(
  ctx: ServerContext,
  userId: string,
  runId: string,
): Promise<SyncRun> {
  const run = await requireRun(ctx, userId, runId);
  if (!run.has_record) {
    throw new AppError(409, SYNC_ERROR_CODES.rollbackNothing, SYNC_MESSAGES.rollbackNothing);
  }
  const latest = await latestWritingRun(ctx.db, run.pair_id);
  if (latest?.id !== run.id) {
    throw new AppError(409, SYNC_ERROR_CODES.rollbackNotLatest, SYNC_MESSAGES.rollbackNotLatest);
  }
  const queued = await queueRun(ctx, {
    userId,
    pairId: run.pair_id,
    kind: 'rollback',
    rollbackOf: run.id,
  });
  return present(ctx, userId, queued);
}

/** The plan's sync allowance, read afresh: the history shown and whether reports are in it. */
export async function allowanceOf(ctx: ServerContext, userId: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select(PLAN_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return SYNC_ALLOWANCES[currentTerm(termOf(user), ctx.clock.now()).planType];
}

/** Runs, newest first: a pair's or all of the user's, as many as the plan shows. */
export async function runsOf(
  ctx: ServerContext,
  userId: string,
  pairId?: string,
  limit?: number,
): Promise<SyncRun[]> {
  if (pairId) await requirePair(ctx, userId, pairId);
  const runs = await listRuns(ctx.db, userId, pairId, limit);
  const pairs = new Map<string, Awaited<ReturnType<typeof findPair>>>();
  const writing = new Map<string, string | undefined>();
  const presented: SyncRun[] = [];
  for (const run of runs) {
    if (!pairs.has(run.pair_id)) {
      pairs.set(run.pair_id, await findPair(ctx.db, userId, run.pair_id));
      writing.set(run.pair_id, (await latestWritingRun(ctx.db, run.pair_id))?.id);
    }
    const pair = pairs.get(run.pair_id);
    if (pair) presented.push(presentRun(run, pair, writing.get(run.pair_id)));
  }
  return presented;
}

export async function historyOf(
  ctx: ServerContext,
  userId: string,
  pairId?: string,
): Promise<SyncRunList> {
  const allowance = await allowanceOf(ctx, userId);
  return {
    runs: await runsOf(ctx, userId, pairId, allowance.historyRuns ?? MAX_HISTORY_RUNS),
    limitedTo: allowance.historyRuns,
    reports: allowance.reports,
  };
}

/** The most runs one history page lists; a report holds up to REPORT_RUNS. */
const MAX_HISTORY_RUNS = 200;
export const REPORT_RUNS = 10_000;

export async function runDetail(
  ctx: ServerContext,
  files: FileStore,
  userId: string,
  runId: string,
): Promise<SyncRunDetail> {
  const run = await requireRun(ctx, userId, runId);
  const stored = run.has_record
    ? await loadRunRecord(files, { userId, pairId: run.pair_id, runId }).catch(() => undefined)
    : undefined;
  return {
    run: await present(ctx, userId, run),
    changes: stored?.changes ?? [],
    totalChanges: stored?.total ?? 0,
  };
}

/**
 * The browser wrote the merged workbook back into the linked file, or could not: a locked file
 * parks the run with words that say what to do, and the next run reads the file again.
 */
export async function reportLocalWrite(
  ctx: ServerContext,
  userId: string,
  runId: string,
  report: LocalWriteReport,
): Promise<SyncRun> {
  const run = await requireRun(ctx, userId, runId);
  if (report.outcome !== 'written') {
    const error = report.outcome === 'locked' ? SYNC_MESSAGES.fileLocked : SYNC_MESSAGES.fileDenied;
    await updateRun(ctx.db, run.id, { status: 'parked', error });
    await updatePair(ctx.db, run.pair_id, { status: 'error', last_error: error });
  }
  return present(ctx, userId, await requireRun(ctx, userId, runId));
}
