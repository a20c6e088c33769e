import { SYNC_MESSAGES } from '@sheetwise/contracts';
import type { ServerContext } from '../../../context';
import type { FileStore } from '../../../platform/file-store';
import { syncFileKeys } from '../files';
import { updatePair } from '../store';
import { googleConnectorFor, spreadsheetIdFromUrl } from './google-sheets/connector-for';
import { oneDriveConnectorFor } from './onedrive/connector-for';
import type { PairSidesFactory } from './pair-sides';
import { SideNotFoundError } from './side-connector';
import { workbookConnector, workbookVersion } from './workbook/workbook-connector';

/** How many merged workbook versions a pair remembers, to tell a re-sent one from a newer one. */
const MERGED_VERSIONS_KEPT = 20;

/**
 * A pair's sides as the app keeps them: the user's Google sheet, and the user's OneDrive workbook
 * or the workbook in the file store. A newer upload waiting for this run is what the Excel side reads; once the run writes,
 * the merged workbook replaces both, and settling records every version the run read or wrote
 * as merged.
 */
export function storedPairSides(ctx: ServerContext, files: FileStore): PairSidesFactory {
  return async (pair) => {
    const spreadsheetId = spreadsheetIdFromUrl(pair.url);
    if (!spreadsheetId) throw new SideNotFoundError(SYNC_MESSAGES.notASpreadsheet);
    const google = await googleConnectorFor(ctx, pair.user_id, spreadsheetId);
    if (pair.excel_source === 'onedrive' && pair.onedrive_item_id) {
      // OneDrive keeps the workbook itself: nothing is stored here, so nothing to settle.
      return {
        google,
        excel: await oneDriveConnectorFor(ctx, pair.user_id, pair.onedrive_item_id),
      };
    }
    const keys = {
      workbook: syncFileKeys.workbook(pair.user_id, pair.id),
      newer: syncFileKeys.newerWorkbook(pair.user_id, pair.id),
    };
    let readingNewer = pair.workbook_waiting;
    // Every workbook this run read or wrote: sent again later, none of them is a newer version.
    const versions = new Set<string>();
    const load = async () => {
      const bytes = await files.get(readingNewer ? keys.newer : keys.workbook);
      versions.add(workbookVersion(bytes));
      return bytes;
    };
    const excel = workbookConnector({
      load,
      save: async (bytes) => {
        await files.put(keys.workbook, bytes);
        versions.add(workbookVersion(bytes));
        readingNewer = false;
      },
      sheetName: pair.workbook_sheet ?? undefined,
    });
    return {
      google,
      excel,
      async settle() {
        if (pair.workbook_waiting) {
          // Nothing was written to the workbook: the upload itself is now the pair's workbook.
          if (readingNewer) await files.put(keys.workbook, await files.get(keys.newer));
          await files.remove(keys.newer);
        }
        const merged = new Set([...pair.workbook_merged_hashes, ...versions]);
        await updatePair(ctx.db, pair.id, {
          workbook_waiting: false,
          workbook_merged_hashes: JSON.stringify([...merged].slice(-MERGED_VERSIONS_KEPT)),
        });
      },
    };
  };
}
