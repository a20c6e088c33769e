import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { PLAN_REMINDERS_JOB } from './plan-notices';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Long enough for both apps' runners (polling every 2 s) to look at the queue. */
const POLLS = { timeout: 15_000, interval: 100 };

describe.each(testEngines())('plan reminders as a recurring job on %s', (engine) => {
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await buildTestApp({ engine, clock, recurringJobs: true });
    // A second process on the same database, started at the same time.
    second = await buildTestApp({ database: first.database, clock, recurringJobs: true });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const reminderJobs = () =>
    first.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', PLAN_REMINDERS_JOB)
      .execute();
  const subjectsTo = async (email: string) => {
    const rows = await first.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.subject);
  };
  /** Moves the clock and waits until one of the apps has run the reminders at the new time. */
  async function moveAndRun(milliseconds: number): Promise<void> {
    clock.advance(milliseconds);
    await vi.waitFor(async () => {
      const [job] = await reminderJobs();
      expect(job?.locked_until).toBeNull();
      expect(job?.run_at.getTime()).toBeGreaterThan(clock.now().getTime());
    }, POLLS);
  }

  it('keeps one job for both apps, and sends each reminder once', async () => {
    expect(await reminderJobs()).toHaveLength(1);
    await SessionClient.signUp(first.app, 'two-apps@example.com');

    await moveAndRun(11 * DAY + 1);
    expect(await subjectsTo('two-apps@example.com')).toEqual([
      'Your Sheetwise free trial ends on 15-March-2026',
    ]);
    // The job runs again an hour later, in whichever app claims it: nothing new to send.
    await moveAndRun(HOUR + 1);
    expect(await subjectsTo('two-apps@example.com')).toHaveLength(1);

    // The end day: 15 March, from midnight UTC.
    await moveAndRun(new Date('2026-03-15T00:10:00Z').getTime() - clock.now().getTime());
    await moveAndRun(HOUR + 1);
    expect(await subjectsTo('two-apps@example.com')).toEqual([
      'Your Sheetwise free trial ends on 15-March-2026',
      'Your Sheetwise free trial ends today',
    ]);
    expect(await reminderJobs()).toHaveLength(1);
  });
});
