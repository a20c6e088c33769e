import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  SYNC_MESSAGES,
  type NotificationList,
  type SyncRun,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testContext } from '../../test/test-context';
import { testEngines } from '../../test/test-database';
import { MemorySides } from '../sync/test-support/memory-sides';
import { notifySync } from './sync-notices';
import { syncEventFor } from './test-support/sync-event';

type Account = Awaited<ReturnType<typeof SessionClient.signUp>>;

describe.each(testEngines())('the bell and notification settings on %s', (engine) => {
  let t: TestApp;
  let ctx: ServerContext;
  let owner: Account;
  let stranger: Account;
  const sides = new MemorySides(() => ({
    google: [['Item'], ['Coffee']],
    excel: [['Item'], ['Coffee']],
  }));

  beforeAll(async () => {
    t = await buildTestApp({ engine, syncSides: sides.factory });
    ctx = testContext(t.database.db, t.config);
    owner = await SessionClient.signUp(t.app, 'owner@example.com');
    stranger = await SessionClient.signUp(t.app, 'stranger@example.com');
  });
  afterAll(() => t.close());

  const bell = async (account: Account) =>
    (await account.client.request('GET', '/api/notifications')).json<NotificationList>();

  async function notified(kind: 'run-failed' | 'conflicts-waiting') {
    const event = await syncEventFor(t, owner, kind);
    await notifySync(ctx, event);
    return event;
  }

  it("shows each user only their own, and another's is 404 to mark read", async () => {
    const first = await notified('run-failed');
    const second = await notified('conflicts-waiting');
    const mine = await bell(owner);
    expect(mine.unread).toBe(2);
    expect(mine.notifications.map((n) => n.link)).toEqual([
      `/sync/${second.pairId}/conflicts`,
      `/sync/${first.pairId}`,
    ]);
    expect(await bell(stranger)).toEqual({ notifications: [], unread: 0 });

    const id = mine.notifications[1]?.id ?? '';
    const theirs = await stranger.client.request('POST', `/api/notifications/${id}/read`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'notification-not-found' });
    const unknown = await owner.client.request('POST', `/api/notifications/${randomUUID()}/read`);
    expect(unknown.statusCode).toBe(404);
    await stranger.client.request('POST', '/api/notifications/read-all');
    expect((await bell(owner)).unread).toBe(2);

    const read = await owner.client.request('POST', `/api/notifications/${id}/read`);
    expect(read.json()).toEqual({ unread: 1 });
    const after = await bell(owner);
    expect(after.notifications[1]?.id).toBe(id);
    expect(after.notifications[1]?.readAt).not.toBeNull();
    expect(after.notifications[0]?.readAt).toBeNull();

    const all = await owner.client.request('POST', '/api/notifications/read-all');
    expect(all.json()).toEqual({ unread: 0 });
    expect((await bell(owner)).notifications.every((n) => n.readAt !== null)).toBe(true);
  });

  it('keeps each user’s settings apart, starting from the defaults, and refuses unknown choices', async () => {
    const settings = (account: Account) =>
      account.client.request('GET', '/api/me/notification-settings');
    expect((await settings(stranger)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const saved = await owner.client.request('PATCH', '/api/me/notification-settings', {
      email: { conflictsWaiting: true },
    });
    expect(saved.statusCode).toBe(200);
    expect((await settings(owner)).json()).toMatchObject({ email: { conflictsWaiting: true } });
    expect((await settings(stranger)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    for (const body of [{}, { email: {} }, { sms: { runFailed: true } }, { inApp: { all: 1 } }]) {
      const refused = await owner.client.request('PATCH', '/api/me/notification-settings', body);
      expect(refused.statusCode).toBe(400);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });

  /** A pair of the user's with a workbook, whose sides live in memory. */
  async function memoryPair(account: Account) {
    const pair = await syncEventFor(t, account, 'run-failed');
    await t.database.db
      .updateTable('sheets')
      .set({
        workbook_name: 'budget.xlsx',
        workbook_sheet: 'Sheet1',
        workbook_updated_at: new Date(),
      })
      .where('id', '=', pair.pairId)
      .execute();
    return pair;
  }

  async function runToEnd(account: Account, pairId: string): Promise<SyncRun> {
    const started = await account.client.request('POST', `/api/sync/pairs/${pairId}/runs`);
    expect(started.statusCode).toBe(202);
    const runId = started.json<SyncRun>().id;
    return vi.waitFor(
      async () => {
        const { run } = (await account.client.request('GET', `/api/sync/runs/${runId}`)).json<{
          run: SyncRun;
        }>();
        expect(run.phase).toBe('done');
        return run;
      },
      { timeout: 10_000, interval: 25 },
    );
  }

  it('rings when a real run fails, with the run’s own words', async () => {
    const pair = await memoryPair(stranger);
    sides.of(pair.pairId).google.refuseAccess = true;
    const run = await runToEnd(stranger, pair.pairId);
    expect(run.status).toBe('failed');
    const { notifications } = await vi.waitFor(async () => {
      const found = await bell(stranger);
      expect(found.unread).toBe(1);
      return found;
    });
    expect(notifications[0]).toMatchObject({
      kind: 'run-failed',
      title: `Sync failed: ${pair.pairName}`,
      link: `/sync/${pair.pairId}`,
    });
    expect(notifications[0]?.body).toContain(SYNC_MESSAGES.authFailed);
    const stored = await t.database.db
      .selectFrom('notifications')
      .select('run_id')
      .where('pair_id', '=', pair.pairId)
      .execute();
    expect(stored).toEqual([{ run_id: run.id }]);
  });

  it('rings when a real run leaves conflicts under Manual, and mails nobody by default', async () => {
    const account = await SessionClient.signUp(t.app, 'manual@example.com');
    const pair = await memoryPair(account);
    expect((await runToEnd(account, pair.pairId)).status).toBe('success');
    const { google, excel } = sides.of(pair.pairId);
    google.set(1, 0, 'Tea');
    excel.set(1, 0, 'Juice');
    const run = await runToEnd(account, pair.pairId);
    expect(run).toMatchObject({ status: 'conflicts-waiting', conflicts: 1 });
    const { notifications } = await vi.waitFor(async () => {
      const found = await bell(account);
      expect(found.unread).toBe(1);
      return found;
    });
    expect(notifications[0]).toMatchObject({
      kind: 'conflicts-waiting',
      link: `/sync/${pair.pairId}/conflicts`,
    });
    expect(notifications[0]?.body).toContain('left 1 conflict for you to settle');
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', 'manual@example.com')
      .execute();
    expect(mail).toEqual([]);
  });
});
