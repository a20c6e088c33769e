import {
  ALL_STATEMENTS as ALL_STATEMENTS_FILE,
  type ChatHistory,
  type QaQueryResponse,
} from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

/** The recent chats: one per uploaded document (spec section 2, /my-projects). */
export const CHATS_PATH = '/api/documents';

/** Which chat: one document's, or the one about all of the user's statements together. */
export type ChatTarget = { kind: 'document'; fileName: string } | { kind: 'all' };

export const ALL_STATEMENTS: ChatTarget = { kind: 'all' };
export const ALL_STATEMENTS_LABEL = 'All statements';

/** A chat's identity as a string, for keys and effect dependencies. */
export const chatKey = (target: ChatTarget): string =>
  target.kind === 'all' ? 'all' : `document:${target.fileName}`;

function documentPath(fileName: string): string {
  return `${CHATS_PATH}/${encodeURIComponent(fileName)}`;
}

/** The file name the transactions sheet and its downloads know the chat's statements by. */
export const sheetFileOf = (target: ChatTarget): string =>
  target.kind === 'all' ? ALL_STATEMENTS_FILE : target.fileName;

/** The formats an answer's rows download in, with the words a person knows them by. */
export const DOWNLOAD_FORMATS = [
  { extension: 'csv', label: 'CSV' },
  { extension: 'xlsx', label: 'Excel' },
] as const;
export type DownloadExtension = (typeof DOWNLOAD_FORMATS)[number]['extension'];

/** Every row behind one answer, as a file. */
export function answerDownloadPath(
  target: ChatTarget,
  messageId: string,
  extension: DownloadExtension,
): string {
  const chat = target.kind === 'all' ? '/api/chats/all' : documentPath(target.fileName);
  return `${chat}/messages/${messageId}/export.${extension}`;
}

/** Every transaction of the chat's statements, as the transactions sheet downloads them. */
export const statementDownloadPath = (target: ChatTarget, extension: DownloadExtension) =>
  `/api/transactions/export.${extension}?file=${encodeURIComponent(sheetFileOf(target))}`;

/** A chat, oldest message first. */
export function fetchHistory(target: ChatTarget): Promise<ChatHistory> {
  const path =
    target.kind === 'all' ? '/api/chats/all/messages' : `${documentPath(target.fileName)}/messages`;
  return apiRequest<ChatHistory>('GET', path);
}

/** Asks the Banking Assistant; the server saves the question and its answer together. */
export function askQuestion(target: ChatTarget, question: string): Promise<QaQueryResponse> {
  return target.kind === 'all'
    ? apiRequest<QaQueryResponse>('POST', '/api/qa/query-all', { body: { question } })
    : apiRequest<QaQueryResponse>('POST', '/api/qa/query', {
        body: { question, filename: target.fileName },
      });
}

/** Deletes the document, its transactions and its chat (204). */
export function deleteDocument(fileName: string): Promise<void> {
  return apiRequest('DELETE', documentPath(fileName));
}
