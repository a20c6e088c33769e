import {
  a1ToR1C1,
  columnNumber,
  serialToIso,
  type CellValue,
  type ScalarValue,
  type SheetCells,
} from '@sheetwise/sync';
import { isDateCode } from '../workbook/cell-styles';
import type { UsedRangeAnswer } from './graph-api';

/** Where a used range starts, 0-based, from its address ("Sheet1!B2:D9" or "'My sheet'!A1"). */
export function rangeOrigin(address: string | undefined): { row: number; column: number } {
  const cells = address?.slice(address.lastIndexOf('!') + 1) ?? 'A1';
  const match = /^\$?([A-Z]+)\$?(\d+)/i.exec(cells);
  if (!match) return { row: 0, column: 0 };
  return { row: Number(match[2]) - 1, column: columnNumber(match[1] ?? 'A') - 1 };
}

const isDateFormat = (format: unknown) => typeof format === 'string' && isDateCode(format);

/** `row:column` (from A1) of every cell whose number format is a date or time. */
export function dateCells(range: UsedRangeAnswer): Set<string> {
  const origin = rangeOrigin(range.address);
  const cells = new Set<string>();
  range.numberFormat?.forEach((row, rowOffset) => {
    row.forEach((format, columnOffset) => {
      if (isDateFormat(format)) {
        cells.add(`${origin.row + rowOffset}:${origin.column + columnOffset}`);
      }
    });
  });
  return cells;
}

/** A value as Graph reports it; its value type, not its look, says whether it is text. */
function scalar(value: unknown, type: string | undefined, format: unknown): ScalarValue {
  if (type === 'Empty' || value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && type !== 'String') {
    // Excel for the web uses the 1900 date system, leap-year bug and all.
    const iso = isDateFormat(format) ? serialToIso(value, 'excel-1900') : undefined;
    return iso === undefined ? value : { date: iso };
  }
  // Graph sends text as strings; anything else it might send is shown as JSON, never lost.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function cellOf(range: UsedRangeAnswer, row: number, column: number, at: number[]): CellValue {
  const [sheetRow = 0, sheetColumn = 0] = at;
  const value = range.values?.[row]?.[column];
  const formula = range.formulas?.[row]?.[column];
  const shown = scalar(
    value,
    range.valueTypes?.[row]?.[column],
    range.numberFormat?.[row]?.[column],
  );
  // Text that merely starts with "=" reads the same both ways; a formula does not.
  if (typeof formula === 'string' && formula.startsWith('=') && formula !== value) {
    const r1c1 = a1ToR1C1(formula, sheetRow + 1, sheetColumn + 1);
    return shown === null ? { formula: r1c1 } : { formula: r1c1, result: shown };
  }
  return shown;
}

/** The worksheet's cells from A1, from what `usedRange(valuesOnly=false)` answered. */
export function usedRangeCells(range: UsedRangeAnswer): SheetCells {
  const origin = rangeOrigin(range.address);
  const rows = range.values ?? [];
  const width = Math.max(0, ...rows.map((row) => row.length));
  const grid: CellValue[][] = Array.from({ length: origin.row + rows.length }, (_, sheetRow) =>
    Array.from({ length: origin.column + width }, (_, sheetColumn) => {
      const row = sheetRow - origin.row;
      const column = sheetColumn - origin.column;
      return row < 0 || column < 0 ? null : cellOf(range, row, column, [sheetRow, sheetColumn]);
    }),
  );
  // An empty sheet's used range is its one empty cell A1: no cells at all.
  return grid.every((row) => row.every((cell) => cell === null)) ? [] : grid;
}
