import * as XLSX from '@e965/xlsx';
import type { ParsingOptions, WorkBook } from '@e965/xlsx';
import { decodeText } from '../decode-text';
import { isOle2 } from '../detect-format';
import { fail } from '../errors';
import { readTable } from '../table/read-table';
import type { ParseOptions, ParseResult } from '../types';
import { sheetGrid, type SheetGrid } from './sheet-grid';
import { unpackZip, type UnpackedEntry } from './zip-limits';

/** More rows than any statement has; SheetJS stops reading there, which bounds its memory. */
const MAX_ROWS = 500_000;

const READ_OPTIONS: ParsingOptions = {
  type: 'array',
  dense: true,
  cellDates: true,
  cellStyles: true,
  cellFormula: false,
  cellHTML: false,
  cellText: false,
  sheetRows: MAX_ROWS,
};

/**
 * SheetJS's reader of an unpacked archive (exported, not in its types), and what `read` sets
 * before it: cell styles bring number formats and empty cells with them.
 */
const sheetjs = XLSX as unknown as {
  parse_zip(zip: unknown, options: ParsingOptions): WorkBook;
  CFB: {
    utils: {
      cfb_new(): unknown;
      cfb_add(zip: unknown, name: string, content: Uint8Array, options: { unsafe: true }): void;
    };
  };
};
const ZIP_OPTIONS: ParsingOptions = { ...READ_OPTIONS, cellNF: true, sheetStubs: true };

/**
 * Reads an XLS or XLSX statement: every sheet goes through the table reader and the one with
 * the most transactions wins (banks add cover and summary sheets). An XLSX's archive is
 * unpacked by us, within the limits (zip-limits.ts), and SheetJS reads the entries: its own
 * unpacking sizes its buffers from the local headers, which a hostile file sets to 4 GB.
 */
export function readSpreadsheet(
  bytes: Uint8Array,
  format: 'xls' | 'xlsx',
  options: ParseOptions = {},
): ParseResult {
  let workbook: WorkBook;
  if (format === 'xlsx') {
    const zip = unpackZip(bytes);
    if (!zip.ok) return fail(zip.reason === 'damaged' ? 'damaged-file' : 'too-large-unpacked');
    try {
      workbook = sheetjs.parse_zip(container(zip.entries), ZIP_OPTIONS);
    } catch {
      return fail('damaged-file');
    }
  } else {
    const markup = isOle2(bytes) ? null : decodeText(bytes);
    if (markup && !markup.ok) return fail('unreadable-text');
    try {
      // Markup is read from its decoded text (from bytes SheetJS takes UTF-8 for Latin-1), and
      // raw: its cells are text as the bank wrote them, where SheetJS would guess dates
      // (`04-01-2020 01:22:28` came out as 1909).
      workbook = markup
        ? XLSX.read(markup.text, { ...READ_OPTIONS, type: 'string', raw: true })
        : XLSX.read(bytes, READ_OPTIONS);
    } catch {
      return fail('damaged-file');
    }
  }
  let best: ParseResult | null = null;
  for (const name of workbook.SheetNames) {
    const grid = takeGrid(workbook, name);
    if (!grid) continue;
    const result = readTable(grid.rows, format, options);
    if (result.ok && grid.hiddenRows.length > 0) {
      result.statement.warnings.push(hiddenWarning(grid.hiddenRows.length, name));
    }
    if (!best || isBetter(result, best)) best = result;
  }
  return best ?? fail('not-a-statement');
}

/** The unpacked entries as SheetJS's own unpacking would have given them, in the same order. */
function container(entries: UnpackedEntry[]): unknown {
  const zip = sheetjs.CFB.utils.cfb_new();
  for (const entry of entries) {
    sheetjs.CFB.utils.cfb_add(zip, entry.name, entry.content, { unsafe: true });
  }
  return zip;
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
