import type { BalanceCheckLabel } from '@sheetwise/contracts';

/** One transaction as the spreadsheet download writes it. */
export interface ExportRow {
  /** ISO YYYY-MM-DD. */
  date: string;
  description: string;
  merchant: string;
  category: string;
  /** Signed integer minor units; negative is money out. */
  amountMinor: number;
  balanceMinor: number | null;
  /** ISO 4217: the row's own currency. */
  currency: string | null;
  /** The file name of the statement the row comes from. */
  statement: string;
  status: 'Booked' | 'Pending';
  /** Whether the printed balance follows from the previous one. */
  reconciliation: BalanceCheckLabel;
}

/** What the download is of; the writers work out the totals from the rows themselves. */
export interface ExportSummary {
  /** E.g. the statement's file name, or "All statements". */
  title: string;
  /** ISO dates. */
  periodStart: string | null;
  periodEnd: string | null;
  currency: string | null;
  openingBalanceMinor: number | null;
  closingBalanceMinor: number | null;
  reconciliation: { checked: number; reconciled: number } | null;
  /** E.g. "Category Groceries, money out" when the download is filtered. */
  filtersDescription: string | null;
}

/** Both writers' columns, in order. */
export const EXPORT_COLUMNS = [
  'Date',
  'Description',
  'Merchant',
  'Category',
  'Amount',
  'Balance',
  'Currency',
  'Statement',
  'Status',
  'Balance check',
] as const;

export type ExportRows = AsyncIterable<ExportRow> | Iterable<ExportRow>;
