import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameCell, type CellValue } from './cell';
import { SIDES, otherSide, type Grid, type Row, type Side } from './grid';
import { mergeGrids, type MergeResult } from './merge';
import { applyPatch, patchIsEmpty } from './patch';
import type { MergePolicy } from './policy';

const COLUMNS = ['a', 'b', 'c'].map((id) => ({ id, header: id }));
const value: fc.Arbitrary<CellValue> = fc.constantFrom<CellValue>(
  null,
  'x',
  'y',
  '00001',
  1,
  2,
  true,
  { date: '2024-01-01' },
  { formula: '=R[-1]C' },
);
const cells = fc.array(value, { minLength: 3, maxLength: 3 });
const baseGrid = fc.array(cells, { maxLength: 8 }).map((rows): Grid => ({
  columns: COLUMNS,
  rows: rows.map((row, index) => ({ id: `r${index}`, cells: row })),
}));

type Edit =
  | { kind: 'cell'; row: number; column: number; value: CellValue }
  | { kind: 'delete'; row: number }
  | { kind: 'insert'; cells: CellValue[] };
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('cell' as const), row: fc.nat(), column: fc.nat(2), value }),
  fc.record({ kind: fc.constant('delete' as const), row: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), cells }),
);
type ColumnEdit =
  | { kind: 'none' }
  | { kind: 'rename' | 'delete'; column: number }
  | { kind: 'add'; fill: CellValue };
const columnEdit: fc.Arbitrary<ColumnEdit> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constantFrom('rename' as const, 'delete' as const), column: fc.nat(2) }),
  fc.record({ kind: fc.constant('add' as const), fill: value }),
);
const sideEdits = fc.record({
  edits: fc.array(edit, { maxLength: 10 }),
  reversed: fc.boolean(),
  column: columnEdit,
});
const policy = fc.constantFrom<MergePolicy>(
  { pair: 'manual' },
  { pair: 'google-preferred' },
  { pair: 'excel-preferred', columns: { b: 'google-preferred', c: 'manual' } },
);

/** `grid` with one column renamed, deleted or added (filled with one value), as a person might. */
function withColumnEdit(grid: Grid, side: Side, change: ColumnEdit): Grid {
  if (change.kind === 'none') return grid;
  if (change.kind === 'add') {
    return {
      columns: [...grid.columns, { id: `${side}-col`, header: `${side} new` }],
      rows: grid.rows.map((row) => ({ id: row.id, cells: [...row.cells, change.fill] })),
    };
  }
  if (change.kind === 'rename') {
    return {
      columns: grid.columns.map((column, index) =>
        index === change.column ? { id: column.id, header: `${side} name` } : column,
      ),
      rows: grid.rows,
    };
  }
  const keep = (_: unknown, index: number) => index !== change.column;
  return {
    columns: grid.columns.filter(keep),
    rows: grid.rows.map((row) => ({ id: row.id, cells: row.cells.filter(keep) })),
  };
}

/** A side as a person left it: cells edited, rows deleted and added, maybe sorted the other way, a column changed. */
function edited(
  base: Grid,
  side: Side,
  { edits, reversed, column }: { edits: Edit[]; reversed: boolean; column: ColumnEdit },
): Grid {
  let rows: Row[] = base.rows.map((row) => ({ id: row.id, cells: [...row.cells] }));
  edits.forEach((change, index) => {
    if (change.kind === 'insert') rows.push({ id: `${side}-${index}`, cells: [...change.cells] });
    else if (rows.length === 0) return;
    else if (change.kind === 'delete')
      rows = rows.filter((_, at) => at !== change.row % rows.length);
    else (rows[change.row % rows.length]?.cells as CellValue[])[change.column] = change.value;
  });
  return withColumnEdit(
    { columns: base.columns, rows: reversed ? rows.reverse() : rows },
    side,
    column,
  );
}

const at = (grid: Grid, id: string) => grid.rows.find((row) => row.id === id);
const reported = (result: MergeResult, rowId: string, columnId?: string) =>
  [...result.conflicts, ...result.resolved].some(
    (conflict) =>
      (conflict.rowId === undefined || conflict.rowId === rowId) &&
      (conflict.columnId === undefined || conflict.columnId === columnId),
  );

const scenario = fc.record({ base: baseGrid, google: sideEdits, excel: sideEdits, policy });

describe('the merge, on random edits of both sides', () => {
  it('is deterministic, and a second run after its patches writes nothing', () => {
    fc.assert(
      fc.property(scenario, ({ base, google: googleEdits, excel: excelEdits, policy: chosen }) => {
        const google = edited(base, 'google', googleEdits);
        const excel = edited(base, 'excel', excelEdits);
        const result = mergeGrids(base, google, excel, chosen);
        expect(mergeGrids(base, google, excel, chosen)).toEqual(result);
        const again = mergeGrids(
          result.nextBase,
          applyPatch(google, result.patches.google),
          applyPatch(excel, result.patches.excel),
          chosen,
        );
        expect(patchIsEmpty(again.patches.google)).toBe(true);
        expect(patchIsEmpty(again.patches.excel)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('applies every edit or reports it, and loses or duplicates no row', () => {
    fc.assert(
      fc.property(scenario, ({ base, google: googleEdits, excel: excelEdits, policy: chosen }) => {
        const before = {
          google: edited(base, 'google', googleEdits),
          excel: edited(base, 'excel', excelEdits),
        };
        const result = mergeGrids(base, before.google, before.excel, chosen);
        const after = {
          google: applyPatch(before.google, result.patches.google),
          excel: applyPatch(before.excel, result.patches.excel),
        };
        for (const side of SIDES) {
          const ids = after[side].rows.map((row) => row.id);
          expect(new Set(ids).size).toBe(ids.length);
          const other = otherSide(side);
          for (const row of before[side].rows) {
            const baseRow = at(base, row.id);
            const deletedByOther = baseRow !== undefined && at(before[other], row.id) === undefined;
            const landed = at(after[other], row.id);
            if (!deletedByOther) expect(landed).toBeDefined();
            if (!landed) {
              expect(reported(result, row.id) || at(after[side], row.id) === undefined).toBe(true);
              continue;
            }
            row.cells.forEach((cell, column) => {
              const id = before[side].columns[column]?.id ?? '';
              const baseCell = baseRow?.cells[base.columns.findIndex((c) => c.id === id)] ?? null;
              const landedCell = landed.cells[after[other].columns.findIndex((c) => c.id === id)];
              if (
                !sameCell(cell, baseCell) &&
                (landedCell === undefined || !sameCell(landedCell, cell))
              ) {
                expect(reported(result, row.id, id)).toBe(true);
              }
            });
          }
          for (const row of base.rows) {
            const deletedHere = at(before[side], row.id) === undefined;
            if (deletedHere && at(after[other], row.id))
              expect(reported(result, row.id)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
