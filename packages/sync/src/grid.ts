import type { CellValue } from './cell';

export type Side = 'google' | 'excel';
export const SIDES: readonly Side[] = ['google', 'excel'];
export const otherSide = (side: Side): Side => (side === 'google' ? 'excel' : 'google');

/** A column tracked by the id stored at the first link, so renames and moves keep it. */
export interface Column {
  readonly id: string;
  readonly header: string;
}

/** A row by its identity (`_sw_id` or the user's key), its cells aligned with the grid's columns. */
export interface Row {
  readonly id: string;
  readonly cells: readonly CellValue[];
}

/** One side's table (or the base snapshot), in that side's own column and row order. */
export interface Grid {
  readonly columns: readonly Column[];
  readonly rows: readonly Row[];
}

/** A table as read, before rows have identities: a header row and the cells under it. */
export interface RawTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly CellValue[])[];
}

/** The hidden column Sheetwise adds at the first link; its ids are the truth on both sides. */
export const ROW_ID_HEADER = '_sw_id';

/** Makes a fresh row id; injected so that tests are deterministic (production passes `uuidV7`). */
export type NewRowId = () => string;

/** Why headers cannot be used: blank or repeated ones make columns impossible to tell apart. */
export function headerProblem(headers: readonly string[]): string | undefined {
  const names = headers.map((header) => header.trim());
  const blank = names.findIndex((name) => name === '');
  if (blank >= 0) return `Column ${blank + 1} has no header.`;
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  return repeated === undefined ? undefined : `The header "${repeated}" is used twice.`;
}

/** The index of each column id in `grid`. */
export function columnIndex(grid: Grid): Map<string, number> {
  return new Map(grid.columns.map((column, index) => [column.id, index]));
}

/** Each row of `grid` by its id. */
export function rowsById(grid: Grid): Map<string, Row> {
  return new Map(grid.rows.map((row) => [row.id, row]));
}
