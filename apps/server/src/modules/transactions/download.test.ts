import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const STATEMENT = [
  'Date,Description,Amount,Balance',
  '2026-03-01,SALARY ACME LTD,2500.00,2500.00',
  '2026-03-02,TESCO STORES 2231,-45.10,2454.90',
  '2026-03-15,=HYPERLINK("http://evil.example"),-4.90,2450.00',
  '2026-04-02,TESCO STORES 2231,-30.00,2420.00',
].join('\n');

describe.each(testEngines())('downloading the transactions sheet on %s', (engine) => {
  let t: TestApp;
  let ada: SessionClient;
  let bob: SessionClient;

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock: new ManualClock(new Date('2026-04-10T09:00:00Z')) });
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    const uploaded = await ada.upload('/api/embed/upload-doc', [
      { fileName: 'current account.csv', content: STATEMENT },
    ]);
    expect(uploaded.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('gives the filtered rows as a workbook with real dates and numbers, and a Summary', async () => {
    const response = await ada.request(
      'GET',
      '/api/transactions/export.xlsx?file=current%20account.csv&direction=out&sort=amount',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="current-account-transactions-filtered.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Transactions', 'Summary']);
    const sheet = workbook.getWorksheet('Transactions');
    expect(sheet?.rowCount).toBe(4);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBeInstanceOf(Date);
    expect(first?.getCell(2).value).toBe('TESCO STORES 2231');
    expect(first?.getCell(5).value).toBe(-45.1);
    // A description that looks like a formula stays text.
    const hostile = sheet?.getRow(4).getCell(2);
    expect(hostile?.formula).toBeUndefined();
    expect(hostile?.value).toBe('=HYPERLINK("http://evil.example")');
    const summary = workbook.getWorksheet('Summary');
    const words: string[] = [];
    summary?.eachRow((row) => {
      row.eachCell((cell) => words.push(cell.text));
    });
    expect(words).toContain('money out');
  });

  it('gives the whole sheet as CSV', async () => {
    const response = await ada.request(
      'GET',
      '/api/transactions/export.csv?file=current%20account.csv',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^Date,Description,Merchant,Category,Amount,Balance/);
    expect(lines[1]).toContain('2026-03-01');
    expect(lines[1]).toContain('2500.00');
    expect(lines[3]).toContain(`'=HYPERLINK`);
  });

  it("never gives another user's statement, and refuses bad filters", async () => {
    expect(
      (await bob.request('GET', '/api/transactions/export.csv?file=current%20account.csv'))
        .statusCode,
    ).toBe(404);
    expect(
      (await ada.request('GET', '/api/transactions/export.xlsx?file=current%20account.csv&min=abc'))
        .statusCode,
    ).toBe(400);
    expect((await ada.request('GET', '/api/transactions/export.pdf?file=x')).statusCode).toBe(404);
  });
});
