import { randomUUID } from 'node:crypto';
import {
  currentTerm,
  SYNC_ALLOWANCES,
  SHEET_ERROR_CODES,
  SHEET_MESSAGES,
  sheetUrlProblem,
  type AttentionSheetStatus,
  type Sheet,
  type SheetsPanel,
} from '@sheetwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { PLAN_COLUMNS, termOf } from '../billing/plan-term';
import { removeEach, type FileStore } from '../../platform/file-store';
import { pairFileKeysOfUser } from '../sync/files';
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
import { standingConflictsByPair } from '../sync/health-counts';
import { needsAttention, sheetStatus } from './sheet-status';

/** A pair as the panel lists it; `standingConflicts` are its conflicts no run has settled. */
export function presentSheet(row: SheetRow, standingConflicts: number): Sheet {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    status: sheetStatus(row, standingConflicts),
    lastSync: row.last_sync_at?.toISOString() ?? null,
    rows: row.rows,
    // A paused pair failed too: its last run's words say why.
    lastError: row.status === 'error' ? row.last_error : null,
    hasWorkbook: hasExcelSide(row),
    createdAt: row.created_at.toISOString(),
  };
}

export async function readPanel(ctx: ServerContext, userId: string): Promise<SheetsPanel> {
  const [connected, sheets, conflicts] = await Promise.all([
    isConnected(ctx.db, userId),
    listSheets(ctx.db, userId),
    standingConflictsByPair(ctx.db, userId),
  ]);
  return {
    connected,
    sheets: sheets.map((row) => presentSheet(row, conflicts.get(row.id) ?? 0)),
  };
}

/** A pair's files (workbook, base, run records) go after the rows that point at them. */
async function removePairFiles(files: FileStore, keys: readonly string[], log: FastifyBaseLogger) {
  const failed = await removeEach(files, keys);
  if (failed > 0) log.error({ failed }, 'files of a removed sync pair could not be removed');
}

/** Disconnecting forgets the tokens and clears the list, as the spec's panel does. */
export async function disconnectAccount(
  ctx: ServerContext,
  files: FileStore,
  userId: string,
  log: FastifyBaseLogger,
): Promise<SheetsPanel> {
  await forgetConnection(ctx, userId);
  const keys = await ctx.db.transaction().execute(async (trx) => {
    const stored = await pairFileKeysOfUser(trx, userId);
    await deleteAllSheets(trx, userId);
    await disconnect(trx, userId);
    return stored;
  });
  await removePairFiles(files, keys, log);
  return { connected: false, sheets: [] };
}

export async function addSheet(ctx: ServerContext, userId: string, url: string): Promise<Sheet> {
  const problem = sheetUrlProblem(url);
  if (problem) throw new AppError(400, problem.code, problem.message);
  if (!(await isConnected(ctx.db, userId))) {
    throw new AppError(409, SHEET_ERROR_CODES.notConnected, SHEET_MESSAGES.notConnected);
  }
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The user's row is locked so two adds at once cannot both take the last connection.
    const user = await trx
      .selectFrom('users')
      .select(PLAN_COLUMNS)
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const plan = currentTerm(termOf(user), ctx.clock.now()).planType;
    const { connections } = SYNC_ALLOWANCES[plan];
    if ((await countSheets(trx, userId)) >= connections) {
      const message = plan === 'Starter' ? SHEET_MESSAGES.starterLimit : SHEET_MESSAGES.proLimit;
      throw new AppError(403, SHEET_ERROR_CODES.limit, message);
    }
    return insertSheet(trx, {
      id: randomUUID(),
      userId,
      seq: await nextSeq(trx, userId),
      url: url.trim(),
      now: ctx.clock.now(),
    });
  });
  return presentSheet(row, 0);
}

export async function removeSheet(
  ctx: ServerContext,
  files: FileStore,
  userId: string,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const keys = await ctx.db.transaction().execute(async (trx) => {
    const stored = await pairFileKeysOfUser(trx, userId, id);
    if (!(await deleteSheet(trx, userId, id))) {
      throw new AppError(404, SHEET_ERROR_CODES.notFound, SHEET_MESSAGES.notFound);
    }
    return stored;
  });
  await removePairFiles(files, keys, log);
}

/**
 * The pairs behind the dashboard's sync cards, by the same status the panel shows: those active
 * (linked by a run and not paused), those linked since `since`, and those that need the person.
 */
export async function sheetCounts(ctx: ServerContext, userId: string, since: Date) {
  const [rows, conflicts] = await Promise.all([
    listSheets(ctx.db, userId),
    standingConflictsByPair(ctx.db, userId),
  ]);
  const attention: Record<AttentionSheetStatus, number> = {
    'conflicts-waiting': 0,
    paused: 0,
    error: 0,
  };
  let active = 0;
  let linkedSince = 0;
  for (const row of rows) {
    const status = sheetStatus(row, conflicts.get(row.id) ?? 0);
    if (needsAttention(status)) attention[status] += 1;
    if (row.linked_at && status !== 'paused') active += 1;
    if (row.linked_at && row.linked_at >= since) linkedSince += 1;
  }
  return { active, linkedSince, attention };
}
