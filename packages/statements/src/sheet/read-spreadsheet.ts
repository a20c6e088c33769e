import { read, type WorkBook } from '@e965/xlsx';
import { fail } from '../errors';
import { readTable } from '../table/read-table';
import type { ParseResult } from '../types';
import { sheetGrid, type SheetGrid } from './sheet-grid';
import { checkZipSizes } from './zip-limits';

/** More rows than any statement has; SheetJS stops reading there, which bounds its memory. */
const MAX_ROWS = 500_000;

/**
 * Reads an XLS or XLSX statement: every sheet goes through the table reader and the one with
 * the most transactions wins (banks add cover and summary sheets). An XLSX's archive is checked
 * before anything is unpacked.
 */
export function readSpreadsheet(bytes: Uint8Array, format: 'xls' | 'xlsx'): ParseResult {
  if (format === 'xlsx') {
    const zip = checkZipSizes(bytes);
    if (!zip.ok) return fail(zip.reason === 'damaged' ? 'damaged-file' : 'too-large-unpacked');
  }
  let workbook: WorkBook;
  try {
    workbook = read(bytes, {
      type: 'array',
      dense: true,
      cellDates: true,
      cellStyles: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      sheetRows: MAX_ROWS,
    });
  } catch {
    return fail('damaged-file');
  }
  let best: ParseResult | null = null;
  for (const name of workbook.SheetNames) {
    const grid = takeGrid(workbook, name);
    if (!grid) continue;
    const result = readTable(grid.rows, format);
    if (result.ok && grid.hiddenRows.length > 0) {
      result.statement.warnings.push(hiddenWarning(grid.hiddenRows.length, name));
    }
    if (!best || isBetter(result, best)) best = result;
  }
  return best ?? fail('not-a-statement');
}

/**
 * The sheet as a grid of texts. The sheet leaves the workbook as it is read: its cell objects
 * weigh more than its texts (about 60 MB more for 130,000 rows) and are not needed again.
 */
function takeGrid(workbook: WorkBook, name: string): SheetGrid | null {
  const sheet = workbook.Sheets[name];
  if (!sheet) return null;
  Reflect.deleteProperty(workbook.Sheets, name);
  return sheetGrid(sheet);
}

function isBetter(candidate: ParseResult, current: ParseResult): boolean {
  if (!candidate.ok) return false;
  if (!current.ok) return true;
  return candidate.statement.transactions.length > current.statement.transactions.length;
}

function hiddenWarning(count: number, sheetName: string): string {
  const rows = count === 1 ? '1 row is' : `${count} rows are`;
  return `${rows} hidden in the sheet "${sheetName}"; we read them like every other row.`;
}
