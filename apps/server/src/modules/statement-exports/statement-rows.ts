import { transferMarks } from '@sheetwise/assistant';
import {
  BALANCE_CHECK_LABELS,
  STATEMENT_SHEET_COLUMNS,
  STATEMENT_SHEET_TITLES,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { StoredSummary } from '../chat/stored-statement';
import { documentsOf, storedStatementOf } from '../chat/statement-loader';
import { exportRow } from '../transactions/download';
import { ExportTotals } from '../transactions/export/export-totals';
import { toMajorUnits } from '../transactions/export/spreadsheet-cells';
import { readScope } from '../transactions/service';
import { sheetRows, type SheetRow } from '../transactions/sheet-query';
import type { CellRow, WorkbookSheet } from './destination';
import { summaryCells } from './summary-cells';

/** Where the category sits in the Transactions sheet: what a recategorisation rewrites. */
export const CATEGORY_COLUMN = STATEMENT_SHEET_COLUMNS.indexOf('Category');

/**
 * A stored row's id in every spreadsheet: the statement file's content hash and the row's
 * position in it. The same file (sent again, or uploaded again under another name) gives the
 * same ids, so the running spreadsheet never takes its rows twice; another file under the same
 * name gives new ones, since its rows are other transactions.
 */
export const rowId = (sha256: string, position: number): string =>
  `${sha256.slice(0, 16)}-${position}`;

export interface SentRow {
  readonly id: string;
  readonly position: number;
  readonly category: string;
  readonly cells: CellRow;
}

export interface StatementSheets {
  readonly rows: readonly SentRow[];
  /** The Transactions sheet's header row. */
  readonly header: CellRow;
  /** The Summary sheet, for a spreadsheet of this statement alone. */
  readonly summary: WorkbookSheet;
}

function cellsOf(id: string, row: SheetRow, mark: string | undefined): CellRow {
  return [
    id,
    { date: row.date },
    row.description,
    row.merchant,
    row.category,
    toMajorUnits(row.amount_minor, row.currency),
    row.balance_minor === null ? null : toMajorUnits(row.balance_minor, row.currency),
    row.currency,
    row.statement,
    BALANCE_CHECK_LABELS[row.balance_check],
    mark ?? null,
  ];
}

/**
 * The marks of moves between the user's own accounts and of card bills, read by the assistant
 * from all of the user's statements together (a transfer has its other side in another one),
 * as uploaded: a category the user chose does not change where money went.
 */
async function marksOf(ctx: ServerContext, userId: string, fileName: string) {
  const named = [];
  for (const document of await documentsOf(ctx, userId)) {
    named.push({ name: document.file_name, statement: await storedStatementOf(ctx, document) });
  }
  return transferMarks(named).get(fileName) ?? new Map<number, string>();
}

/**
 * A statement's rows as the transactions sheet shows them (the user's corrections and rules
 * applied), in date order, each with its id and transfer mark, and its summary.
 */
export async function statementSheets(
  ctx: ServerContext,
  userId: string,
  document: { file_name: string; sha256: string; summary: unknown },
): Promise<StatementSheets> {
  const scope = await readScope(ctx, userId, document.file_name);
  const marks = await marksOf(ctx, userId, document.file_name);
  const totals = new ExportTotals();
  const rows: SentRow[] = [];
  const filters = { file: document.file_name, sort: 'date', order: 'asc' } as const;
  for await (const row of sheetRows(ctx.db, scope, filters)) {
    const id = rowId(document.sha256, row.position);
    totals.add(exportRow(row), row.currency);
    rows.push({
      id,
      position: row.position,
      category: row.category,
      cells: cellsOf(id, row, marks.get(row.position)),
    });
  }
  const stored = StoredSummary.parse(document.summary);
  const summary = summaryCells(
    {
      title: document.file_name,
      periodStart: stored.period.start,
      periodEnd: stored.period.end,
      currency: stored.currency,
      openingBalanceMinor: stored.openingBalanceMinor,
      closingBalanceMinor: stored.closingBalanceMinor,
      reconciliation: stored.reconciliation,
      filtersDescription: null,
    },
    totals,
  );
  return {
    rows,
    header: [...STATEMENT_SHEET_COLUMNS],
    summary: { title: STATEMENT_SHEET_TITLES.summary, rows: summary },
  };
}
