import { PassThrough, type Readable, type Writable } from 'node:stream';
import {
  ALL_STATEMENTS,
  describeTransactionFilters,
  type TransactionFilters,
} from '@sheetwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../../context';
import { StoredSummary } from '../chat/stored-statement';
import type { ExportRow, ExportRows, ExportSummary } from './export/export-types';
import { writeTransactionsCsv } from './export/transactions-csv';
import { writeTransactionsXlsx } from './export/transactions-xlsx';
import { readScope } from './service';
import { sheetRows, type SheetRow } from './sheet-query';

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

const BALANCE_CHECK_WORDS = {
  agrees: 'Agrees',
  breaks: 'Does not agree',
  unchecked: 'Not checked',
} as const;

function exportRow(row: SheetRow): ExportRow {
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
    reconciliation: BALANCE_CHECK_WORDS[row.balance_check],
  };
}

async function* exportRows(rows: AsyncIterable<SheetRow>): AsyncGenerator<ExportRow> {
  for await (const row of rows) yield exportRow(row);
}

/** A name the browser saves the file under: the statement's, in plain characters. */
function downloadName(file: string, filtered: boolean, format: DownloadFormat): string {
  const base =
    file === ALL_STATEMENTS
      ? 'all-statements'
      : file
          .replace(/\.[^.]*$/, '')
          .replace(/[^A-Za-z0-9._-]+/g, '-')
          .replace(/^[-.]+|-+$/g, '')
          .slice(0, 80) || 'statement';
  return `${base}-transactions${filtered ? '-filtered' : ''}.${format}`;
}

/**
 * The sheet's rows, as filtered and sorted, as a CSV or XLSX file written while it downloads.
 * The Summary sheet tells the statement's own period, balances and reconciliation; for all the
 * statements together, only what holds for all of them.
 */
export async function transactionDownload(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  userId: string,
  filters: TransactionFilters,
  format: DownloadFormat,
): Promise<{ fileName: string; contentType: string; body: Readable }> {
  const scope = await readScope(ctx, userId, filters.file);
  const described = describeTransactionFilters(filters);
  const [only] = scope.documents;
  const stored = scope.documents.length === 1 && only ? StoredSummary.parse(only.summary) : null;
  const summary: ExportSummary = {
    title: filters.file === ALL_STATEMENTS ? 'All statements' : filters.file,
    periodStart: stored?.period.start ?? null,
    periodEnd: stored?.period.end ?? null,
    currency: stored?.currency ?? null,
    openingBalanceMinor: stored?.openingBalanceMinor ?? null,
    closingBalanceMinor: stored?.closingBalanceMinor ?? null,
    reconciliation: stored?.reconciliation
      ? { checked: stored.reconciliation.checked, reconciled: stored.reconciliation.reconciled }
      : null,
    filtersDescription: described || null,
  };
  const body = new PassThrough();
  const rows = exportRows(sheetRows(ctx.db, scope, filters, DOWNLOAD_PAGE_ROWS));
  DOWNLOAD_FORMATS[format].write(body, rows, summary).catch((error: unknown) => {
    // Once bytes have gone out a failure can only cut the download short; log it without data.
    log.error({ err: error }, 'transactions download failed midway');
    body.destroy(error instanceof Error ? error : new Error('download failed'));
  });
  return {
    fileName: downloadName(filters.file, described !== '', format),
    contentType: DOWNLOAD_FORMATS[format].contentType,
    body,
  };
}
