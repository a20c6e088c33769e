import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DATA_EXPORT_PATH,
  DATA_EXPORT_REQUESTS_PATH,
  EXPORT_NOT_FOUND_MESSAGE,
  EXPORT_TOO_LARGE_MESSAGE,
  PREPARED_EXPORT_TTL_MS,
  preparedExportPath,
  type DataExportState,
} from '@sheetwise/contracts';
import { ManualClock } from '../../../platform/clock';
import { MARCH_STATEMENT } from '../../../test/statements';
import { SessionClient } from '../../../test/session-client';
import { buildTestApp, testFileStore, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';

/** Two of the three March rows: under the limit of 2 set below, where March is over it. */
const SMALL_STATEMENT = MARCH_STATEMENT.split('\n').slice(0, 3).join('\n');

describe.each(testEngines())('exports prepared in the background on %s', (engine) => {
  let t: TestApp;
  let filesDir: string;
  const clock = new ManualClock(new Date('2026-06-01T08:00:00.000Z'));
  let ada: { client: SessionClient; id: string };
  let bob: { client: SessionClient; id: string };

  const stateOf = async (client: SessionClient) => {
    const response = await client.request('GET', DATA_EXPORT_REQUESTS_PATH);
    expect(response.statusCode).toBe(200);
    return response.json<DataExportState>();
  };
  const exportFiles = async (userId: string) =>
    readdir(path.join(filesDir, 'exports', userId)).catch(() => []);
  const readyExport = async (client: SessionClient) => {
    await vi.waitFor(
      async () => {
        expect((await stateOf(client)).latest?.status).toBe('ready');
      },
      {
        timeout: 10_000,
      },
    );
    const { latest } = await stateOf(client);
    if (!latest) throw new Error('no export');
    return latest;
  };

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-prepared-exports-'));
    t = await buildTestApp({
      engine,
      clock,
      files: testFileStore(filesDir),
      env: { EXPORT_DOWNLOAD_MAX_ROWS: '2' },
    });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
    bob = await SessionClient.signUp(t.app, 'bob@example.com');
    const uploads = [
      [ada, 'march.csv', MARCH_STATEMENT],
      [bob, 'small.csv', SMALL_STATEMENT],
    ] as const;
    for (const [user, fileName, content] of uploads) {
      const upload = await user.client.upload('/api/embed/upload-doc', [{ fileName, content }]);
      expect(upload.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('offers a large account a prepared export and refuses its direct download', async () => {
    expect(await stateOf(ada.client)).toEqual({ delivery: 'prepare', latest: null });
    const direct = await ada.client.request('GET', DATA_EXPORT_PATH);
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toEqual({
      code: 'export-too-large-to-download',
      message: EXPORT_TOO_LARGE_MESSAGE,
    });
    expect(await stateOf(bob.client)).toEqual({ delivery: 'download', latest: null });
    expect((await bob.client.request('GET', DATA_EXPORT_PATH)).statusCode).toBe(200);
  });

  it('makes one export of two requests at once, mails the link and serves the zip', async () => {
    const [first, second] = await Promise.all([
      ada.client.request('POST', DATA_EXPORT_REQUESTS_PATH),
      ada.client.request('POST', DATA_EXPORT_REQUESTS_PATH),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    const ids = [first, second].map((r) => r.json<DataExportState>().latest?.id);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);

    const ready = await readyExport(ada.client);
    expect(ready).toMatchObject({
      id: ids[0],
      readyAt: '2026-06-01T08:00:00.000Z',
      expiresAt: new Date(clock.now().getTime() + PREPARED_EXPORT_TTL_MS).toISOString(),
    });
    const rows = await t.database.db.selectFrom('data_exports').select('user_id').execute();
    expect(rows).toEqual([{ user_id: ada.id }]);

    // The mail goes once the export is marked ready.
    const mail = await vi.waitFor(async () => {
      const sent = await t.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('subject', '=', 'Your Sheetwise data export is ready')
        .execute();
      expect(sent.map((m) => m.to_address)).toEqual(['ada@example.com']);
      return sent;
    });
    expect(mail[0]?.text_body).toContain(`${t.config.appUrl}/settings`);
    expect(mail[0]?.text_body).toContain('08-June-2026 at 08:00 UTC');

    const download = await ada.client.request('GET', preparedExportPath(ready.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="sheetwise-export-2026-06-01.zip"',
    );
    expect(download.headers['cache-control']).toBe('no-store');
    expect(ready.size).toBe(download.rawPayload.length);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'chats/march.csv.json',
      'profile.json',
      'statements/march.csv',
    ]);
    expect(strFromU8(files['statements/march.csv'] ?? new Uint8Array())).toContain(
      'NETFLIX.COM,-9.99,2444.91',
    );
    // The archive at rest is encrypted like the statements: what is on the disk is not a zip.
    const [stored] = await exportFiles(ada.id);
    expect(stored).toBe(`${ready.id}.zip`);
    const onDisk = await readFile(path.join(filesDir, 'exports', ada.id, stored ?? ''));
    expect(onDisk.subarray(0, 4)).not.toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(onDisk.length).toBeGreaterThan(download.rawPayload.length);
  });

  it("never serves one user's export to another, nor a made-up id", async () => {
    const { latest } = await stateOf(ada.client);
    for (const id of [latest?.id ?? '', 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await bob.client.request('GET', preparedExportPath(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'export-not-found',
        message: EXPORT_NOT_FOUND_MESSAGE,
      });
    }
    const anonymous = await SessionClient.open(t.app);
    expect((await anonymous.request('GET', preparedExportPath(latest?.id ?? ''))).statusCode).toBe(
      401,
    );
    expect((await anonymous.request('POST', DATA_EXPORT_REQUESTS_PATH)).statusCode).toBe(401);
  });

  it('removes the file when the export expires, and a new export replaces the old', async () => {
    const old = await readyExport(ada.client);
    clock.advance(PREPARED_EXPORT_TTL_MS);
    // A week on, the sessions of the day before have expired.
    ada.client = await SessionClient.signIn(t.app, 'ada@example.com');
    // The row is marked expired first, then its file is removed: wait for both.
    await vi.waitFor(
      async () => {
        expect((await stateOf(ada.client)).latest?.status).toBe('expired');
        expect(await exportFiles(ada.id)).toEqual([]);
      },
      { timeout: 10_000 },
    );
    expect((await ada.client.request('GET', preparedExportPath(old.id))).statusCode).toBe(404);

    clock.advance(60_000);
    const asked = await ada.client.request('POST', DATA_EXPORT_REQUESTS_PATH);
    expect(asked.statusCode).toBe(202);
    const fresh = await readyExport(ada.client);
    expect(fresh.id).not.toBe(old.id);
    const rows = await t.database.db.selectFrom('data_exports').select('id').execute();
    expect(rows).toEqual([{ id: fresh.id }]);
    expect(await exportFiles(ada.id)).toEqual([`${fresh.id}.zip`]);
  });

  it('deletes the prepared export with the account', async () => {
    expect(await exportFiles(ada.id)).toHaveLength(1);
    const deleted = await ada.client.request('DELETE', '/api/me', {
      password: 'analytical',
      confirmation: 'DELETE',
    });
    expect(deleted.statusCode).toBe(204);
    expect(await exportFiles(ada.id)).toEqual([]);
    const rows = await t.database.db.selectFrom('data_exports').select('id').execute();
    expect(rows).toEqual([]);
  });
});
