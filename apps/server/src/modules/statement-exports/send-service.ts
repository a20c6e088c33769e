import { randomUUID } from 'node:crypto';
import {
  ALL_TRANSACTIONS_SPREADSHEET_TITLE,
  STATEMENT_EXPORT_ERROR_CODES,
  STATEMENT_EXPORT_MESSAGES,
  STATEMENT_SHEET_TITLES,
  type SendStatementRequest,
  type SendStatementResponse,
  type StatementExportDestination,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ownDocument } from '../chat/statement-loader';
import { SideAuthError, SideBusyError, SideNotFoundError } from '../sync/connectors/side-connector';
import type { StatementDestination } from './destination';
import { statementSheets, type StatementSheets } from './statement-rows';
import {
  claimRows,
  deleteExport,
  findAllTransactionsExport,
  insertExport,
  releaseRows,
  touchExport,
  type ExportRecord,
} from './store';

/** The user's account at the destination named; SideAuthError when it is not connected. */
export type DestinationFactory = (
  ctx: ServerContext,
  userId: string,
  destination: StatementExportDestination,
) => Promise<StatementDestination>;

interface Sending {
  ctx: ServerContext;
  userId: string;
  destinationName: StatementExportDestination;
  documentId: string;
  sheets: StatementSheets;
  destination: StatementDestination;
}

const claimsOf = (sending: Sending) =>
  sending.sheets.rows.map((row) => ({
    rowId: row.id,
    documentId: sending.documentId,
    position: row.position,
    category: row.category,
  }));

/** A spreadsheet of the statement alone: its Transactions and its Summary. */
async function sendToNewSpreadsheet(
  sending: Sending,
  fileName: string,
): Promise<SendStatementResponse> {
  const { ctx, userId, sheets } = sending;
  const workbook = await sending.destination.createWorkbook(fileName, [
    {
      title: STATEMENT_SHEET_TITLES.transactions,
      rows: [sheets.header, ...sheets.rows.map((row) => row.cells)],
    },
    sheets.summary,
  ]);
  const now = ctx.clock.now();
  const record = await insertExport(ctx.db, {
    id: randomUUID(),
    userId,
    destination: sending.destinationName,
    kind: 'single',
    spreadsheetId: workbook.id,
    url: workbook.url,
    now,
  });
  if (record) await claimRows(ctx.db, record.id, claimsOf(sending));
  return { kind: 'single', url: workbook.url, rowsSent: sheets.rows.length, rowsAlreadySent: 0 };
}

/** The user's running spreadsheet, made with its header row the first time. */
async function allTransactionsSpreadsheet(sending: Sending): Promise<ExportRecord> {
  const { ctx, userId } = sending;
  const existing = await findAllTransactionsExport(ctx.db, userId, sending.destinationName);
  if (existing) return existing;
  const workbook = await sending.destination.createWorkbook(ALL_TRANSACTIONS_SPREADSHEET_TITLE, [
    { title: STATEMENT_SHEET_TITLES.transactions, rows: [sending.sheets.header] },
  ]);
  const recorded = await insertExport(ctx.db, {
    id: randomUUID(),
    userId,
    destination: sending.destinationName,
    kind: 'all',
    spreadsheetId: workbook.id,
    url: workbook.url,
    now: ctx.clock.now(),
  });
  if (recorded) return recorded;
  // Another send made the user's first one at the same moment: that one is theirs.
  const first = await findAllTransactionsExport(ctx.db, userId, sending.destinationName);
  if (!first) throw new Error('The running spreadsheet was neither recorded nor found');
  return first;
}

/**
 * Appends the rows the running spreadsheet does not have yet. They are recorded as sent before
 * they are written, so sends at once split the rows between them, and given back if writing
 * fails. A running spreadsheet the user deleted is forgotten and made afresh, once.
 */
async function appendToAllTransactions(
  sending: Sending,
  fresh = false,
): Promise<SendStatementResponse> {
  const { ctx, sheets } = sending;
  const target = await allTransactionsSpreadsheet(sending);
  const claimed = await claimRows(ctx.db, target.id, claimsOf(sending));
  const rows = sheets.rows.filter((row) => claimed.has(row.id));
  try {
    if (rows.length > 0) {
      await sending.destination.appendRows(
        target.spreadsheet_id,
        STATEMENT_SHEET_TITLES.transactions,
        rows.map((row) => row.cells),
      );
      await touchExport(ctx.db, target.id, ctx.clock.now());
    }
  } catch (error) {
    await releaseRows(ctx.db, target.id, [...claimed]);
    if (!(error instanceof SideNotFoundError) || fresh) throw error;
    await deleteExport(ctx.db, target.id);
    return appendToAllTransactions(sending, true);
  }
  return {
    kind: 'all',
    url: target.url,
    rowsSent: rows.length,
    rowsAlreadySent: sheets.rows.length - rows.length,
  };
}

const PROBLEMS = {
  google: {
    notConnected: STATEMENT_EXPORT_ERROR_CODES.googleNotConnected,
    notConnectedMessage: STATEMENT_EXPORT_MESSAGES.googleNotConnected,
    unavailable: STATEMENT_EXPORT_ERROR_CODES.googleUnavailable,
  },
  onedrive: {
    notConnected: STATEMENT_EXPORT_ERROR_CODES.microsoftNotConnected,
    notConnectedMessage: STATEMENT_EXPORT_MESSAGES.microsoftNotConnected,
    unavailable: STATEMENT_EXPORT_ERROR_CODES.onedriveUnavailable,
  },
} as const;

/** The destination's failures in words the user can act on. */
export function destinationProblem(
  error: unknown,
  destination: StatementExportDestination,
): AppError | undefined {
  const codes = PROBLEMS[destination];
  if (error instanceof SideAuthError) {
    return new AppError(409, codes.notConnected, codes.notConnectedMessage);
  }
  if (error instanceof SideBusyError || error instanceof SideNotFoundError) {
    return new AppError(503, codes.unavailable, error.userMessage);
  }
  return undefined;
}

/**
 * Sends the user's statement to a spreadsheet of its own, or appends it to their running "All
 * transactions" spreadsheet, with the rows as the transactions sheet shows them now.
 */
export async function sendStatement(
  ctx: ServerContext,
  userId: string,
  request: SendStatementRequest,
  destinationFor: DestinationFactory,
): Promise<SendStatementResponse> {
  const document = await ownDocument(ctx, userId, request.file);
  try {
    const destinationName = request.destination;
    const destination = await destinationFor(ctx, userId, destinationName);
    const sheets = await statementSheets(ctx, userId, document);
    const sending = { ctx, userId, destinationName, documentId: document.id, sheets, destination };
    return request.kind === 'single'
      ? await sendToNewSpreadsheet(sending, document.file_name)
      : await appendToAllTransactions(sending);
  } catch (error) {
    throw destinationProblem(error, request.destination) ?? error;
  }
}
