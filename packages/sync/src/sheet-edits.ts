import type { CellValue } from './cell';

/**
 * A sheet's cells as a connector reads them, from A1: row 0 is the header row, every row as long
 * as the widest (missing cells are null). Connectors speak only this; ids, columns and merges
 * are the engine's business.
 */
export type SheetCells = readonly (readonly CellValue[])[];

/** One cell to write, in sheet coordinates (0-based; row 0 is the header row). */
export interface CellWrite {
  readonly row: number;
  readonly column: number;
  readonly value: CellValue;
}

/**
 * What a run changes on one side, in the coordinates of the cells as read. A connector applies
 * the writes first (they may reach past the last row or column: the sheet grows to hold them),
 * then deletes rows and then columns, each in the coordinates before any delete. A connector
 * that cannot delete (a workbook keeps its formatting) clears instead: reading ignores rows and
 * columns with nothing in them.
 */
export interface SheetEdits {
  readonly writes: readonly CellWrite[];
  readonly deleteRows: readonly number[];
  readonly deleteColumns: readonly number[];
  /**
   * Columns to hide once written (Sheetwise's own `_sw_id`): people should not see or edit the
   * ids, but the column stays in the file so a sort or a copy carries them.
   */
  readonly hideColumns?: readonly number[];
}

export const noEdits = (): SheetEdits => ({ writes: [], deleteRows: [], deleteColumns: [] });

export const editsAreEmpty = (edits: SheetEdits): boolean =>
  edits.writes.length +
    edits.deleteRows.length +
    edits.deleteColumns.length +
    (edits.hideColumns?.length ?? 0) ===
  0;
