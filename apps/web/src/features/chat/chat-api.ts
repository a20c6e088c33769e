import type { ChatHistory, QaQueryRequest, QaQueryResponse } from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

/** The recent chats: one per uploaded document (spec section 2, /my-projects). */
export const CHATS_PATH = '/api/documents';

function documentPath(fileName: string): string {
  return `${CHATS_PATH}/${encodeURIComponent(fileName)}`;
}

/** A document's chat, oldest message first. */
export function fetchHistory(fileName: string): Promise<ChatHistory> {
  return apiRequest<ChatHistory>('GET', `${documentPath(fileName)}/messages`);
}

/** Asks the Banking Assistant; the server saves the question and its answer together. */
export function askQuestion(request: QaQueryRequest): Promise<QaQueryResponse> {
  return apiRequest<QaQueryResponse>('POST', '/api/qa/query', { body: request });
}

/** Deletes the document, its transactions and its chat (204). */
export function deleteDocument(fileName: string): Promise<void> {
  return apiRequest('DELETE', documentPath(fileName));
}
