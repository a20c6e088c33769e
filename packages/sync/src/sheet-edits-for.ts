import { columnLetters } from './a1';
import type { CellValue } from './cell';
import { ROW_ID_HEADER, type Grid } from './grid';
import type { SidePatch } from './patch';
import type { CellWrite, SheetEdits } from './sheet-edits';
import type { LocatedTable } from './sheet-table';

/** What one side is to be written, in two steps: new rows' ids first, then the data. */
export interface SideWritePlan {
  /**
   * Ids of rows that had none, written (and read back) before any data: a run cut short after
   * copying a row elsewhere then finds the id on both sides, never copies it twice.
   */
  readonly ids: SheetEdits;
  readonly data: SheetEdits;
}

export interface PlanInput {
  readonly located: LocatedTable;
  /** The side's grid as identified, its rows in the table's order. */
  readonly grid: Grid;
  readonly patch: SidePatch;
  /** Table rows whose `_sw_id` cell gets this id. */
  readonly idsToWrite: readonly { readonly rowIndex: number; readonly id: string }[];
  /** Whether rows carry `_sw_id` cells (no key column): inserted rows get theirs too. */
  readonly rowIds: boolean;
}

/** Turns a merge's patch for one side into cell writes and deletes at the side's positions. */
export function planSideWrites({
  located,
  grid,
  patch,
  idsToWrite,
  rowIds,
}: PlanInput): SideWritePlan {
  const { table, rowAt, columnAt } = located;
  const idIndex = table.headers.indexOf(ROW_ID_HEADER);
  const ids: CellWrite[] = [];
  let nextColumn = located.width;
  let idColumn = idIndex >= 0 ? (columnAt[idIndex] as number) : -1;
  const addsIdColumn = rowIds && idColumn < 0;
  if (addsIdColumn) {
    idColumn = nextColumn;
    nextColumn += 1;
    ids.push({ row: 0, column: idColumn, value: ROW_ID_HEADER });
  }
  for (const { rowIndex, id } of idsToWrite) {
    ids.push({ row: rowAt[rowIndex] as number, column: idColumn, value: id });
  }

  const dataIndexes = table.headers.flatMap((_, index) => (index === idIndex ? [] : [index]));
  const columnOf = new Map(
    grid.columns.map((column, index) => [
      column.id,
      columnAt[dataIndexes[index] as number] as number,
    ]),
  );
  const writes: CellWrite[] = [];
  for (const column of patch.columnAdds) {
    columnOf.set(column.id, nextColumn);
    writes.push({ row: 0, column: nextColumn, value: column.header });
    nextColumn += 1;
  }
  for (const column of patch.columnRenames) {
    writes.push({ row: 0, column: position(columnOf, column.id), value: column.header });
  }
  const rowOf = new Map(grid.rows.map((row, index) => [row.id, rowAt[index] as number]));
  for (const write of patch.cellWrites) {
    writes.push({
      row: position(rowOf, write.rowId),
      column: position(columnOf, write.columnId),
      value: write.value,
    });
  }
  let nextRow = located.height;
  for (const insert of patch.rowInserts) {
    for (const [columnId, value] of Object.entries<CellValue>(insert.cells)) {
      writes.push({ row: nextRow, column: position(columnOf, columnId), value });
    }
    if (rowIds) writes.push({ row: nextRow, column: idColumn, value: insert.rowId });
    nextRow += 1;
  }
  return {
    ids: {
      writes: ids,
      deleteRows: [],
      deleteColumns: [],
      ...(addsIdColumn ? { hideColumns: [idColumn] } : {}),
    },
    data: {
      writes,
      deleteRows: patch.rowDeletes.map((id) => position(rowOf, id)).sort((a, b) => b - a),
      deleteColumns: patch.columnDeletes.map((id) => position(columnOf, id)).sort((a, b) => b - a),
    },
  };
}

function position(map: ReadonlyMap<string, number>, id: string): number {
  const found = map.get(id);
  // The merge only names rows and columns it read from this side: a miss is a bug, never a guess.
  if (found === undefined) throw new Error(`No position for ${id}`);
  return found;
}

/** The A1 range that holds every write and delete of `edits`; null when there are none. */
export function editedRange(edits: SheetEdits): string | null {
  const box = { top: Infinity, bottom: -1, left: Infinity, right: -1 };
  const take = (row: number | undefined, column: number | undefined) => {
    if (row !== undefined)
      [box.top, box.bottom] = [Math.min(box.top, row), Math.max(box.bottom, row)];
    if (column !== undefined)
      [box.left, box.right] = [Math.min(box.left, column), Math.max(box.right, column)];
  };
  for (const write of edits.writes) take(write.row, write.column);
  for (const row of edits.deleteRows) take(row, undefined);
  for (const column of edits.deleteColumns) take(undefined, column);
  if (box.bottom < 0 && box.right < 0) return null;
  const [top, bottom] = box.bottom < 0 ? [0, 0] : [box.top, box.bottom];
  const [left, right] = box.right < 0 ? [0, 0] : [box.left, box.right];
  return `${columnLetters(left + 1)}${top + 1}:${columnLetters(right + 1)}${bottom + 1}`;
}
