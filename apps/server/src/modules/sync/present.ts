import {
  scheduleLabel,
  type CellView,
  type SyncConflict,
  type SyncRun,
} from '@sheetwise/contracts';
import { isDate, isFormula, isUntouchable, type CellValue } from '@sheetwise/sync';
import { excelSideName } from './excel-side';
import type { ConflictRow, PairRow, RunRow } from './store';

/** A cell as the screens show it; a formula shows its R1C1 text, which is what sync compares. */
export function cellView(value: CellValue | undefined): CellView {
  const cell = value ?? null;
  if (cell === null || cell === '') return { kind: 'empty', text: '' };
  if (typeof cell === 'string') return { kind: 'text', text: cell };
  if (typeof cell === 'number') return { kind: 'number', text: String(cell) };
  if (typeof cell === 'boolean') return { kind: 'boolean', text: cell ? 'TRUE' : 'FALSE' };
  if (isDate(cell)) return { kind: 'date', text: cell.date };
  if (isFormula(cell)) return { kind: 'formula', text: cell.formula };
  if (isUntouchable(cell)) return { kind: 'untouchable', text: cellView(cell.shown).text };
  return { kind: 'empty', text: '' };
}

export const scheduleOf = (pair: PairRow) => ({ kind: pair.schedule, time: pair.schedule_time });

export const filePairName = (pair: PairRow) =>
  `${pair.name} ↔ ${excelSideName(pair) ?? 'no workbook yet'}`;

const durationOf = (run: RunRow) =>
  run.finished_at ? Math.max(0, run.finished_at.getTime() - run.started_at.getTime()) : null;

/** What a run did on each side and how it ended, as the screens and the data export both show it. */
export const runOutcome = (run: RunRow) => ({
  cellsUpdated: { google: run.cells_google, excel: run.cells_excel },
  rowsAdded: { google: run.rows_added_google, excel: run.rows_added_excel },
  rowsDeleted: { google: run.rows_deleted_google, excel: run.rows_deleted_excel },
  conflicts: run.conflicts,
  resolvedByPolicy: run.resolved,
  range: { google: run.range_google, excel: run.range_excel },
  error: run.error,
});

export function presentRun(run: RunRow, pair: PairRow, latestWritingRunId?: string): SyncRun {
  return {
    id: run.id,
    pairId: run.pair_id,
    filePair: filePairName(pair),
    kind: run.kind,
    status: run.status,
    phase: run.phase,
    startedAt: run.started_at.toISOString(),
    finishedAt: run.finished_at?.toISOString() ?? null,
    durationMs: durationOf(run),
    ...runOutcome(run),
    schedule: run.trigger === 'manual' ? 'Manual' : scheduleLabel(scheduleOf(pair)),
    trigger: run.trigger,
    canRollBack: run.has_record && run.id === latestWritingRunId,
    rollbackOf: run.rollback_of,
  };
}

/** Cells, whole rows (edit against delete, added on both) can be settled by a person's choice. */
const CHOOSABLE = new Set(['both-edited', 'insert-both', 'edit-vs-delete']);

export function presentConflict(row: ConflictRow): SyncConflict {
  const view = (value: CellValue | null | undefined) =>
    value === undefined ? null : cellView(value);
  return {
    id: row.id,
    runId: row.run_id,
    kind: row.kind,
    row: row.row_label,
    column: row.column_label,
    base: row.kind === 'insert-both' ? null : view(row.base),
    google: row.deleted_on === 'google' ? null : view(row.google),
    excel: row.deleted_on === 'excel' ? null : view(row.excel),
    deletedOn: row.deleted_on,
    choosable: CHOOSABLE.has(row.kind),
    decision: row.decision_choice
      ? {
          choice: row.decision_choice,
          value: row.decision_value === null ? null : cellView(row.decision_value).text,
        }
      : null,
  };
}
