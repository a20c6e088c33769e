import type { LinkedFile } from './local-file';

/**
 * Remembers the file linked to each pair in this browser's IndexedDB (file handles can be stored
 * there and nowhere else), so the link survives a reload. Keys are pair ids, which are the
 * signed-in user's own.
 */
const DATABASE = 'sheetwise-linked-files';
const STORE = 'handles';

function openStore(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => {
      resolve(request.result.transaction(STORE, mode).objectStore(STORE));
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'));
    };
  });
}

export async function loadLinkedFile(pairId: string): Promise<LinkedFile | null> {
  const found = (await settle((await openStore('readonly')).get(pairId))) as LinkedFile | undefined;
  return found ?? null;
}

export async function saveLinkedFile(pairId: string, file: LinkedFile): Promise<void> {
  await settle((await openStore('readwrite')).put(file, pairId));
}

export async function forgetLinkedFile(pairId: string): Promise<void> {
  await settle((await openStore('readwrite')).delete(pairId));
}
