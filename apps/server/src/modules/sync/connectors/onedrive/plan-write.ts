import {
  columnLetters,
  isDate,
  isoToSerial,
  type CellWrite,
  type SheetEdits,
} from '@sheetwise/sync';
import { runsByRow } from '../write-runs';

/**
 * The Graph calls that apply a run's edits to a worksheet: for each run of adjacent cells in a
 * row, its number formats first (`@` keeps text as text, so "00001" and "=1+1" never turn into a
 * number or a formula; a date format for dates; General for a number where a date was), then its
 * values; then row and column deletes from the bottom and the right, so earlier ones do not move
 * later ones.
 */
export const TEXT_FORMAT = '@';
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const GENERAL_FORMAT = 'General';

type Raw = string | number | boolean;

export interface RangePatch {
  /** The run's address on the worksheet, e.g. "B5:D5". */
  readonly address: string;
  /** Formats to set before the values; null leaves a cell's format as it is. */
  readonly numberFormat: (string | null)[][] | undefined;
  readonly values: Raw[][];
}

export interface RangeDelete {
  /** "5:5" for a row, "C:C" for a column. */
  readonly address: string;
  readonly shift: 'Up' | 'Left';
}

export interface WritePlan {
  readonly patches: RangePatch[];
  readonly deletes: RangeDelete[];
}

/** A cell as written and the format it needs; undefined for cells sync never writes. */
function rawOf(
  write: CellWrite,
  wasDate: boolean,
): { raw: Raw; format: string | null } | undefined {
  const { value } = write;
  if (value === null) return { raw: '', format: null };
  if (typeof value === 'string') return { raw: value, format: TEXT_FORMAT };
  if (typeof value === 'number') return { raw: value, format: wasDate ? GENERAL_FORMAT : null };
  if (typeof value === 'boolean') return { raw: value, format: null };
  if (isDate(value)) {
    const serial = isoToSerial(value.date, 'excel-1900');
    if (serial === undefined) return undefined;
    return { raw: serial, format: value.date.includes('T') ? DATE_TIME_FORMAT : DATE_FORMAT };
  }
  // Formulas and untouchable cells are never written: values would replace what makes them so.
  return undefined;
}

const cellName = (row: number, column: number) => `${columnLetters(column + 1)}${row + 1}`;

function descending(indexes: readonly number[]): number[] {
  return [...new Set(indexes)].sort((a, b) => b - a);
}

export function planWrite(edits: SheetEdits, dateCells: ReadonlySet<string>): WritePlan {
  const writable = edits.writes.flatMap((write) => {
    const raw = rawOf(write, dateCells.has(`${write.row}:${write.column}`));
    return raw === undefined ? [] : [{ write, raw }];
  });
  const patches = runsByRow(writable).map((run): RangePatch => {
    const end = run.column + run.values.length - 1;
    const formats = run.values.map((cell) => cell.format);
    return {
      address: `${cellName(run.row, run.column)}:${cellName(run.row, end)}`,
      numberFormat: formats.some((format) => format !== null) ? [formats] : undefined,
      values: [run.values.map((cell) => cell.raw)],
    };
  });
  const deletes = [
    ...descending(edits.deleteRows).map((row) => ({
      address: `${row + 1}:${row + 1}`,
      shift: 'Up' as const,
    })),
    ...descending(edits.deleteColumns).map((column) => ({
      address: `${columnLetters(column + 1)}:${columnLetters(column + 1)}`,
      shift: 'Left' as const,
    })),
  ];
  return { patches, deletes };
}
