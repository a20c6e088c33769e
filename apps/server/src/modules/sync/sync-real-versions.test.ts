import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncPair } from '@sheetwise/contracts';
import { noEdits } from '@sheetwise/sync';
import { testEngines } from '../../test/test-database';
import { writeWorkbookEdits } from './connectors/workbook/write-workbook-edits';
import {
  addPair,
  columnValues,
  devSpreadsheet,
  downloadWorkbook,
  editDevSheet,
  editWorkbook,
  googleCells,
  realSidesApp,
  setDevCell,
  uploadWorkbook,
  workbookCells,
  type RealSidesApp,
} from './test-support/real-sides';
import { syncNow } from './test-support/sync-client';
import { NOTES_SHEET, openWithExcelJs, testWorkbook } from './test-support/test-workbook';

const ROWS = [
  ['Item', 'Amount'],
  ['Coffee', 3],
  ['Rent', 900],
];

describe.each(testEngines())('file versions across the real connectors on %s', (engine) => {
  let app: RealSidesApp;

  beforeAll(async () => {
    app = await realSidesApp(engine);
  });
  afterAll(() => app.t.close());

  const pairOf = async (pairId: string) =>
    (await app.client.request('GET', `/api/sync/pairs/${pairId}`)).json<SyncPair>();

  it('never writes over a change made in Google between its read and its write: it reads again', async () => {
    const sheet = await devSpreadsheet(app, ROWS);
    const pairId = await addPair(app.client, sheet.url, await testWorkbook(ROWS));
    expect((await syncNow(app.client, pairId)).status).toBe('success');
    await editWorkbook(app.client, pairId, [{ row: 1, column: 1, value: 4 }]);
    let meddled = false;
    app.wrappers.set(pairId, (sides) => ({
      ...sides,
      google: {
        read: () => sides.google.read(),
        version: () => sides.google.version(),
        // Someone types in the sheet after the run read it, before its first write.
        write: async (edits, version) => {
          if (!meddled) {
            meddled = true;
            await editDevSheet(app, sheet.id, (grid) => {
              setDevCell(grid, 1, 1, 5);
              setDevCell(grid, 2, 1, 950);
            });
          }
          return sides.google.write(edits, version);
        },
      },
    }));

    const run = await syncNow(app.client, pairId);
    expect(meddled).toBe(true);
    // Read again, the same cell edited on both sides waits for the user; the other edit syncs.
    expect(run).toMatchObject({
      status: 'conflicts-waiting',
      conflicts: 1,
      cellsUpdated: { google: 0, excel: 1 },
    });
    expect(columnValues(await googleCells(app, sheet.id), 'Item', 'Amount')).toEqual([
      ['Coffee', 5],
      ['Rent', 950],
    ]);
    expect(columnValues(await workbookCells(app.client, pairId), 'Item', 'Amount')).toEqual([
      ['Coffee', 4],
      ['Rent', 950],
    ]);
  });

  it('merges a newer upload, ignores a version already merged, and keeps the rest of the workbook', async () => {
    const sheet = await devSpreadsheet(app, ROWS);
    const original = await testWorkbook(ROWS);
    const pairId = await addPair(app.client, sheet.url, original);
    expect((await syncNow(app.client, pairId)).status).toBe('success');

    const linked = await downloadWorkbook(app.client, pairId);
    const newer = await writeWorkbookEdits(linked, 'Data', {
      ...noEdits(),
      writes: [{ row: 2, column: 0, value: 'Rent and bills' }],
    });
    await uploadWorkbook(app.client, pairId, newer);
    expect((await pairOf(pairId)).workbook?.newerVersionWaiting).toBe(true);
    const merged = await syncNow(app.client, pairId);
    expect(merged).toMatchObject({ status: 'success', cellsUpdated: { google: 1, excel: 0 } });
    expect(columnValues(await googleCells(app, sheet.id), 'Item')).toEqual([
      ['Coffee'],
      ['Rent and bills'],
    ]);

    for (const again of [newer, original, linked]) {
      await uploadWorkbook(app.client, pairId, again);
      expect((await pairOf(pairId)).workbook?.newerVersionWaiting).toBe(false);
      expect((await syncNow(app.client, pairId)).cellsUpdated).toEqual({ google: 0, excel: 0 });
    }
    expect(columnValues(await googleCells(app, sheet.id), 'Item', 'Amount')).toEqual([
      ['Coffee', 3],
      ['Rent and bills', 900],
    ]);

    const workbook = await openWithExcelJs(await downloadWorkbook(app.client, pairId));
    const styled = workbook.getWorksheet(NOTES_SHEET.name)?.getCell('B2');
    expect(styled?.value).toBe(NOTES_SHEET.text);
    expect(styled?.font.bold).toBe(true);
    expect(styled?.fill).toMatchObject({ pattern: 'solid', fgColor: { argb: NOTES_SHEET.fill } });
  });
});
