import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastXhr, stubXhr } from '../test/fake-xhr';
import { ApiError } from './api';
import { isAbortError, uploadFile } from './upload';

const file = () =>
  new File(['Date,Description,Amount,Balance\n'], 'statement.csv', { type: 'text/csv' });

describe('uploadFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('posts the file as field `file` with the CSRF header and resolves with the JSON body', async () => {
    stubXhr();
    document.cookie = 'csrf_token=abc123';
    const onProgress = vi.fn();
    const result = uploadFile('/api/embed/upload-doc', file(), { onProgress });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/embed/upload-doc');
    expect(xhr.headers['X-CSRF-Token']).toBe('abc123');
    expect(xhr.file.name).toBe('statement.csv');

    xhr.progress(25, 100);
    xhr.progress(2, 3);
    expect(onProgress.mock.calls).toEqual([[25], [67]]);
    xhr.respond(201, { document: { fileName: 'statement.csv' } });
    await expect(result).resolves.toEqual({ document: { fileName: 'statement.csv' } });
  });

  it('rejects with the server’s { code, message } as an ApiError', async () => {
    stubXhr();
    const result = uploadFile('/api/embed/upload-pdf', file());
    lastXhr().respond(422, { code: 'unreadable-statement', message: 'No table found.' });
    const error: unknown = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'unreadable-statement',
      message: 'No table found.',
    });
    expect((error as ApiError).explained).toBe(true);
  });

  it('rejects a body without { code, message } as an unexplained ApiError', async () => {
    stubXhr();
    const result = uploadFile('/api/embed/upload-pdf', file());
    lastXhr().respond(502);
    const error: unknown = await result.catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).explained).toBe(false);
  });

  it('turns a network failure into code network-request-failed', async () => {
    stubXhr();
    const result = uploadFile('/api/embed/upload-pdf', file());
    lastXhr().failNetwork();
    await expect(result).rejects.toMatchObject({ status: 0, code: 'network-request-failed' });
  });

  it('aborts the request when the signal fires, rejecting with an AbortError', async () => {
    stubXhr();
    const controller = new AbortController();
    const result = uploadFile('/api/embed/upload-doc', file(), { signal: controller.signal });
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    const error: unknown = await result.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });
});
