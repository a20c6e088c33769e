import { describe, expect, it } from 'vitest';
import { EXCEL_MAX_TEXT_LENGTH } from './cell';
import { mergeGrids } from './merge';
import { applyPatch, cellsWritten } from './patch';
import { grid } from './test-support/grids';

const HEADERS = ['date', 'merchant', 'amount'];
const base = grid(HEADERS, [
  ['r1', { date: '2024-03-01' }, 'Coffee', 3.5],
  ['r2', { date: '2024-03-01' }, 'Coffee', 3.5],
  ['r3', { date: '2024-03-02' }, 'Rent', 900],
]);
const manual = { pair: 'manual' } as const;

describe('three-way merge, cell by cell', () => {
  it('takes a change from the side that made it and writes exactly that cell', () => {
    const google = grid(HEADERS, [
      ['r1', { date: '2024-03-01' }, 'Coffee', 3.5],
      ['r2', { date: '2024-03-01' }, 'Coffee', 4],
      ['r3', { date: '2024-03-02' }, 'Rent', 900],
    ]);
    const { patches, conflicts } = mergeGrids(base, google, base, manual);
    expect(patches.excel.cellWrites).toEqual([{ rowId: 'r2', columnId: 'amount', value: 4 }]);
    expect(cellsWritten(patches.google)).toBe(0);
    expect(conflicts).toEqual([]);
  });

  it('finds the row by id after a sort on one side, never by position', () => {
    const sorted = grid(HEADERS, [
      ['r3', { date: '2024-03-02' }, 'Rent', 950],
      ['r2', { date: '2024-03-01' }, 'Coffee', 3.5],
      ['r1', { date: '2024-03-01' }, 'Coffee', 3.5],
    ]);
    const { patches } = mergeGrids(base, sorted, base, manual);
    expect(patches.excel.cellWrites).toEqual([{ rowId: 'r3', columnId: 'amount', value: 950 }]);
  });

  it('does nothing when both sides made the same change, and reports different ones', () => {
    const edit = (amount: number) =>
      grid(HEADERS, [
        ['r1', { date: '2024-03-01' }, 'Coffee', amount],
        ['r2', { date: '2024-03-01' }, 'Coffee', 3.5],
        ['r3', { date: '2024-03-02' }, 'Rent', 900],
      ]);
    const same = mergeGrids(base, edit(4), edit(4), manual);
    expect(cellsWritten(same.patches.excel) + cellsWritten(same.patches.google)).toBe(0);
    expect(same.conflicts).toEqual([]);
    const different = mergeGrids(base, edit(4), edit(5), manual);
    expect(different.conflicts).toEqual([
      { kind: 'both-edited', rowId: 'r1', columnId: 'amount', base: 3.5, google: 4, excel: 5 },
    ]);
    expect(different.patches.excel.cellWrites).toEqual([]);
  });

  it('lets the pair’s policy settle conflicts, overridden per column', () => {
    const edit = (merchant: string, amount: number) =>
      grid(HEADERS, [
        ['r1', { date: '2024-03-01' }, merchant, amount],
        ['r2', { date: '2024-03-01' }, 'Coffee', 3.5],
        ['r3', { date: '2024-03-02' }, 'Rent', 900],
      ]);
    const policy = { pair: 'google-preferred', columns: { amount: 'excel-preferred' } } as const;
    const result = mergeGrids(base, edit('Café', 4), edit('Cafe', 5), policy);
    expect(result.patches.excel.cellWrites).toEqual([
      { rowId: 'r1', columnId: 'merchant', value: 'Café' },
    ]);
    expect(result.patches.google.cellWrites).toEqual([
      { rowId: 'r1', columnId: 'amount', value: 5 },
    ]);
    expect(result.resolved.map((conflict) => conflict.won)).toEqual(['google', 'excel']);
    expect(result.conflicts).toEqual([]);
  });

  it('never writes over a formula the base held, even when the policy would', () => {
    const withFormula = grid(['amount'], [['r1', { formula: '=R[-1]C*2' }]]);
    const overwritten = grid(['amount'], [['r1', 7]]);
    const result = mergeGrids(withFormula, overwritten, withFormula, { pair: 'google-preferred' });
    expect(result.patches.excel.cellWrites).toEqual([]);
    expect(result.conflicts.map((conflict) => conflict.kind)).toEqual(['formula']);
  });

  it('never writes into a merged, rich-text or image cell', () => {
    const before = grid(['note'], [['r1', { untouchable: 'rich-text', shown: 'Bold' }]]);
    const result = mergeGrids(before, grid(['note'], [['r1', 'plain']]), before, {
      pair: 'google-preferred',
    });
    expect(result.patches.excel.cellWrites).toEqual([]);
    expect(result.conflicts.map((conflict) => conflict.kind)).toEqual(['untouchable']);
  });

  it('reports text too long for Excel as "won’t fit" and never cuts it', () => {
    const long = 'x'.repeat(EXCEL_MAX_TEXT_LENGTH + 1);
    const before = grid(['note'], [['r1', 'short']]);
    const result = mergeGrids(before, grid(['note'], [['r1', long]]), before, manual);
    expect(result.patches.excel.cellWrites).toEqual([]);
    expect(result.conflicts).toEqual([
      {
        kind: 'wont-fit',
        rowId: 'r1',
        columnId: 'note',
        base: 'short',
        google: long,
        excel: 'short',
      },
    ]);
  });

  it('keeps text as text: "00001" is written as the text it is', () => {
    const before = grid(['code'], [['r1', '00002']]);
    const result = mergeGrids(before, grid(['code'], [['r1', '00001']]), before, manual);
    expect(result.patches.excel.cellWrites).toEqual([
      { rowId: 'r1', columnId: 'code', value: '00001' },
    ]);
  });
});

