import type { Cell } from './cells';
import type { Entry, History, HistoryOptions } from './history';

/** The files a tabular layout can be written as: `html` is an HTML table saved as `.xls`. */
export type TableFormat = 'csv' | 'xlsx' | 'xls' | 'html' | 'pdf';
export type ExportFormat = 'ofx' | 'qif' | 'camt' | 'mt940';

export interface CsvStyle {
  delimiter?: string;
  /** needed: only fields that must be; all: every field; text: every field but numbers. */
  quote?: 'needed' | 'all' | 'text';
  /** How a quote inside a quoted field is escaped: doubled (RFC 4180), or `\"` (N26). */
  escape?: 'double' | 'backslash';
  eol?: '\n' | '\r\n';
  bom?: boolean;
  encoding?: 'utf-8' | 'windows-1252' | 'windows-1250' | 'windows-1251' | 'shift_jis' | 'gbk';
  /** A delimiter after the last field of every line, as some banks' exports end. */
  trailingDelimiter?: boolean;
  /** The name the bank gives the download, when it is not `*.csv` (SBI's tab text is `.xls`). */
  fileName?: string;
}

/** What a reader must find, from the generator's own history: never from a parser. */
export interface Expected {
  count: number;
  /** Money out (negative) and money in, in minor units. */
  debits: number;
  credits: number;
  currency: string | null;
  /** Date, description and signed amount of the first and last transaction in the file's order. */
  first: [string, string, number];
  last: [string, string, number];
  opening?: number;
  closing?: number;
  /** The bank's kind of the first and last transaction, where the file has a kind column. */
  types?: [string, string];
}

export interface Sheet {
  /** Every row of the file, preamble and footer included. */
  rows: Cell[][];
  /** The header row's index, or -1 for a file without one (PDF needs to know). */
  header: number;
  expected: Expected;
}

interface LayoutBase {
  /** Unique, `country-bank-product`: it seeds the history and decides the held-out split. */
  name: string;
  /** ISO 3166 country of the bank, or `intl`. */
  country: string;
  history: HistoryOptions;
}

export interface TableLayout extends LayoutBase {
  kind: 'table';
  formats: readonly TableFormat[];
  csv?: CsvStyle;
  /** Workbooks store money as numbers and dates as dates (most banks' .xlsx); else as text. */
  nativeCells?: boolean;
  /** PDF columns laid out by Helvetica's real widths (render-pdf.ts); the first corpus's are not. */
  pdfExactWidths?: boolean;
  sheet(history: History): Sheet;
}

export interface ExportLayout extends LayoutBase {
  kind: 'export';
  format: ExportFormat;
  file(history: History): { text: string; expected: Expected };
}

export type CorpusLayout = TableLayout | ExportLayout;

export interface ExpectOptions {
  describe: (entry: Entry) => string;
  /**
   * A kind column's text (`POS PURCHASE`), which readers keep as the row's type, apart from the
   * description, as the real fixtures' figures do (Lloyds' DD, SO, FPI).
   */
  type?: (entry: Entry) => string;
  /** The currency the file states; null when it names none (readers infer none). */
  currency: string | null;
  newestFirst?: boolean;
  /** Which balances the file prints, in a running balance column or in labelled lines. */
  opening?: boolean;
  closing?: boolean;
}

export function expectedOf(history: History, options: ExpectOptions): Expected {
  const entries = options.newestFirst ? [...history.entries].reverse() : history.entries;
  let debits = 0;
  let credits = 0;
  for (const { amountMinor } of entries) {
    if (amountMinor < 0) debits += amountMinor;
    else credits += amountMinor;
  }
  const line = (entry: Entry | undefined): [string, string, number] =>
    entry ? [entry.date, options.describe(entry), entry.amountMinor] : ['', '', 0];
  return {
    count: entries.length,
    debits,
    credits,
    currency: options.currency,
    first: line(entries[0]),
    last: line(entries[entries.length - 1]),
    ...(options.opening ? { opening: history.openingMinor } : {}),
    ...(options.closing ? { closing: history.closingMinor } : {}),
    ...(options.type
      ? { types: [options.type(entries[0] as Entry), options.type(entries.at(-1) as Entry)] }
      : {}),
  };
}

/**
 * A description made of several columns, as the readers document they join them: parts in column
 * order with ` - `, a part contained in another (ignoring case) left out, spaces collapsed.
 */
export function joinParts(...parts: string[]): string {
  const tidy = parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const lower = tidy.map((part) => part.toLowerCase());
  return tidy
    .filter((_, index) => {
      const mine = lower[index] ?? '';
      return !lower.some(
        (other, at) => at !== index && other.includes(mine) && (other !== mine || at < index),
      );
    })
    .join(' - ');
}

/** Entries in the order the file prints them. */
export function ordered(history: History, newestFirst = false): Entry[] {
  return newestFirst ? [...history.entries].reverse() : history.entries;
}
