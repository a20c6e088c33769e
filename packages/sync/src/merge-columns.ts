import { sameCell } from './cell';
import { columnIndex, rowsById, SIDES, otherSide, type Grid, type Side } from './grid';
import type { SidePatches } from './patch';
import { winner, type MergePolicy } from './policy';

/** A column the merge works on, with where it sits in each grid (undefined: not there yet). */
export interface LiveColumn {
  readonly id: string;
  readonly header: string;
  readonly base: number | undefined;
  readonly google: number | undefined;
  readonly excel: number | undefined;
}

export interface ColumnMerge {
  readonly live: LiveColumn[];
  /** Base columns deleted on one side and edited on the other: kept in the base, left alone. */
  readonly held: { readonly id: string; readonly header: string; readonly base: number }[];
  readonly deletedVsEdited: { readonly columnId: string; readonly deletedOn: Side }[];
}

function editedIn(columnId: string, base: Grid, side: Grid): boolean {
  const baseAt = columnIndex(base).get(columnId) ?? -1;
  const sideAt = columnIndex(side).get(columnId) ?? -1;
  const baseRows = rowsById(base);
  return side.rows.some((row) => {
    const before = baseRows.get(row.id);
    return before !== undefined && !sameCell(before.cells[baseAt], row.cells[sideAt]);
  });
}

/** Columns by stored id: added ones are added to the other side, removed ones removed, renames follow. */
export function mergeColumns(
  grids: Readonly<Record<'base' | Side, Grid>>,
  policy: MergePolicy,
  patches: SidePatches,
): ColumnMerge {
  const at = {
    base: columnIndex(grids.base),
    google: columnIndex(grids.google),
    excel: columnIndex(grids.excel),
  };
  const ids = [
    ...new Set(
      [...grids.base.columns, ...grids.google.columns, ...grids.excel.columns].map((c) => c.id),
    ),
  ];
  const result: ColumnMerge = { live: [], held: [], deletedVsEdited: [] };
  for (const id of ids) {
    const base = at.base.get(id);
    const header = (side: 'base' | Side) => grids[side].columns[at[side].get(id) ?? -1]?.header;
    const missing = SIDES.filter((side) => !at[side].has(id));
    if (base !== undefined && missing.length === 2) continue;
    if (base !== undefined && missing.length === 1) {
      const deletedOn = missing[0] as Side;
      const keeper = otherSide(deletedOn);
      if (editedIn(id, grids.base, grids[keeper])) {
        result.deletedVsEdited.push({ columnId: id, deletedOn });
        result.held.push({ id, header: header('base') ?? '', base });
      } else {
        patches[keeper].columnDeletes.push(id);
      }
      continue;
    }
    const changed = SIDES.filter((side) => at[side].has(id) && header(side) !== header('base'));
    let merged = header('base') ?? header('google') ?? header('excel') ?? '';
    if (base !== undefined && changed.length > 0) {
      const agreed = changed.length === 1 || header('google') === header('excel');
      const from = agreed ? changed[0] : winner(policy.columns?.[id] ?? policy.pair);
      if (from) {
        merged = header(from) ?? merged;
        const to = otherSide(from);
        if (header(to) !== merged) patches[to].columnRenames.push({ id, header: merged });
      }
    }
    for (const side of missing) patches[side].columnAdds.push({ id, header: merged });
    result.live.push({
      id,
      header: merged,
      base,
      google: at.google.get(id),
      excel: at.excel.get(id),
    });
  }
  return result;
}
