import {
  SYNC_RUN_PHASES,
  SYNC_RUN_STATUS_LABELS,
  type SyncRun,
  type SyncRunPhase,
} from '@sheetwise/contracts';
import { fetchRun } from './sync-api';

/** How often a queued or running run is asked about: often enough to feel live, no more. */
export const RUN_POLL_MS = 1000;

export function isRunActive(run: SyncRun): boolean {
  return run.status === 'queued' || run.status === 'running';
}

/** Whether the run wrote the merge, so the merged workbook is worth taking home. */
export function runWroteMerge(run: SyncRun): boolean {
  return (
    run.status === 'success' ||
    run.status === 'conflicts-resolved' ||
    run.status === 'conflicts-waiting'
  );
}

const PHASE_WORDS: Record<SyncRunPhase, string> = {
  queued: 'Waiting to start',
  reading: 'Reading both sides',
  merging: 'Merging changes',
  writing: 'Writing changes',
  verifying: 'Checking what was written',
  done: 'Finished',
};

/** "Step 2 of 5: Merging changes", or the outcome once the run is over. */
export function runProgressText(run: SyncRun): string {
  if (!isRunActive(run)) return `Sync finished: ${SYNC_RUN_STATUS_LABELS[run.status]}`;
  const steps = SYNC_RUN_PHASES.length - 1;
  const step = Math.min(SYNC_RUN_PHASES.indexOf(run.phase), steps - 1) + 1;
  return `Step ${step} of ${steps}: ${PHASE_WORDS[run.phase]}`;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Asks about a run until it is over, reporting each answer; resolves with the finished run, or
 * null when `signal` aborted first (the page was left).
 */
export async function pollRun(
  run: SyncRun,
  onUpdate: (run: SyncRun) => void,
  signal?: AbortSignal,
  intervalMs = RUN_POLL_MS,
): Promise<SyncRun | null> {
  let current = run;
  while (isRunActive(current)) {
    await wait(intervalMs, signal);
    if (signal?.aborted) return null;
    current = (await fetchRun(current.id)).run;
    onUpdate(current);
  }
  return current;
}
