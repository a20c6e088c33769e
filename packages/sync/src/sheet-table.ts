import type { CellValue } from './cell';
import type { RawTable } from './grid';
import type { SheetCells } from './sheet-edits';

/** A table found in a sheet, with where each of its rows and columns sits in the sheet. */
export interface LocatedTable {
  readonly table: RawTable;
  /** The sheet row (0-based, the header row being 0) of each table row. */
  readonly rowAt: readonly number[];
  /** The sheet column (0-based) of each header. */
  readonly columnAt: readonly number[];
  /** The sheet's used size: the next free row and column, where new ones go. */
  readonly height: number;
  readonly width: number;
}

const blank = (value: CellValue | undefined) =>
  value === null || value === undefined || value === '';

/**
 * The table in a sheet's cells: row 0 holds the headers; rows and columns with nothing in them
 * are left out, since a workbook cannot delete them and only clears (SheetEdits). A column with a
 * blank header but values stays, so that `headerProblem` can refuse it.
 */
export function locateTable(cells: SheetCells): LocatedTable {
  const header = cells[0] ?? [];
  const width = cells.reduce((widest, row) => Math.max(widest, row.length), 0);
  const columnAt: number[] = [];
  for (let column = 0; column < width; column += 1) {
    if (!blank(header[column]) || cells.some((row) => !blank(row[column]))) columnAt.push(column);
  }
  const rowAt: number[] = [];
  const rows: CellValue[][] = [];
  for (let row = 1; row < cells.length; row += 1) {
    const source = cells[row] ?? [];
    if (columnAt.every((column) => blank(source[column]))) continue;
    rowAt.push(row);
    rows.push(columnAt.map((column) => source[column] ?? null));
  }
  const headers = columnAt.map((column) => headerText(header[column]));
  return { table: { headers, rows }, rowAt, columnAt, height: cells.length, width };
}

/** A header as text: a number or date typed as a header still names its column. */
function headerText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('date' in value) return value.date;
    if ('formula' in value) return headerText(value.result);
    return headerText(value.shown);
  }
  return String(value);
}
