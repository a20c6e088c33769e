import { columnIndex, SIDES, otherSide, type Grid, type Side } from './grid';
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

/** A base column deleted on one side: removed from the other unless that side still edits it. */
export interface DeletedColumn extends LiveColumn {
  readonly deletedOn: Side;
  /** Renamed on the side that kept it, which counts as an edit. */
  readonly renamed: boolean;
}

export interface ColumnMerge {
  readonly live: LiveColumn[];
  /** Decided once the rows are, since an edit only counts in a row that stays. */
  readonly deleted: DeletedColumn[];
}

/** Columns by stored id: added ones are added to the other side, renames follow, deletions wait for the rows. */
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
  const result: ColumnMerge = { live: [], deleted: [] };
  for (const id of ids) {
    const base = at.base.get(id);
    const header = (side: 'base' | Side) => grids[side].columns[at[side].get(id) ?? -1]?.header;
    const missing = SIDES.filter((side) => !at[side].has(id));
    if (base !== undefined && missing.length === 2) continue;
    if (base !== undefined && missing.length === 1) {
      const deletedOn = missing[0] as Side;
      result.deleted.push({
        id,
        header: header('base') ?? '',
        base,
        google: at.google.get(id),
        excel: at.excel.get(id),
        deletedOn,
        renamed: header(otherSide(deletedOn)) !== header('base'),
      });
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
