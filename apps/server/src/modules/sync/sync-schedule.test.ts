import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationList, SyncPair, SyncRunList } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, testFileStore, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { connect } from '../sheets/store';
import { VersionChangedError } from './connectors/side-connector';
import { MemorySides } from './test-support/memory-sides';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Long enough for both apps' runners (polling every 2 s) to take the scheduler's turn. */
const POLLS = { timeout: 20_000, interval: 100 };

const START = () => ({
  google: [
    ['Item', 'Amount'],
    ['Coffee', 3],
    ['Rent', 900],
  ],
  excel: [
    ['Item', 'Amount'],
    ['Coffee', 3],
    ['Rent', 900],
  ],
});

describe.each(testEngines())('scheduled sync on %s, two server processes', (engine) => {
  const clock = new ManualClock(new Date('2026-11-26T10:05:00Z'));
  const sides = new MemorySides(START);
  let first: TestApp;
  let second: TestApp;
  let owner: SessionClient;

  beforeAll(async () => {
    // Two processes share the database and the file store, as behind a load balancer.
    const files = testFileStore(mkdtempSync(path.join(tmpdir(), 'sheetwise-sync-files-')));
    const shared = { clock, files, recurringJobs: true, syncSides: sides.factory };
    first = await buildTestApp({ engine, ...shared });
    second = await buildTestApp({ database: first.database, ...shared });
    const signedUp = await SessionClient.signUp(first.app, 'scheduled@example.com');
    owner = signedUp.client;
    await connect(first.database.db, signedUp.id, clock.now());
  });
  let release: () => void = () => undefined;
  afterAll(async () => {
    release();
    await second.close();
    await first.close();
  });

  async function scheduledPair(schedule: SyncPair['schedule']): Promise<string> {
    const sheet = await owner.request('POST', '/api/sheets', {
      url: `https://docs.google.com/spreadsheets/d/${randomUUID()}/edit`,
    });
    const id = sheet.json<{ id: string }>().id;
    await first.database.db
      .updateTable('sheets')
      .set({ workbook_name: 'budget.xlsx', workbook_updated_at: clock.now() })
      .where('id', '=', id)
      .execute();
    const saved = await owner.request('PATCH', `/api/sync/pairs/${id}`, { schedule });
    expect(saved.statusCode).toBe(200);
    return id;
  }

  const runsOf = async (pairId: string) =>
    (await owner.request('GET', `/api/sync/pairs/${pairId}/runs`)).json<SyncRunList>().runs;
  /** Moves the clock and waits until the runs of `pairId` are `count`, all finished. */
  async function moveAndSettle(milliseconds: number, pairId: string, count: number) {
    clock.advance(milliseconds);
    await vi.waitFor(async () => {
      const runs = await runsOf(pairId);
      expect(runs).toHaveLength(count);
      expect(runs.every((run) => run.phase === 'done')).toBe(true);
    }, POLLS);
  }

  it('runs an hourly pair once per hour across both processes, and reads nothing when neither side changed', async () => {
    const pairId = await scheduledPair({ kind: 'hourly', time: null });
    const pair = (await owner.request('GET', `/api/sync/pairs/${pairId}`)).json<SyncPair>();
    expect(pair.nextRunAt).toBe('2026-11-26T11:00:00.000Z');
    await moveAndSettle(HOUR, pairId, 1);
    const [linked] = await runsOf(pairId);
    expect(linked).toMatchObject({ trigger: 'schedule', status: 'success', schedule: 'Hourly' });

    const { google, excel } = sides.of(pairId);
    const reads = google.reads + excel.reads;
    clock.advance(HOUR);
    await vi.waitFor(async () => {
      const next = (await owner.request('GET', `/api/sync/pairs/${pairId}`)).json<SyncPair>();
      expect(next.nextRunAt).toBe('2026-11-26T13:00:00.000Z');
    }, POLLS);
    expect(await runsOf(pairId)).toHaveLength(1);
    expect(google.reads + excel.reads).toBe(reads);

    google.set(1, 1, 4);
    await moveAndSettle(HOUR, pairId, 2);
    expect(excel.sheet.values('Item', 'Amount')).toContainEqual(['Coffee', 4]);
  });

  it('pauses a pair that fails three times in a row, and Retry Sync starts it again', async () => {
    const pairId = await scheduledPair({ kind: 'every-15-minutes', time: null });
    sides.of(pairId).google.refuseAccess = true;
    for (const count of [1, 2, 3]) await moveAndSettle(15 * MINUTE, pairId, count);
    const paused = (await owner.request('GET', `/api/sync/pairs/${pairId}`)).json<SyncPair>();
    expect(paused).toMatchObject({ paused: true, nextRunAt: null });
    // The bell rings once the run has ended; all at one moment of the test's clock, so in no
    // particular order.
    await vi.waitFor(async () => {
      const bell = (await owner.request('GET', '/api/notifications')).json<NotificationList>();
      expect(bell.notifications.map((notice) => notice.kind).sort()).toEqual([
        'pair-paused',
        'run-failed',
        'run-failed',
        'run-failed',
      ]);
    }, POLLS);
    clock.advance(15 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await runsOf(pairId)).toHaveLength(3);

    sides.of(pairId).google.refuseAccess = false;
    const retry = await owner.request('POST', `/api/sync/pairs/${pairId}/runs`);
    expect(retry.statusCode).toBe(202);
    await vi.waitFor(async () => {
      expect((await runsOf(pairId))[0]?.status).toBe('success');
    }, POLLS);
    const resumed = (await owner.request('GET', `/api/sync/pairs/${pairId}`)).json<SyncPair>();
    expect(resumed.paused).toBe(false);
    expect(resumed.nextRunAt).not.toBeNull();
  });

  it('finishes a run whose process stopped mid-write in the other process, writing no row twice', async () => {
    const pairId = await scheduledPair({ kind: 'manual', time: null });
    const { google, excel } = sides.of(pairId);
    google.sheet.cells.push(['Books', 40]);
    google.revision += 1;
    // The first process to write Excel's data hangs there, as one killed mid-run would.
    const write = excel.write.bind(excel);
    let hung = false;
    excel.write = (edits, version) => {
      if (!hung && edits.writes.some((cell) => cell.value === 'Books')) {
        hung = true;
        // Let go at the end (so the app can close) as a write that found the file changed.
        return new Promise((_resolve, reject) => {
          release = () => {
            reject(new VersionChangedError());
          };
        });
      }
      return write(edits, version);
    };
    const started = await owner.request('POST', `/api/sync/pairs/${pairId}/runs`);
    await vi.waitFor(() => {
      expect(hung).toBe(true);
    }, POLLS);
    // Its lease runs out; the other process takes the job and runs it again from a fresh read.
    clock.advance(16 * MINUTE);
    await vi.waitFor(async () => {
      const [run] = await runsOf(pairId);
      expect(run).toMatchObject({ id: started.json<{ id: string }>().id, status: 'success' });
    }, POLLS);
    expect(excel.sheet.values('Item')).toEqual([['Coffee'], ['Rent'], ['Books']]);
    expect(google.sheet.values('Item')).toEqual([['Coffee'], ['Rent'], ['Books']]);
  });
});
