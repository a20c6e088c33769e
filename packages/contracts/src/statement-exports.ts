import { z } from 'zod';
import { MAX_FILE_NAME_LENGTH } from './limits';

/**
 * Sending a statement's transactions to a spreadsheet (issue #21, item 4): a spreadsheet of its
 * own, or the user's running "All transactions" spreadsheet, appended to without repeating a row.
 */
export const STATEMENT_EXPORT_KINDS = ['single', 'all'] as const;
export const StatementExportKind = z.enum(STATEMENT_EXPORT_KINDS);
export type StatementExportKind = z.infer<typeof StatementExportKind>;

/** Where statements are sent: Google Sheets, or an Excel workbook in the user's OneDrive. */
export const STATEMENT_EXPORT_DESTINATIONS = ['google', 'onedrive'] as const;
export const StatementExportDestination = z.enum(STATEMENT_EXPORT_DESTINATIONS);
export type StatementExportDestination = z.infer<typeof StatementExportDestination>;

export const SendStatementRequest = z.object({
  file: z.string().min(1).max(MAX_FILE_NAME_LENGTH),
  kind: StatementExportKind,
  destination: StatementExportDestination.default('google'),
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
  microsoftNotConnected: 'microsoft-not-connected',
  onedriveUnavailable: 'onedrive-unavailable',
} as const;

export const STATEMENT_EXPORT_MESSAGES = {
  googleNotConnected: 'Connect your Google account to send statements to Google Sheets.',
  googleAuth: 'Google refused access. Connect your Google account again.',
  microsoftNotConnected: 'Connect your Microsoft account to send statements to OneDrive.',
} as const;
