import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DATA_EXPORT_REQUESTS_PATH,
  preparedExportPath,
  type DataExportState,
  type QaQueryResponse,
  type SyncRun,
  type SyncRunDetail,
  type TransactionPage,
} from '@sheetwise/contracts';
import { SESSION_CACHE_TTL_MS } from '../modules/auth/session-cache';
import { SYNC_RUN_JOB } from '../modules/sync/queue';
import { addMemoryPair, connectGoogle } from '../modules/sync/test-support/memory-pair';
import { MemorySides } from '../modules/sync/test-support/memory-sides';
import { ManualClock } from '../platform/clock';
import { EncryptedFileStore } from '../platform/encrypted-file-store';
import { S3FileStore } from '../platform/s3-file-store';
import { LoopbackS3 } from '../test/loopback-s3';
import { SessionClient } from '../test/session-client';
import { SeverableConnection } from '../test/severable-database';
import { MARCH_STATEMENT } from '../test/statements';
import { buildTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';
import { WatchedSides } from './watched-sides';

const START = () => ({
  google: [
    ['Date', 'Item', 'Amount'],
    [{ date: '2024-03-01' }, 'Coffee', 3],
    [{ date: '2024-03-02' }, 'Rent', 900],
  ],
  excel: [
    ['Date', 'Item', 'Amount'],
    [{ date: '2024-03-02' }, 'Rent', 900],
    [{ date: '2024-03-01' }, 'Coffee', 3],
    [{ date: '2024-03-05' }, 'Books', 40],
  ],
});

/** Both runners look for jobs this often, so each has its chance at every job. */
const POLL_MS = 20;
const WAIT = { timeout: 15_000, interval: 25 };

interface Server {
  name: string;
  t: TestApp;
  s3: S3FileStore;
  connection: SeverableConnection;
  database: TestDatabase;
}

/**
 * Two server processes behind one load balancer: two apps, each with its own database connection,
 * S3 client and job runner, on one database and one S3-compatible store, sharing nothing else.
 * On PGlite, which lives inside one process, the two share its one connection.
 */
describe.each(testEngines())('two servers on one %s database and one S3 store', (engine) => {
  const clock = new ManualClock(new Date('2026-06-01T08:00:00.000Z'));
  const masterKey = randomBytes(32);
  const sides = new WatchedSides(new MemorySides(START));
  let store: LoopbackS3;
  let database: TestDatabase;
  let one: Server;
  let two: Server;
  let ada: SessionClient;

  async function startServer(name: string, connection: TestDatabase): Promise<Server> {
    const s3 = new S3FileStore(store.settings());
    const severable = new SeverableConnection();
    const t = await buildTestApp({
      database: severable.wrap(connection),
      clock,
      files: new EncryptedFileStore(s3, { current: masterKey, old: [] }),
      masterKeys: { current: masterKey, old: [] },
      syncSides: sides.factoryFor(name),
      jobPollMs: POLL_MS,
      env: { EXPORT_DOWNLOAD_MAX_ROWS: '1' },
    });
    return { name, t, s3, connection: severable, database: connection };
  }

  const stopped = new Set<Server>();
  async function stopServer(server: Server): Promise<void> {
    if (stopped.has(server)) return;
    stopped.add(server);
    await server.t.close();
    server.s3.close();
    if (server.database !== database) await server.database.dispose();
  }

  beforeAll(async () => {
    store = await LoopbackS3.start();
    database = await createTestDatabase(engine);
    one = await startServer('one', database);
    two = await startServer('two', await database.connectAgain());
    ada = (await SessionClient.signUp(one.t.app, 'ada@example.com')).client;
  });
  afterAll(async () => {
    for (const server of [one, two]) await stopServer(server);
    await database.dispose();
    await store.close();
  });

  it('serves a session made on one from the other, and ends it everywhere within the cache TTL', async () => {
    const adaOnTwo = ada.on(two.t.app);
    const me = await adaOnTwo.request('GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ada@example.com' });
    // The CSRF token is a cookie and its header, so it works on either process too.
    const renamed = await adaOnTwo.request('PATCH', '/api/me', { name: 'Ada Lovelace' });
    expect(renamed.statusCode).toBe(200);

    const { client: bob } = await SessionClient.signUp(two.t.app, 'bob@example.com');
    const token = bob.cookie('session');
    const bobOnOne = bob.on(one.t.app);
    expect((await bobOnOne.request('GET', '/api/me')).statusCode).toBe(200);
    // Signed out through two, while one has the session cached from a moment ago.
    expect((await bob.request('POST', '/api/auth/logout')).statusCode).toBe(204);
    bob.setCookie('session', token ?? '');
    expect((await bob.request('GET', '/api/me')).statusCode).toBe(401);
    // One believes its cached session until the TTL runs out, and not a moment longer.
    expect((await bobOnOne.request('GET', '/api/me')).statusCode).toBe(200);
    clock.advance(SESSION_CACHE_TTL_MS);
    expect((await bobOnOne.request('GET', '/api/me')).statusCode).toBe(401);
  });

  it('reads an upload made through one, through the other, as its owner has corrected it', async () => {
    const upload = await ada.upload('/api/embed/upload-doc', [
      { fileName: 'march.csv', content: MARCH_STATEMENT },
    ]);
    expect(upload.statusCode).toBe(201);
    const adaOnTwo = ada.on(two.t.app);
    const page = await adaOnTwo.request('GET', '/api/transactions?file=march.csv');
    expect(page.json<TransactionPage>().rows.map((row) => row.description)).toEqual([
      'SALARY ACME LTD',
      'TESCO STORES 2231',
      'NETFLIX.COM',
    ]);
    const gifts = () =>
      adaOnTwo.request('POST', '/api/qa/query', {
        question: 'How much did I spend on gifts?',
        filename: 'march.csv',
      });
    expect((await gifts()).json<QaQueryResponse>().data?.value).not.toBe(4510);
    // Two has the statement cached now; a correction made through one still reaches it.
    const corrected = await ada.request('PATCH', '/api/transactions/march.csv/1', {
      category: 'Gifts',
    });
    expect(corrected.statusCode).toBe(204);
    expect((await gifts()).json<QaQueryResponse>().data).toMatchObject({ value: 4510 });

    const stranger = (await SessionClient.signUp(two.t.app, 'eve@example.com')).client;
    const theirs = await stranger.request('GET', '/api/transactions?file=march.csv');
    expect(theirs.statusCode).toBe(404);

    // The file itself is in the shared bucket, sealed: no statement text reaches the store.
    const [document] = await database.db.selectFrom('documents').select('storage_key').execute();
    const stored = store.objects.get(document?.storage_key ?? '');
    expect(stored?.includes('SALARY')).toBe(false);
  });

  it('serves an export prepared by either runner from both processes', async () => {
    const asked = await ada.request('POST', DATA_EXPORT_REQUESTS_PATH);
    expect(asked.statusCode).toBe(202);
    const adaOnTwo = ada.on(two.t.app);
    const ready = await vi.waitFor(async () => {
      const state = await adaOnTwo.request('GET', DATA_EXPORT_REQUESTS_PATH);
      const latest = state.json<DataExportState>().latest;
      expect(latest?.status).toBe('ready');
      return latest;
    }, WAIT);
    for (const client of [ada, adaOnTwo]) {
      const download = await client.request('GET', preparedExportPath(ready?.id ?? ''));
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  const newPair = () => addMemoryPair(database.db, ada);

  const finished = (runId: string, through: SessionClient) =>
    vi.waitFor(async () => {
      const detail = await through.request('GET', `/api/sync/runs/${runId}`);
      const run = detail.json<SyncRunDetail>().run;
      expect(run.phase).toBe('done');
      return run;
    }, WAIT);

  const items = (side: 'google' | 'excel', pairId: string) =>
    sides.memory(pairId)[side].sheet.values('Item', 'Amount');
  const rowIds = (side: 'google' | 'excel', pairId: string) => {
    const { sheet } = sides.memory(pairId)[side];
    return sheet.values('_sw_id').map(([id]) => id);
  };

  it('runs each queued sync exactly once with both runners polling', async () => {
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    await connectGoogle(database.db, user.id, clock.now());
    const pairs = [await newPair(), await newPair()];
    const runs = await Promise.all(
      pairs.map((pairId, at) =>
        ada.on((at === 0 ? one : two).t.app).request('POST', `/api/sync/pairs/${pairId}/runs`),
      ),
    );
    for (const [at, started] of runs.entries()) {
      expect(started.statusCode).toBe(202);
      const run = await finished(started.json<SyncRun>().id, ada.on(two.t.app));
      expect(run.status).toBe('success');
      const pairId = pairs[at] ?? '';
      // One run: each side read, then read back; written once for ids and once for data.
      expect(sides.reads.get(pairId)).toBe(4);
      expect(items('google', pairId)).toEqual([
        ['Coffee', 3],
        ['Rent', 900],
        ['Books', 40],
      ]);
    }
    const left = await database.db.selectFrom('jobs').selectAll().execute();
    expect(left.filter((job) => job.kind === SYNC_RUN_JOB)).toEqual([]);
  });

  it('finishes a run whose process died mid-run on the other, writing no row twice', async () => {
    const pairId = await newPair();
    const linked = await ada.request('POST', `/api/sync/pairs/${pairId}/runs`);
    await finished(linked.json<SyncRun>().id, ada);
    // A row typed into the workbook; the next run gives it an id there first (one write), then
    // copies it to the Google sheet (the next), and the process taking the run dies on that one.
    const { excel } = sides.memory(pairId);
    excel.set(4, 0, { date: '2024-03-06' });
    excel.set(4, 1, 'Tea');
    excel.set(4, 2, 2);
    const before = sides.writes.get(pairId) ?? 0;
    const frozen = sides.freezeAt(pairId, before + 2);
    const started = await ada.request('POST', `/api/sync/pairs/${pairId}/runs`);
    const runId = started.json<SyncRun>().id;
    const death = await frozen;
    const [dead, survivor] = death.server === one.name ? [one, two] : [two, one];
    dead.connection.sever();
    expect(rowIds('excel', pairId).at(-1)).toEqual(expect.any(String));
    expect(items('google', pairId)).not.toContainEqual(['Tea', 2]);

    // The dead process's lease on the job runs out; the survivor takes the run from a fresh read.
    const job = await database.db
      .selectFrom('jobs')
      .select('locked_until')
      .where('kind', '=', SYNC_RUN_JOB)
      .executeTakeFirstOrThrow();
    clock.advance((job.locked_until?.getTime() ?? 0) - clock.now().getTime() + 1);
    const run = await finished(runId, ada.on(survivor.t.app));
    expect(run).toMatchObject({ status: 'success' });
    for (const side of ['google', 'excel'] as const) {
      expect(items(side, pairId).filter(([item]) => item === 'Tea')).toEqual([['Tea', 2]]);
      expect(items(side, pairId)).toHaveLength(4);
    }
    // The id written before the death was found: the survivor wrote only the copy.
    expect(sides.writes.get(pairId)).toBe(before + 3);
    expect(rowIds('google', pairId).toSorted()).toEqual(rowIds('excel', pairId).toSorted());

    // What the dead process still held ends without a trace: its connection went with it.
    death.release();
    await stopServer(dead);
    const after = await ada.on(survivor.t.app).request('GET', `/api/sync/runs/${runId}`);
    expect(after.json<SyncRunDetail>().run).toMatchObject({ status: 'success' });
    expect(sides.writes.get(pairId)).toBe(before + 3);
  });
});
