import { UPLOAD_FIELD } from '@sheetwise/contracts';
import { ApiError, errorFromResponse, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from './api';
import { CSRF_HEADER, csrfToken } from './csrf';

export interface UploadOptions {
  /** Called with 0-100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  /** Aborting rejects with a DOMException named 'AbortError', as fetch does. */
  signal?: AbortSignal;
  /** Text fields sent before the file (the answer to "Replace or keep both?", a PDF's password). */
  fields?: Record<string, string>;
  /** PUT replaces what the path names (a sync pair's workbook); POST by default. */
  method?: 'POST' | 'PUT';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file as multipart form data (field `file`) to a same-origin API path. This is the one
 * request that bypasses api.ts: fetch cannot report upload progress, XMLHttpRequest can. It keeps
 * api.ts's contract all the same: the CSRF header goes with it, the JSON body comes back on 2xx,
 * and failures are ApiErrors (a network failure has code 'network-request-failed').
 */
export function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, fields = {}, method = 'POST' } = options;
  return new Promise<T>((resolve, reject) => {
    const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => {
      xhr.abort();
    };
    const settle = () => {
      signal?.removeEventListener('abort', onAbortSignal);
    };

    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, csrfToken());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(errorFromResponse(xhr.status, xhr.statusText, data));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal);

    // The browser writes the multipart boundary into Content-Type itself.
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(UPLOAD_FIELD, file, file.name);
    xhr.send(body);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
