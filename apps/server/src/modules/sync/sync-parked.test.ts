import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SYNC_MESSAGES, type SyncRunList } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { connect } from '../sheets/store';
import { VersionChangedError } from './connectors/side-connector';
import { MemorySides } from './test-support/memory-sides';

const MINUTE = 60_000;
const POLLS = { timeout: 15_000, interval: 100 };

describe.each(testEngines())('a sync that keeps finding its file changed, on %s', (engine) => {
  const clock = new ManualClock(new Date('2026-11-26T10:00:00Z'));
  const sides = new MemorySides(() => ({
    google: [['Item'], ['Coffee']],
    excel: [['Item'], ['Tea']],
  }));
  let t: TestApp;
  let owner: SessionClient;

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock, syncSides: sides.factory });
    const signedUp = await SessionClient.signUp(t.app, 'busy-file@example.com');
    owner = signedUp.client;
    await connect(t.database.db, signedUp.id, clock.now());
  });
  afterAll(() => t.close());

  it('parks, is retried after 1, 2 and 4 minutes, and then fails saying so', async () => {
    const sheet = await owner.request('POST', '/api/sheets', {
      url: `https://docs.google.com/spreadsheets/d/${randomUUID()}/edit`,
    });
    const pairId = sheet.json<{ id: string }>().id;
    await t.database.db
      .updateTable('sheets')
      .set({ workbook_name: 'busy.xlsx', workbook_updated_at: clock.now() })
      .where('id', '=', pairId)
      .execute();
    // Someone is always typing in the workbook: every write finds a newer version.
    sides.of(pairId).excel.write = () => Promise.reject(new VersionChangedError());
    const runs = async () =>
      (await owner.request('GET', `/api/sync/pairs/${pairId}/runs`)).json<SyncRunList>().runs;
    const settled = async (count: number) => {
      await vi.waitFor(async () => {
        const now = await runs();
        expect(now).toHaveLength(count);
        expect(now.every((run) => run.phase === 'done')).toBe(true);
      }, POLLS);
    };

    expect((await owner.request('POST', `/api/sync/pairs/${pairId}/runs`)).statusCode).toBe(202);
    await settled(1);
    expect((await runs())[0]).toMatchObject({
      status: 'parked',
      error: SYNC_MESSAGES.versionChanged,
    });
    for (const [wait, count] of [
      [MINUTE, 2],
      [2 * MINUTE, 3],
      [4 * MINUTE, 4],
    ] as const) {
      clock.advance(wait - 1000);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await runs()).toHaveLength(count - 1);
      clock.advance(1000);
      await settled(count);
    }
    const [last] = await runs();
    expect(last).toMatchObject({ status: 'failed', trigger: 'retry' });
    expect(last?.error).toContain('Sheetwise tried 4 times');
    clock.advance(60 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await runs()).toHaveLength(4);
  });
});
