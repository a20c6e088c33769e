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
  const conflicts: Conflict[] = [];
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
  /** A next-base row: the merged cells, then the base's cells of columns deleted on one side. */
  const nextRow = (id: string, cells: CellValue[], baseRow: Row | undefined): Row => {
    for (const column of columns.deleted) cells.push(cellOf(baseRow, column.base));
    return { id, cells };
  };

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
      if (value === null) continue;
      // The same cells a cell write never makes: left out of the new row and reported.
      const blocked = isFormula(value)
        ? 'formula'
        : isUntouchable(value)
          ? 'untouchable'
          : side === 'excel' && !fitsExcel(value)
            ? 'wont-fit'
            : undefined;
      if (blocked) conflicts.push({ kind: blocked, rowId: id, columnId: column.id, [from]: value });
      else cells[column.id] = value;
    }
    patches[side].rowInserts.push({ rowId: id, cells });
    nextRows.push(
      nextRow(
        id,
        columns.live.map((column) => cells[column.id] ?? null),
        rows.base,
      ),
    );
  };

  const mergeRow = (id: string) => {
    const rows = {
      base: byId.base.get(id),
      google: byId.google.get(id),
      excel: byId.excel.get(id),
    };
    if (!rows.google || !rows.excel) {
      if (!rows.google && !rows.excel) return;
      const keeper: Side = rows.google ? 'google' : 'excel';
      const gone = otherSide(keeper);
      if (!rows.base) {
        insertInto(gone, keeper, rows, id);
        return;
      }
      // A column deleted on the other side counts: its edit must not vanish with the row.
      const edited = [...columns.live, ...columns.deleted].some((column) => {
        const cells = cellsOf(rows, column);
        return column[keeper] !== undefined && !sameCell(cells[keeper], cells.base);
      });
      if (!edited) {
        patches[keeper].rowDeletes.push(id);
        return;
      }
      const conflict: Conflict = { kind: 'edit-vs-delete', rowId: id, deletedOn: gone };
      const chosen = winner(policy.pair);
      if (!chosen) {
        conflicts.push(conflict);
        const baseRow = rows.base;
        nextRows.push(
          nextRow(
            id,
            columns.live.map((column) => cellOf(baseRow, column.base)),
            baseRow,
          ),
        );
      } else if (chosen === gone) {
        resolved.push({ ...conflict, won: chosen });
        patches[keeper].rowDeletes.push(id);
      } else {
        resolved.push({ ...conflict, won: chosen });
        insertInto(gone, keeper, rows, id);
      }
      return;
    }
    const cells = columns.live.map((column) => {
      const before = cellOf(rows.base, column.base);
      const [google, excel] = [
        cellOf(rows.google, column.google),
        cellOf(rows.excel, column.excel),
      ];
      // Most cells changed on neither side: settle them without building a comparison.
      if (sameCell(google, before) && sameCell(excel, before)) return before;
      return mergeCell(id, column, { base: before, google, excel }, !rows.base);
    });
    nextRows.push(nextRow(id, cells, rows.base));
  };
  // Every id once, in base order and then as each side added them, without a set of all ids.
  for (const row of base.rows) mergeRow(row.id);
  for (const row of google.rows) if (!byId.base.has(row.id)) mergeRow(row.id);
  for (const row of excel.rows) {
    if (!byId.base.has(row.id) && !byId.google.has(row.id)) mergeRow(row.id);
  }

  const dropped = new Set<number>();
  columns.deleted.forEach((column, position) => {
    const keeper = otherSide(column.deletedOn);
    const gone = new Set(patches[keeper].rowDeletes);
    const stillEdited =
      column.renamed ||
      grids[keeper].rows.some(
        (row) =>
          !gone.has(row.id) &&
          !sameCell(cellOf(row, column[keeper]), cellOf(byId.base.get(row.id), column.base)),
      );
    if (stillEdited) {
      conflicts.push({
        kind: 'column-deleted-vs-edited',
        columnId: column.id,
        deletedOn: column.deletedOn,
      });
    } else {
      patches[keeper].columnDeletes.push(column.id);
      dropped.add(columns.live.length + position);
    }
  });
  const kept = <T>(items: T[]) =>
    dropped.size ? items.filter((_, index) => !dropped.has(index)) : items;
  const nextColumns: Column[] = kept(
    [...columns.live, ...columns.deleted].map(({ id, header }) => ({ id, header })),
  );
  const rows = dropped.size
    ? nextRows.map((row) => ({ id: row.id, cells: kept([...row.cells]) }))
    : nextRows;
  return { patches, conflicts, resolved, nextBase: { columns: nextColumns, rows } };
}
