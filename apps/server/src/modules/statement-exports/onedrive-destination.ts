import type { ServerContext } from '../../context';
import type { ConnectorTransport } from '../sync/connectors/google-sheets/connector-for';
import type { ApiHttp } from '../sync/connectors/http/api-http';
import { OneDriveConnector } from '../sync/connectors/onedrive/connector';
import { graphFor } from '../sync/connectors/onedrive/connector-for';
import { WORKBOOK_EXTENSION } from '../sync/connectors/onedrive/drive-items';
import type { DriveItemAnswer } from '../sync/connectors/onedrive/graph-api';
import type { CreatedWorkbook, StatementDestination, WorkbookSheet } from './destination';
import { ConnectorDestination } from './sheet-writes';
import { workbookBytes, XLSX_CONTENT_TYPE } from './workbook-bytes';

/** Characters OneDrive refuses in a file name. */
const NOT_IN_FILE_NAMES = /["*:<>?/\\|#%]/g;

/**
 * An Excel workbook in the user's OneDrive as a destination. It is made whole (its .xlsx bytes
 * uploaded into the drive's root, under a new name when one is taken, so an earlier send is
 * never replaced); then every append and update goes through the sync's OneDrive connector (a
 * `SideConnector` over Graph's workbook API), which checks the item's eTag before writing, as
 * the Google destination does with Google's.
 */
export class OneDriveStatementDestination extends ConnectorDestination {
  constructor(
    private readonly http: ApiHttp,
    private readonly graphUrl: string,
  ) {
    super();
  }

  async createWorkbook(title: string, sheets: readonly WorkbookSheet[]): Promise<CreatedWorkbook> {
    const name = `${title.replace(NOT_IN_FILE_NAMES, '-')}${WORKBOOK_EXTENSION}`;
    const url = new URL(`${this.graphUrl}/me/drive/root:/${encodeURIComponent(name)}:/content`);
    url.searchParams.set('@microsoft.graph.conflictBehavior', 'rename');
    const item = await this.http.call<DriveItemAnswer>('PUT', url.href, {
      bytes: { content: await workbookBytes(sheets), type: XLSX_CONTENT_TYPE },
    });
    if (!item?.id || !item.webUrl) throw new Error('Graph sent no item id or address');
    return { id: item.id, url: item.webUrl };
  }

  protected sheet(itemId: string, sheetTitle: string) {
    return new OneDriveConnector(this.http, this.graphUrl, itemId, sheetTitle);
  }
}

/** The user's OneDrive as a destination; SideAuthError when no Microsoft account is connected. */
export async function oneDriveDestinationFor(
  ctx: ServerContext,
  userId: string,
  transport: ConnectorTransport = {},
): Promise<StatementDestination> {
  const http = await graphFor(ctx, userId, transport);
  return new OneDriveStatementDestination(http, ctx.config.microsoft.graphUrl);
}
