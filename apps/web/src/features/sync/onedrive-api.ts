import type {
  ConnectMicrosoftResponse,
  LinkOneDriveRequest,
  OneDriveConnection,
  OneDriveFileList,
  SyncPair,
} from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';
import { syncPages, syncPaths } from './sync-api';

/** The OneDrive API's calls, for the pair page's "Use a OneDrive workbook". */
const CONNECTION = '/api/onedrive/connection';

export function fetchOneDriveConnection(): Promise<OneDriveConnection> {
  return apiRequest<OneDriveConnection>('GET', CONNECTION);
}

/** Sends the browser to Microsoft's consent; it comes back to `returnTo`, a path of this app. */
export async function connectMicrosoftReturningTo(returnTo: string): Promise<void> {
  const { authorizeUrl } = await apiRequest<ConnectMicrosoftResponse>('POST', CONNECTION, {
    body: { returnTo },
  });
  window.location.assign(authorizeUrl);
}

/** Sends the browser to Microsoft's consent; it comes back to the pair's page. */
export function connectMicrosoft(pairId: string): Promise<void> {
  return connectMicrosoftReturningTo(syncPages.pair(pairId));
}

export function fetchOneDriveWorkbooks(): Promise<OneDriveFileList> {
  return apiRequest<OneDriveFileList>('GET', '/api/onedrive/files');
}

export function linkOneDriveWorkbook(pairId: string, body: LinkOneDriveRequest): Promise<SyncPair> {
  return apiRequest<SyncPair>('PUT', `${syncPaths.pair(pairId)}/onedrive`, { body });
}
