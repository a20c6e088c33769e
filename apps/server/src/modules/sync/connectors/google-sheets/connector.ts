import { editsAreEmpty, quotedSheetTitle, type SheetEdits } from '@sheetwise/sync';
import {
  SideNotFoundError,
  VersionChangedError,
  type SideConnector,
  type SideSnapshot,
} from '../side-connector';
import type { ApiHttp } from '../http/api-http';
import { GOOGLE_NOT_FOUND_MESSAGE } from './google-http';
import { planWrite, type TargetSheet } from './plan-write';
import { dateCells, sheetCells } from './read-cells';
import {
  GRID_FIELDS,
  PROPERTIES_FIELDS,
  type DriveFileAnswer,
  type SpreadsheetAnswer,
  type ValueRangesAnswer,
} from './sheets-api';

export interface GoogleApiBases {
  readonly sheetsApiUrl: string;
  readonly driveApiUrl: string;
}

/**
 * One sheet (tab) of one Google spreadsheet as a sync side, over the Sheets v4 and Drive v3 REST
 * APIs. The sheet is the one titled `sheetTitle`, or the first. The file's Drive version is
 * read before the cells, so a change made while reading shows up at the next write's check.
 */
export class GoogleSheetsConnector implements SideConnector {
  private lastRead: { header: readonly unknown[]; dateCells: ReadonlySet<string> } = {
    header: [],
    dateCells: new Set(),
  };

  constructor(
    private readonly http: ApiHttp,
    private readonly bases: GoogleApiBases,
    private readonly spreadsheetId: string,
    private readonly sheetTitle?: string,
  ) {}

  async read(): Promise<SideSnapshot> {
    const version = await this.version();
    const sheet = await this.targetSheet();
    const range = quotedSheetTitle(sheet.title);
    const [grid, values, formulas] = await Promise.all([
      this.http.json<SpreadsheetAnswer>(
        'GET',
        this.sheetsUrl('', { ranges: range, fields: GRID_FIELDS }),
      ),
      this.valuesOf(range, 'UNFORMATTED_VALUE'),
      this.valuesOf(range, 'FORMULA'),
    ]);
    const answer = grid.sheets?.find((entry) => entry.properties.title === sheet.title);
    const data = answer?.data ?? [];
    const cells = sheetCells({ values, formulas, data, merges: answer?.merges ?? [] });
    this.lastRead = { header: values[0] ?? [], dateCells: dateCells(data) };
    return { cells, version };
  }

  async write(edits: SheetEdits, expectedVersion: string): Promise<{ readonly version: string }> {
    if ((await this.version()) !== expectedVersion) throw new VersionChangedError();
    if (editsAreEmpty(edits)) return { version: expectedVersion };
    const plan = planWrite(edits, await this.targetSheet(), this.lastRead);
    if (plan.grow.length > 0) await this.batchUpdate(plan.grow);
    if (plan.values.length > 0) {
      await this.http.json('POST', this.sheetsUrl('/values:batchUpdate'), {
        valueInputOption: 'RAW',
        data: plan.values,
      });
    }
    if (plan.after.length > 0) await this.batchUpdate(plan.after);
    return { version: await this.version() };
  }

  async version(): Promise<string> {
    const url = new URL(
      `${this.bases.driveApiUrl}/drive/v3/files/${encodeURIComponent(this.spreadsheetId)}`,
    );
    url.searchParams.set('fields', 'version');
    url.searchParams.set('supportsAllDrives', 'true');
    const { version } = await this.http.json<DriveFileAnswer>('GET', url.href);
    if (typeof version !== 'string') throw new Error('Drive sent no file version');
    return version;
  }

  private async targetSheet(): Promise<TargetSheet> {
    const answer = await this.http.json<SpreadsheetAnswer>(
      'GET',
      this.sheetsUrl('', { fields: PROPERTIES_FIELDS }),
    );
    const sheets = answer.sheets ?? [];
    const found =
      this.sheetTitle === undefined
        ? sheets[0]
        : sheets.find((entry) => entry.properties.title === this.sheetTitle);
    if (!found) throw new SideNotFoundError(GOOGLE_NOT_FOUND_MESSAGE);
    const { sheetId, title, gridProperties } = found.properties;
    return {
      sheetId,
      title,
      rowCount: gridProperties?.rowCount ?? 0,
      columnCount: gridProperties?.columnCount ?? 0,
    };
  }

  private async valuesOf(range: string, valueRenderOption: 'UNFORMATTED_VALUE' | 'FORMULA') {
    const answer = await this.http.json<ValueRangesAnswer>(
      'GET',
      this.sheetsUrl('/values:batchGet', {
        ranges: range,
        valueRenderOption,
        dateTimeRenderOption: 'SERIAL_NUMBER',
        majorDimension: 'ROWS',
      }),
    );
    return answer.valueRanges?.[0]?.values ?? [];
  }

  private batchUpdate(requests: object[]) {
    return this.http.json('POST', this.sheetsUrl(':batchUpdate'), { requests });
  }

  private sheetsUrl(suffix: string, query: Record<string, string> = {}): string {
    const url = new URL(
      `${this.bases.sheetsApiUrl}/v4/spreadsheets/${encodeURIComponent(this.spreadsheetId)}${suffix}`,
    );
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
  }
}
