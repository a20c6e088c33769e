import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  DashboardStats,
  SheetsPanel,
  SyncConflictList,
  SyncRunList,
} from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { addMemoryPair, connectGoogle } from '../sync/test-support/memory-pair';
import { MemorySides } from '../sync/test-support/memory-sides';
import { syncNow } from '../sync/test-support/sync-client';

const MINUTE = 60_000;
const POLLS = { timeout: 20_000, interval: 50 };

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

const NOTHING_WAITS = { 'conflicts-waiting': 0, paused: 0, error: 0 };

/*
 * Issue 32: a pair with conflicts waiting, a paused pair and a failed one are shown as such on
 * the panel and counted on the dashboard, each user's alone. The runs are real ones, on sides in
 * memory; the paused pair is paused by its schedule, the only way a pair pauses.
 */
describe.each(testEngines())(
  'what needs the person, on the dashboard and the panel, on %s',
  (engine) => {
    const clock = new ManualClock(new Date('2026-11-10T09:00:00Z'));
    const sides = new MemorySides(START);
    let t: TestApp;
    let ada: SessionClient;
    let bob: SessionClient;
    let waiting: string;

    const statusOf = async (client: SessionClient, pairId: string) =>
      (await client.request('GET', '/api/sheets'))
        .json<SheetsPanel>()
        .sheets.find((sheet) => sheet.id === pairId)?.status;
    const stats = async (client: SessionClient) =>
      (await client.request('GET', '/api/dashboard')).json<DashboardStats>();

    /** Moves the clock past the schedule's next time and waits for the pair's `count`th run. */
    async function nextScheduledRun(pairId: string, count: number) {
      clock.advance(15 * MINUTE);
      await vi.waitFor(async () => {
        const { runs } = (
          await ada.request('GET', `/api/sync/pairs/${pairId}/runs`)
        ).json<SyncRunList>();
        expect(runs).toHaveLength(count);
        expect(runs.every((run) => run.phase === 'done')).toBe(true);
      }, POLLS);
    }

    beforeAll(async () => {
      // The schedule's tick is a recurring job; a short poll lets it find its turn quickly.
      t = await buildTestApp({
        engine,
        clock,
        syncSides: sides.factory,
        recurringJobs: true,
        jobPollMs: 50,
      });
      for (const email of ['ada@example.com', 'bob@example.com']) {
        const { client, id } = await SessionClient.signUp(t.app, email);
        await connectGoogle(t.database.db, id, clock.now());
        if (email.startsWith('ada')) ada = client;
        else bob = client;
      }
    });
    afterAll(() => t.close());

    it('shows conflicts waiting, a paused pair and a failed one, and none of them is a success', async () => {
      const bobs = await addMemoryPair(t.database.db, bob);
      expect((await syncNow(bob, bobs)).status).toBe('success');

      // Manual (the default policy) leaves a cell changed on both sides for Ada to settle.
      waiting = await addMemoryPair(t.database.db, ada);
      expect((await syncNow(ada, waiting)).status).toBe('success');
      sides.of(waiting).google.set(2, 1, 910);
      sides.of(waiting).excel.set(2, 1, 920);
      expect((await syncNow(ada, waiting)).status).toBe('conflicts-waiting');

      const failed = await addMemoryPair(t.database.db, ada);
      sides.of(failed).google.refuseAccess = true;
      expect((await syncNow(ada, failed)).status).toBe('failed');

      const paused = await addMemoryPair(t.database.db, ada);
      const schedule = { schedule: { kind: 'every-15-minutes', time: null } };
      expect((await ada.request('PATCH', `/api/sync/pairs/${paused}`, schedule)).statusCode).toBe(
        200,
      );
      sides.of(paused).excel.refuseAccess = true;
      for (const count of [1, 2, 3]) await nextScheduledRun(paused, count);

      expect(await statusOf(ada, waiting)).toBe('conflicts-waiting');
      expect(await statusOf(ada, failed)).toBe('error');
      expect(await statusOf(ada, paused)).toBe('paused');
      // Runs this month: one clean, one that left conflicts, four failed (one by hand, three on
      // schedule). Only the linked pair that is not paused is active.
      expect(await stats(ada)).toEqual({
        totalFiles: 0,
        filesThisMonth: 0,
        activeSyncs: 1,
        syncsAddedThisMonth: 1,
        successfulSyncs: 1,
        failedSyncs: 4,
        conflictSyncs: 1,
        successRate: 17,
        needsAttention: { 'conflicts-waiting': 1, paused: 1, error: 1 },
      });

      // Bob's figures are his own: Ada's conflicts and failures reach none of them.
      expect(await statusOf(bob, bobs)).toBe('synced');
      expect(await stats(bob)).toMatchObject({
        activeSyncs: 1,
        successfulSyncs: 1,
        failedSyncs: 0,
        conflictSyncs: 0,
        successRate: 100,
        needsAttention: NOTHING_WAITS,
      });
    });

    it('keeps a pair waiting until a run writes the choice, then shows it synced', async () => {
      const { conflicts } = (
        await ada.request('GET', `/api/sync/pairs/${waiting}/conflicts`)
      ).json<SyncConflictList>();
      expect(conflicts).toHaveLength(1);
      const chosen = await ada.request('POST', `/api/sync/conflicts/${conflicts[0]?.id}/resolve`, {
        choice: 'google',
      });
      expect(chosen.statusCode).toBe(200);
      // The choice is saved, but the two sides still differ until the next run writes it.
      expect(await statusOf(ada, waiting)).toBe('conflicts-waiting');
      expect((await stats(ada)).needsAttention['conflicts-waiting']).toBe(1);

      expect((await syncNow(ada, waiting)).status).toBe('success');
      expect(await statusOf(ada, waiting)).toBe('synced');
      expect(await stats(ada)).toMatchObject({
        successfulSyncs: 2,
        conflictSyncs: 1,
        successRate: 29,
        needsAttention: { 'conflicts-waiting': 0, paused: 1, error: 1 },
      });
      expect(await stats(bob)).toMatchObject({ successRate: 100, needsAttention: NOTHING_WAITS });
    });
  },
);
