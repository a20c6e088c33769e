import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationList } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testContext } from '../../test/test-context';
import { testEngines } from '../../test/test-database';
import { notifySync } from './sync-notices';
import { syncEventFor } from './test-support/sync-event';

describe.each(testEngines())('sync notices on %s', (engine) => {
  let t: TestApp;
  let ctx: ServerContext;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    ctx = testContext(t.database.db, t.config);
  });
  afterAll(() => t.close());

  const bell = async (client: SessionClient) =>
    (await client.request('GET', '/api/notifications')).json<NotificationList>();

  const mailTo = (email: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();

  it('tells of a failed run in the bell and by e-mail, once however often it is called', async () => {
    const account = await SessionClient.signUp(t.app, 'failed@example.com');
    const event = await syncEventFor(t, account, 'run-failed');
    const told = { ...event, error: 'The workbook has no sheet named "Budget".' };
    await Promise.all([notifySync(ctx, told), notifySync(ctx, told)]);
    await notifySync(ctx, told);

    const { notifications, unread } = await bell(account.client);
    expect(unread).toBe(1);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      kind: 'run-failed',
      title: `Sync failed: ${event.pairName}`,
      body: `The sync of “${event.pairName}” failed. The workbook has no sheet named "Budget".`,
      link: `/sync/${event.pairId}`,
      readAt: null,
    });
    const mail = await mailTo('failed@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Sync failed: ${event.pairName}`);
    expect(mail[0]?.text_body).toContain('The workbook has no sheet named "Budget".');
    expect(mail[0]?.text_body).toContain(`http://localhost:3000/sync/${event.pairId}`);
    expect(mail[0]?.text_body).toContain('http://localhost:3000/settings#notifications');
  });

  it('sends each channel only as the settings allow, kind by kind', async () => {
    const account = await SessionClient.signUp(t.app, 'choosy@example.com');
    const saved = await account.client.request('PATCH', '/api/me/notification-settings', {
      inApp: { conflictsWaiting: false },
      email: { runFailed: false, conflictsWaiting: true },
    });
    expect(saved.json()).toEqual({
      inApp: { runFailed: true, conflictsWaiting: false, pairPaused: true },
      email: { runFailed: false, conflictsWaiting: true, pairPaused: true },
    });

    const failed = await syncEventFor(t, account, 'run-failed');
    await notifySync(ctx, failed);
    const conflicts = await syncEventFor(t, account, 'conflicts-waiting');
    await notifySync(ctx, { ...conflicts, conflicts: 2 });

    const shown = (await bell(account.client)).notifications;
    expect(shown.map((notice) => [notice.kind, notice.title])).toEqual([
      ['run-failed', `Sync failed: ${failed.pairName}`],
    ]);
    const mail = await mailTo('choosy@example.com');
    expect(mail.map((message) => message.subject)).toEqual([
      `Conflicts waiting: ${conflicts.pairName}`,
    ]);
    expect(mail[0]?.text_body).toContain('left 2 conflicts for you to settle');
    expect(mail[0]?.text_body).toContain(
      `http://localhost:3000/sync/${conflicts.pairId}/conflicts`,
    );

    await account.client.request('PATCH', '/api/me/notification-settings', {
      inApp: { runFailed: false },
      email: { pairPaused: false },
    });
    const paused = await syncEventFor(t, account, 'pair-paused');
    await notifySync(ctx, paused);
    expect((await bell(account.client)).notifications.map((notice) => notice.kind)).toEqual([
      'pair-paused',
      'run-failed',
    ]);
    expect(await mailTo('choosy@example.com')).toHaveLength(1);
  });

  it('keeps conflicts out of e-mail by default, and tells of a paused pair with Retry Sync', async () => {
    const account = await SessionClient.signUp(t.app, 'defaults@example.com');
    const conflicts = await syncEventFor(t, account, 'conflicts-waiting');
    await notifySync(ctx, { ...conflicts, conflicts: 1 });
    const paused = await syncEventFor(t, account, 'pair-paused');
    await notifySync(ctx, { ...paused, error: 'The sheet was not found.' });
    // A pause and the failure before it are two kinds of the same run: each is told.
    await notifySync(ctx, { ...paused, kind: 'run-failed' });

    const { notifications, unread } = await bell(account.client);
    expect(unread).toBe(3);
    const pausedNotice = notifications.find((notice) => notice.kind === 'pair-paused');
    expect(pausedNotice).toMatchObject({
      title: `Sync paused: ${paused.pairName}`,
      link: `/sync/${paused.pairId}`,
    });
    expect(pausedNotice?.body).toContain('failed three times in a row, so it was paused');
    expect(pausedNotice?.body).toContain('The last error: The sheet was not found.');
    expect(pausedNotice?.body).toContain('choose Retry Sync to start it again');
    expect(notifications.find((n) => n.kind === 'conflicts-waiting')?.body).toContain(
      'left 1 conflict for you',
    );
    const subjects = (await mailTo('defaults@example.com')).map((message) => message.subject);
    expect(subjects.sort()).toEqual(
      [`Sync failed: ${paused.pairName}`, `Sync paused: ${paused.pairName}`].sort(),
    );
  });

  it('gives the e-mail back when it cannot be sent, so that calling again sends it', async () => {
    const account = await SessionClient.signUp(t.app, 'retry@example.com');
    const event = await syncEventFor(t, account, 'run-failed');
    const send = vi.spyOn(ctx.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    await expect(notifySync(ctx, event)).rejects.toThrow('SMTP is down');
    expect(await mailTo('retry@example.com')).toEqual([]);
    await notifySync(ctx, event);
    send.mockRestore();
    expect(await mailTo('retry@example.com')).toHaveLength(1);
    expect((await bell(account.client)).unread).toBe(1);
  });
});
