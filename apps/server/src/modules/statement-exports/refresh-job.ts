import { STATEMENT_SHEET_TITLES, type StatementExportDestination } from '@sheetwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { documentsOf } from '../chat/statement-loader';
import { readScope } from '../transactions/service';
import { sheetRows } from '../transactions/sheet-query';
import { SideAuthError, SideNotFoundError } from '../sync/connectors/side-connector';
import type { StatementDestination } from './destination';
import type { DestinationFactory } from './send-service';
import { CATEGORY_COLUMN } from './statement-rows';
import { hasExports, saveSentCategories, sentRowsOf } from './store';

export const STATEMENT_REFRESH_JOB = 'statement-exports.refresh';

const RefreshJob = z.object({ userId: z.uuid() });

/**
 * After a correction or a merchant rule changes categories: a job (never the request) that
 * writes the new category into the rows already sent. Only when the user has sent anything.
 */
export async function queueStatementRefresh(ctx: ServerContext, userId: string): Promise<void> {
  if (!(await hasExports(ctx.db, userId))) return;
  await ctx.jobs.add(ctx.db, STATEMENT_REFRESH_JOB, { userId });
  ctx.jobs.nudge();
}

/**
 * Each row's category now, as its statement's transactions sheet shows it, by statement and
 * position: rows were sent statement by statement, so each is read in its own statement (the
 * sheet of all statements counts shared rows once and labels moves between accounts, which is
 * not what a statement's spreadsheet holds).
 */
async function currentCategories(ctx: ServerContext, userId: string) {
  const categories = new Map<string, string>();
  for (const document of await documentsOf(ctx, userId)) {
    const file = document.file_name;
    const scope = await readScope(ctx, userId, file);
    const filters = { file, sort: 'date', order: 'asc' } as const;
    for await (const row of sheetRows(ctx.db, scope, filters)) {
      categories.set(`${row.statement}\n${row.position}`, row.category);
    }
  }
  return categories;
}

/**
 * Writes the categories that changed since they were sent into each spreadsheet's category
 * cells, and no other cell, then records them as sent. Rows whose category did not change cost
 * nothing, so a job that finds another already did the work writes nothing.
 */
export async function refreshSentCategories(
  ctx: ServerContext,
  userId: string,
  destinationFor: DestinationFactory,
  log: FastifyBaseLogger,
): Promise<void> {
  const sent = await sentRowsOf(ctx.db, userId);
  if (sent.length === 0) return;
  const now = await currentCategories(ctx, userId);
  const changed = new Map<
    string,
    {
      destination: StatementExportDestination;
      spreadsheetId: string;
      rows: { rowId: string; category: string }[];
    }
  >();
  for (const row of sent) {
    const category = now.get(`${row.fileName}\n${row.position}`);
    if (category === undefined || category === row.category) continue;
    const entry = changed.get(row.exportId) ?? {
      destination: row.destination,
      spreadsheetId: row.spreadsheetId,
      rows: [],
    };
    entry.rows.push({ rowId: row.rowId, category });
    changed.set(row.exportId, entry);
  }
  const destinations = new Map<StatementExportDestination, StatementDestination | undefined>();
  const connected = async (name: StatementExportDestination) => {
    if (!destinations.has(name)) {
      const destination = await destinationFor(ctx, userId, name).catch((error: unknown) => {
        // Disconnected since: there is no spreadsheet of theirs this app may write to any more.
        if (error instanceof SideAuthError) return undefined;
        throw error;
      });
      destinations.set(name, destination);
    }
    return destinations.get(name);
  };
  for (const [exportId, { destination: name, spreadsheetId, rows }] of changed) {
    const destination = await connected(name);
    if (!destination) continue;
    try {
      await destination.updateCells(
        spreadsheetId,
        STATEMENT_SHEET_TITLES.transactions,
        rows.map((row) => ({ rowId: row.rowId, column: CATEGORY_COLUMN, value: row.category })),
      );
    } catch (error) {
      // A spreadsheet the user deleted is skipped; the others still follow.
      if (!(error instanceof SideNotFoundError)) throw error;
      log.info({ exportId }, 'a sent spreadsheet is gone; its categories were not updated');
      continue;
    }
    await saveSentCategories(ctx.db, exportId, rows);
  }
}

export function registerStatementExportJobs(
  jobs: JobRunner,
  ctx: ServerContext,
  destinationFor: DestinationFactory,
  log: FastifyBaseLogger,
): void {
  jobs.register(STATEMENT_REFRESH_JOB, {
    payload: RefreshJob,
    // The destination busy, or the sheet changing under every try: the queue tries again later.
    run: ({ userId }) => refreshSentCategories(ctx, userId, destinationFor, log),
  });
}
