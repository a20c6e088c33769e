import { randomUUID } from 'node:crypto';
import {
  DATA_EXPORT_ERROR_CODES,
  EXPORT_NOT_FOUND_MESSAGE,
  EXPORT_TOO_LARGE_MESSAGE,
  type DataExportState,
  type PreparedExport,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { FileStore } from '../../../platform/file-store';
import { PREPARE_EXPORT_JOB } from './jobs';
import {
  countTransactionsOfUser,
  findExportOfUser,
  insertQueuedExport,
  latestExportOfUser,
  type PreparedExportRow,
} from './store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function present(row: PreparedExportRow): PreparedExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    readyAt: row.ready_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    size: row.size,
  };
}

function notFound(): AppError {
  return new AppError(404, DATA_EXPORT_ERROR_CODES.notFound, EXPORT_NOT_FOUND_MESSAGE);
}

async function isLarge(ctx: ServerContext, userId: string): Promise<boolean> {
  return (await countTransactionsOfUser(ctx.db, userId)) > ctx.config.exportDownloadMaxRows;
}

/** How Settings offers the export, and the newest prepared one. */
export async function exportState(ctx: ServerContext, userId: string): Promise<DataExportState> {
  const [large, latest] = await Promise.all([
    isLarge(ctx, userId),
    latestExportOfUser(ctx.db, userId),
  ]);
  return { delivery: large ? 'prepare' : 'download', latest: latest ? present(latest) : null };
}

/** The direct download is for accounts small enough to compress while they download. */
export async function assertDownloadable(ctx: ServerContext, userId: string): Promise<void> {
  if (await isLarge(ctx, userId)) {
    throw new AppError(409, DATA_EXPORT_ERROR_CODES.tooLargeToDownload, EXPORT_TOO_LARGE_MESSAGE);
  }
}

/**
 * Queues the preparation of an export, or finds the one already queued or being prepared (a
 * double click, or two tabs, make one export). Any account may ask; Settings offers it to large
 * ones, whose direct download is refused.
 */
export async function requestExport(ctx: ServerContext, userId: string): Promise<DataExportState> {
  const id = randomUUID();
  const created = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertQueuedExport(trx, {
      id,
      userId,
      requestedAt: ctx.clock.now(),
    });
    if (inserted) await ctx.jobs.add(trx, PREPARE_EXPORT_JOB, { exportId: id });
    return inserted;
  });
  if (created) ctx.jobs.nudge();
  return exportState(ctx, userId);
}

/** A ready, unexpired export of this user's; anything else is not found, whoever asks. */
export async function openPreparedExport(
  ctx: ServerContext,
  files: FileStore,
  userId: string,
  id: string,
): Promise<{ bytes: Uint8Array; readyAt: Date }> {
  if (!UUID.test(id)) throw notFound();
  const row = await findExportOfUser(ctx.db, userId, id);
  const now = ctx.clock.now();
  if (!row?.storage_key || row.status !== 'ready' || !row.ready_at) throw notFound();
  if (!row.expires_at || row.expires_at <= now) throw notFound();
  return { bytes: await files.get(row.storage_key), readyAt: row.ready_at };
}
