import { describe, expect, it } from 'vitest';
import { detectFormat } from '../detect-format';
import { parseStatement } from '../index';

/**
 * "XLS" files that are markup, written by a generator: an HTML table with Excel's MIME type, as
 * many Thai and Indian banks export, and SpreadsheetML 2003 XML. Rows carry their own figures.
 */
const ROWS: [string, string, string, string][] = [
  ['04-01-2020 01:22:28', 'Salary เงินเดือน', '15,000.00', '18,904.42'],
  ['04-01-2020 20:40:50', 'Transfer to 7450123086', '-10,000.00', '8,904.42'],
  ['11-01-2020 10:14:52', 'ATM ถอนเงิน', '-1,500.50', '7,403.92'],
];
const AMOUNTS = [1500000, -1000000, -150050];

function htmlTable(): string {
  const cell = (text: string) => `<td style="mso-number-format:\\@;">${text}</td>`;
  const rows = [
    `<tr>${cell('สกุลเงิน')}${cell('THB')}</tr>`,
    `<tr>${['วันที่', 'รายละเอียด', 'จำนวนเงิน', 'ยอดเงินคงเหลือ'].map(cell).join('')}</tr>`,
    ...ROWS.map((row) => `<tr>${row.map(cell).join('')}</tr>`),
  ];
  return `<head><meta http-equiv='Content-Type' content='application/vnd.ms-excel; charset=UTF-8' /></head>
<html><body><table>${rows.join('\n')}</table></body></html>`;
}

function spreadsheetMl(): string {
  const cell = (text: string) => `<Cell><Data ss:Type="String">${text}</Data></Cell>`;
  const rows = [['Date', 'Description', 'Amount (THB)', 'Balance'], ...ROWS].map(
    (row) => `<Row>${row.map(cell).join('')}</Row>`,
  );
  return `<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
<Worksheet ss:Name="Statement"><Table>${rows.join('\n')}</Table></Worksheet></Workbook>`;
}

describe('markup saved as .xls', () => {
  it.each([
    ['an HTML table', htmlTable()],
    ['SpreadsheetML 2003', spreadsheetMl()],
  ])('%s is read as a workbook, its text cells as written', async (_, text) => {
    const bytes = new TextEncoder().encode(text);
    expect(detectFormat(bytes, 'statement.xls')).toBe('xls');
    const result = await parseStatement(bytes, 'statement.xls');
    if (!result.ok) throw new Error(result.error.message);
    const { transactions, currency, reconciliation, format } = result.statement;
    expect(format).toBe('xls');
    expect(transactions.map((t) => t.amountMinor)).toEqual(AMOUNTS);
    expect(transactions.map((t) => t.date)).toEqual(['2020-01-04', '2020-01-04', '2020-01-11']);
    expect(transactions[0]?.description).toContain('เงินเดือน');
    expect(currency).toBe('THB');
    expect(reconciliation).toEqual({ checked: 2, reconciled: 2, brokenRows: [] });
  });

  it('leaves other text that starts with a tag to the CSV reader', () => {
    const bytes = new TextEncoder().encode('<b>not a table</b>\nDate,Amount\n2020-01-04,1.00');
    expect(detectFormat(bytes, 'statement.csv')).toBe('csv');
  });
});
