import { describe, expect, it } from 'vitest';
import type { Side } from './grid';
import { readBackDifferences } from './read-back';
import { planRollback } from './rollback-plan';
import { planRun, type Decision, type PairState, type RunInput } from './run-plan';
import { editsAreEmpty } from './sheet-edits';
import { MemorySheet } from './test-support/memory-sheet';

function ids() {
  let next = 0;
  return () => `id-${(next += 1)}`;
}

/** Runs one sync between two memory sheets the way the server does: ids, then data, then read back. */
function sync(
  sheets: Record<Side, MemorySheet>,
  state: PairState | null,
  options: Partial<RunInput> = {},
) {
  const plan = planRun({
    cells: { google: sheets.google.read(), excel: sheets.excel.read() },
    state,
    identity: { kind: 'row-id' },
    policy: 'manual',
    newId: ids(),
    ...options,
  });
  if (!plan.ok) throw new Error(plan.refusal);
  for (const side of ['google', 'excel'] as const) {
    sheets[side].apply(plan.writes[side].ids);
    sheets[side].apply(plan.writes[side].data);
    expect(
      readBackDifferences(
        sheets[side].read(),
        plan.nextState.columnIds[side],
        { kind: 'row-id' },
        plan.expected[side],
      ),
    ).toBe(0);
  }
  return plan;
}

const twoSheets = () => ({
  google: new MemorySheet([
    ['Date', 'Item', 'Amount'],
    [{ date: '2024-03-01' }, 'Coffee', 3],
    [{ date: '2024-03-01' }, 'Coffee', 3],
    [{ date: '2024-03-02' }, 'Rent', 900],
  ]),
  excel: new MemorySheet(
    [
      ['Date', 'Item', 'Amount'],
      [{ date: '2024-03-02' }, 'Rent', 900],
      [{ date: '2024-03-01' }, 'Coffee', 3],
      [{ date: '2024-03-01' }, 'Coffee', 3],
      [{ date: '2024-03-05' }, 'Books', 40],
    ],
    'clear',
  ),
});

