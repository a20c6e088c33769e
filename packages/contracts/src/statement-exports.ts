import { z } from 'zod';
import { MAX_FILE_NAME_LENGTH } from './limits';

/**
 * Sending a statement's transactions to a spreadsheet (issue #21, item 4): a spreadsheet of its
 * own, or the user's running "All transactions" spreadsheet, appended to without repeating a row.
 */
export const STATEMENT_EXPORT_KINDS = ['single', 'all'] as const;
export const StatementExportKind = z.enum(STATEMENT_EXPORT_KINDS);
export type StatementExportKind = z.infer<typeof StatementExportKind>;

export const SendStatementRequest = z.object({
  file: z.string().min(1).max(MAX_FILE_NAME_LENGTH),
  kind: StatementExportKind,
});
export type SendStatementRequest = z.infer<typeof SendStatementRequest>;

export const SendStatementResponse = z.object({
  kind: StatementExportKind,
  /** The spreadsheet's address, to open it. */
  url: z.url(),
  /** Rows written by this send, and rows left out because the spreadsheet already had them. */
  rowsSent: z.number().int().nonnegative(),
  rowsAlreadySent: z.number().int().nonnegative(),
});
export type SendStatementResponse = z.infer<typeof SendStatementResponse>;

/** The spreadsheets' names and sheet titles. */
export const STATEMENT_SHEET_TITLES = { transactions: 'Transactions', summary: 'Summary' } as const;
export const ALL_TRANSACTIONS_SPREADSHEET_TITLE = 'All transactions';

/** The Transactions sheet's columns, in order; the id comes first so rows are found by it. */
export const STATEMENT_SHEET_COLUMNS = [
  'Id',
  'Date',
  'Description',
  'Merchant',
  'Category',
  'Amount',
  'Balance',
  'Currency',
  'Source file',
  'Reconciled',
  'Transfer',
] as const;

export const STATEMENT_EXPORT_ERROR_CODES = {
  googleNotConnected: 'google-not-connected',
  googleUnavailable: 'google-unavailable',
} as const;

export const STATEMENT_EXPORT_MESSAGES = {
  googleNotConnected: 'Connect your Google account to send statements to Google Sheets.',
  googleAuth: 'Google refused access. Connect your Google account again.',
} as const;
