import { randomUUID } from 'node:crypto';
import {
  SYNC_ERROR_CODES,
  SYNC_MESSAGES,
  type SyncRunKind,
  type SyncRunTrigger,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { insertRun, type RunRow } from './store';

export const SYNC_RUN_JOB = 'sync.run';

/**
 * Adds a run and its job in one transaction. The database allows one queued or running run per
 * pair, so a second Sync Now (from any process) is refused rather than racing the first.
 */
export async function queueRun(
  ctx: ServerContext,
  run: {
    userId: string;
    pairId: string;
    kind: SyncRunKind;
    rollbackOf?: string | null;
    trigger?: SyncRunTrigger;
    /** Retries of a parked run so far: the next wait doubles with each. */
    attempts?: number;
  },
): Promise<RunRow> {
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await insertRun(trx, {
        id: randomUUID(),
        pair_id: run.pairId,
        user_id: run.userId,
        kind: run.kind,
        status: 'queued',
        phase: 'queued',
        rollback_of: run.rollbackOf ?? null,
        trigger: run.trigger ?? 'manual',
        attempts: run.attempts ?? 0,
        started_at: ctx.clock.now(),
        finished_at: null,
        range_google: null,
        range_excel: null,
        error: null,
      });
      await ctx.jobs.add(trx, SYNC_RUN_JOB, { runId: inserted.id });
      return inserted;
    });
    ctx.jobs.nudge();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, SYNC_ERROR_CODES.alreadyRunning, SYNC_MESSAGES.alreadyRunning);
    }
    throw error;
  }
}
