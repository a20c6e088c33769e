import type { SyncNow } from './use-sync-now';
import { runProgressText } from './run-polling';

/**
 * The live line under a Sync Now button: each phase, then the outcome, then any notice. One
 * polite status region, so a screen reader hears the progress without losing its place.
 */
export function RunProgress({ sync }: { sync: SyncNow }) {
  const { run, notice } = sync;
  return (
    <div role="status" aria-live="polite" className="text-sm text-slate-700">
      {run && <p>{runProgressText(run)}</p>}
      {run?.error && <p className="font-medium text-red-700">{run.error}</p>}
      {notice && <p className="font-medium text-slate-900">{notice}</p>}
    </div>
  );
}
