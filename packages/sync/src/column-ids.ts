import { sameCell } from './cell';
import { columnIndex, rowsById, type Grid } from './grid';

/** Share of a vanished column's cells a new header's cells must repeat to be that column renamed. */
export const RENAME_MATCH_SHARE = 0.8;

/** The id a header no run has seen gets: the same header added on both sides is one column. */
export const newColumnId = (header: string) => `header:${header}`;

/** A side's header → column id map, to store after a run so the next read finds its columns. */
export const columnIdsOf = (grid: Grid): Map<string, string> =>
  new Map(grid.columns.map((column) => [column.header, column.id]));

/**
 * Gives renamed columns their stored ids back. A sheet keeps no ids for its columns, so a header
 * that is new on this side while a base column vanished from it is that column renamed when its
 * cells repeat the vanished column's cells row for row (by row id, so sorting does not matter).
 * Anything else is an added column and a deleted one, which the merge handles.
 */
export function recognizeRenames(grid: Grid, base: Grid): Grid {
  const present = new Set(grid.columns.map((column) => column.id));
  const baseAt = columnIndex(base);
  const vanished = base.columns.filter((column) => !present.has(column.id));
  const unknown = grid.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !baseAt.has(column.id));
  if (vanished.length === 0 || unknown.length === 0) return grid;
  const baseRows = rowsById(base);
  const shared = grid.rows.filter((row) => baseRows.has(row.id));
  if (shared.length === 0) return grid;
  const renamed = new Map<number, string>();
  for (const old of vanished) {
    const oldIndex = baseAt.get(old.id) ?? -1;
    let best: { index: number; share: number } | undefined;
    for (const { index } of unknown) {
      if (renamed.has(index)) continue;
      const same = shared.filter((row) =>
        sameCell(row.cells[index], baseRows.get(row.id)?.cells[oldIndex]),
      ).length;
      const share = same / shared.length;
      if (share >= RENAME_MATCH_SHARE && (!best || share > best.share)) best = { index, share };
    }
    if (best) renamed.set(best.index, old.id);
  }
  if (renamed.size === 0) return grid;
  return {
    rows: grid.rows,
    columns: grid.columns.map((column, index) => ({
      id: renamed.get(index) ?? column.id,
      header: column.header,
    })),
  };
}
