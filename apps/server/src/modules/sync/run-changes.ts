import { MAX_LISTED_RUN_CHANGES, type SyncChange } from '@sheetwise/contracts';
import {
  SIDES,
  columnIndex,
  otherSide,
  type CellValue,
  type Conflict,
  type Grid,
  type LocatedTable,
  type Side,
  type SidePatch,
} from '@sheetwise/sync';
import { cellView } from './present';

/** Where rows sit on each side, to name them as a person sees them: by their sheet row number. */
export interface RowPlaces {
  readonly grids: Readonly<Record<Side, Grid>>;
  readonly located: Readonly<Record<Side, LocatedTable>>;
}

function rowNumbers(places: RowPlaces, side: Side): Map<string, number> {
  const { rowAt } = places.located[side];
  return new Map(places.grids[side].rows.map((row, index) => [row.id, (rowAt[index] ?? 0) + 1]));
}

/** "Google row 5 · Excel row 7", or one side's, for a row id. */
export function rowLabeller(places: RowPlaces): (rowId: string | undefined) => string | null {
  const numbers = { google: rowNumbers(places, 'google'), excel: rowNumbers(places, 'excel') };
  return (rowId) => {
    if (rowId === undefined) return null;
    const parts = SIDES.flatMap((side) => {
      const number = numbers[side].get(rowId);
      return number === undefined
        ? []
        : [`${side === 'google' ? 'Google' : 'Excel'} row ${number}`];
    });
    return parts.length ? parts.join(' · ') : null;
  };
}

export function headerOf(grids: readonly Grid[], columnId: string | undefined): string | null {
  if (columnId === undefined) return null;
  for (const grid of grids) {
    const found = grid.columns.find((column) => column.id === columnId);
    if (found) return found.header;
  }
  return null;
}

/** The changes a run wrote, side by side with what each cell held before; listed up to a limit. */
export function describeChanges(
  places: RowPlaces,
  patches: Readonly<Record<Side, SidePatch>>,
): { changes: SyncChange[]; total: number } {
  const changes: SyncChange[] = [];
  let total = 0;
  const add = (change: SyncChange) => {
    total += 1;
    if (changes.length < MAX_LISTED_RUN_CHANGES) changes.push(change);
  };
  for (const side of SIDES) {
    const grid = places.grids[side];
    const at = columnIndex(grid);
    const rows = new Map(grid.rows.map((row) => [row.id, row]));
    const numbers = rowNumbers(places, side);
    const label = (rowId: string) => {
      const number = numbers.get(rowId);
      return number === undefined ? null : `Row ${number}`;
    };
    const header = (columnId: string) => headerOf([grid, places.grids[otherSide(side)]], columnId);
    const patch = patches[side];
    for (const column of patch.columnAdds) add(entry(side, 'column-added', null, column.header));
    for (const column of patch.columnRenames) {
      add({
        ...entry(side, 'column-renamed', null, header(column.id)),
        after: cellView(column.header),
      });
    }
    for (const id of patch.columnDeletes) add(entry(side, 'column-deleted', null, header(id)));
    for (const write of patch.cellWrites) {
      const before: CellValue = rows.get(write.rowId)?.cells[at.get(write.columnId) ?? -1] ?? null;
      add({
        ...entry(side, 'cell', label(write.rowId), header(write.columnId)),
        before: cellView(before),
        after: cellView(write.value),
      });
    }
    patch.rowInserts.forEach((insert, index) => {
      const number = places.located[side].height + index + 1;
      add(entry(side, 'row-added', `Row ${number}`, null));
    });
    for (const id of patch.rowDeletes) add(entry(side, 'row-deleted', label(id), null));
  }
  return { changes, total };
}

function entry(
  side: Side,
  kind: SyncChange['kind'],
  row: string | null,
  column: string | null,
): SyncChange {
  return { side, kind, row, column, before: null, after: null };
}

/** A conflict's row for the database, its cells kept as the sides held them. */
export function conflictValues(conflict: Conflict) {
  const json = (value: CellValue | undefined) =>
    value === undefined ? null : JSON.stringify(value);
  return {
    kind: conflict.kind,
    row_id: conflict.rowId ?? null,
    column_id: conflict.columnId ?? null,
    base: json(conflict.base),
    google: json(conflict.google),
    excel: json(conflict.excel),
    deleted_on: conflict.deletedOn ?? null,
  };
}
