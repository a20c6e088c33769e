import { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  FORMULA_DESCRIPTION,
  SAMPLE_ROWS,
  SAMPLE_SUMMARY,
  collectingOutput,
  generatedRows,
} from './export-test-rows';
import type { ExportRow, ExportSummary } from './export-types';
import { writeTransactionsXlsx } from './transactions-xlsx';

const RUPEES = '"₹"#,##0.00;-"₹"#,##0.00';
const DOLLARS = '"$"#,##0.00;-"$"#,##0.00';
const YEN = '"¥"#,##0;-"¥"#,##0';

async function xlsxBytes(
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>,
  summary: ExportSummary = SAMPLE_SUMMARY,
): Promise<Buffer> {
  const { output, bytes } = collectingOutput();
  await writeTransactionsXlsx(output, rows, summary);
  return bytes();
}

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

function sheetOf(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`No sheet ${name}`);
  return sheet;
}

/** The first Summary row whose first cell is `label`. */
function summaryRow(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    if (row.getCell(1).value === label) return row;
  }
  throw new Error(`No summary row ${label}`);
}

describe('writeTransactionsXlsx', () => {
  it('writes a Transactions sheet with a bold, frozen, filtered header', async () => {
    const workbook = await workbookOf(await xlsxBytes(SAMPLE_ROWS));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Transactions', 'Summary']);
    const sheet = sheetOf(workbook, 'Transactions');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Description',
      'Merchant',
      'Category',
      'Amount',
      'Balance',
      'Currency',
      'Statement',
      'Status',
      'Balance check',
    ]);
    expect(sheet.getRow(1).getCell(1).font.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:J1');
    expect(sheet.rowCount).toBe(SAMPLE_ROWS.length + 1);
    sheet.getRow(1).eachCell((cell, column) => {
      expect(sheet.getColumn(column).width).toBeGreaterThanOrEqual(cell.text.length);
    });
  });

  it('writes real dates, and amounts as numbers in their currency format', async () => {
    const sheet = sheetOf(await workbookOf(await xlsxBytes(SAMPLE_ROWS)), 'Transactions');
    const salary = sheet.getRow(2);
    expect(salary.getCell(1).value).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(salary.getCell(1).numFmt).toBe('dd-mmm-yyyy');
    expect(salary.getCell(5).value).toBe(50_000);
    expect(salary.getCell(5).numFmt).toBe(RUPEES);
    expect(salary.getCell(6).value).toBe(55_000);

    const shopping = sheet.getRow(3);
    expect(shopping.getCell(5).value).toBe(-1_234.56);
    expect(shopping.getCell(6).value).toBe(53_765.44);

    const pending = sheet.getRow(5);
    expect(pending.getCell(6).value).toBeNull();
    expect(pending.getCell(9).value).toBe('Pending');
    expect(pending.getCell(10).value).toBe('Not checked');

    const dollars = sheet.getRow(6);
    expect([dollars.getCell(5).value, dollars.getCell(5).numFmt]).toEqual([-45.99, DOLLARS]);
    expect(dollars.getCell(7).value).toBe('USD');
    const yen = sheet.getRow(7);
    expect([yen.getCell(5).value, yen.getCell(5).numFmt]).toEqual([-1_200, YEN]);
    expect(yen.getCell(6).value).toBe(50_000);
  });

  it('keeps text that looks like a formula as text', async () => {
    const sheet = sheetOf(await workbookOf(await xlsxBytes(SAMPLE_ROWS)), 'Transactions');
    for (const [row, text] of [
      [3, FORMULA_DESCRIPTION],
      [5, '+91 UPI REFUND'],
      [7, '@Tokyo Metro'],
      [8, '-ATM WITHDRAWAL'],
    ] as const) {
      const cell = sheet.getRow(row).getCell(2);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.value).toBe(text);
    }
  });

  it('sums the rows on a Summary sheet, per currency, category and month', async () => {
    const sheet = sheetOf(await workbookOf(await xlsxBytes(SAMPLE_ROWS)), 'Summary');
    expect(sheet.getRow(1).getCell(1).value).toBe('All statements');
    expect(summaryRow(sheet, 'Period from').getCell(2).value).toEqual(
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(summaryRow(sheet, 'Period to').getCell(2).value).toEqual(
      new Date('2026-04-30T00:00:00Z'),
    );
    expect(summaryRow(sheet, 'Currency').getCell(2).value).toBe('INR');
    const opening = summaryRow(sheet, 'Opening balance').getCell(2);
    expect([opening.value, opening.numFmt]).toEqual([5_000, RUPEES]);
    expect(summaryRow(sheet, 'Closing balance').getCell(2).value).toBe(41_455.69);
    expect(summaryRow(sheet, 'Transactions').getCell(2).value).toBe(7);
    expect(summaryRow(sheet, 'Balance check').getCell(2).value).toBe(
      '1 of 4 balances does not agree',
    );
    expect(summaryRow(sheet, 'Filtered to').getCell(2).value).toBe(
      'Statements march.csv, usd-card.csv and yen.csv',
    );

    // Currency, money in, money out, net, count.
    const flows = (label: string) => (summaryRow(sheet, label).values as unknown[]).slice(2);
    expect(flows('INR')).toEqual([50_199, 13_735.31, 36_463.69, 5]);
    expect(flows('USD')).toEqual([0, 45.99, -45.99, 1]);
    expect(flows('JPY')).toEqual([0, 1_200, -1_200, 1]);
    expect(summaryRow(sheet, 'INR').getCell(3).numFmt).toBe(RUPEES);

    expect(flows('Shopping')).toEqual(['INR', 0, 1_234.56, -1_234.56, 1]);
    expect(flows('Cash')).toEqual(['INR', 0, 10_000, -10_000, 1]);
    expect(flows('Income')).toEqual(['INR', 50_000, 0, 50_000, 1]);
    expect(summaryRow(sheet, 'Transport').getCell(5).numFmt).toBe(YEN);

    const months: unknown[][] = [];
    sheet.eachRow((row) => {
      if (row.getCell(1).value instanceof Date && row.getCell(1).numFmt === 'mmm yyyy') {
        months.push((row.values as unknown[]).slice(1));
      }
    });
    expect(months).toEqual([
      [new Date('2026-03-01T00:00:00Z'), 'INR', 50_000, 3_735.31, 46_264.69, 3],
      [new Date('2026-04-01T00:00:00Z'), 'INR', 199, 10_000, -9_801, 2],
      [new Date('2026-04-01T00:00:00Z'), 'JPY', 0, 1_200, -1_200, 1],
      [new Date('2026-04-01T00:00:00Z'), 'USD', 0, 45.99, -45.99, 1],
    ]);
  });

  it('says what the download does not know', async () => {
    const unknown: ExportSummary = {
      ...SAMPLE_SUMMARY,
      periodStart: null,
      currency: null,
      openingBalanceMinor: null,
      reconciliation: null,
      filtersDescription: null,
    };
    const sheet = sheetOf(await workbookOf(await xlsxBytes(SAMPLE_ROWS, unknown)), 'Summary');
    expect(summaryRow(sheet, 'Period from').getCell(2).value).toBe('Not known');
    expect(summaryRow(sheet, 'Currency').getCell(2).value).toBe('INR, JPY, USD');
    expect(summaryRow(sheet, 'Opening balance').getCell(2).value).toBe('Not known');
    expect(summaryRow(sheet, 'Balance check').getCell(2).value).toBe(
      'Not checked: the statement prints no balances',
    );
    expect(() => summaryRow(sheet, 'Filtered to')).toThrow();
  });

  it('writes an empty download as a header and a summary of nothing', async () => {
    const workbook = await workbookOf(await xlsxBytes([]));
    expect(sheetOf(workbook, 'Transactions').rowCount).toBe(1);
    expect(summaryRow(sheetOf(workbook, 'Summary'), 'Transactions').getCell(2).value).toBe(0);
  });
});

