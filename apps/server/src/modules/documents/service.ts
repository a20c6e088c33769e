import { DOCUMENT_ERROR_CODES, DOCUMENT_NOT_FOUND_MESSAGE } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { FileStore } from '../../platform/file-store';
import { countDocuments, deleteDocument } from './store';

export interface DocumentCounts {
  total: number;
  thisMonth: number;
}

/** The first instant of the current calendar month, in UTC, by the server's clock. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function documentCounts(ctx: ServerContext, userId: string): Promise<DocumentCounts> {
  const counts = await countDocuments(ctx.db, userId, startOfMonthUtc(ctx.clock.now()));
  return { total: counts.total, thisMonth: counts.since };
}

/**
 * Removes a document, its transactions and its chat (the rows cascade), then its file. The
 * rows go first: a file left behind by a crash is harmless, a row pointing at no file is not.
 */
export async function removeDocument(
  ctx: ServerContext,
  files: FileStore,
  userId: string,
  fileName: string,
): Promise<void> {
  const removed = await deleteDocument(ctx.db, userId, fileName);
  if (!removed) {
    throw new AppError(404, DOCUMENT_ERROR_CODES.notFound, DOCUMENT_NOT_FOUND_MESSAGE);
  }
  await files.remove(removed.storage_key);
}
