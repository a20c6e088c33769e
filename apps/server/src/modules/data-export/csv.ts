import { currencyExponent } from '@sheetwise/contracts';
import type { StoredTransaction } from '../documents/stored-transactions';

export const CSV_COLUMNS = [
  'date',
  'description',
  'amount',
  'balance',
  'currency',
  'category',
  'reference',
] as const;

/**
 * Integer minor units as an exact decimal in the currency's own exponent (-4510 EUR is "-45.10",
 * 1200 JPY is "1200"). Done on the digits, never by dividing, so no figure is ever off by a cent.
 */
export function minorToDecimal(minor: number, currency: string | null): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount: ${minor}`);
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = exponent > 0 ? `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` : digits;
  return minor < 0 ? `-${whole}` : whole;
}

/**
 * One cell, safe to open in a spreadsheet. Text starting with = + - @, a tab or a carriage return
 * would be run as a formula by Excel, LibreOffice or Sheets (OWASP "CSV injection"), so it gets a
 * leading apostrophe. Our own figures are written unguarded: "-45.10" must stay a number.
 */
export function textCell(value: string | null): string {
  if (value === null) return '';
  return quote(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function transactionRow(row: StoredTransaction): string {
  const cells = [
    row.date,
    textCell(row.description),
    minorToDecimal(row.amount_minor, row.currency),
    row.balance_minor === null ? '' : minorToDecimal(row.balance_minor, row.currency),
    textCell(row.currency),
    textCell(row.category),
    textCell(row.reference),
  ];
  return cells.join(',');
}

const ROWS_PER_PIECE = 2_000;

/**
 * The statement as CSV text in pieces of a few thousand rows, so the zip compresses one piece
 * while the next is written and no whole-file string of a large statement is ever built.
 */
export function* transactionsCsv(rows: readonly StoredTransaction[]): Generator<string> {
  let piece = `${CSV_COLUMNS.join(',')}\r\n`;
  let count = 0;
  for (const row of rows) {
    piece += `${transactionRow(row)}\r\n`;
    count += 1;
    if (count % ROWS_PER_PIECE === 0) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}