describe('the workbook in another reader (SheetJS)', () => {
  it('opens with real dates, formatted numbers, a filter and no formulas', async () => {
    const workbook = XLSX.read(await xlsxBytes(SAMPLE_ROWS), { cellDates: true, cellNF: true });
    expect(workbook.SheetNames).toEqual(['Transactions', 'Summary']);
    const sheet = workbook.Sheets.Transactions;
    if (!sheet) throw new Error('No Transactions sheet');
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:J1' });
    expect(sheet.A2).toMatchObject({ t: 'd', v: new Date('2026-03-02T00:00:00Z') });
    expect(sheet.E3).toMatchObject({ t: 'n', v: -1_234.56, z: RUPEES });
    expect(sheet.E7).toMatchObject({ t: 'n', v: -1_200, z: YEN });
    expect(sheet.B3).toMatchObject({ t: 's', v: FORMULA_DESCRIPTION });
    expect((sheet.B3 as XLSX.CellObject | undefined)?.f).toBeUndefined();
    expect(XLSX.utils.sheet_to_json(sheet)).toHaveLength(SAMPLE_ROWS.length);
  });
});

describe('a large statement', () => {
  /** Each sheet's rows with values, read with ExcelJS's streaming reader (no whole workbook). */
  async function rowsPerSheet(bytes: Buffer): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      sharedStrings: 'ignore',
      styles: 'ignore',
    });
    for await (const sheet of reader) {
      const name = (sheet as unknown as { name: string }).name;
      let rows = 0;
      for await (const row of sheet) if (row.hasValues) rows += 1;
      counts[name] = rows;
    }
    return counts;
  }

  it('writes 225,000 rows a row at a time and reads back every one', async () => {
    const fromCursor = Readable.from(generatedRows(225_000)) as AsyncIterable<ExportRow>;
    const bytes = await xlsxBytes(fromCursor);
    const counts = await rowsPerSheet(bytes);
    expect(counts.Transactions).toBe(225_001);
    expect(counts.Summary).toBeGreaterThan(10);
  }, 120_000);

  it('stops with an error when the download is closed part way', async () => {
    let rowsRead = 0;
    function* counted() {
      for (const row of generatedRows(100_000)) {
        rowsRead += 1;
        yield row;
      }
    }
    const output = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, done) {
        output.destroy();
        done();
      },
    });
    await expect(writeTransactionsXlsx(output, counted(), SAMPLE_SUMMARY)).rejects.toThrow(
      'The download closed before it was written',
    );
    expect(rowsRead).toBeLessThan(100_000);
  });
});
