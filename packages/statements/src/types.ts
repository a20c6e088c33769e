import type { ReadingChoice, StatedFacts, StatementReadingQuestion } from '@sheetwise/contracts';

export type { StatedFacts };

/**
 * The formats a statement can arrive in, told apart by the file's bytes: tables (CSV, XLS, XLSX,
 * PDF) and banks' export formats (OFX or QFX, QIF, ISO 20022 CAMT.053, SWIFT MT940).
 */
export const STATEMENT_FORMATS = [
  'csv',
  'xls',
  'xlsx',
  'pdf',
  'ofx',
  'qif',
  'camt053',
  'mt940',
] as const;

export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export interface Transaction {
  /** 0-based position in the statement's own order (the file's order, never re-sorted). */
  position: number;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  description: string;
  /** Signed integer minor units: negative is money out, positive is money in. */
  amountMinor: number;
  /** The running balance the statement printed on this row, in minor units. */
  balanceMinor?: number;
  /** Set on every row when the statement mixes currencies. */
  currency?: string;
  reference?: string;
  /** Only when the bank supplies one, or the user has given the row one (issue #18). */
  category?: string;
  /** The category is the user's own: it is taken as it is, never read further. */
  categoryByUser?: boolean;
  /** The merchant as the user named it; otherwise the assistant reads one from the description. */
  merchant?: string;
  /** The bank's own kind of the row (`DD`, `SO`, `Card payment`), when the file has a column for it. */
  type?: string;
  /** Not yet booked by the bank. */
  pending?: boolean;
  /**
   * The fee the bank or payment service took on this row (a Fee column beside the amount, as in
   * PayPal or Revolut), already counted in `amountMinor`; positive. Only when the file has one.
   */
  feeMinor?: number;
}

export interface Reconciliation {
  /** Rows whose printed balance could be checked against an earlier balance. */
  checked: number;
  /** Checked rows where earlier balance + amounts in between = printed balance. */
  reconciled: number;
  /** Positions of the checked rows that did not add up. */
  brokenRows: number[];
}

export interface ParsedStatement {
  format: StatementFormat;
  bank?: string;
  /** The account or card number with only its last four digits visible, e.g. `****4068`. */
  accountMasked?: string;
  /** ISO 4217 code, or null when the file does not say (or mixes several: see `currencies`). */
  currency: string | null;
  /** Every currency seen, when the file mixes several. */
  currencies?: string[];
  /** ISO dates. */
  period: { start: string; end: string };
  openingBalanceMinor?: number;
  closingBalanceMinor?: number;
  transactions: Transaction[];
  /** Null when the statement prints no running balance. */
  reconciliation: Reconciliation | null;
  /** Things a person should know about how the file was read, in plain sentences. */
  warnings: string[];
  /** How a table's columns, dates and signs were read (CSV and spreadsheets; PDFs have none). */
  reading?: StatementReading;
  /** What a card statement prints in its summary rather than as rows, each checked where it can be. */
  statedFacts?: StatedFacts;
}

/**
 * How sure the reader is of a table's reading, and what to show a person asked to confirm it:
 * 'low' when the dates fit both orders, the amounts have no sign and nothing settles it, the
 * table has no header and no balance confirms its columns, or most balances do not add up.
 */
export interface StatementReading extends Omit<StatementReadingQuestion, 'currency'> {
  confidence: 'high' | 'low';
  /** Inferred from the file, or a person's choice given with it or remembered for the layout. */
  source: 'inferred' | 'chosen' | 'remembered';
}

export type ParseErrorCode =
  | 'unsupported-type'
  | 'empty-file'
  | 'damaged-file'
  | 'too-large-unpacked'
  | 'password-required'
  | 'wrong-password'
  | 'pdf-no-text'
  | 'not-a-statement'
  | 'no-transactions'
  | 'unreadable-text'
  | 'reading-invalid'
  /** Amounts in thousandths (dinars) in a file that names no currency: hundredths cannot hold them. */
  | 'currency-needed';

/** What a file may need besides its bytes. */
export interface ParseOptions {
  /** Opens a password-protected PDF; other files ignore it. Used for the parse only, never kept. */
  password?: string;
  /** A person's reading of a table's columns, for the file whose layout it names. */
  reading?: ReadingChoice;
  /** Readings the person chose for earlier files: one for this file's layout is applied. */
  remembered?: readonly ReadingChoice[];
  /** Currencies the person gave earlier files that named none: used when this one names none. */
  currencies?: readonly LayoutCurrency[];
}

/** The currency a person gave a statement of one layout (its header signature). */
export interface LayoutCurrency {
  headerSignature: string;
  currency: string;
}

export interface ParseError {
  code: ParseErrorCode;
  /** A sentence a person understands. */
  message: string;
}

export type ParseResult =
  { ok: true; statement: ParsedStatement } | { ok: false; error: ParseError };
