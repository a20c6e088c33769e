import { cellFingerprint, type CellValue } from './cell';
import { columnIdsOf, newColumnId, recognizeRenames } from './column-ids';
import { firstLinkGrids, previewFirstLink, type FirstLinkPreview } from './first-link';
import {
  ROW_ID_HEADER,
  SIDES,
  columnIndex,
  rowsById,
  type Grid,
  type NewRowId,
  type RawTable,
  type Side,
} from './grid';
import { mergeGrids, type Conflict, type MergeResult } from './merge';
import { applyPatch, type SidePatches } from './patch';
import type { MergePolicy, Policy } from './policy';
import { identifyRows, type RowIdentity } from './row-identity';
import type { SheetCells } from './sheet-edits';
import { planSideWrites, type SideWritePlan } from './sheet-edits-for';
import { locateTable, type LocatedTable } from './sheet-table';

/** What a pair keeps between runs: the base, and each side's header → column id map. */
export interface PairState {
  readonly base: Grid;
  readonly columnIds: Readonly<Record<Side, Readonly<Record<string, string>>>>;
}

/**
 * A person's answer to a conflict, applied by the next run only while the conflict still stands
 * (both sides hold what they held when it was shown): a value for a cell, or which side's row wins.
 */
export type Decision =
  | {
      readonly kind: 'cell';
      readonly rowId: string;
      readonly columnId: string;
      readonly value: CellValue;
      /** Each side's cell fingerprint when the conflict was found. */
      readonly expect: Readonly<Record<Side, string>>;
    }
  | { readonly kind: 'row'; readonly rowId: string; readonly winner: Side };

export interface RunInput {
  readonly cells: Readonly<Record<Side, SheetCells>>;
  /** Null before the first run links the rows. */
  readonly state: PairState | null;
  readonly identity: RowIdentity;
  readonly policy: Policy;
  /** Overrides by header. */
  readonly columnPolicies?: Readonly<Record<string, Policy>>;
  readonly decisions?: readonly Decision[];
  readonly newId: NewRowId;
}

export type RunPlan =
  | { readonly ok: false; readonly refusal: string; readonly preview?: FirstLinkPreview }
  | {
      readonly ok: true;
      readonly writes: Readonly<Record<Side, SideWritePlan>>;
      readonly patches: SidePatches;
      /** What each side must read back as, once written. */
      readonly expected: Readonly<Record<Side, Grid>>;
      readonly conflicts: readonly Conflict[];
      readonly resolved: MergeResult['resolved'];
      /** The decisions that still applied and were written. */
      readonly decided: number;
      readonly nextState: PairState;
      /** The grids as read, identified: what a rollback of this run restores. */
      readonly before: Readonly<Record<Side, Grid>>;
      readonly baseBefore: Grid | null;
      readonly located: Readonly<Record<Side, LocatedTable>>;
    };

/** A table without Sheetwise's id column: what the first link compares. */
export const withoutIdColumn = (table: RawTable): RawTable => {
  const index = table.headers.indexOf(ROW_ID_HEADER);
  if (index < 0) return table;
  return {
    headers: table.headers.filter((_, at) => at !== index),
    rows: table.rows.map((row) => row.filter((_, at) => at !== index)),
  };
};

interface Sides {
  grids: Record<Side, Grid>;
  ids: Record<Side, { rowIndex: number; id: string }[]>;
  base: Grid;
}

function firstLink(
  located: Record<Side, LocatedTable>,
  input: RunInput,
): Sides | { refusal: string; preview: FirstLinkPreview } {
  const tables = {
    google: withoutIdColumn(located.google.table),
    excel: withoutIdColumn(located.excel.table),
  };
  const key = input.identity.kind === 'key' ? input.identity.header : undefined;
  const preview = previewFirstLink(tables.google, tables.excel, key);
  if (preview.refusal) return { refusal: preview.refusal, preview };
  const grids = firstLinkGrids(tables.google, tables.excel, preview, input.newId, key);
  const allIds = (grid: Grid) =>
    input.identity.kind === 'row-id'
      ? grid.rows.map((row, rowIndex) => ({ rowIndex, id: row.id }))
      : [];
  return {
    grids: { google: grids.google, excel: grids.excel },
    ids: { google: allIds(grids.google), excel: allIds(grids.excel) },
    base: grids.base,
  };
}

function laterRun(
  located: Record<Side, LocatedTable>,
  state: PairState,
  input: RunInput,
): Sides | { refusal: string } {
  const grids = {} as Record<Side, Grid>;
  const ids = {} as Record<Side, { rowIndex: number; id: string }[]>;
  for (const side of SIDES) {
    const known = new Map(Object.entries(state.columnIds[side]));
    const identified = identifyRows(located[side].table, known, input.identity, input.newId);
    if (!identified.ok)
      return { refusal: `${side === 'google' ? 'Google Sheets' : 'Excel'}: ${identified.problem}` };
    const columns = identified.grid.columns.map((column) =>
      column.id === column.header && !known.has(column.header)
        ? { ...column, id: newColumnId(column.header) }
        : column,
    );
    grids[side] = recognizeRenames({ columns, rows: identified.grid.rows }, state.base);
    ids[side] = [...identified.idsToWrite];
  }
  return { grids, ids, base: state.base };
}

