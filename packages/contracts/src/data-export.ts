/**
 * Where the signed-in user downloads everything as a zip. The browser navigates to it (a plain
 * download link sends the session cookie on a GET), so it is a path rather than a zod schema.
 */
export const DATA_EXPORT_PATH = '/api/me/export';

/** The zip's name for a day (UTC), as the server's Content-Disposition gives it. */
export function dataExportFileName(now: Date): string {
  return `sheetwise-export-${now.toISOString().slice(0, 10)}.zip`;
}
