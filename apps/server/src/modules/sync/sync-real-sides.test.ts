import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstLinkPreview, SyncConflictList } from '@sheetwise/contracts';
import { ROW_ID_HEADER, sameCell, type SheetCells } from '@sheetwise/sync';
import { insertDimension } from '../../platform/dev-spreadsheet-service/dimensions';
import { findSpreadsheet } from '../../platform/dev-spreadsheet-service/store';
import type { SideConnector } from './connectors/side-connector';
import { readWorkbookCells } from './connectors/workbook/read-workbook-cells';
import { syncFileKeys } from './files';
import { testEngines } from '../../test/test-database';
import {
  addPair,
  columnValues,
  devSpreadsheet,
  downloadWorkbook,
  editDevSheet,
  editWorkbook,
  googleCells,
  realSidesApp,
  reorderDevRows,
  workbookCells,
  setDevCell,
  type RealSidesApp,
} from './test-support/real-sides';
import { finishedRunDetail, syncNow } from './test-support/sync-client';
import { openWithExcelJs, testWorkbook } from './test-support/test-workbook';

/** Data cells that differ between the sides, rows matched by their id, columns by header. */
function differingCells(google: SheetCells, excel: SheetCells): number {
  const byId = (cells: SheetCells) => {
    const [header = [], ...rows] = cells;
    const id = header.indexOf(ROW_ID_HEADER);
    return new Map(
      rows.map((row) => [row[id], new Map(header.map((name, at) => [name, row[at]] as const))]),
    );
  };
  const [left, right] = [byId(google), byId(excel)];
  let count = 0;
  for (const id of new Set([...left.keys(), ...right.keys()])) {
    const [g, e] = [left.get(id), right.get(id)];
    for (const name of new Set([...(g?.keys() ?? []), ...(e?.keys() ?? [])])) {
      if (name !== ROW_ID_HEADER && !sameCell(g?.get(name), e?.get(name))) count += 1;
    }
  }
  return count;
}

/** A side whose writes after its first throw once, as a process dying after writing the ids would. */
function failingAfterIds(side: SideConnector, failure: { pending: boolean }): SideConnector {
  let writes = 0;
  return {
    read: () => side.read(),
    version: () => side.version(),
    write: (edits, version) => {
      writes += 1;
      if (writes > 1 && failure.pending) {
        failure.pending = false;
        return Promise.reject(new Error('The process stopped while writing'));
      }
      return side.write(edits, version);
    },
  };
}

