import { PassThrough, type Readable, type Writable } from 'node:stream';
import {
  ALL_STATEMENTS,
  BALANCE_CHECK_LABELS,
  decodeRowSet,
  describeTransactionFilters,
  rowsBehindTitle,
  type AnswerRows,
  type TransactionFilters,
} from '@sheetwise/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { ServerContext } from '../../context';
import { StoredSummary } from '../chat/stored-statement';
import type { ExportRow, ExportRows, ExportSummary } from './export/export-types';
import { writeTransactionsCsv } from './export/transactions-csv';
import { writeTransactionsXlsx } from './export/transactions-xlsx';
import { readScope } from './service';
import { sheetRows, type ChosenRows, type SheetFilters, type SheetRow } from './sheet-query';

export const DOWNLOAD_FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', write: writeTransactionsCsv },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: writeTransactionsXlsx,
  },
} satisfies Record<
  string,
  {
    contentType: string;
    write: (output: Writable, rows: ExportRows, summary: ExportSummary) => Promise<void>;
  }
>;
export type DownloadFormat = keyof typeof DOWNLOAD_FORMATS;

/** Rows a download asks the database for at a time: each ask sorts the whole statement. */
const DOWNLOAD_PAGE_ROWS = 50_000;

export function exportRow(row: SheetRow): ExportRow {
  return {
    date: row.date,
    description: row.description,
    merchant: row.merchant,
    category: row.category,
    amountMinor: row.amount_minor,
    balanceMinor: row.balance_minor,
    currency: row.currency,
    statement: row.statement,
    status: row.pending ? 'Pending' : 'Booked',
    reconciliation: BALANCE_CHECK_LABELS[row.balance_check],
  };
}

async function* exportRows(rows: AsyncIterable<SheetRow>): AsyncGenerator<ExportRow> {
  for await (const row of rows) yield exportRow(row);
}

/** A name the browser saves the file under: the statement's, in plain characters. */
function downloadName(file: string, suffix: string, format: DownloadFormat): string {
  const base =
    file === ALL_STATEMENTS
      ? 'all-statements'
      : file
          .replace(/\.[^.]*$/, '')
          .replace(/[^A-Za-z0-9._-]+/g, '-')
          .replace(/^[-.]+|-+$/g, '')
          .slice(0, 80) || 'statement';
  return `${base}-${suffix}.${format}`;
}

interface Download {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** Sends a download as an attachment, never cached: it holds the user's transactions. */
export function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .header('Content-Type', download.contentType)
    .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(download.body);
}

/**
 * The rows of the scope the filters keep, as a CSV or XLSX file written while it downloads. The
 * Summary sheet tells the statement's own period, balances and reconciliation; for several
 * statements together, only what holds for all of them.
 */
function writeDownload(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  scope: Awaited<ReturnType<typeof readScope>>,
  filters: SheetFilters,
  format: DownloadFormat,
  about: { title: string; filtersDescription: string | null; fileName: string },
): Download {
  const [only] = scope.documents;
  const stored = scope.documents.length === 1 && only ? StoredSummary.parse(only.summary) : null;
  const summary: ExportSummary = {
    title: about.title,
    periodStart: stored?.period.start ?? null,
    periodEnd: stored?.period.end ?? null,
    currency: stored?.currency ?? null,
    openingBalanceMinor: stored?.openingBalanceMinor ?? null,
    closingBalanceMinor: stored?.closingBalanceMinor ?? null,
    reconciliation: stored?.reconciliation
      ? { checked: stored.reconciliation.checked, reconciled: stored.reconciliation.reconciled }
      : null,
    filtersDescription: about.filtersDescription,
  };
  const body = new PassThrough();
  const rows = exportRows(sheetRows(ctx.db, scope, filters, DOWNLOAD_PAGE_ROWS));
  DOWNLOAD_FORMATS[format].write(body, rows, summary).catch((error: unknown) => {
    // Once bytes have gone out a failure can only cut the download short; log it without data.
    log.error({ err: error }, 'transactions download failed midway');
    body.destroy(error instanceof Error ? error : new Error('download failed'));
  });
  return { fileName: about.fileName, contentType: DOWNLOAD_FORMATS[format].contentType, body };
}

/** The sheet's rows, as filtered and sorted, as a file written while it downloads. */
export async function transactionDownload(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  userId: string,
  filters: TransactionFilters,
  format: DownloadFormat,
): Promise<Download> {
  const scope = await readScope(ctx, userId, filters.file);
  const described = describeTransactionFilters(filters);
  return writeDownload(ctx, log, scope, filters, format, {
    title: filters.file === ALL_STATEMENTS ? 'All statements' : filters.file,
    filtersDescription: described || null,
    fileName: downloadName(
      filters.file,
      described ? 'transactions-filtered' : 'transactions',
      format,
    ),
  });
}

/**
 * Exactly the rows behind an assistant's answer, in date order, with the user's corrections,
 * titled by the question. `file` is the chat's statement, or all of them; rows of a statement
 * the user has since deleted are simply no longer there.
 */
export async function answerRowsDownload(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  userId: string,
  file: string,
  rows: AnswerRows,
  format: DownloadFormat,
): Promise<Download> {
  const scope = await readScope(ctx, userId, file);
  const chosen: ChosenRows = { statements: [], positions: [] };
  for (const part of rows.statements) {
    for (const position of decodeRowSet(part.positions)) {
      chosen.statements.push(part.file);
      chosen.positions.push(position);
    }
  }
  return writeDownload(ctx, log, scope, { file, sort: 'date', order: 'asc', chosen }, format, {
    title: rowsBehindTitle(rows.question),
    filtersDescription: null,
    fileName: downloadName(file, 'answer-transactions', format),
  });
}