describe('planRun', () => {
  it('links by content at first, keeps both equal coffees, and then writes nothing twice', () => {
    const sheets = twoSheets();
    const first = sync(sheets, null);
    expect(sheets.google.values('Item')).toEqual([['Coffee'], ['Coffee'], ['Rent'], ['Books']]);
    expect(sheets.excel.values('Item')).toHaveLength(4);
    expect(sheets.google.read()[0]).toContain('_sw_id');
    // The id column it adds (the fourth on both sides) is to be hidden, and only then.
    expect(first.writes.google.ids.hideColumns).toEqual([3]);
    expect(first.writes.excel.ids.hideColumns).toEqual([3]);
    const second = sync(sheets, first.nextState);
    for (const side of ['google', 'excel'] as const) {
      expect(editsAreEmpty(second.writes[side].data)).toBe(true);
      expect(editsAreEmpty(second.writes[side].ids)).toBe(true);
      expect(second.writes[side].ids.hideColumns).toBeUndefined();
    }
  });

  it('follows rows by id after a sort and an insert, never by position', () => {
    const sheets = twoSheets();
    const linked = sync(sheets, null).nextState;
    const header = sheets.google.cells[0] as unknown[];
    const [, ...rows] = sheets.google.cells;
    rows.reverse();
    rows.splice(1, 0, [{ date: '2024-03-09' }, 'Gift', 25]);
    sheets.google.cells = [header as never, ...rows];
    const rent = sheets.excel.cells.findIndex((row) => row[1] === 'Rent');
    (sheets.excel.cells[rent] as unknown[])[2] = 950;
    const plan = sync(sheets, linked);
    expect(plan.conflicts).toEqual([]);
    expect(sheets.google.values('Item', 'Amount')).toContainEqual(['Rent', 950]);
    expect(sheets.excel.values('Item', 'Amount')).toContainEqual(['Gift', 25]);
    expect(sheets.excel.values('Item')).toHaveLength(5);
  });

  it('leaves a conflict for the user under Manual and writes their choice at the next run', () => {
    const sheets = twoSheets();
    const linked = sync(sheets, null).nextState;
    const rowOf = (side: Side) => sheets[side].cells.findIndex((row) => row[1] === 'Rent');
    (sheets.google.cells[rowOf('google')] as unknown[])[2] = 910;
    (sheets.excel.cells[rowOf('excel')] as unknown[])[2] = 920;
    const waiting = sync(sheets, linked);
    expect(waiting.conflicts).toHaveLength(1);
    const conflict = waiting.conflicts[0];
    const decision: Decision = {
      kind: 'cell',
      rowId: conflict?.rowId ?? '',
      columnId: conflict?.columnId ?? '',
      value: 915,
      expect: { google: 'n:910', excel: 'n:920' },
    };
    const settled = sync(sheets, waiting.nextState, { decisions: [decision] });
    expect(settled.conflicts).toEqual([]);
    expect(settled.decided).toBe(2);
    expect(sheets.google.values('Item', 'Amount')).toContainEqual(['Rent', 915]);
    expect(sheets.excel.values('Item', 'Amount')).toContainEqual(['Rent', 915]);
  });

  it('drops a decision whose conflict no longer stands', () => {
    const sheets = twoSheets();
    const linked = sync(sheets, null);
    const rent = linked.expected.google.rows.find((row) => row.cells.includes('Rent'));
    const decision: Decision = {
      kind: 'cell',
      rowId: rent?.id ?? '',
      columnId: linked.expected.google.columns[2]?.id ?? '',
      value: 1,
      expect: { google: 'n:910', excel: 'n:920' },
    };
    const plan = sync(sheets, linked.nextState, { decisions: [decision] });
    expect(plan.decided).toBe(0);
    expect(sheets.google.values('Item', 'Amount')).toContainEqual(['Rent', 900]);
  });

  it('recognises a column renamed in Excel by its cells and renames it in Google', () => {
    const sheets = twoSheets();
    const linked = sync(sheets, null).nextState;
    (sheets.excel.cells[0] as unknown[])[1] = 'Description';
    const plan = sync(sheets, linked);
    expect(plan.patches.google.columnRenames).toHaveLength(1);
    expect(sheets.google.read()[0]).toContain('Description');
    expect(sheets.google.read()[0]).not.toContain('Item');
  });

  it('refuses headers that cannot be told apart', () => {
    const sheets = twoSheets();
    (sheets.excel.cells[0] as unknown[])[2] = 'Item';
    const plan = planRun({
      cells: { google: sheets.google.read(), excel: sheets.excel.read() },
      state: null,
      identity: { kind: 'row-id' },
      policy: 'manual',
      newId: ids(),
    });
    expect(plan.ok).toBe(false);
  });
});

describe('planRollback', () => {
  it('restores what a run wrote and keeps what changed since', () => {
    const sheets = twoSheets();
    const linked = sync(sheets, null).nextState;
    const rowOf = (side: Side, item: string) =>
      sheets[side].cells.findIndex((row) => row[1] === item);
    (sheets.google.cells[rowOf('google', 'Rent')] as unknown[])[2] = 990;
    sheets.excel.cells.push([{ date: '2024-03-07' }, 'Taxi', 12]);
    const run = sync(sheets, linked);
    expect(sheets.excel.values('Item', 'Amount')).toContainEqual(['Rent', 990]);
    expect(sheets.google.values('Item')).toContainEqual(['Taxi']);
    (sheets.google.cells[rowOf('google', 'Books')] as unknown[])[2] = 41;
    const undo = planRollback(
      { google: sheets.google.read(), excel: sheets.excel.read() },
      { before: run.before, after: run.nextState },
      { kind: 'row-id' },
      ids(),
    );
    if (!undo.ok) throw new Error(undo.refusal);
    for (const side of ['google', 'excel'] as const) sheets[side].apply(undo.writes[side].data);
    expect(sheets.excel.values('Item', 'Amount')).toContainEqual(['Rent', 900]);
    expect(sheets.google.values('Item', 'Amount')).toContainEqual(['Rent', 990]);
    expect(sheets.google.values('Item')).not.toContainEqual(['Taxi']);
    expect(sheets.excel.values('Item')).toContainEqual(['Taxi']);
    expect(sheets.google.values('Item', 'Amount')).toContainEqual(['Books', 41]);
    expect(undo.keptNewer).toBe(0);
  });
});
