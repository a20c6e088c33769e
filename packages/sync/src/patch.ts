import type { CellValue } from './cell';
import type { Column, Grid, Row, Side } from './grid';

/** The exact changes for one side: only these cells, rows and columns are written. */
export interface SidePatch {
  readonly columnDeletes: string[];
  readonly columnAdds: Column[];
  readonly columnRenames: Column[];
  readonly rowDeletes: string[];
  readonly cellWrites: {
    readonly rowId: string;
    readonly columnId: string;
    readonly value: CellValue;
  }[];
  /** New rows, their cells by column id. */
  readonly rowInserts: {
    readonly rowId: string;
    readonly cells: Readonly<Record<string, CellValue>>;
  }[];
}

export const emptyPatch = (): SidePatch => ({
  columnDeletes: [],
  columnAdds: [],
  columnRenames: [],
  rowDeletes: [],
  cellWrites: [],
  rowInserts: [],
});

/** How many cells a patch writes, counting inserted rows' cells: the figure a run reports. */
export function cellsWritten(patch: SidePatch): number {
  return (
    patch.cellWrites.length +
    patch.rowInserts.reduce((sum, insert) => sum + Object.keys(insert.cells).length, 0)
  );
}

export const patchIsEmpty = (patch: SidePatch): boolean =>
  patch.columnDeletes.length +
    patch.columnAdds.length +
    patch.columnRenames.length +
    patch.rowDeletes.length +
    patch.cellWrites.length +
    patch.rowInserts.length ===
  0;

/**
 * `grid` with `patch` applied, as a connector would write it: deletes, then added columns at the
 * end, renames, cell writes and new rows at the end. Throws on a write to a row or column that
 * is not there, which would be a bug in the merge.
 */
export function applyPatch(grid: Grid, patch: SidePatch): Grid {
  const deletedColumns = new Set(patch.columnDeletes);
  const renames = new Map(patch.columnRenames.map((column) => [column.id, column.header]));
  const keptIndexes = grid.columns.flatMap((column, index) =>
    deletedColumns.has(column.id) ? [] : [index],
  );
  const columns: Column[] = [
    ...keptIndexes.map((index) => {
      const column = grid.columns[index] as Column;
      return { id: column.id, header: renames.get(column.id) ?? column.header };
    }),
    ...patch.columnAdds,
  ];
  const position = new Map(columns.map((column, index) => [column.id, index]));
  const deletedRows = new Set(patch.rowDeletes);
  const rows: { id: string; cells: CellValue[] }[] = grid.rows
    .filter((row) => !deletedRows.has(row.id))
    .map((row) => ({
      id: row.id,
      cells: [
        ...keptIndexes.map((index) => row.cells[index] ?? null),
        ...patch.columnAdds.map(() => null),
      ],
    }));
  const rowIndex = new Map(rows.map((row, index) => [row.id, index]));
  for (const write of patch.cellWrites) {
    const row = rows[rowIndex.get(write.rowId) ?? -1];
    const column = position.get(write.columnId);
    if (!row || column === undefined) throw new Error(`No cell ${write.rowId}/${write.columnId}`);
    row.cells[column] = write.value;
  }
  for (const insert of patch.rowInserts) {
    if (rowIndex.has(insert.rowId)) throw new Error(`Row ${insert.rowId} is already there`);
    rows.push({
      id: insert.rowId,
      cells: columns.map((column) => insert.cells[column.id] ?? null),
    });
  }
  return { columns, rows: rows satisfies Row[] };
}

export type SidePatches = Readonly<Record<Side, SidePatch>>;
