import { z } from 'zod';

/**
 * Where the signed-in user downloads everything as a zip at once. The browser navigates to it (a
 * plain download link sends the session cookie on a GET), so it is a path rather than a schema.
 */
export const DATA_EXPORT_PATH = '/api/me/export';

/** Where a large account asks for its export to be prepared, and reads how far it has got. */
export const DATA_EXPORT_REQUESTS_PATH = '/api/me/exports';

/** The download of a prepared export, by its id; a plain link, like DATA_EXPORT_PATH. */
export function preparedExportPath(id: string): string {
  return `${DATA_EXPORT_REQUESTS_PATH}/${encodeURIComponent(id)}/download`;
}

/** The zip's name for a day (UTC), as the server's Content-Disposition gives it. */
export function dataExportFileName(now: Date): string {
  return `sheetwise-export-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * Above this many stored transactions an account's export is prepared in the background and
 * mailed as a link, instead of being compressed while it downloads (which would take minutes and
 * break on a dropped connection).
 */
export const EXPORT_DOWNLOAD_MAX_ROWS = 200_000;

/** How long a prepared export can be downloaded; then its file is removed. */
export const PREPARED_EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const DATA_EXPORT_STATUSES = ['queued', 'preparing', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const PreparedExport = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** The zip's size in bytes, once it is ready. */
  size: z.number().int().nonnegative().nullable(),
});
export type PreparedExport = z.infer<typeof PreparedExport>;

export const DataExportState = z.object({
  /** 'download' streams the zip at once; 'prepare' (large accounts) prepares it and mails a link. */
  delivery: z.enum(['download', 'prepare']),
  /** The newest prepared export, or null when none was asked for. */
  latest: PreparedExport.nullable(),
});
export type DataExportState = z.infer<typeof DataExportState>;

export const DATA_EXPORT_ERROR_CODES = {
  tooLargeToDownload: 'export-too-large-to-download',
  notFound: 'export-not-found',
} as const;

/** Ours: the direct download refused for an account above EXPORT_DOWNLOAD_MAX_ROWS. */
export const EXPORT_TOO_LARGE_MESSAGE =
  'Your account is too large to download in one go. Prepare the export, and we will e-mail you when it is ready.';

/** Ours: a prepared export that is not the user's, was never made, or has expired. */
export const EXPORT_NOT_FOUND_MESSAGE =
  'That export is no longer available. Prepare a new one from Settings.';
