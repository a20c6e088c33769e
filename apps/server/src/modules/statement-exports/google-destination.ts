import type { ServerContext } from '../../context';
import {
  GoogleSheetsConnector,
  type GoogleApiBases,
} from '../sync/connectors/google-sheets/connector';
import {
  googleHttpFor,
  type ConnectorTransport,
} from '../sync/connectors/google-sheets/connector-for';
import { createGoogleSpreadsheet } from '../sync/connectors/google-sheets/create-spreadsheet';
import type { ApiHttp } from '../sync/connectors/http/api-http';
import type { CreatedWorkbook, StatementDestination, WorkbookSheet } from './destination';
import { ConnectorDestination, rowWrites, writeThrough } from './sheet-writes';

/**
 * Google Sheets as a destination. Every write goes through the sync's Google connector (a
 * `SideConnector`): it reads the sheet with its Drive version, and writes only the cells asked
 * for, RAW (text that looks like a formula or a number stays text) with dates formatted as
 * dates, after checking the version it read (see `writeThrough`).
 */
export class GoogleStatementDestination extends ConnectorDestination {
  constructor(
    private readonly http: ApiHttp,
    private readonly bases: GoogleApiBases,
  ) {
    super();
  }

  async createWorkbook(title: string, sheets: readonly WorkbookSheet[]): Promise<CreatedWorkbook> {
    const created = await createGoogleSpreadsheet(
      this.http,
      this.bases,
      title,
      sheets.map((sheet) => sheet.title),
    );
    for (const sheet of sheets) {
      await writeThrough(this.sheet(created.spreadsheetId, sheet.title), () =>
        rowWrites(0, sheet.rows),
      );
    }
    return { id: created.spreadsheetId, url: created.spreadsheetUrl };
  }

  protected sheet(spreadsheetId: string, sheetTitle: string) {
    return new GoogleSheetsConnector(this.http, this.bases, spreadsheetId, sheetTitle);
  }
}

/** The user's Google account as a destination; SideAuthError when none is connected. */
export async function googleDestinationFor(
  ctx: ServerContext,
  userId: string,
  transport: ConnectorTransport = {},
): Promise<StatementDestination> {
  const http = await googleHttpFor(ctx, userId, transport);
  return new GoogleStatementDestination(http, ctx.config.googleSheets);
}
