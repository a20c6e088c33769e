import { Fragment, useState } from 'react';
import { toast } from 'sonner';
import {
  SYNC_MESSAGES,
  SYNC_RUN_STATUS_LABELS,
  SYNC_SIDE_LABELS,
  type SyncRun,
} from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/error-message';
import { RollbackDialog } from './RollbackDialog';
import { RunChanges } from './RunChanges';
import { rollBackRun, startRun } from './sync-api';
import type { RunHistory } from './use-run-history';

function duration(run: SyncRun): string {
  return run.durationMs === null ? 'Not finished' : `${(run.durationMs / 1000).toFixed(1)} s`;
}

function perSide(counts: { google: number; excel: number }): string {
  const total = counts.google + counts.excel;
  return `${total.toLocaleString('en-US')} (${SYNC_SIDE_LABELS.google} ${counts.google.toLocaleString('en-US')}, ${SYNC_SIDE_LABELS.excel} ${counts.excel.toLocaleString('en-US')})`;
}

function range(run: SyncRun): string {
  const sides = [
    run.range.google && `${SYNC_SIDE_LABELS.google} ${run.range.google}`,
    run.range.excel && `${SYNC_SIDE_LABELS.excel} ${run.range.excel}`,
  ].filter(Boolean);
  return sides.length > 0 ? sides.join('; ') : 'None';
}

function status(run: SyncRun): string {
  const label = SYNC_RUN_STATUS_LABELS[run.status];
  return run.kind === 'rollback' ? `${label} (rollback)` : label;
}

const HEADERS = [
  'File pair',
  'Status',
  'Duration',
  'Cells updated',
  'Conflicts',
  'Range',
  'Error',
  'Schedule',
  'Actions',
];

/**
 * Runs with the landing page's history fields. Each opens the patches it wrote; the latest run
 * that wrote something can be rolled back; a run refused by Google can be retried.
 */
export function RunHistoryTable({ history, caption }: { history: RunHistory; caption: string }) {
  const { list, follow } = history;
  const [open, setOpen] = useState<string | null>(null);
  const [rollingBack, setRollingBack] = useState<SyncRun | null>(null);

  const act = async (request: () => Promise<SyncRun>, failed: string) => {
    try {
      follow(await request());
      return true;
    } catch (error) {
      toast.error(errorMessage(error, failed));
      return false;
    }
  };

  const { state } = list;
  if (state.status === 'loading') return <Spinner label="Loading the sync history" />;
  if (state.status === 'error') {
    return <LoadError what="the sync history" message={state.message} onRetry={list.retry} />;
  }
  if (state.data.runs.length === 0) {
    return <p className="text-sm text-slate-700">No syncs have run yet.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.data.runs.map((run) => {
            const changesId = `run-changes-${run.id}`;
            return (
              <Fragment key={run.id}>
                <tr className="border-t border-slate-200 align-top text-slate-900">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {run.filePair}
                  </th>
                  <td className="px-3 py-2">{status(run)}</td>
                  <td className="px-3 py-2">{duration(run)}</td>
                  <td className="px-3 py-2">{perSide(run.cellsUpdated)}</td>
                  <td className="px-3 py-2">{run.conflicts.toLocaleString('en-US')}</td>
                  <td className="px-3 py-2 break-words">{range(run)}</td>
                  <td className="px-3 py-2 text-red-800">{run.error ?? 'None'}</td>
                  <td className="px-3 py-2">{run.schedule}</td>
                  <td className="space-y-1.5 px-3 py-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={open === run.id}
                      aria-controls={changesId}
                      onClick={() => {
                        setOpen(open === run.id ? null : run.id);
                      }}
                    >
                      Changes
                      <span className="sr-only">
                        {' '}
                        of {run.filePair}, {duration(run)}
                      </span>
                    </Button>
                    {run.canRollBack && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => {
                          setRollingBack(run);
                        }}
                      >
                        Roll back<span className="sr-only"> {run.filePair}</span>
                      </Button>
                    )}
                    {run.status === 'failed' && run.error === SYNC_MESSAGES.authFailed && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() =>
                          void act(() => startRun(run.pairId), 'The sync could not start.')
                        }
                      >
                        Retry Sync<span className="sr-only"> {run.filePair}</span>
                      </Button>
                    )}
                  </td>
                </tr>
                {open === run.id && (
                  <tr id={changesId} className="bg-slate-50">
                    <td colSpan={HEADERS.length} className="px-3 py-3">
                      <RunChanges runId={run.id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <RollbackDialog
        run={rollingBack}
        onCancel={() => {
          setRollingBack(null);
        }}
        onConfirm={(run) => act(() => rollBackRun(run.id), 'The run was not rolled back.')}
      />
    </div>
  );
}
