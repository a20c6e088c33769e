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

  it('warns of a trial ending within 3 days, once', async () => {
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
    expect(notices[0]?.text_body).toContain('15-March-2026 at 10:00 UTC');
    expect(notices[0]?.text_body).toContain('http://localhost:3000/settings');
    expect(start.getTime() + 14 * DAY).toBe(new Date('2026-03-15T10:00:00Z').getTime());

    clock.advance(5 * DAY);
    await sendPlanNotices(ctx, t.app.log);
    expect(await mailTo('trial@example.com')).toHaveLength(1);
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

  it('does not prompt the renewal of a cancelled plan', async () => {
    const { id } = await SessionClient.signUp(t.app, 'leaving@example.com');
    await t.database.db
      .updateTable('users')
      .set({
        plan_type: 'Starter',
        plan_start_date: clock.now(),
        plan_end_date: new Date(clock.now().getTime() + 2 * DAY),
        cancelled_at: clock.now(),
      })
      .where('id', '=', id)
      .execute();
    await sendPlanNotices(ctx, t.app.log);
    expect(await mailTo('leaving@example.com')).toEqual([]);
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
