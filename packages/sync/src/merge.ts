import { fitsExcel, isFormula, isUntouchable, sameCell, type CellValue } from './cell';
import { rowsById, SIDES, otherSide, type Column, type Grid, type Row, type Side } from './grid';
import { mergeColumns, type LiveColumn } from './merge-columns';
import { emptyPatch, type SidePatches } from './patch';
import { columnPolicy, winner, type MergePolicy } from './policy';

export type ConflictKind =
  | 'both-edited'
  | 'insert-both'
  | 'edit-vs-delete'
  | 'column-deleted-vs-edited'
  | 'formula'
  | 'untouchable'
  | 'wont-fit';

/** Something the merge did not write; `columnId` is absent for a whole row. */
export interface Conflict {
  readonly kind: ConflictKind;
  readonly rowId?: string;
  readonly columnId?: string;
  readonly base?: CellValue;
  readonly google?: CellValue;
  readonly excel?: CellValue;
  readonly deletedOn?: Side;
}

export interface MergeResult {
  readonly patches: SidePatches;
  /** Waiting for the user: nothing was written for these. */
  readonly conflicts: Conflict[];
  /** Settled by the policy, shown so the user can see what lost. */
  readonly resolved: (Conflict & { readonly won: Side })[];
  /** The base to store once both patches are written and read back. */
  readonly nextBase: Grid;
}

type Cells = Readonly<Record<'base' | Side, CellValue>>;

/**
 * The three-way, cell-level merge of both sides against the base of the last run. Per cell: one
 * side changed, take it; both to the same value, nothing; both differently, a conflict for the
 * policy or the user. Formula and untouchable cells are never written, and text too long for
 * Excel is never cut. Rows and columns are matched by id only, never by position.
 */
export function mergeGrids(
  base: Grid,
  google: Grid,
  excel: Grid,
  policy: MergePolicy,
): MergeResult {
  const grids = { base, google, excel };
  const patches: SidePatches = { google: emptyPatch(), excel: emptyPatch() };
  const columns = mergeColumns(grids, policy, patches);
  const conflicts: Conflict[] = columns.deletedVsEdited.map(({ columnId, deletedOn }) => ({
    kind: 'column-deleted-vs-edited',
    columnId,
    deletedOn,
  }));
  const resolved: MergeResult['resolved'] = [];
  const byId = { base: rowsById(base), google: rowsById(google), excel: rowsById(excel) };
  const nextRows: Row[] = [];
  const cellOf = (row: Row | undefined, index: number | undefined): CellValue =>
    (index === undefined ? null : row?.cells[index]) ?? null;
  const cellsOf = (rows: Record<'base' | Side, Row | undefined>, column: LiveColumn): Cells => ({
    base: cellOf(rows.base, column.base),
    google: cellOf(rows.google, column.google),
    excel: cellOf(rows.excel, column.excel),
  });
  const heldCells = (row: Row | undefined) =>
    columns.held.map((column) => cellOf(row, column.base));

  const mergeCell = (
    rowId: string,
    column: LiveColumn,
    cells: Cells,
    isNew: boolean,
  ): CellValue => {
    const changed = SIDES.filter((side) => !sameCell(cells[side], cells.base));
    if (changed.length === 0 || sameCell(cells.google, cells.excel))
      return changed.length ? cells.google : cells.base;
    const conflict = { rowId, columnId: column.id, ...cells };
    const all = [cells.base, cells.google, cells.excel];
    const blocked = all.some(isFormula)
      ? 'formula'
      : all.some(isUntouchable)
        ? 'untouchable'
        : undefined;
    if (blocked) {
      conflicts.push({ ...conflict, kind: blocked });
      return cells.base;
    }
    const chosen = changed.length === 1 ? changed[0] : winner(columnPolicy(policy, column.id));
    const kind = isNew ? 'insert-both' : 'both-edited';
    if (!chosen) {
      conflicts.push({ ...conflict, kind });
      return cells.base;
    }
    const value = cells[chosen];
    if (otherSide(chosen) === 'excel' && !fitsExcel(value)) {
      conflicts.push({ ...conflict, kind: 'wont-fit' });
      return cells.base;
    }
    patches[otherSide(chosen)].cellWrites.push({ rowId, columnId: column.id, value });
    if (changed.length === 2) resolved.push({ ...conflict, kind, won: chosen });
    return value;
  };

  const insertInto = (
    side: Side,
    from: Side,
    rows: Record<'base' | Side, Row | undefined>,
    id: string,
  ) => {
    const cells: Record<string, CellValue> = {};
    for (const column of columns.live) {
      const value = cellsOf(rows, column)[from];
      if (value !== null) cells[column.id] = value;
    }
    patches[side].rowInserts.push({ rowId: id, cells });
    nextRows.push({
      id,
      cells: [...columns.live.map((column) => cells[column.id] ?? null), ...heldCells(rows.base)],
    });
  };

  const ids = new Set([...base.rows, ...google.rows, ...excel.rows].map((row) => row.id));
  for (const id of ids) {
    const rows = {
      base: byId.base.get(id),
      google: byId.google.get(id),
      excel: byId.excel.get(id),
    };
    const present = SIDES.filter((side) => rows[side] !== undefined);
    if (present.length === 0) continue;
    if (present.length === 1) {
      const keeper = present[0] as Side;
      const gone = otherSide(keeper);
      if (!rows.base) {
        insertInto(gone, keeper, rows, id);
        continue;
      }
      const edited = columns.live.some((column) => {
        const cells = cellsOf(rows, column);
        return !sameCell(cells[keeper], cells.base);
      });
      if (!edited) {
        patches[keeper].rowDeletes.push(id);
        continue;
      }
      const conflict: Conflict = { kind: 'edit-vs-delete', rowId: id, deletedOn: gone };
      const chosen = winner(policy.pair);
      if (!chosen) {
        conflicts.push(conflict);
        nextRows.push(rows.base);
      } else if (chosen === gone) {
        resolved.push({ ...conflict, won: chosen });
        patches[keeper].rowDeletes.push(id);
      } else {
        resolved.push({ ...conflict, won: chosen });
        insertInto(gone, keeper, rows, id);
      }
      continue;
    }
    const cells = columns.live.map((column) =>
      mergeCell(id, column, cellsOf(rows, column), !rows.base),
    );
    nextRows.push({ id, cells: [...cells, ...heldCells(rows.base)] });
  }

  const nextColumns: Column[] = [
    ...columns.live.map(({ id, header }) => ({ id, header })),
    ...columns.held.map(({ id, header }) => ({ id, header })),
  ];
  return { patches, conflicts, resolved, nextBase: { columns: nextColumns, rows: nextRows } };
}
