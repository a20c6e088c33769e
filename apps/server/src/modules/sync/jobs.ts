import { z } from 'zod';
import { SYNC_MESSAGES } from '@sheetwise/contracts';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { executeRollback } from './rollback-executor';
import { executeSyncRun, failureMessage, finish, type RunDeps } from './run-executor';
import {
  claimRun,
  findPair,
  findRunForJob,
  latestRun,
  updateRun,
  type PairRow,
  type RunRow,
} from './store';
import { queueRun, SYNC_RUN_JOB } from './queue';

export const SYNC_RETRY_JOB = 'sync.retry';

const RunJob = z.object({ runId: z.uuid() });
const RetryJob = z.object({ runId: z.uuid() });

/**
 * A parked run is tried again as a new run this long after, doubling each time, unless another
 * started meanwhile; after PARKED_RETRIES retries that park too, the run fails and says why.
 */
export const PARKED_RETRY_MS = 60_000;
export const PARKED_RETRIES = 3;

const UNEXPECTED = 'Sync failed unexpectedly; nothing more was written. Try again in a moment.';

/** Runs queued syncs and rollbacks in whichever server process takes the job first. */
export function registerSyncJobs(jobs: JobRunner, deps: RunDeps): void {
  const { ctx, log } = deps;
  const park = async (run: RunRow, pair: PairRow, error: string) => {
    if (run.attempts >= PARKED_RETRIES) {
      await finish(deps, run, pair, {
        status: 'failed',
        error: `${error} Sheetwise tried ${PARKED_RETRIES + 1} times; sync again when the file is quiet.`,
      });
      return;
    }
    await updateRun(ctx.db, run.id, {
      status: 'parked',
      phase: 'done',
      error,
      finished_at: ctx.clock.now(),
    });
    const delay = PARKED_RETRY_MS * 2 ** run.attempts;
    await jobs.add(
      ctx.db,
      SYNC_RETRY_JOB,
      { runId: run.id },
      new Date(ctx.clock.now().getTime() + delay),
    );
  };
  jobs.register(SYNC_RUN_JOB, {
    payload: RunJob,
    // A process that dies mid-run leaves the job to another after its lease: the run starts over
    // from a fresh read, and ids written first keep it from copying any row twice.
    maxAttempts: 1,
    async run({ runId }) {
      const run = await findRunForJob(ctx.db, runId);
      if (!run || !(await claimRun(ctx.db, runId, ctx.clock.now()))) return;
      const pair = await findPair(ctx.db, run.user_id, run.pair_id);
      if (!pair) return;
      try {
        const execute = run.kind === 'rollback' ? executeRollback : executeSyncRun;
        if ((await execute(deps, run, pair)) === 'parked')
          await park(run, pair, SYNC_MESSAGES.versionChanged);
      } catch (error) {
        const failure = failureMessage(error);
        if (!failure) log.error({ err: error, runId }, 'sync run failed');
        if (failure?.status === 'parked') await park(run, pair, failure.error);
        else
          await finish(deps, run, pair, { status: 'failed', error: failure?.error ?? UNEXPECTED });
      }
    },
  });
  jobs.register(SYNC_RETRY_JOB, {
    payload: RetryJob,
    async run({ runId }) {
      const run = await findRunForJob(ctx.db, runId);
      if (!run || run.status !== 'parked') return;
      const latest = await latestRun(ctx.db, run.pair_id);
      if (latest?.id !== run.id) return;
      await queueRun(ctx, {
        userId: run.user_id,
        pairId: run.pair_id,
        kind: run.kind,
        rollbackOf: run.rollback_of,
        trigger: 'retry',
        attempts: run.attempts + 1,
      });
    },
  });
}
