import { z } from 'zod';
import { nextScheduledRun } from '@sheetwise/contracts';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { AppError } from '../../http/app-error';
import { scheduleOf } from './present';
import { queueRun } from './queue';
import type { RunDeps } from './run-executor';
import { advanceSchedule, duePairs, listDecisions, type PairRow } from './store';

export const SYNC_SCHEDULE_JOB = 'sync.schedule';

/** How often due pairs are looked for: a scheduled run starts well within a minute of its time. */
export const SCHEDULER_TICK_MS = 20_000;

/**
 * A user's scheduled runs started in one tick at most. Google allows a user 60 requests a minute
 * and a run makes about six, so a user with many pairs has them spread over the next ticks.
 */
export const SCHEDULED_RUNS_PER_USER_PER_TICK = 5;

const DUE_PER_TICK = 200;

/**
 * Whether neither side changed since the last good run: only the files' versions are read (Drive's
 * version, the workbook's hash), never their cells, and nothing waits to be written.
 */
async function unchanged(deps: RunDeps, pair: PairRow): Promise<boolean> {
  const synced = pair.synced_versions;
  if (!pair.linked_at || !synced || pair.workbook_waiting) return false;
  if ((await listDecisions(deps.ctx.db, pair.id)).length > 0) return false;
  try {
    const sides = await deps.sides(pair);
    const [google, excel] = await Promise.all([sides.google.version(), sides.excel.version()]);
    return google === synced.google && excel === synced.excel;
  } catch {
    // A side that cannot even be asked its version gets a run, which records why and tells the user.
    return false;
  }
}

/** Starts the runs whose time has come. Each pair's next time is taken by one process only. */
export async function startDueRuns(deps: RunDeps): Promise<number> {
  const { ctx } = deps;
  const now = ctx.clock.now();
  const started = new Map<string, number>();
  let queued = 0;
  for (const pair of await duePairs(ctx.db, now, DUE_PER_TICK)) {
    const count = started.get(pair.user_id) ?? 0;
    if (count >= SCHEDULED_RUNS_PER_USER_PER_TICK) continue;
    const next = nextScheduledRun(scheduleOf(pair), now);
    if (!(await advanceSchedule(ctx.db, pair, next))) continue;
    started.set(pair.user_id, count + 1);
    if (await unchanged(deps, pair)) continue;
    try {
      await queueRun(ctx, {
        userId: pair.user_id,
        pairId: pair.id,
        kind: 'sync',
        trigger: 'schedule',
      });
      queued += 1;
    } catch (error) {
      // A run of this pair is already queued or running: this time is covered by it.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return queued;
}

export function registerSyncScheduler(jobs: JobRunner, deps: RunDeps): void {
  jobs.register(SYNC_SCHEDULE_JOB, {
    payload: z.object({}),
    everyMs: SCHEDULER_TICK_MS,
    async run() {
      await startDueRuns(deps);
    },
  });
}
