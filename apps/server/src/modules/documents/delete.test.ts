import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../platform/file-store';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const STATEMENT = 'Date,Description,Amount\n2026-03-02,GROCER LTD,-45.10\n2026-03-05,REFUND,5.00';

describe.each(testEngines())('deleting a document on %s', (engine) => {
  let t: TestApp;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-delete-'));
    t = await buildTestApp({ engine, files: new LocalFileStore(filesDir) });
  });
  afterAll(() => t.close());

  it('removes the file, the row and the transactions, and only for its owner', async () => {
    const owner = await SessionClient.signUp(t.app, 'owner@example.com');
    const stranger = await SessionClient.signUp(t.app, 'stranger@example.com');
    await owner.client.upload('/api/embed/upload-doc', [
      { fileName: 'my statement.csv', content: STATEMENT },
    ]);
    const url = `/api/documents/${encodeURIComponent('my statement.csv')}`;

    const refused = await stranger.client.request('DELETE', url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ code: string }>().code).toBe('document-not-found');
    expect(await readdir(path.join(filesDir, owner.id))).toHaveLength(1);

    expect((await owner.client.request('DELETE', url)).statusCode).toBe(204);
    expect(await readdir(path.join(filesDir, owner.id))).toHaveLength(0);
    expect(await t.database.db.selectFrom('documents').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('transactions').selectAll().execute()).toEqual([]);
    expect((await owner.client.request('DELETE', url)).statusCode).toBe(404);
  });
});
