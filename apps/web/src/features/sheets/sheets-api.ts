import type { ConnectGoogleResponse, Sheet, SheetsPanel } from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

/** The per-user Google Sheets list: each sheet is one side of a sync pair. */
export const SHEETS_PATH = '/api/sheets';

/** Where to send the browser for Google's consent; the server brings it back to the dashboard. */
export function connectGoogleAccount(): Promise<ConnectGoogleResponse> {
  return apiRequest<ConnectGoogleResponse>('POST', `${SHEETS_PATH}/connection`);
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
