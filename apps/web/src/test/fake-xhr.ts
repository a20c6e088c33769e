import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

function progress(loaded: number, total: number): ProgressEvent {
  return { lengthComputable: true, loaded, total } as ProgressEvent;
}

/**
 * A stand-in for XMLHttpRequest with just what lib/upload.ts uses. Each request is kept in
 * `FakeXhr.requests`, and the test drives it: progress, respond, fail.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.(progress(0, 0));
  }

  /** The file sent in the `file` field. */
  get file(): File {
    const file = this.body?.get('file');
    if (!(file instanceof File)) throw new Error('No file was sent');
    return file;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.(progress(loaded, total));
  }

  respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.(progress(0, 0));
  }

  failNetwork() {
    this.onerror?.(progress(0, 0));
  }
}

/** Replaces the global XMLHttpRequest for this test; undo with vi.unstubAllGlobals(). */
export function stubXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** The only request so far, or a clear failure. */
export function lastXhr(): FakeXhr {
  const request = FakeXhr.requests.at(-1);
  if (!request) throw new Error('No upload was sent');
  return request;
}
