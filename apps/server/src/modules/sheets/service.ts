import { randomUUID } from 'node:crypto';
import {
  SHEET_ERROR_CODES,
  SHEET_MESSAGES,
  sheetUrlProblem,
  type Sheet,
  type SheetsPanel,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { forgetConnection } from './connection-service';
import {
  countSheets,
  deleteAllSheets,
  deleteSheet,
  disconnect,
  insertSheet,
  isConnected,
  listSheets,
  nextSeq,
  type SheetRow,
} from './store';
import { hasExcelSide } from '../sync/excel-side';

export function presentSheet(row: SheetRow): Sheet {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    status: row.status,
    lastSync: row.last_sync_at?.toISOString() ?? null,
    rows: row.rows,
    lastError: row.status === 'error' ? row.last_error : null,
    hasWorkbook: hasExcelSide(row),
    createdAt: row.created_at.toISOString(),
  };
}

export async function readPanel(ctx: ServerContext, userId: string): Promise<SheetsPanel> {
  const [connected, sheets] = await Promise.all([
    isConnected(ctx.db, userId),
    listSheets(ctx.db, userId),
  ]);
  return { connected, sheets: sheets.map(presentSheet) };
}

/** Disconnecting forgets the tokens and clears the list, as the spec's panel does. */
export async function disconnectAccount(ctx: ServerContext, userId: string): Promise<SheetsPanel> {
  await forgetConnection(ctx, userId);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteAllSheets(trx, userId);
    await disconnect(trx, userId);
  });
  return { connected: false, sheets: [] };
}

export async function addSheet(ctx: ServerContext, userId: string, url: string): Promise<Sheet> {
  const problem = sheetUrlProblem(url);
  if (problem) throw new AppError(400, problem.code, problem.message);
  if (!(await isConnected(ctx.db, userId))) {
    throw new AppError(409, SHEET_ERROR_CODES.notConnected, SHEET_MESSAGES.notConnected);
  }
  const row = await ctx.db.transaction().execute(async (trx) =>
    insertSheet(trx, {
      id: randomUUID(),
      userId,
      seq: await nextSeq(trx, userId),
      url: url.trim(),
      now: ctx.clock.now(),
    }),
  );
  return presentSheet(row);
}

export async function removeSheet(ctx: ServerContext, userId: string, id: string): Promise<void> {
  if (!(await deleteSheet(ctx.db, userId, id))) {
    throw new AppError(404, SHEET_ERROR_CODES.notFound, SHEET_MESSAGES.notFound);
  }
}

/** The sheets behind the dashboard's sync cards: all of them, added since `since`, by outcome. */
export function sheetCounts(ctx: ServerContext, userId: string, since: Date) {
  return countSheets(ctx.db, userId, since);
}
