import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstLinkPreview, SyncConflictList } from '@sheetwise/contracts';
import { testEngines } from '../../test/test-database';
import {
  addPair,
  columnValues,
  devSpreadsheet,
  downloadWorkbook,
  editDevSheet,
  googleCells,
  realSidesApp,
  setDevCell,
  type RealSidesApp,
} from './test-support/real-sides';
import { syncNow } from './test-support/sync-client';
import { openWithExcelJs, testWorkbook } from './test-support/test-workbook';

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
});
