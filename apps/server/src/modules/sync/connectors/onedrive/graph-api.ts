import type { ApiVoice } from '../http/api-http';

/** The parts of Microsoft Graph's answers the OneDrive connector reads. */
export interface DriveItemAnswer {
  readonly id?: string;
  readonly name?: string;
  readonly webUrl?: string;
  readonly eTag?: string;
  readonly lastModifiedDateTime?: string;
  readonly file?: { readonly mimeType?: string };
}

export interface DriveItemsAnswer {
  readonly value?: readonly DriveItemAnswer[];
}

export interface SessionAnswer {
  readonly id?: string;
}

export interface WorksheetsAnswer {
  readonly value?: readonly { readonly name: string; readonly position?: number }[];
}

/** `usedRange(valuesOnly=false)`: rows of values, number formats, formulas and value types. */
export interface UsedRangeAnswer {
  readonly address?: string;
  readonly values?: readonly (readonly unknown[])[];
  readonly numberFormat?: readonly (readonly unknown[])[];
  readonly formulas?: readonly (readonly unknown[])[];
  readonly valueTypes?: readonly (readonly string[])[];
}

export const ONEDRIVE_BUSY_MESSAGE =
  'OneDrive is busy or the workbook is locked right now; Sheetwise will try again.';
export const ONEDRIVE_NOT_FOUND_MESSAGE =
  'The OneDrive workbook or its sheet was not found, or Sheetwise can no longer open it.';

export const ONEDRIVE_VOICE: ApiVoice = {
  name: 'Microsoft Graph',
  busyMessage: ONEDRIVE_BUSY_MESSAGE,
  notFoundMessage: ONEDRIVE_NOT_FOUND_MESSAGE,
};

/** The header that keeps a run's workbook calls in one session. */
export const SESSION_HEADER = 'workbook-session-id';

/** Fields asked of the used range: formats tell dates, value types tell text from numbers. */
export const USED_RANGE_SELECT = 'address,values,numberFormat,formulas,valueTypes';

/** A worksheet's segment of a path: its name quoted as OData wants, quotes doubled. */
export const worksheetPath = (name: string) =>
  `/workbook/worksheets('${encodeURIComponent(name.replace(/'/g, "''"))}')`;

/** A range's segment of a path, by its A1 address on the worksheet. */
export const rangePath = (address: string) => `/range(address='${encodeURIComponent(address)}')`;

/** The URL of the user's drive item, or of something below it. */
export function itemUrl(
  graphUrl: string,
  itemId: string,
  suffix = '',
  query: Record<string, string> = {},
): string {
  const url = new URL(`${graphUrl}/me/drive/items/${encodeURIComponent(itemId)}${suffix}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}
