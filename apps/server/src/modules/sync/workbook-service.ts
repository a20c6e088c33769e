import {
  SYNC_ERROR_CODES,
  SYNC_MESSAGES,
  SYNC_WORKBOOK_EXTENSION,
  type SyncPair,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { FileStore } from '../../platform/file-store';
import { SideNotFoundError } from './connectors/side-connector';
import { readWorkbookCells } from './connectors/workbook/read-workbook-cells';
import { workbookVersion } from './connectors/workbook/workbook-connector';
import { syncFileKeys } from './files';
import { presentPair, requirePair } from './pair-service';
import { updatePair } from './store';

/** The sheets a workbook holds, or the reason it cannot be synced, in words for the user. */
function inspect(bytes: Uint8Array) {
  try {
    return readWorkbookCells(bytes);
  } catch (error) {
    if (error instanceof SideNotFoundError) {
      throw new AppError(400, SYNC_ERROR_CODES.workbookType, error.userMessage);
    }
    throw error;
  }
}

/**
 * A workbook for the pair. Before the first run it simply becomes the pair's workbook; after, it
 * is the newer version the next run merges. Sending again a file a run already merged (the linked
 * file that could not be written back, say) is no newer version and changes nothing.
 */
export async function putWorkbook(
  ctx: ServerContext,
  files: FileStore,
  userId: string,
  pairId: string,
  upload: { fileName: string; bytes: Uint8Array },
): Promise<SyncPair> {
  const pair = await requirePair(ctx, userId, pairId);
  if (!upload.fileName.toLowerCase().endsWith(SYNC_WORKBOOK_EXTENSION)) {
    throw new AppError(400, SYNC_ERROR_CODES.workbookType, SYNC_MESSAGES.workbookType);
  }
  const { sheetNames, sheetName } = inspect(upload.bytes);
  const keys = {
    workbook: syncFileKeys.workbook(userId, pairId),
    newer: syncFileKeys.newerWorkbook(userId, pairId),
  };
  const sheet =
    pair.workbook_sheet && sheetNames.includes(pair.workbook_sheet)
      ? pair.workbook_sheet
      : sheetName;
  const details = {
    // An upload makes the uploaded workbook the pair's Excel side again.
    excel_source: 'upload' as const,
    workbook_name: upload.fileName,
    workbook_sheets: JSON.stringify(sheetNames),
    workbook_sheet: sheet,
    workbook_bytes: upload.bytes.byteLength,
    workbook_updated_at: ctx.clock.now(),
  };
  if (!pair.linked_at) {
    await files.put(keys.workbook, upload.bytes);
    await updatePair(ctx.db, pair.id, { ...details, workbook_waiting: false });
  } else {
    const hash = workbookVersion(upload.bytes);
    const current = workbookVersion(await files.get(keys.workbook));
    if (hash !== current && !pair.workbook_merged_hashes.includes(hash)) {
      await files.put(keys.newer, upload.bytes);
      await updatePair(ctx.db, pair.id, { ...details, workbook_waiting: true });
    }
  }
  return presentPair(ctx, await requirePair(ctx, userId, pairId));
}

/** The pair's workbook as the last run left it. */
export async function readWorkbook(
  ctx: ServerContext,
  files: FileStore,
  userId: string,
  pairId: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const pair = await requirePair(ctx, userId, pairId);
  if (!pair.workbook_name) {
    throw new AppError(404, SYNC_ERROR_CODES.needsWorkbook, SYNC_MESSAGES.needsWorkbook);
  }
  return {
    fileName: pair.workbook_name,
    bytes: await files.get(syncFileKeys.workbook(userId, pairId)),
  };
}
