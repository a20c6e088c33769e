import type { GoogleApiBases } from './connector';
import type { ApiHttp } from '../http/api-http';

export interface CreatedSpreadsheet {
  readonly spreadsheetId: string;
  /** Where a person opens it. */
  readonly spreadsheetUrl: string;
}

interface CreateAnswer {
  readonly spreadsheetId?: unknown;
  readonly spreadsheetUrl?: unknown;
}

/**
 * A new spreadsheet in the user's Drive (Sheets v4 `spreadsheets.create`) with the sheets named,
 * in order. With the `drive.file` scope the app may then read and write it, as a file it made.
 */
export async function createGoogleSpreadsheet(
  http: ApiHttp,
  bases: GoogleApiBases,
  title: string,
  sheetTitles: readonly string[],
): Promise<CreatedSpreadsheet> {
  const answer = await http.json<CreateAnswer>(
    'POST',
    `${bases.sheetsApiUrl}/v4/spreadsheets?fields=spreadsheetId,spreadsheetUrl`,
    {
      properties: { title },
      sheets: sheetTitles.map((sheetTitle) => ({ properties: { title: sheetTitle } })),
    },
  );
  const { spreadsheetId, spreadsheetUrl } = answer;
  if (typeof spreadsheetId !== 'string' || typeof spreadsheetUrl !== 'string') {
    throw new Error('Google sent no spreadsheet id or address');
  }
  return { spreadsheetId, spreadsheetUrl };
}
