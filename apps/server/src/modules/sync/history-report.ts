import { SYNC_RUN_STATUS_LABELS, type SyncRun } from '@sheetwise/contracts';
import { textCell } from '../data-export/csv';

const BYTE_ORDER_MARK = '\uFEFF';

const COLUMNS = [
  'File pair',
  'Started',
  'Status',
  'Duration (s)',
  'Cells updated in Google Sheets',
  'Cells updated in Excel',
  'Conflicts',
  'Range in Google Sheets',
  'Range in Excel',
  'Error',
  'Schedule',
  'Kind',
];

/** The landing page's history fields as a CSV report: one line a run, formulas never run. */
export function historyReportCsv(runs: readonly SyncRun[]): string {
  const lines = runs.map((run) =>
    [
      textCell(run.filePair),
      run.startedAt,
      textCell(SYNC_RUN_STATUS_LABELS[run.status]),
      run.durationMs === null ? '' : (run.durationMs / 1000).toFixed(1),
      String(run.cellsUpdated.google),
      String(run.cellsUpdated.excel),
      String(run.conflicts),
      textCell(run.range.google),
      textCell(run.range.excel),
      textCell(run.error),
      textCell(run.schedule),
      run.kind === 'rollback' ? 'Rollback' : 'Sync',
    ].join(','),
  );
  return `${BYTE_ORDER_MARK}${[COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
