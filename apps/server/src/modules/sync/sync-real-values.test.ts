import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/test-database';
import { readWorkbookCells } from './connectors/workbook/read-workbook-cells';
import {
  addPair,
  columnValues,
  devSpreadsheet,
  downloadWorkbook,
  googleCells,
  realSidesApp,
  type RealSidesApp,
} from './test-support/real-sides';
import { syncNow } from './test-support/sync-client';
import { openWithExcelJs, testWorkbook } from './test-support/test-workbook';

const HEADER = ['Code', 'Account', 'Day'];

describe.each(testEngines())('values across the real connectors on %s', (engine) => {
  let app: RealSidesApp;

  beforeAll(async () => {
    app = await realSidesApp(engine);
  });
  afterAll(() => app.t.close());

  it('keeps leading zeros and long digit strings as text, and dates at the 1900 edges, both ways', async () => {
    const fromGoogle = [
      ['00042', '12345678901234567890', { date: '1900-02-28' }],
      ['0007', '00000000000000000001', { date: '2024-02-29' }],
    ];
    const fromExcel = [
      ['00777', '98765432109876543210', { date: '1900-03-01' }],
      ['0100', '4111111111111111', { date: '2024-02-29' }],
    ];
    const sheet = await devSpreadsheet(app, [HEADER, ...fromGoogle]);
    const pairId = await addPair(app.client, sheet.url, await testWorkbook([HEADER, ...fromExcel]));
    expect((await syncNow(app.client, pairId)).status).toBe('success');

    const everything = [...fromGoogle, ...fromExcel];
    const google = columnValues(await googleCells(app, sheet.id), ...HEADER);
    const bytes = await downloadWorkbook(app.client, pairId);
    const excel = columnValues(readWorkbookCells(bytes, 'Data').cells, ...HEADER);
    expect(google).toEqual(expect.arrayContaining(everything));
    expect(excel).toEqual(expect.arrayContaining(everything));
    expect([google.length, excel.length]).toEqual([4, 4]);
    // Another reader agrees that the codes copied from Google are text, not numbers.
    const data = (await openWithExcelJs(bytes)).getWorksheet('Data');
    const codes = (data?.getColumn(1).values ?? []).filter((value) => value !== undefined);
    expect(codes).toEqual(expect.arrayContaining(['00042', '0007', '00777', '0100']));
    expect((await syncNow(app.client, pairId)).cellsUpdated).toEqual({ google: 0, excel: 0 });
  });

  it("converts dates through a 1904 workbook's own epoch, both ways", async () => {
    const sheet = await devSpreadsheet(app, [
      ['Item', 'Day'],
      ['Rent', { date: '2024-03-01' }],
    ]);
    const workbook = await testWorkbook(
      [
        ['Item', 'Day'],
        ['Leap', { date: '2024-02-29' }],
        ['Epoch', { date: '1904-01-01' }],
      ],
      { date1904: true },
    );
    const pairId = await addPair(app.client, sheet.url, workbook);
    expect((await syncNow(app.client, pairId)).status).toBe('success');

    const expected = [
      ['Rent', { date: '2024-03-01' }],
      ['Leap', { date: '2024-02-29' }],
      ['Epoch', { date: '1904-01-01' }],
    ];
    const read = readWorkbookCells(await downloadWorkbook(app.client, pairId), 'Data');
    expect(read.dateSystem).toBe('excel-1904');
    expect(columnValues(read.cells, 'Item', 'Day')).toEqual(expect.arrayContaining(expected));
    expect(columnValues(await googleCells(app, sheet.id), 'Item', 'Day')).toEqual(
      expect.arrayContaining(expected),
    );
    expect((await syncNow(app.client, pairId)).cellsUpdated).toEqual({ google: 0, excel: 0 });
  });
});
