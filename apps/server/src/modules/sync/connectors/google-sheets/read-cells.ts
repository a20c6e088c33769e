import {
  a1ToR1C1,
  serialToIso,
  type CellValue,
  type ScalarValue,
  type SheetCells,
} from '@sheetwise/sync';
import { DATE_FORMAT_TYPES, type GridData, type GridRange } from './sheets-api';

/**
 * A sheet's cells from what the Sheets API answers: the unformatted values (date serials as
 * numbers), the same range with formulas, the number formats that tell dates from numbers, and
 * the merges, whose cells sync never writes.
 */
export interface SheetAnswers {
  readonly values: readonly (readonly unknown[])[];
  readonly formulas: readonly (readonly unknown[])[];
  readonly data: readonly GridData[];
  readonly merges: readonly GridRange[];
}

/** Where the dates are: `row:column` of every cell whose number format is a date or time. */
export function dateCells(data: readonly GridData[]): Set<string> {
  const cells = new Set<string>();
  for (const block of data) {
    block.rowData?.forEach((row, rowOffset) => {
      row.values?.forEach((cell, columnOffset) => {
        if (DATE_FORMAT_TYPES.has(cell.effectiveFormat?.numberFormat?.type ?? '')) {
          cells.add(
            `${(block.startRow ?? 0) + rowOffset}:${(block.startColumn ?? 0) + columnOffset}`,
          );
        }
      });
    });
  }
  return cells;
}

function scalar(value: unknown, isDate: boolean): ScalarValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') {
    const iso = isDate ? serialToIso(value, 'sheets') : undefined;
    return iso === undefined ? value : { date: iso };
  }
  if (typeof value === 'boolean') return value;
  // Google sends text as strings; anything else it might send is shown as JSON, never lost.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function inMerge(merges: readonly GridRange[], row: number, column: number): boolean {
  return merges.some(
    (merge) =>
      row >= (merge.startRowIndex ?? 0) &&
      row < (merge.endRowIndex ?? Infinity) &&
      column >= (merge.startColumnIndex ?? 0) &&
      column < (merge.endColumnIndex ?? Infinity),
  );
}

function cellOf(answers: SheetAnswers, dates: Set<string>, row: number, column: number): CellValue {
  const value = answers.values[row]?.[column];
  const formula = answers.formulas[row]?.[column];
  const shown = scalar(value, dates.has(`${row}:${column}`));
  let cell: CellValue = shown;
  // Text that merely starts with "=" (written RAW) reads the same both ways; a formula does not.
  if (typeof formula === 'string' && formula.startsWith('=') && formula !== value) {
    cell =
      shown === null
        ? { formula: a1ToR1C1(formula, row + 1, column + 1) }
        : { formula: a1ToR1C1(formula, row + 1, column + 1), result: shown };
  }
  return inMerge(answers.merges, row, column) ? { untouchable: 'merged', shown } : cell;
}

export function sheetCells(answers: SheetAnswers): SheetCells {
  const height = Math.max(answers.values.length, answers.formulas.length);
  const width = Math.max(0, ...[...answers.values, ...answers.formulas].map((row) => row.length));
  const dates = dateCells(answers.data);
  return Array.from({ length: height }, (_, row) =>
    Array.from({ length: width }, (_, column) => cellOf(answers, dates, row, column)),
  );
}
