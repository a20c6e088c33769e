import { useId } from 'react';
import { RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/Button';
import { SyncStatusBadge } from './SyncStatusBadge';
import { RETRY_SYNC_PREVIEW_MESSAGE, type SyncHistoryEntry } from './sync-history-data';

function formatCount(value: number | null): string {
  return value === null ? 'Not run yet' : value.toLocaleString('en-US');
}

export function SyncHistoryEntryCard({ entry }: { entry: SyncHistoryEntry }) {
  const headingId = useId();
  const fields: [label: string, value: string][] = [
    [
      'Duration',
      entry.durationSeconds === null ? 'Not run yet' : `${entry.durationSeconds.toFixed(1)} s`,
    ],
    ['Cells updated', formatCount(entry.cellsUpdated)],
    ['Conflicts', formatCount(entry.conflicts)],
    ['Range', entry.range],
    ['Schedule', entry.schedule],
    ['Conflict rule', entry.conflictRule],
  ];

  return (
    <li>
      <article aria-labelledby={headingId} className="px-4 py-5 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h4 id={headingId} className="font-semibold break-words text-slate-900">
              {entry.excelFile} ↔ {entry.googleSheet} (Google Sheets)
            </h4>
            <p className="mt-0.5 text-sm text-slate-600">
              {entry.status === 'Scheduled' ? `Next run ${entry.when}` : `Ran ${entry.when}`}
            </p>
          </div>
          <SyncStatusBadge status={entry.status} />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="mt-0.5 font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {entry.error && (
          <div className="mt-4 flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-red-800">
              <span className="font-semibold">Error: </span>
              {entry.error}
            </p>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              onClick={() => toast.info(RETRY_SYNC_PREVIEW_MESSAGE)}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              Retry Sync
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
