import type { Sheet, SheetsPanel } from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

/** The per-user Google Sheets list. The connection is a demo: the server calls no Google API. */
export const SHEETS_PATH = '/api/sheets';

export function connectGoogleAccount(): Promise<SheetsPanel> {
  return apiRequest<SheetsPanel>('POST', `${SHEETS_PATH}/connection`);
}

export function disconnectGoogleAccount(): Promise<SheetsPanel> {
  return apiRequest<SheetsPanel>('DELETE', `${SHEETS_PATH}/connection`);
}

export function addSheet(url: string): Promise<Sheet> {
  return apiRequest<Sheet>('POST', SHEETS_PATH, { body: { url } });
}

export function removeSheet(id: string): Promise<void> {
  return apiRequest('DELETE', `${SHEETS_PATH}/${encodeURIComponent(id)}`);
}
