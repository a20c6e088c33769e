import type { CellWrite, SheetCells } from '@sheetwise/sync';
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
import { VersionChangedError } from '../sync/connectors/side-connector';
import type {
  CellRow,
  CellUpdate,
  CreatedWorkbook,
  StatementDestination,
  WorkbookSheet,
} from './destination';

/** Reads and writes tried before a sheet that keeps changing under us is reported. */
const WRITE_ATTEMPTS = 3;

const rowWrites = (firstRow: number, rows: readonly CellRow[]): CellWrite[] =>
  rows.flatMap((row, index) =>
    row.map((value, column) => ({ row: firstRow + index, column, value })),
  );

/**
 * Google Sheets as a destination. Every write goes through the sync's Google connector (a
 * `SideConnector`): it reads the sheet with its Drive version, and writes only the cells asked
 * for, RAW (text that looks like a formula or a number stays text) with dates formatted as
 * dates, after checking the version it read. A change made meanwhile (the person typing, or
 * another send appending) means a fresh read and the cells placed again, so an append never
 * lands on rows someone else just wrote, and an update always finds its row where it is now.
 */
export class GoogleStatementDestination implements StatementDestination {
  constructor(
    private readonly http: ApiHttp,
    private readonly bases: GoogleApiBases,
  ) {}

  async createWorkbook(title: string, sheets: readonly WorkbookSheet[]): Promise<CreatedWorkbook> {
    const created = await createGoogleSpreadsheet(
      this.http,
      this.bases,
      title,
      sheets.map((sheet) => sheet.title),
    );
    for (const sheet of sheets) {
      await this.writeTo(created.spreadsheetId, sheet.title, () => rowWrites(0, sheet.rows));
    }
    return { id: created.spreadsheetId, url: created.spreadsheetUrl };
  }

  async appendRows(workbookId: string, sheetTitle: string, rows: readonly CellRow[]) {
    await this.writeTo(workbookId, sheetTitle, (cells) => rowWrites(cells.length, rows));
  }

  updateCells(workbookId: string, sheetTitle: string, updates: readonly CellUpdate[]) {
    return this.writeTo(workbookId, sheetTitle, (cells) => {
      const rowOf = new Map<string, number>();
      cells.forEach((row, index) => {
        if (typeof row[0] === 'string' && !rowOf.has(row[0])) rowOf.set(row[0], index);
      });
      return updates.flatMap(({ rowId, column, value }) => {
        const row = rowOf.get(rowId);
        return row === undefined ? [] : [{ row, column, value }];
      });
    });
  }

  /** Reads the sheet, places the writes on what it holds now, and writes them at that version. */
  private async writeTo(
    spreadsheetId: string,
    sheetTitle: string,
    place: (cells: SheetCells) => CellWrite[],
  ): Promise<number> {
    const sheet = new GoogleSheetsConnector(this.http, this.bases, spreadsheetId, sheetTitle);
    for (let attempt = 1; ; attempt += 1) {
      const { cells, version } = await sheet.read();
      const writes = place(cells);
      if (writes.length === 0) return 0;
      try {
        await sheet.write({ writes, deleteRows: [], deleteColumns: [] }, version);
        return writes.length;
      } catch (error) {
        if (!(error instanceof VersionChangedError) || attempt >= WRITE_ATTEMPTS) throw error;
      }
    }
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
