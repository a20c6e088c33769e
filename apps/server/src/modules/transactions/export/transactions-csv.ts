import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { minorToDecimal, textCell } from '../../data-export/csv';
import { drained } from './drain';
import {
  EXPORT_COLUMNS,
  type ExportRow,
  type ExportRows,
  type ExportSummary,
} from './export-types';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';
/** Rows are gathered into pieces of about this many characters, so each write is worth a call. */
const PIECE_CHARACTERS = 64 * 1024;

/**
 * The transactions as CSV: UTF-8 with a BOM, CRLF, a header row, ISO dates and amounts as plain
 * decimals in the currency's own digits. Text that a spreadsheet would run as a formula is
 * guarded (`textCell`). Waits whenever the output asks it to, and ends the output.
 */
export async function writeTransactionsCsv(
  output: Writable,
  rows: ExportRows,
  summary: ExportSummary,
): Promise<void> {
  let piece = `${BYTE_ORDER_MARK}${EXPORT_COLUMNS.join(',')}\r\n`;
  for await (const row of rows) {
    piece += `${csvLine(row, row.currency ?? summary.currency)}\r\n`;
    if (piece.length >= PIECE_CHARACTERS) {
      await write(output, piece);
      piece = '';
    }
  }
  await write(output, piece);
  output.end();
  await finished(output);
}

/** `currency` is the row's own, or the download's when the row names none. */
function csvLine(row: ExportRow, currency: string | null): string {
  return [
    row.date,
    textCell(row.description),
    textCell(row.merchant),
    textCell(row.category),
    minorToDecimal(row.amountMinor, currency),
    row.balanceMinor === null ? '' : minorToDecimal(row.balanceMinor, currency),
    textCell(currency),
    textCell(row.statement),
    row.status,
    row.reconciliation,
  ].join(',');
}

async function write(output: Writable, text: string): Promise<void> {
  if (!output.write(text)) await drained(output, output);
}
