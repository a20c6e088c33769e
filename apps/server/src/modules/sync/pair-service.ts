import {
  nextScheduledRun,
  scheduleProblem,
  SYNC_ERROR_CODES,
  SYNC_MESSAGES,
  type FirstLinkPreview,
  type SyncPair,
  type UpdateSyncPairRequest,
} from '@sheetwise/contracts';
import { locateTable, previewFirstLink, withoutIdColumn } from '@sheetwise/sync';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { presentSheet } from '../sheets/service';
import type { PairSidesFactory } from './connectors/pair-sides';
import { hasExcelSide, workbookSourceOf } from './excel-side';
import { presentRun, scheduleOf } from './present';
import {
  countConflicts,
  findPair,
  latestRun,
  latestWritingRun,
  updatePair,
  type PairRow,
} from './store';

export async function requirePair(ctx: ServerContext, userId: string, pairId: string) {
  const pair = await findPair(ctx.db, userId, pairId);
  if (!pair) throw new AppError(404, SYNC_ERROR_CODES.pairNotFound, SYNC_MESSAGES.pairNotFound);
  return pair;
}

export async function presentPair(ctx: ServerContext, pair: PairRow): Promise<SyncPair> {
  const [last, writing, pendingConflicts] = await Promise.all([
    latestRun(ctx.db, pair.id),
    latestWritingRun(ctx.db, pair.id),
    countConflicts(ctx.db, pair.id),
  ]);
  return {
    sheet: presentSheet(pair, pendingConflicts),
    workbook:
      pair.workbook_name && pair.workbook_sheet && pair.workbook_updated_at
        ? {
            fileName: pair.workbook_name,
            sheetName: pair.workbook_sheet,
            sheetNames: pair.workbook_sheets,
            bytes: pair.workbook_bytes ?? 0,
            updatedAt: pair.workbook_updated_at.toISOString(),
            newerVersionWaiting: pair.workbook_waiting,
          }
        : null,
    workbookSource: workbookSourceOf(pair),
    identity:
      pair.identity_kind === 'key' && pair.key_header
        ? { kind: 'key', header: pair.key_header }
        : { kind: 'row-id' },
    policy: pair.policy,
    columnPolicies: pair.column_policies,
    linked: pair.linked_at !== null,
    headers: pair.headers,
    pendingConflicts,
    lastRun: last ? presentRun(last, pair, writing?.id) : null,
    schedule: scheduleOf(pair),
    nextRunAt: pair.paused_at ? null : (pair.next_run_at?.toISOString() ?? null),
    paused: pair.paused_at !== null,
  };
}

/** Settings; the row identity only before the first run linked the rows by it. */
export async function updatePairSettings(
  ctx: ServerContext,
  userId: string,
  pairId: string,
  request: UpdateSyncPairRequest,
): Promise<SyncPair> {
  const pair = await requirePair(ctx, userId, pairId);
  const scheduleIssue = request.schedule ? scheduleProblem(request.schedule) : null;
  if (scheduleIssue) throw new AppError(400, SYNC_ERROR_CODES.schedule, scheduleIssue);
  if (request.identity && pair.linked_at) {
    throw new AppError(409, SYNC_ERROR_CODES.identityLocked, SYNC_MESSAGES.identityLocked);
  }
  if (
    request.workbookSheet !== undefined &&
    !pair.workbook_sheets.includes(request.workbookSheet)
  ) {
    throw new AppError(
      400,
      SYNC_ERROR_CODES.workbookType,
      `The workbook has no sheet named "${request.workbookSheet}".`,
    );
  }
  await updatePair(ctx.db, pair.id, {
    ...(request.policy ? { policy: request.policy } : {}),
    ...(request.columnPolicies ? { column_policies: JSON.stringify(request.columnPolicies) } : {}),
    ...(request.identity
      ? {
          identity_kind: request.identity.kind,
          key_header: request.identity.kind === 'key' ? request.identity.header.trim() : null,
        }
      : {}),
    ...(request.workbookSheet !== undefined ? { workbook_sheet: request.workbookSheet } : {}),
    ...(request.schedule
      ? {
          schedule: request.schedule.kind,
          schedule_time: request.schedule.kind === 'daily' ? request.schedule.time : null,
          next_run_at: nextScheduledRun(request.schedule, ctx.clock.now()),
        }
      : {}),
  });
  return presentPair(ctx, await requirePair(ctx, userId, pairId));
}

/** What the first run would do, read from both sides now; nothing is written. */
export async function previewPair(
  ctx: ServerContext,
  sides: PairSidesFactory,
  userId: string,
  pairId: string,
): Promise<FirstLinkPreview> {
  const pair = await requirePair(ctx, userId, pairId);
  if (!hasExcelSide(pair)) {
    throw new AppError(409, SYNC_ERROR_CODES.needsWorkbook, SYNC_MESSAGES.needsWorkbook);
  }
  const connectors = await sides(pair);
  const [google, excel] = await Promise.all([connectors.google.read(), connectors.excel.read()]);
  const tables = {
    google: withoutIdColumn(locateTable(google.cells).table),
    excel: withoutIdColumn(locateTable(excel.cells).table),
  };
  const key = pair.identity_kind === 'key' ? (pair.key_header ?? undefined) : undefined;
  const preview = previewFirstLink(tables.google, tables.excel, key);
  return {
    headers: {
      google: [...tables.google.headers],
      excel: [...tables.excel.headers],
      shared: tables.google.headers.filter((header) => tables.excel.headers.includes(header)),
    },
    rows: { google: tables.google.rows.length, excel: tables.excel.rows.length },
    matched: preview.matched.length,
    differing: preview.matched.filter((pair) => pair.differingCells > 0).length,
    googleOnly: preview.googleOnly.length,
    excelOnly: preview.excelOnly.length,
    ambiguous: preview.ambiguous,
    refusal: preview.refusal ?? null,
  };
}
