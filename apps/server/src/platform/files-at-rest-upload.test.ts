import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionClient } from '../test/session-client';
import { buildTestApp, testFileStore, type TestApp } from '../test/test-app';

const STATEMENT = [
  'Date,Description,Amount,Balance',
  '2026-03-01,Opening salary,2500.00,2500.00',
  '2026-03-02,QUIETLY DISTINCTIVE GROCER,-45.10,2454.90',
].join('\n');

describe('a statement uploaded through the app, at rest', () => {
  let t: TestApp;
  let root: string;
  let store: ReturnType<typeof testFileStore>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sheetwise-at-rest-app-'));
    store = testFileStore(root);
    t = await buildTestApp({ files: store });
  });
  afterAll(() => t.close());

  it('is ciphertext on disk and the statement again through the store', async () => {
    const ada = await SessionClient.signUp(t.app, 'ada@example.com');
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'march.csv', content: STATEMENT, contentType: 'text/csv' },
    ]);
    expect(response.statusCode).toBe(201);

    const [name, ...others] = await readdir(path.join(root, ada.id));
    expect(others).toEqual([]);
    const onDisk = await readFile(path.join(root, ada.id, name ?? ''));
    for (const text of ['QUIETLY DISTINCTIVE GROCER', 'Opening salary', '2454.90', 'Date,']) {
      expect(onDisk.includes(text)).toBe(false);
      expect(onDisk.includes(Buffer.from(text, 'utf16le'))).toBe(false);
    }
    const document = await t.database.db
      .selectFrom('documents')
      .select('storage_key')
      .where('user_id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(await store.get(document.storage_key)).toString()).toBe(STATEMENT);
  });
});
