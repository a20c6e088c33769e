import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerContext } from '../../context';
import { ManualClock } from '../../platform/clock';
import { testContext } from '../../test/test-context';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { sendPlanNotices } from './plan-notices';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines())('e-mail notices on %s', (engine) => {
  let t: TestApp;
  let ctx: ServerContext;
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock });
    ctx = testContext(t.database.db, t.config, clock);
  });
  afterAll(() => t.close());

  /** Sets the clock to an instant; a test's own dates then read as written. */
  function moveTo(iso: string) {
    clock.advance(new Date(iso).getTime() - clock.now().getTime());
  }

  function mailTo(email: string) {
    return t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  }

  it('tells the old address when the e-mail changes, naming the new one', async () => {
    const { client } = await SessionClient.signUp(t.app, 'old-home@example.com');
    const moved = await client.request('PATCH', '/api/me', {
      email: 'new-home@example.com',
      currentPassword: 'analytical',
    });
    expect(moved.statusCode).toBe(200);
    const [notice] = await vi.waitFor(async () => {
      const found = await mailTo('old-home@example.com');
      expect(found).toHaveLength(1);
      return found;
    });
    expect(notice).toMatchObject({
      from_address: 'support@sheetwise.app',
      subject: 'The e-mail address of your Sheetwise account was changed',
    });
    expect(notice?.text_body).toContain('from old-home@example.com to new-home@example.com');
    expect(notice?.text_body).toContain('write to support@sheetwise.app');
    expect(await mailTo('new-home@example.com')).toEqual([]);

    await client.request('PATCH', '/api/me', { name: 'Only The Name' });
    await ctx.mailer.idle();
    expect(await mailTo('old-home@example.com')).toHaveLength(1);
  });

  it('reminds of a trial ending within 3 days and on its last day, once each', async () => {
    const start = clock.now();
    await SessionClient.signUp(t.app, 'trial@example.com');
    clock.advance(10 * DAY);
    await sendPlanNotices(ctx, t.app.log);
    expect(await mailTo('trial@example.com')).toEqual([]);

    clock.advance(DAY + 1);
    await sendPlanNotices(ctx, t.app.log);
    await sendPlanNotices(ctx, t.app.log);
    const notices = await mailTo('trial@example.com');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Your Sheetwise free trial ends on 15-March-2026');
    expect(notices[0]?.text_body).toContain('ends on 15-March-2026 at 10:00 UTC');
    expect(notices[0]?.text_body).toContain('http://localhost:3000/settings');
    expect(start.getTime() + 14 * DAY).toBe(new Date('2026-03-15T10:00:00Z').getTime());

    moveTo('2026-03-15T00:30:00Z');
    // Two runs at once, as two processes would: the claimed row lets one of them send.
    await Promise.all([sendPlanNotices(ctx, t.app.log), sendPlanNotices(ctx, t.app.log)]);
    const both = await mailTo('trial@example.com');
    expect(both.map((m) => m.subject)).toEqual([
      'Your Sheetwise free trial ends on 15-March-2026',
      'Your Sheetwise free trial ends today',
    ]);
    expect(both[1]?.text_body).toContain('ends today, 15-March-2026 at 10:00 UTC');

    clock.advance(5 * DAY);
    await sendPlanNotices(ctx, t.app.log);
    expect(await mailTo('trial@example.com')).toHaveLength(2);
  });

  it('warns that a paid plan is due for renewal once per period', async () => {
    const { id } = await SessionClient.signUp(t.app, 'payer@example.com');
    const setPlanEnd = (end: Date) =>
      t.database.db
        .updateTable('users')
        .set({ plan_type: 'Pro', plan_start_date: clock.now(), plan_end_date: end })
        .where('id', '=', id)
        .execute();
    await setPlanEnd(new Date(clock.now().getTime() + 2 * DAY));

    await sendPlanNotices(ctx, t.app.log);
    await sendPlanNotices(ctx, t.app.log);
    const first = await mailTo('payer@example.com');
    expect(first.map((m) => m.subject)).toEqual(['Your Sheetwise Pro plan is due for renewal']);

    // Renewed early: the new period ends 30 days later and is warned about in its own time.
    const renewedEnd = new Date(clock.now().getTime() + 32 * DAY);
    await setPlanEnd(renewedEnd);
    await sendPlanNotices(ctx, t.app.log);
    expect(await mailTo('payer@example.com')).toHaveLength(1);
    clock.advance(29 * DAY + 1);
    await sendPlanNotices(ctx, t.app.log);
    expect(await mailTo('payer@example.com')).toHaveLength(2);
  });

  it('says that a cancelled plan ends, without asking to renew it', async () => {
    const { id } = await SessionClient.signUp(t.app, 'leaving@example.com');
    await t.database.db
      .updateTable('users')
      .set({
        plan_type: 'Starter',
        plan_start_date: clock.now(),
        plan_end_date: new Date('2026-06-20T08:00:00Z'),
        cancelled_at: clock.now(),
      })
      .where('id', '=', id)
      .execute();
    moveTo('2026-06-18T08:00:00Z');
    await sendPlanNotices(ctx, t.app.log);
    const [notice] = await mailTo('leaving@example.com');
    expect(notice?.subject).toBe('Your Sheetwise Starter plan ends on 20-June-2026');
    expect(notice?.text_body).toContain('You cancelled it, so it is not renewed.');
    expect(notice?.text_body).not.toMatch(/renew it|due for renewal/i);
  });

  it('says what follows when a lower plan is scheduled for the end', async () => {
    const { id } = await SessionClient.signUp(t.app, 'stepping-down@example.com');
    await t.database.db
      .updateTable('users')
      .set({
        plan_type: 'Pro',
        plan_start_date: clock.now(),
        plan_end_date: new Date('2026-07-10T08:00:00Z'),
        scheduled_plan: 'Starter',
      })
      .where('id', '=', id)
      .execute();
    moveTo('2026-07-10T06:00:00Z');
    await sendPlanNotices(ctx, t.app.log);
    const [notice] = await mailTo('stepping-down@example.com');
    expect(notice?.subject).toBe('Your Sheetwise plan changes to Starter today');
    expect(notice?.text_body).toContain('Your Sheetwise Pro plan ends today, 10-July-2026');
    expect(notice?.text_body).toContain('Then your plan changes to Starter, as you chose.');
    expect(notice?.text_body).toContain('Pay for Starter ($19.00 for 30 days)');
  });

  it('sends nothing for a plan that has already ended, or to an account without e-mail', async () => {
    const { id } = await SessionClient.signUp(t.app, 'lapsed@example.com');
    await t.database.db
      .updateTable('users')
      .set({ plan_type: 'Starter', plan_end_date: new Date(clock.now().getTime() - DAY) })
      .where('id', '=', id)
      .execute();
    const { id: silent } = await SessionClient.signUp(t.app, 'gone-quiet@example.com');
    await t.database.db
      .updateTable('users')
      .set({
        email: '',
        plan_type: 'Starter',
        plan_end_date: new Date(clock.now().getTime() + DAY),
      })
      .where('id', '=', silent)
      .execute();
    const before = await t.database.db.selectFrom('mail_outbox').select('id').execute();
    await sendPlanNotices(ctx, t.app.log);
    const after = await t.database.db.selectFrom('mail_outbox').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});
