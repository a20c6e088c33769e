import type {
  AcceptCleanerRequest,
  CleanerProposalList,
  FirstLinkPreview,
  LocalWriteReport,
  ResolveConflictRequest,
  SyncConflict,
  SyncPair,
  SyncRun,
  SyncRunDetail,
  UpdateSyncPairRequest,
} from '@sheetwise/contracts';
import {
  apiRequest,
  ApiError,
  errorFromResponse,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
} from '../../lib/api';
import { uploadFile, type UploadOptions } from '../../lib/upload';

/** The sync API's paths and calls, one place for the screens and the linked-file flow. */
const SYNC = '/api/sync';
const id = encodeURIComponent;

export const syncPaths = {
  pair: (pairId: string) => `${SYNC}/pairs/${id(pairId)}`,
  pairRuns: (pairId: string) => `${SYNC}/pairs/${id(pairId)}/runs`,
  workbook: (pairId: string) => `${SYNC}/pairs/${id(pairId)}/workbook`,
  conflicts: (pairId: string) => `${SYNC}/pairs/${id(pairId)}/conflicts`,
  cleaner: (pairId: string) => `${SYNC}/pairs/${id(pairId)}/cleaner`,
  allRuns: `${SYNC}/runs`,
  report: `${SYNC}/runs/report.csv`,
  run: (runId: string) => `${SYNC}/runs/${id(runId)}`,
};

/** The pages each screen lives at. */
export const syncPages = {
  pair: (pairId: string) => `/sync/${id(pairId)}`,
  conflicts: (pairId: string) => `/sync/${id(pairId)}/conflicts`,
  cleaner: (pairId: string) => `/sync/${id(pairId)}/cleaner`,
  history: '/sync/history',
};

export function updatePair(pairId: string, body: UpdateSyncPairRequest): Promise<SyncPair> {
  return apiRequest<SyncPair>('PATCH', syncPaths.pair(pairId), { body });
}

export function uploadWorkbook(
  pairId: string,
  file: File,
  options: Omit<UploadOptions, 'method'> = {},
): Promise<SyncPair> {
  return uploadFile<SyncPair>(syncPaths.workbook(pairId), file, { ...options, method: 'PUT' });
}

/** The latest merged workbook's bytes, for writing back to a file linked on this computer. */
export async function downloadWorkbook(pairId: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(syncPaths.workbook(pairId), { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw errorFromResponse(response.status, response.statusText, data);
  }
  return response.blob();
}

export function previewFirstLink(pairId: string): Promise<FirstLinkPreview> {
  return apiRequest<FirstLinkPreview>('POST', `${syncPaths.pair(pairId)}/preview`);
}

export function startRun(pairId: string): Promise<SyncRun> {
  return apiRequest<SyncRun>('POST', syncPaths.pairRuns(pairId));
}

export function fetchRun(runId: string): Promise<SyncRunDetail> {
  return apiRequest<SyncRunDetail>('GET', syncPaths.run(runId));
}

export function rollBackRun(runId: string): Promise<SyncRun> {
  return apiRequest<SyncRun>('POST', `${syncPaths.run(runId)}/rollback`);
}

export function reportLocalWrite(runId: string, report: LocalWriteReport): Promise<SyncRun> {
  return apiRequest<SyncRun>('POST', `${syncPaths.run(runId)}/local-write`, { body: report });
}

export function resolveConflict(
  conflictId: string,
  body: ResolveConflictRequest,
): Promise<SyncConflict> {
  return apiRequest<SyncConflict>('POST', `${SYNC}/conflicts/${id(conflictId)}/resolve`, { body });
}

export function acceptCleaner(
  pairId: string,
  body: AcceptCleanerRequest,
): Promise<CleanerProposalList> {
  return apiRequest<CleanerProposalList>('POST', syncPaths.cleaner(pairId), { body });
}
