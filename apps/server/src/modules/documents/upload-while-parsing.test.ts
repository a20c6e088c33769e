import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFileStore, type FileStore } from '../../platform/file-store';
import { ChunkStream } from './parsing/chunk-stream';
import { WORKER_FAILURE_MESSAGES, type StatementParser } from './parsing/statement-parser';
import { transactionChunks } from './transaction-chunks';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';

const STATEMENT = 'Date,Description,Amount\n2026-03-02,GROCER LTD,-45.10\n';

/** The file is written while the statement is parsed; these stores make the write slow or fail. */
class SlowFileStore extends LocalFileStore {
  private writes: Promise<void>[] = [];

  override put(key: string, bytes: Uint8Array): Promise<void> {
    const write = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
      super.put(key, bytes),
    );
    this.writes.push(write);
    return write;
  }

  /** Every write has landed (or failed): what is on disk now stays there. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.writes);
  }
}

/** A parser that refuses at once, long before a slow write ends. */
const refusingParser: StatementParser = () =>
  Promise.resolve({ ok: false, error: { code: 'no-transactions', message: 'No transactions.' } });

const failingStore: FileStore = {
  put: () => Promise.reject(new Error('disk full')),
  get: () => Promise.reject(new Error('no such file')),
  remove: () => Promise.resolve(),
};

async function filesUnder(root: string): Promise<string[]> {
  const users = await readdir(root);
  const files = await Promise.all(users.map((user) => readdir(path.join(root, user))));
  return files.flat();
}

describe('an upload while its statement is parsed', () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function countRows(userId: string) {
    const documents = await t.database.db
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const transactions = await t.database.db
      .selectFrom('transactions')
      .select('position')
      .execute();
    return { documents: documents.length, transactions: transactions.length };
  }

  it('removes the file once written when the parse refuses it sooner', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sheetwise-slow-files-'));
    const files = new SlowFileStore(root);
    t = await buildTestApp({ files, parser: refusingParser });
    const ada = await SessionClient.signUp(t.app, 'ada@example.com');
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'march.csv', content: STATEMENT },
    ]);
    expect(response.json()).toEqual({ code: 'unreadable-statement', message: 'No transactions.' });
    await files.settled();
    expect(await filesUnder(root)).toEqual([]);
    expect(await countRows(ada.id)).toEqual({ documents: 0, transactions: 0 });
  });

  it('keeps the file with its rows when both the write and the parse succeed', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sheetwise-slow-files-'));
    t = await buildTestApp({ files: new SlowFileStore(root) });
    const ada = await SessionClient.signUp(t.app, 'ada@example.com');
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'march.csv', content: STATEMENT },
    ]);
    expect(response.statusCode).toBe(201);
    expect(await filesUnder(root)).toHaveLength(1);
    expect(await countRows(ada.id)).toEqual({ documents: 1, transactions: 1 });
  });

  it('fails and stores no rows when the file cannot be written', async () => {
    t = await buildTestApp({ files: failingStore });
    const ada = await SessionClient.signUp(t.app, 'ada@example.com');
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'march.csv', content: STATEMENT },
    ]);
    expect(response.statusCode).toBe(500);
    expect(await countRows(ada.id)).toEqual({ documents: 0, transactions: 0 });
  });

  it('stores nothing when the parse thread stops while its chunks are being stored', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sheetwise-files-'));
    // The summary and a first chunk arrive; then the thread runs out of time.
    const chunks = new ChunkStream();
    const interruptedParser: StatementParser = () => {
      const [first] = transactionChunks([
        { position: 0, date: '2026-03-02', description: 'GROCER LTD', amountMinor: -4510 },
      ]);
      if (first) chunks.push(first);
      setTimeout(() => {
        chunks.fail('timed-out');
      }, 50);
      return Promise.resolve({
        ok: true,
        statement: {
          format: 'csv',
          currency: null,
          period: { start: '2026-03-02', end: '2026-03-02' },
          reconciliation: null,
          warnings: [],
          transactionCount: 20_001,
        },
        chunks,
      });
    };
    t = await buildTestApp({ files: new LocalFileStore(root), parser: interruptedParser });
    const ada = await SessionClient.signUp(t.app, 'ada@example.com');
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'march.csv', content: STATEMENT },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'unreadable-statement',
      message: WORKER_FAILURE_MESSAGES['timed-out'],
    });
    expect(await countRows(ada.id)).toEqual({ documents: 0, transactions: 0 });
    expect(await filesUnder(root)).toEqual([]);
  });
});