describe('rows', () => {
  it('inserts new rows on the other side and keeps two equal rows two', () => {
    const google = grid(HEADERS, [
      ...base.rows.map((row) => [row.id, ...row.cells] as const),
      ['g1', null, 'Coffee', 3.5],
    ]);
    const { patches, nextBase } = mergeGrids(base, google, base, manual);
    expect(patches.excel.rowInserts).toEqual([
      { rowId: 'g1', cells: { merchant: 'Coffee', amount: 3.5 } },
    ]);
    expect(nextBase.rows.map((row) => row.id)).toEqual(['r1', 'r2', 'r3', 'g1']);
  });

  it('leaves formulas and text too long for Excel out of a copied row, and reports them', () => {
    const empty = grid(['note', 'total'], []);
    const long = 'x'.repeat(EXCEL_MAX_TEXT_LENGTH + 1);
    const google = grid(['note', 'total'], [['g1', long, { formula: '=R[-1]C+1' }]]);
    const result = mergeGrids(empty, google, empty, manual);
    expect(result.patches.excel.rowInserts).toEqual([{ rowId: 'g1', cells: {} }]);
    expect(result.conflicts).toEqual([
      { kind: 'wont-fit', rowId: 'g1', columnId: 'note', google: long },
      { kind: 'formula', rowId: 'g1', columnId: 'total', google: { formula: '=R[-1]C+1' } },
    ]);
  });

  it('deletes a row deleted on one side and untouched on the other', () => {
    const google = grid(
      HEADERS,
      base.rows.slice(1).map((row) => [row.id, ...row.cells] as const),
    );
    expect(mergeGrids(base, google, base, manual).patches.excel.rowDeletes).toEqual(['r1']);
  });

  it('reports an edit against a delete, and lets a policy pick', () => {
    const google = grid(
      HEADERS,
      base.rows.slice(1).map((row) => [row.id, ...row.cells] as const),
    );
    const excel = grid(HEADERS, [
      ['r1', { date: '2024-03-01' }, 'Coffee', 9],
      ...base.rows.slice(1).map((row) => [row.id, ...row.cells] as const),
    ]);
    const waiting = mergeGrids(base, google, excel, manual);
    expect(waiting.conflicts).toEqual([
      { kind: 'edit-vs-delete', rowId: 'r1', deletedOn: 'google' },
    ]);
    expect(waiting.patches.excel.rowDeletes).toEqual([]);
    const excelWins = mergeGrids(base, google, excel, { pair: 'excel-preferred' });
    expect(excelWins.patches.google.rowInserts).toEqual([
      { rowId: 'r1', cells: { date: { date: '2024-03-01' }, merchant: 'Coffee', amount: 9 } },
    ]);
  });

  it('reports the same key inserted differently on both sides', () => {
    const empty = grid(['key', 'amount'], []);
    const result = mergeGrids(
      empty,
      grid(['key', 'amount'], [['key:s:A', 'A', 1]]),
      grid(['key', 'amount'], [['key:s:A', 'A', 2]]),
      manual,
    );
    expect(result.conflicts).toEqual([
      {
        kind: 'insert-both',
        rowId: 'key:s:A',
        columnId: 'amount',
        base: null,
        google: 1,
        excel: 2,
      },
    ]);
  });
});

describe('columns by stored id', () => {
  it('merges a renamed, a moved, an added and a removed column', () => {
    const before = grid(['a', 'b', 'c'], [['r1', 1, 2, 3]]);
    const google = {
      columns: [
        { id: 'b', header: 'B renamed' },
        { id: 'a', header: 'a' },
        { id: 'c', header: 'c' },
      ],
      rows: [{ id: 'r1', cells: [2, 1, 30] }],
    };
    const excel = {
      columns: [
        { id: 'a', header: 'a' },
        { id: 'b', header: 'b' },
        { id: 'd', header: 'new' },
      ],
      rows: [{ id: 'r1', cells: [1, 2, 'x'] }],
    };
    const result = mergeGrids(before, google, excel, manual);
    expect(result.patches.excel.columnRenames).toEqual([{ id: 'b', header: 'B renamed' }]);
    expect(result.patches.google.columnAdds).toEqual([{ id: 'd', header: 'new' }]);
    expect(result.patches.google.cellWrites).toEqual([{ rowId: 'r1', columnId: 'd', value: 'x' }]);
    expect(result.conflicts).toEqual([
      { kind: 'column-deleted-vs-edited', columnId: 'c', deletedOn: 'excel' },
    ]);
    const google2 = applyPatch(google, result.patches.google);
    expect(google2.columns.map((column) => column.header)).toEqual(['B renamed', 'a', 'c', 'new']);
    expect(google2.rows[0]?.cells).toEqual([2, 1, 30, 'x']);
  });

  it('removes a column removed on one side when the other did not edit it', () => {
    const before = grid(['a', 'b'], [['r1', 1, 2]]);
    const result = mergeGrids(before, grid(['a'], [['r1', 1]]), before, manual);
    expect(result.patches.excel.columnDeletes).toEqual(['b']);
    expect(result.nextBase.columns.map((column) => column.id)).toEqual(['a']);
  });
});