/** The grids the merge sees once decisions that still stand are taken, and the writes they add. */
function applyDecisions(sides: Sides, decisions: readonly Decision[]) {
  const grids = { google: sides.grids.google, excel: sides.grids.excel, base: sides.base };
  const extra: { side: Side; rowId: string; columnId?: string; value?: CellValue }[] = [];
  const rowOf = (side: Side, id: string) => rowsById(grids[side]).get(id);
  for (const decision of decisions) {
    if (decision.kind === 'cell') {
      const cells = SIDES.map(
        (side) =>
          rowOf(side, decision.rowId)?.cells[columnIndex(grids[side]).get(decision.columnId) ?? -1],
      );
      // A side already holding the chosen value (a run cut short after writing it) still agrees.
      const chosen = cellFingerprint(decision.value);
      const stands = SIDES.every((side, at) => {
        const now = cells[at] === undefined ? undefined : cellFingerprint(cells[at]);
        return now === decision.expect[side] || now === chosen;
      });
      if (!stands) continue;
      SIDES.forEach((side, at) => {
        const column = columnIndex(grids[side]).get(decision.columnId) as number;
        grids[side] = {
          columns: grids[side].columns,
          rows: grids[side].rows.map((row) =>
            row.id === decision.rowId
              ? {
                  id: row.id,
                  cells: row.cells.map((cell, index) => (index === column ? decision.value : cell)),
                }
              : row,
          ),
        };
        if (cellFingerprint(cells[at]) !== cellFingerprint(decision.value))
          extra.push({
            side,
            rowId: decision.rowId,
            columnId: decision.columnId,
            value: decision.value,
          });
      });
      continue;
    }
    const holders = SIDES.filter((side) => rowOf(side, decision.rowId));
    if (holders.length !== 1 || !rowsById(grids.base).has(decision.rowId)) continue;
    const keeper = holders[0] as Side;
    if (decision.winner === keeper) {
      grids.base = {
        columns: grids.base.columns,
        rows: grids.base.rows.filter((row) => row.id !== decision.rowId),
      };
    } else {
      grids[keeper] = {
        columns: grids[keeper].columns,
        rows: grids[keeper].rows.filter((row) => row.id !== decision.rowId),
      };
      extra.push({ side: keeper, rowId: decision.rowId });
    }
  }
  return { grids, extra };
}

/**
 * Everything one run will do, decided before anything is written: the rows identified on both
 * sides (or matched for the first time), decisions taken, the three-way merge, and the exact cell
 * writes and deletes for each side with what each side must read back as afterwards.
 */
export function planRun(input: RunInput): RunPlan {
  const located = {
    google: locateTable(input.cells.google),
    excel: locateTable(input.cells.excel),
  };
  const sides = input.state ? laterRun(located, input.state, input) : firstLink(located, input);
  if ('refusal' in sides) return { ok: false, ...sides };
  const decisions = applyDecisions(sides, input.decisions ?? []);
  const headerIds = new Map(
    [...sides.base.columns, ...sides.grids.google.columns, ...sides.grids.excel.columns].map(
      (c) => [c.header, c.id],
    ),
  );
  const policy: MergePolicy = {
    pair: input.policy,
    columns: Object.fromEntries(
      Object.entries(input.columnPolicies ?? {}).flatMap(([header, choice]) => {
        const id = headerIds.get(header);
        return id ? [[id, choice]] : [];
      }),
    ),
  };
  const merge = mergeGrids(
    decisions.grids.base,
    decisions.grids.google,
    decisions.grids.excel,
    policy,
  );
  for (const { side, rowId, columnId, value } of decisions.extra) {
    if (columnId === undefined) merge.patches[side].rowDeletes.push(rowId);
    else merge.patches[side].cellWrites.push({ rowId, columnId, value: value ?? null });
  }
  const rowIds = input.identity.kind === 'row-id';
  const writes = {} as Record<Side, SideWritePlan>;
  const expected = {} as Record<Side, Grid>;
  for (const side of SIDES) {
    writes[side] = planSideWrites({
      located: located[side],
      grid: sides.grids[side],
      patch: merge.patches[side],
      idsToWrite: sides.ids[side],
      rowIds,
    });
    expected[side] = applyPatch(sides.grids[side], merge.patches[side]);
  }
  return {
    ok: true,
    writes,
    patches: merge.patches,
    expected,
    conflicts: merge.conflicts,
    resolved: merge.resolved,
    decided: decisions.extra.length,
    nextState: {
      base: merge.nextBase,
      columnIds: {
        google: Object.fromEntries(columnIdsOf(expected.google)),
        excel: Object.fromEntries(columnIdsOf(expected.excel)),
      },
    },
    before: sides.grids,
    baseBefore: input.state?.base ?? null,
    located,
  };
}
