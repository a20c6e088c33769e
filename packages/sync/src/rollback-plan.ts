import { SIDES, type Grid, type NewRowId, type Side } from './grid';
import { mergeGrids } from './merge';
import { applyPatch } from './patch';
import { identifyRows, type RowIdentity } from './row-identity';
import type { SheetCells } from './sheet-edits';
import { planSideWrites, type SideWritePlan } from './sheet-edits-for';
import { locateTable } from './sheet-table';
import { columnIdsOf } from './column-ids';
import type { PairState } from './run-plan';

/** What a run left behind, enough to undo it. */
export interface RunRecord {
  /** Each side as the run read it, identified. */
  readonly before: Readonly<Record<Side, Grid>>;
  /** The base the run saved: what both sides held once it had written. */
  readonly after: PairState;
}

export type RollbackPlan =
  | { readonly ok: false; readonly refusal: string }
  | {
      readonly ok: true;
      readonly writes: Readonly<Record<Side, SideWritePlan>>;
      readonly expected: Readonly<Record<Side, Grid>>;
      /** Cells and rows changed since the run, which the rollback leaves as they are now. */
      readonly keptNewer: number;
      readonly columnIds: PairState['columnIds'];
    };

/**
 * Undoes a run on each side with the merge itself: against the state the run left (the base), a
 * side's current grid is one branch and its grid before the run the other, so whatever the run
 * wrote goes back while anything changed since the run stays (a conflict, kept and counted).
 */
export function planRollback(
  cells: Readonly<Record<Side, SheetCells>>,
  record: RunRecord,
  identity: RowIdentity,
  newId: NewRowId,
): RollbackPlan {
  const writes = {} as Record<Side, SideWritePlan>;
  const expected = {} as Record<Side, Grid>;
  const columnIds = {} as Record<Side, Record<string, string>>;
  let keptNewer = 0;
  for (const side of SIDES) {
    const located = locateTable(cells[side]);
    const known = new Map(Object.entries(record.after.columnIds[side]));
    const identified = identifyRows(located.table, known, identity, newId);
    if (!identified.ok) return { ok: false, refusal: identified.problem };
    const current = identified.grid;
    const undo = mergeGrids(record.after.base, current, record.before[side], { pair: 'manual' });
    keptNewer += undo.conflicts.length;
    const patch = undo.patches.google;
    writes[side] = planSideWrites({
      located,
      grid: current,
      patch,
      idsToWrite: [],
      rowIds: identity.kind === 'row-id',
    });
    expected[side] = applyPatch(current, patch);
    columnIds[side] = Object.fromEntries(columnIdsOf(expected[side]));
  }
  return { ok: true, writes, expected, keptNewer, columnIds };
}
