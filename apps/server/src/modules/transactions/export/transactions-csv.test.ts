import { Writable } from 'node:stream';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  FORMULA_DESCRIPTION,
  SAMPLE_ROWS,
  SAMPLE_SUMMARY,
  collectingOutput,
  generatedRows,
} from './export-test-rows';
import type { ExportRow } from './export-types';
import { writeTransactionsCsv } from './transactions-csv';

async function csvText(rows: Iterable<ExportRow>, summary = SAMPLE_SUMMARY): Promise<string> {
  const { output, bytes } = collectingOutput();
  await writeTransactionsCsv(output, rows, summary);
  return bytes().toString('utf8');
}

function parsed(text: string): Record<string, string>[] {
  const result = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(result.errors).toEqual([]);
  return result.data;
}

describe('writeTransactionsCsv', () => {
  it('writes UTF-8 with a BOM, CRLF lines and a header row', async () => {
    const text = await csvText(SAMPLE_ROWS);
    expect(text.startsWith('\uFEFFDate,Description,Merchant,Category,Amount,Balance,')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDate,Description,Merchant,Category,Amount,Balance,Currency,Statement,Status,Balance check',
    );
    expect(lines).toHaveLength(SAMPLE_ROWS.length + 2);
    expect(lines.at(-1)).toBe('');
  });

  it('writes ISO dates and plain decimals in each currency’s digits', async () => {
    const rows = parsed(await csvText(SAMPLE_ROWS));
    expect(rows[0]).toEqual({
      Date: '2026-03-02',
      Description: 'SALARY MARCH',
      Merchant: 'Acme Corp',
      Category: 'Income',
      Amount: '50000.00',
      Balance: '55000.00',
      Currency: 'INR',
      Statement: 'march.csv',
      Status: 'Booked',
      'Balance check': 'Agrees',
    });
    expect(rows.map((row) => [row.Amount, row.Balance, row.Currency])).toEqual([
      ['50000.00', '55000.00', 'INR'],
      ['-1234.56', '53765.44', 'INR'],
      ['-2500.75', '51264.69', 'INR'],
      ['199.00', '', 'INR'],
      ['-45.99', '1000.00', 'USD'],
      ['-1200', '50000', 'JPY'],
      ['-10000.00', '41455.69', 'INR'],
    ]);
    expect(rows[3]).toMatchObject({ Status: 'Pending', 'Balance check': 'Not checked' });
    expect(rows[2]?.['Balance check']).toBe('Does not agree');
  });

  it('guards text a spreadsheet would run as a formula, and quotes commas and quotes', async () => {
    const rows = parsed(await csvText(SAMPLE_ROWS));
    expect(rows.map((row) => row.Description)).toEqual([
      'SALARY MARCH',
      `'${FORMULA_DESCRIPTION}`,
      'BIGBASKET ORDER',
      "'+91 UPI REFUND",
      'AMAZON.COM',
      "'@Tokyo Metro",
      "'-ATM WITHDRAWAL",
    ]);
    expect(rows[1]?.Merchant).toBe('Smith, "J"');
    expect(rows[3]?.Merchant).toBe("'\tSwiggy");
  });

  it('takes the download’s currency for a row that names none', async () => {
    const row = { ...SAMPLE_ROWS[5], currency: null } as ExportRow;
    const [written] = parsed(await csvText([row], { ...SAMPLE_SUMMARY, currency: 'JPY' }));
    expect(written).toMatchObject({ Amount: '-1200', Balance: '50000', Currency: 'JPY' });
  });

  it('writes no more while the output asks it to wait', async () => {
    let writesWhileFull = 0;
    let received = '';
    const output = new Writable({
      highWaterMark: 16 * 1024,
      decodeStrings: false,
      write(chunk: string, _encoding, done) {
        received += chunk;
        setTimeout(done, 1);
      },
    });
    const write = output.write.bind(output);
    output.write = ((chunk: string) => {
      if (output.writableNeedDrain) writesWhileFull += 1;
      return write(chunk);
    }) as typeof output.write;

    await writeTransactionsCsv(output, generatedRows(5_000), SAMPLE_SUMMARY);
    expect(writesWhileFull).toBe(0);
    expect(received.split('\r\n')).toHaveLength(5_002);
    expect(output.writableFinished).toBe(true);
  });
});