describe.each(testEngines())('sync against the real connectors on %s', (engine) => {
  let app: RealSidesApp;

  beforeAll(async () => {
    app = await realSidesApp(engine);
  });
  afterAll(() => app.t.close());

  it('never replaces a formula with a value: a formula cell changed in Google is a formula conflict', async () => {
    const sheet = await devSpreadsheet(app, [
      ['Item', 'Amount', 'Total'],
      ['Coffee', 3, { a1: '=B2*2' }],
      ['Rent', 900, { a1: '=B3*2' }],
    ]);
    const workbook = await testWorkbook([
      ['Item', 'Amount', 'Total'],
      ['Coffee', 3, { a1: 'B2*2', result: 6 }],
      ['Rent', 900, { a1: 'B3*2', result: 1800 }],
    ]);
    const pairId = await addPair(app.client, sheet.url, workbook);
    const preview = await app.client.request('POST', `/api/sync/pairs/${pairId}/preview`);
    expect(preview.json<FirstLinkPreview>()).toMatchObject({ matched: 2, refusal: null });
    expect((await syncNow(app.client, pairId)).status).toBe('success');

    await editDevSheet(app, sheet.id, (grid) => {
      setDevCell(grid, 1, 2, 7);
      setDevCell(grid, 2, 1, 950);
    });
    const run = await syncNow(app.client, pairId);
    expect(run).toMatchObject({ status: 'conflicts-waiting', conflicts: 1 });
    const { conflicts } = (
      await app.client.request('GET', `/api/sync/pairs/${pairId}/conflicts`)
    ).json<SyncConflictList>();
    expect(conflicts).toEqual([
      expect.objectContaining({
        kind: 'formula',
        column: 'Total',
        google: { kind: 'number', text: '7' },
        excel: { kind: 'formula', text: '=RC[-1]*2' },
      }),
    ]);

    const data = (await openWithExcelJs(await downloadWorkbook(app.client, pairId))).getWorksheet(
      'Data',
    );
    expect(data?.getCell('C2').formula).toBe('B2*2');
    expect(data?.getCell('C3').formula).toBe('B3*2');
    expect(data?.getCell('B3').value).toBe(950);
    expect(columnValues(await googleCells(app, sheet.id), 'Item', 'Total')).toContainEqual([
      'Coffee',
      7,
    ]);
  });

  it('copies new rows once even when a run fails after writing their ids', async () => {
    const sheet = await devSpreadsheet(app, [
      ['Item', 'Amount'],
      ['Coffee', 3],
      ['Rent', 900],
      ['Train', 25],
    ]);
    const workbook = await testWorkbook([
      ['Item', 'Amount'],
      ['Coffee', 3],
      ['Rent', 900],
      ['Books', 40],
    ]);
    const pairId = await addPair(app.client, sheet.url, workbook);
    const failure = { pending: true };
    app.wrappers.set(pairId, (sides) => ({
      ...sides,
      excel: failingAfterIds(sides.excel, failure),
    }));
    expect((await syncNow(app.client, pairId)).status).toBe('failed');
    expect(failure.pending).toBe(false);

    expect((await syncNow(app.client, pairId)).status).toBe('success');
    const expected = [
      ['Books', 40],
      ['Coffee', 3],
      ['Rent', 900],
      ['Train', 25],
    ];
    const sorted = (cells: SheetCells) =>
      columnValues(cells, 'Item', 'Amount').sort((a, b) =>
        JSON.stringify(a).localeCompare(JSON.stringify(b)),
      );
    expect(sorted(await googleCells(app, sheet.id))).toEqual(expected);
    expect(sorted(await workbookCells(app.client, pairId))).toEqual(expected);
    expect((await syncNow(app.client, pairId)).cellsUpdated).toEqual({ google: 0, excel: 0 });
  });

  it('updates the right row after a sort and an insert in Google', async () => {
    const sheet = await devSpreadsheet(app, [
      ['Item', 'Amount'],
      ['Apples', 1],
      ['Bread', 2],
      ['Cheese', 3],
    ]);
    const pairId = await addPair(
      app.client,
      sheet.url,
      await testWorkbook([
        ['Item', 'Amount'],
        ['Apples', 1],
        ['Bread', 2],
        ['Cheese', 3],
      ]),
    );
    expect((await syncNow(app.client, pairId)).status).toBe('success');
    // The ids the rows are followed by sit in a third column, hidden on both sides.
    expect((await googleCells(app, sheet.id))[0]).toEqual(['Item', 'Amount', ROW_ID_HEADER]);
    const stored = await findSpreadsheet(app.ctx.db, sheet.id);
    expect(stored?.sheets[0]?.hiddenColumns).toEqual([2]);
    const workbook = await openWithExcelJs(await downloadWorkbook(app.client, pairId));
    expect(workbook.getWorksheet('Data')?.getColumn(3).hidden).toBe(true);

    await editDevSheet(app, sheet.id, (grid) => {
      reorderDevRows(grid, [3, 2, 1]);
      insertDimension(grid, 'ROWS', 2, 3);
      setDevCell(grid, 2, 0, 'Dates');
      setDevCell(grid, 2, 1, 9);
      // Bread, now the fourth row, costs more.
      setDevCell(grid, 3, 1, 20);
    });
    expect(columnValues(await googleCells(app, sheet.id), 'Item', 'Amount')).toEqual([
      ['Cheese', 3],
      ['Dates', 9],
      ['Bread', 20],
      ['Apples', 1],
    ]);
    const run = await syncNow(app.client, pairId);
    expect(run).toMatchObject({ status: 'success', cellsUpdated: { google: 0, excel: 3 } });
    expect(columnValues(await workbookCells(app.client, pairId), 'Item', 'Amount')).toEqual([
      ['Apples', 1],
      ['Bread', 20],
      ['Cheese', 3],
      ['Dates', 9],
    ]);
  });

  it('counts as updated exactly the cells that differed, and lists each of them', async () => {
    const sheet = await devSpreadsheet(app, [
      ['Item', 'Amount', 'Note'],
      ['Coffee', 3, 'daily'],
      ['Rent', 900, 'monthly'],
      ['Books', 40, ''],
    ]);
    const pairId = await addPair(
      app.client,
      sheet.url,
      await testWorkbook([
        ['Item', 'Amount', 'Note'],
        ['Coffee', 3, 'daily'],
        ['Rent', 900, 'monthly'],
        ['Books', 40],
      ]),
    );
    expect((await syncNow(app.client, pairId)).status).toBe('success');
    await editDevSheet(app, sheet.id, (grid) => {
      setDevCell(grid, 1, 1, 3.5);
      setDevCell(grid, 3, 2, 'gift');
    });
    await editWorkbook(app.client, pairId, [{ row: 2, column: 2, value: 'rent and bills' }]);
    const waiting = await app.files.get(syncFileKeys.newerWorkbook(app.userId, pairId));
    const differing = differingCells(
      await googleCells(app, sheet.id),
      readWorkbookCells(waiting, 'Data').cells,
    );
    expect(differing).toBe(3);

    const run = await syncNow(app.client, pairId);
    expect(run.cellsUpdated.google + run.cellsUpdated.excel).toBe(differing);
    expect(run.cellsUpdated).toEqual({ google: 1, excel: 2 });
    const detail = await finishedRunDetail(app.client, run.id);
    expect(detail.totalChanges).toBe(differing);
    expect(
      detail.changes.map(({ side, kind, column, after }) => [side, kind, column, after]),
    ).toEqual(
      expect.arrayContaining([
        ['excel', 'cell', 'Amount', { kind: 'number', text: '3.5' }],
        ['excel', 'cell', 'Note', { kind: 'text', text: 'gift' }],
        ['google', 'cell', 'Note', { kind: 'text', text: 'rent and bills' }],
      ]),
    );
    expect(
      differingCells(await googleCells(app, sheet.id), await workbookCells(app.client, pairId)),
    ).toBe(0);
  });
});
