import { isoToSerial } from '@sheetwise/sync';

/**
 * The development spreadsheet service's spreadsheets, as stored (one JSON document each) and
 * edited. Cells hold what Google calls the user-entered value: a formula keeps its text and is
 * never computed here, so its value reads as empty.
 */
export type NumberFormatType = 'DATE' | 'DATE_TIME' | 'TIME' | 'NUMBER' | 'TEXT';

export interface DevCell {
  readonly value: string | number | boolean | null;
  readonly formula?: string;
  readonly format?: NumberFormatType;
}

export interface GridRange {
  readonly sheetId: number;
  readonly startRowIndex: number;
  readonly endRowIndex: number;
  readonly startColumnIndex: number;
  readonly endColumnIndex: number;
}

export type Dimension = 'ROWS' | 'COLUMNS';

export interface DimensionRange {
  readonly sheetId: number;
  readonly dimension: Dimension;
  readonly startIndex: number;
  readonly endIndex: number;
}

export interface DevMetadata {
  readonly metadataId: number;
  readonly metadataKey: string;
  readonly metadataValue: string;
  readonly location: { readonly dimensionRange: DimensionRange };
  readonly visibility: string;
}

export interface DevSheet {
  sheetId: number;
  title: string;
  rowCount: number;
  columnCount: number;
  /** By `row:column`, 0-based. */
  cells: Record<string, DevCell>;
  merges: GridRange[];
  metadata: DevMetadata[];
  /** Columns hidden by the user (0-based); absent on sheets stored before columns could hide. */
  hiddenColumns?: number[];
}

export const NEW_SHEET_ROWS = 100;
export const NEW_SHEET_COLUMNS = 26;

export function newSheet(sheetId: number, title: string): DevSheet {
  return {
    sheetId,
    title,
    rowCount: NEW_SHEET_ROWS,
    columnCount: NEW_SHEET_COLUMNS,
    cells: {},
    merges: [],
    metadata: [],
    hiddenColumns: [],
  };
}

export const cellKey = (row: number, column: number): string => `${row}:${column}`;

export function cellAt(sheet: DevSheet, row: number, column: number): DevCell | undefined {
  return sheet.cells[cellKey(row, column)];
}

export function setCell(sheet: DevSheet, row: number, column: number, cell: DevCell): void {
  const key = cellKey(row, column);
  if (cell.value === null && cell.formula === undefined && cell.format === undefined) {
    // A key cannot be a prototype name: it is always `digits:digits`.
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete sheet.cells[key];
  } else {
    sheet.cells[key] = cell;
  }
}

/** The used extent: rows and columns up to the last one holding anything. */
export function usedExtent(sheet: DevSheet): { rows: number; columns: number } {
  let rows = 0;
  let columns = 0;
  for (const key of Object.keys(sheet.cells)) {
    const [row = 0, column = 0] = key.split(':').map(Number);
    rows = Math.max(rows, row + 1);
    columns = Math.max(columns, column + 1);
  }
  return { rows, columns };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A cell as a person typed it, read as Google reads typing (USER_ENTERED): `=` starts a formula,
 * a leading `'` keeps the rest as text, TRUE and FALSE are booleans, digits are numbers (so
 * 00001 becomes 1) and a date like 2024-03-01 is a date serial with a date format.
 */
export function typedCell(entry: string): DevCell {
  if (entry === '') return { value: null };
  if (entry.startsWith("'")) return { value: entry.slice(1) };
  if (entry.startsWith('=') && entry.length > 1) return { value: null, formula: entry };
  if (/^(true|false)$/i.test(entry)) return { value: entry.toLowerCase() === 'true' };
  if (NUMBER.test(entry)) return { value: Number(entry) };
  const serial = ISO_DATE.test(entry) ? isoToSerial(entry, 'sheets') : undefined;
  if (serial !== undefined) return { value: serial, format: 'DATE' };
  return { value: entry };
}

/** Whether `grid` fits the sheet's grid; Google refuses writes past it. */
export function withinGrid(sheet: DevSheet, row: number, column: number): boolean {
  return row >= 0 && column >= 0 && row < sheet.rowCount && column < sheet.columnCount;
}
