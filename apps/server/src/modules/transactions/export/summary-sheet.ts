import type ExcelJS from 'exceljs';
import { reconciliationInWords, type ExportTotals, type FlowTotals } from './export-totals';
import type { ExportSummary } from './export-types';
import {
  DATE_FORMAT,
  MONTH_FORMAT,
  spreadsheetDate,
  spreadsheetMoneyFormat,
  toMajorUnits,
} from './spreadsheet-cells';

const COLUMN_WIDTHS = [28, 22, 16, 16, 16, 14];
const FLOW_HEADINGS = ['Currency', 'Money in', 'Money out', 'Net', 'Transactions'];
const NOT_KNOWN = 'Not known';

/**
 * The Summary sheet: what the download is of, its balances and balance check, then money in and
 * out per currency, by category and by month. Money out is shown as a positive sum beside money
 * in, and net is in minus out.
 */
export function writeSummarySheet(
  sheet: ExcelJS.Worksheet,
  summary: ExportSummary,
  totals: ExportTotals,
): void {
  sheet.columns = COLUMN_WIDTHS.map((width) => ({ width }));
  const title = sheet.addRow([summary.title]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([]).commit();

  const perCurrency = totals.byCurrency();
  const balanceFormat = spreadsheetMoneyFormat(summary.currency);
  const balance = (minor: number | null) =>
    minor === null ? NOT_KNOWN : toMajorUnits(minor, summary.currency);
  const date = (iso: string | null) => (iso === null ? NOT_KNOWN : spreadsheetDate(iso));
  const currencies = perCurrency.flatMap((flow) => (flow.currency ? [flow.currency] : []));

  writeFact(sheet, 'Period from', date(summary.periodStart), DATE_FORMAT);
  writeFact(sheet, 'Period to', date(summary.periodEnd), DATE_FORMAT);
  writeFact(sheet, 'Currency', summary.currency ?? (currencies.join(', ') || NOT_KNOWN));
  writeFact(sheet, 'Opening balance', balance(summary.openingBalanceMinor), balanceFormat);
  writeFact(sheet, 'Closing balance', balance(summary.closingBalanceMinor), balanceFormat);
  writeFact(
    sheet,
    'Transactions',
    perCurrency.reduce((sum, flow) => sum + flow.count, 0),
  );
  writeFact(sheet, 'Balance check', reconciliationInWords(summary.reconciliation));
  if (summary.filtersDescription) writeFact(sheet, 'Filtered to', summary.filtersDescription);

  writeHeading(sheet, 'Money in and out', FLOW_HEADINGS);
  for (const flow of perCurrency) writeFlow(sheet, [], flow).commit();

  writeHeading(sheet, 'By category', ['Category', ...FLOW_HEADINGS]);
  for (const flow of totals.byCategory()) writeFlow(sheet, [flow.category], flow).commit();

  writeHeading(sheet, 'By month', ['Month', ...FLOW_HEADINGS]);
  for (const flow of totals.byMonth()) {
    const row = writeFlow(sheet, [spreadsheetDate(`${flow.month}-01`)], flow);
    row.getCell(1).numFmt = MONTH_FORMAT;
    row.commit();
  }
  sheet.commit();
}

function writeFact(
  sheet: ExcelJS.Worksheet,
  label: string,
  value: string | number | Date,
  numFmt?: string,
): void {
  const row = sheet.addRow([label, value]);
  row.getCell(1).font = { bold: true };
  if (numFmt && typeof value !== 'string') row.getCell(2).numFmt = numFmt;
  row.commit();
}

/** A blank line, the table's name, and its bold column headings. */
function writeHeading(sheet: ExcelJS.Worksheet, name: string, headings: string[]): void {
  sheet.addRow([]).commit();
  const nameRow = sheet.addRow([name]);
  nameRow.font = { bold: true, size: 12 };
  nameRow.commit();
  const headingRow = sheet.addRow(headings);
  headingRow.font = { bold: true };
  headingRow.commit();
}

/** The row, uncommitted, so the caller may still format its leading cells. */
function writeFlow(
  sheet: ExcelJS.Worksheet,
  leading: ExcelJS.CellValue[],
  flow: FlowTotals,
): ExcelJS.Row {
  const { currency, moneyInMinor, moneyOutMinor } = flow;
  const row = sheet.addRow([
    ...leading,
    currency ?? '',
    toMajorUnits(moneyInMinor, currency),
    toMajorUnits(moneyOutMinor, currency),
    toMajorUnits(moneyInMinor - moneyOutMinor, currency),
    flow.count,
  ]);
  const format = spreadsheetMoneyFormat(currency);
  const firstMoneyColumn = leading.length + 2;
  for (let column = firstMoneyColumn; column < firstMoneyColumn + 3; column += 1) {
    row.getCell(column).numFmt = format;
  }
  return row;
}
