import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncRun } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { stubXhr } from '../../test/fake-xhr';
import {
  askAccess,
  canLinkLocalFiles,
  syncLinkedFile,
  writeBack,
  type LinkedFile,
} from './local-file';
import { syncRun } from './sync-fixtures';

const PAIR = '0190c5a0-0000-7000-8000-000000000001';

/** A file handle as Chromium gives it, with the permission and the lock the test decides. */
function fakeFile(
  options: { access?: 'granted' | 'prompt'; answer?: 'granted' | 'denied'; lock?: string } = {},
) {
  let access = options.access ?? 'granted';
  const written: Blob[] = [];
  const file = {
    name: 'budget.xlsx',
    queryPermission: vi.fn(() => Promise.resolve(access)),
    requestPermission: vi.fn(() => {
      access = options.answer === 'granted' ? 'granted' : 'prompt';
      return Promise.resolve(options.answer ?? 'denied');
    }),
    getFile: vi.fn(() => Promise.resolve(new File(['local bytes'], 'budget.xlsx'))),
    createWritable: vi.fn(() =>
      options.lock
        ? Promise.reject(new DOMException('The file is locked.', options.lock))
        : Promise.resolve({
            write: (data: Blob) => {
              written.push(data);
              return Promise.resolve();
            },
            close: () => Promise.resolve(),
            abort: () => Promise.resolve(),
          }),
    ),
  } satisfies LinkedFile;
  return { file, written };
}

/** The server's side of one in-place sync: the run is queued, then finishes on the next ask. */
function fakeServer(finished: Partial<SyncRun> = {}) {
  const queued = syncRun({ pairId: PAIR, status: 'queued', phase: 'queued' });
  const done = { ...queued, status: 'success' as const, phase: 'done' as const, ...finished };
  const reports: unknown[] = [];
  const fetch = stubApi({
    [`POST /api/sync/pairs/${PAIR}/runs`]: { status: 202, body: queued },
    [`GET /api/sync/runs/${queued.id}`]: {
      status: 200,
      body: { run: done, changes: [], totalChanges: 0 },
    },
    [`GET /api/sync/pairs/${PAIR}/workbook`]: { status: 200, body: 'merged bytes' },
    [`POST /api/sync/runs/${queued.id}/local-write`]: (body) => {
      reports.push(body);
      return { status: 200, body: done };
    },
  });
  const xhr = stubXhr();
  // The upload of the local file is answered as soon as it is sent.
  const answerUpload = setInterval(() => {
    const upload = xhr.requests.find((request) => request.status === 0 && request.body !== null);
    upload?.respond(200, {});
  }, 5);
  return {
    fetch,
    xhr,
    reports,
    stop: () => {
      clearInterval(answerUpload);
    },
  };
}

describe('the linked local file', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is offered only where the browser has the file picker', () => {
    expect(canLinkLocalFiles({ indexedDB: {} })).toBe(false);
    expect(
      canLinkLocalFiles({ indexedDB: {}, showOpenFilePicker: () => Promise.resolve([]) }),
    ).toBe(true);
  });

  it('asks for permission again when the browser has forgotten it', async () => {
    const { file } = fakeFile({ access: 'prompt', answer: 'granted' });
    expect(await askAccess(file)).toBe(true);
    expect(file.requestPermission).toHaveBeenCalledWith({ mode: 'readwrite' });

    const refused = fakeFile({ access: 'prompt', answer: 'denied' }).file;
    expect(await askAccess(refused)).toBe(false);
  });

  it('does not ask again when access is still granted', async () => {
    const { file } = fakeFile();
    expect(await askAccess(file)).toBe(true);
    expect(file.requestPermission).not.toHaveBeenCalled();
  });

  it.each(['NoModificationAllowedError', 'InvalidStateError'])(
    'reads a %s as the workbook being locked',
    async (lock) => {
      expect(await writeBack(fakeFile({ lock }).file, new Blob(['x']))).toBe('locked');
    },
  );

  it('uploads the file, syncs, writes the merged workbook back and reports it written', async () => {
    const server = fakeServer();
    const { file, written } = fakeFile({ access: 'prompt', answer: 'granted' });
    const updates: string[] = [];
    const outcome = await syncLinkedFile(PAIR, file, (run) => updates.push(run.status));
    server.stop();

    expect(file.requestPermission).toHaveBeenCalledTimes(1);
    const [upload] = server.xhr.requests;
    expect(upload?.method).toBe('PUT');
    expect(upload?.url).toBe(`/api/sync/pairs/${PAIR}/workbook`);
    expect(await upload?.file.text()).toBe('local bytes');
    expect(await written[0]?.text()).toBe(JSON.stringify('merged bytes'));
    expect(server.reports).toEqual([{ outcome: 'written' }]);
    expect(outcome.kind).toBe('written');
    expect(updates).toEqual(['queued', 'success', 'success']);
  });

  it('reports a workbook locked by Excel as locked, and writes nothing', async () => {
    const server = fakeServer();
    const { file, written } = fakeFile({ lock: 'NoModificationAllowedError' });
    const outcome = await syncLinkedFile(PAIR, file, () => undefined);
    server.stop();
    expect(outcome.kind).toBe('locked');
    expect(server.reports).toEqual([{ outcome: 'locked' }]);
    expect(written).toEqual([]);
  });

  it('sends nothing when permission is refused', async () => {
    const server = fakeServer();
    const { file } = fakeFile({ access: 'prompt', answer: 'denied' });
    expect((await syncLinkedFile(PAIR, file, () => undefined)).kind).toBe('not-allowed');
    server.stop();
    expect(server.xhr.requests).toEqual([]);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('writes nothing back when the run was parked', async () => {
    const server = fakeServer({ status: 'parked' });
    const { file, written } = fakeFile();
    const outcome = await syncLinkedFile(PAIR, file, () => undefined);
    server.stop();
    expect(outcome.kind).toBe('not-written');
    expect(written).toEqual([]);
    expect(server.reports).toEqual([]);
  });
});
