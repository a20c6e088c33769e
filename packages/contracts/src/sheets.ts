import { z } from 'zod';
import { MAX_SHEET_URL_LENGTH, SHEET_STATUSES } from './sheet-rules';

/** Request and response shapes of the sheets panel API (rules in sheet-rules.ts). */
export const Sheet = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  status: z.enum(SHEET_STATUSES),
  /** When it last synced; null is shown as 'Never'. */
  lastSync: z.iso.datetime().nullable(),
  rows: z.number().int().nonnegative(),
  /** Why the last run failed, when status is error; the spec's words when access was refused. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The pair has an Excel workbook, so Sync Now can run; absent is read as not yet. */
  hasWorkbook: z.boolean(),
});
export type Sheet = z.infer<typeof Sheet>;

export const SheetsPanel = z.object({
  connected: z.boolean(),
  sheets: z.array(Sheet),
});
export type SheetsPanel = z.infer<typeof SheetsPanel>;

export const AddSheetRequest = z.object({ url: z.string().max(MAX_SHEET_URL_LENGTH * 2) });
export type AddSheetRequest = z.infer<typeof AddSheetRequest>;

/** Where to send the browser to connect a Google account: Google's consent, with a fresh state. */
export const ConnectGoogleResponse = z.object({ authorizeUrl: z.url() });
export type ConnectGoogleResponse = z.infer<typeof ConnectGoogleResponse>;

/** What Google sends back to the connection's callback. */
export const ConnectionCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

export const SheetIdParams = z.object({ id: z.uuid() });
