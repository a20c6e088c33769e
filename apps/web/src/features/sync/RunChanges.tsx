import { SYNC_SIDE_LABELS, type SyncChange, type SyncRunDetail } from '@sheetwise/contracts';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { useApiResource } from '../../lib/use-api-resource';
import { CellDiff } from './CellDiff';
import { syncPaths } from './sync-api';

const CHANGE_WORDS: Record<SyncChange['kind'], string> = {
  cell: 'Cell changed',
  'row-added': 'Row added',
  'row-deleted': 'Row deleted',
  'column-added': 'Column added',
  'column-deleted': 'Column deleted',
  'column-renamed': 'Column renamed',
};

function where(change: SyncChange): string {
  return [change.row && `row ${change.row}`, change.column && `column ${change.column}`]
    .filter(Boolean)
    .join(', ');
}

/** What one run wrote, side by side: each patch as before → after. */
export function RunChanges({ runId }: { runId: string }) {
  const detail = useApiResource<SyncRunDetail>(syncPaths.run(runId));
  const { state } = detail;
  if (state.status === 'loading') return <Spinner label="Loading the run’s changes" />;
  if (state.status === 'error') {
    return <LoadError what="the run’s changes" message={state.message} onRetry={detail.retry} />;
  }
  const { changes, totalChanges } = state.data;
  if (changes.length === 0)
    return <p className="text-sm text-slate-700">This run wrote nothing.</p>;
  return (
    <div className="space-y-2">
      <ul className="space-y-1.5 text-sm text-slate-800">
        {changes.map((change, index) => (
          <li key={index}>
            <span className="font-medium">
              {SYNC_SIDE_LABELS[change.side]}: {CHANGE_WORDS[change.kind]}
            </span>
            {where(change) && ` (${where(change)})`}
            {(change.before || change.after) && (
              <>
                {': '}
                <CellDiff to={change.before} />
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> became </span>
                <CellDiff to={change.after} />
              </>
            )}
          </li>
        ))}
      </ul>
      {totalChanges > changes.length && (
        <p className="text-sm text-slate-600">
          The first {changes.length} of {totalChanges} changes are listed.
        </p>
      )}
    </div>
  );
}
