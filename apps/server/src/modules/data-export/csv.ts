import { currencyExponent } from '@sheetwise/contracts';
import type { StoredTransaction } from '../documents/stored-transactions';

export const CSV_COLUMNS = [
  'date',
  'description',
  'amount',
  'balance',
  'currency',
  'merchant',
  'category',
  'reference',
] as const;

/** A row's merchant and category as the transactions sheet shows them, corrections applied. */
export interface RowReading {
  merchant: string;
  category: string;
}

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

export function transactionRow(row: StoredTransaction, reading: RowReading | undefined): string {
  const cells = [
    row.date,
    textCell(row.description),
    minorToDecimal(row.amount_minor, row.currency),
    row.balance_minor === null ? '' : minorToDecimal(row.balance_minor, row.currency),
    textCell(row.currency),
    textCell(reading?.merchant ?? null),
    textCell(reading?.category ?? row.category),
    textCell(row.reference),
  ];
  return cells.join(',');
}

const ROWS_PER_PIECE = 2_000;

/**
 * The statement as CSV text in pieces of a few thousand rows, so the zip compresses one piece
 * while the next is written and no whole-file string of a large statement is ever built. Each
 * row's merchant and category are the sheet's (`readings`, by position).
 */
export function* transactionsCsv(
  rows: readonly StoredTransaction[],
  readings: ReadonlyMap<number, RowReading>,
): Generator<string> {
  let piece = `${CSV_COLUMNS.join(',')}\r\n`;
  let count = 0;
  for (const row of rows) {
    piece += `${transactionRow(row, readings.get(row.position))}\r\n`;
    count += 1;
    if (count % ROWS_PER_PIECE === 0) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}
