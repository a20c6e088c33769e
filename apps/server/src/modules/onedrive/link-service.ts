import {
  ONEDRIVE_ERROR_CODES,
  ONEDRIVE_MESSAGES,
  type LinkOneDriveRequest,
  type OneDriveFileList,
  type SyncPair,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { OneDriveConnector } from '../sync/connectors/onedrive/connector';
import { graphFor } from '../sync/connectors/onedrive/connector-for';
import { itemIdOfLink, listWorkbooks, ownWorkbook } from '../sync/connectors/onedrive/drive-items';
import { SideAuthError, SideNotFoundError } from '../sync/connectors/side-connector';
import { presentPair, requirePair } from '../sync/pair-service';
import { updatePair } from '../sync/store';

/** The connector's errors in the words of the OneDrive screens. */
async function speakingOneDrive<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SideAuthError) {
      throw new AppError(409, ONEDRIVE_ERROR_CODES.notConnected, ONEDRIVE_MESSAGES.notConnected);
    }
    if (error instanceof SideNotFoundError) {
      throw new AppError(404, ONEDRIVE_ERROR_CODES.notFound, ONEDRIVE_MESSAGES.notFound);
    }
    throw error;
  }
}

/** The user's .xlsx workbooks in OneDrive, for the pair page's picker. */
export async function oneDriveWorkbooks(
  ctx: ServerContext,
  userId: string,
): Promise<OneDriveFileList> {
  return speakingOneDrive(async () => {
    const http = await graphFor(ctx, userId);
    return { files: await listWorkbooks(http, ctx.config.microsoft.graphUrl) };
  });
}

function pastedLink(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.href;
  } catch {
    // Not an address at all: refused below.
  }
  throw new AppError(400, ONEDRIVE_ERROR_CODES.linkInvalid, ONEDRIVE_MESSAGES.linkInvalid);
}

/**
 * Makes a OneDrive workbook the pair's Excel side: picked by id or pasted as a link, it must be an
 * .xlsx in the user's own drive (a link to someone else's file is not found there) and open as a
 * workbook, which is checked by reading it.
 */
export async function linkOneDriveWorkbook(
  ctx: ServerContext,
  userId: string,
  pairId: string,
  request: LinkOneDriveRequest,
): Promise<SyncPair> {
  const pair = await requirePair(ctx, userId, pairId);
  const { graphUrl } = ctx.config.microsoft;
  const workbook = await speakingOneDrive(async () => {
    const http = await graphFor(ctx, userId);
    const itemId =
      'itemId' in request
        ? request.itemId
        : await itemIdOfLink(http, graphUrl, pastedLink(request.url));
    const found = await ownWorkbook(http, graphUrl, itemId);
    if (!found) {
      throw new AppError(400, ONEDRIVE_ERROR_CODES.notAWorkbook, ONEDRIVE_MESSAGES.notAWorkbook);
    }
    await new OneDriveConnector(http, graphUrl, found.id).read();
    return found;
  });
  await updatePair(ctx.db, pair.id, {
    excel_source: 'onedrive',
    onedrive_item_id: workbook.id,
    onedrive_item_name: workbook.name,
    onedrive_web_url: workbook.webUrl,
  });
  return presentPair(ctx, await requirePair(ctx, userId, pairId));
}
