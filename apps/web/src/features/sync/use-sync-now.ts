import { useCallback, useEffect, useRef, useState } from 'react';
import type { SyncRun } from '@sheetwise/contracts';
import { errorMessage } from '../../lib/error-message';
import { pollRun } from './run-polling';
import { startRun } from './sync-api';

/** One sync's work: reports the run as it changes; resolves with a notice to show, if any. */
export type SyncTask = (
  onUpdate: (run: SyncRun) => void,
  signal: AbortSignal,
) => Promise<string | null>;

/** The ordinary Sync Now: start a run on the server and follow it to the end. */
export function serverSync(pairId: string): SyncTask {
  return async (onUpdate, signal) => {
    const started = await startRun(pairId);
    onUpdate(started);
    await pollRun(started, onUpdate, signal);
    return null;
  };
}

export interface SyncNow {
  /** The run started here, as last heard. */
  run: SyncRun | null;
  busy: boolean;
  /** Why the sync did not start or finish, or what happened to the linked file. */
  notice: string | null;
  start: (task: SyncTask) => Promise<void>;
}

const FAILED = 'The sync could not be started. Please try again.';

/** Runs one sync at a time and follows it; leaving the page stops the following, not the run. */
export function useSyncNow(onFinished?: (run: SyncRun | null) => void): SyncNow {
  const [run, setRun] = useState<SyncRun | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const start = useCallback(async (task: SyncTask) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    let last: SyncRun | null = null;
    setBusy(true);
    setNotice(null);
    setRun(null);
    try {
      const said = await task((update) => {
        last = update;
        if (!current.signal.aborted) setRun(update);
      }, current.signal);
      if (!current.signal.aborted) setNotice(said);
    } catch (error) {
      if (!current.signal.aborted) setNotice(errorMessage(error, FAILED));
    } finally {
      if (!current.signal.aborted) {
        setBusy(false);
        finished.current?.(last);
      }
    }
  }, []);

  return { run, busy, notice, start };
}
