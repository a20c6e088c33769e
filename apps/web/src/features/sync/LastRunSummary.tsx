import { SYNC_RUN_STATUS_LABELS, SYNC_SIDE_LABELS, type SyncRun } from '@sheetwise/contracts';
import { useDisplayFormat } from '../preferences/use-display-format';

/** The last run in a sentence or two: when, how it ended, what it wrote on each side. */
export function LastRunSummary({ run }: { run: SyncRun | null }) {
  const display = useDisplayFormat();
  if (run === null) return <p className="text-sm text-slate-700">This pair has not synced yet.</p>;
  const side = (key: 'google' | 'excel') =>
    `${SYNC_SIDE_LABELS[key]}: ${run.cellsUpdated[key]} cells updated, ${run.rowsAdded[key]} rows added, ${run.rowsDeleted[key]} rows deleted`;
  return (
    <div className="space-y-1 text-sm text-slate-800">
      <p>
        Last sync {display.date(run.startedAt)}: {SYNC_RUN_STATUS_LABELS[run.status]}
        {run.conflicts > 0 &&
          `, ${run.conflicts} conflicts (${run.resolvedByPolicy} settled by the rule)`}
        .
      </p>
      <p>{side('google')}.</p>
      <p>{side('excel')}.</p>
      {run.error && <p className="font-medium text-red-700">{run.error}</p>}
    </div>
  );
}
