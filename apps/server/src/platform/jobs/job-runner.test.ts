import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { silentLogger } from '../../test/silent-logger';
import { ManualClock } from '../clock';
import { JobRunner, type JobHandler } from './job-runner';
import { claimDueJob } from './job-store';

const Payload = z.object({ n: z.number() });

describe.each(testEngines())('the job queue on %s', (engine) => {
  let database: TestDatabase;
  let clock: ManualClock;
  const runners: JobRunner[] = [];

  const runner = (handlers: Record<string, JobHandler<{ n: number }>>, pollMs = 60_000) => {
    const made = new JobRunner({ db: database.db, clock, log: silentLogger, pollMs });
    for (const [kind, handler] of Object.entries(handlers)) made.register(kind, handler);
    runners.push(made);
    return made;
  };
  const rows = () => database.db.selectFrom('jobs').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await Promise.all(runners.splice(0).map((made) => made.stop()));
    await database.db.deleteFrom('jobs').execute();
    clock = new ManualClock(new Date('2026-05-01T10:00:00.000Z'));
  });

  it('runs each job once when two processes claim at the same time, and deletes it', async () => {
    const seen: number[] = [];
    const handler: JobHandler<{ n: number }> = {
      payload: Payload,
      run: async ({ n }) => {
        seen.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const first = runner({ count: handler });
    const second = runner({ count: handler });
    for (let n = 0; n < 12; n += 1) await first.add(database.db, 'count', { n });
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(12);
    expect(seen.sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
    expect(await rows()).toEqual([]);
  });

  it("waits for a job's time, and leaves kinds it has no handler for", async () => {
    const run = vi.fn(() => Promise.resolve());
    const made = runner({ later: { payload: Payload, run } });
    await made.add(database.db, 'later', { n: 1 }, new Date(clock.now().getTime() + 60_000));
    await made.add(database.db, 'someone-elses', { n: 2 });
    expect(await made.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await made.runDue()).toBe(1);
    expect(run).toHaveBeenCalledWith({ n: 1 });
    expect((await rows()).map((row) => row.kind)).toEqual(['someone-elses']);
  });

  it('retries a failing job with a doubling delay, then gives up and keeps the row', async () => {
    const giveUp = vi.fn(() => Promise.resolve());
    const run = vi.fn(() => Promise.reject(new Error('the store is down')));
    const made = runner({ flaky: { payload: Payload, run, giveUp, maxAttempts: 3 } });
    await made.add(database.db, 'flaky', { n: 7 });
    expect(await made.runDue()).toBe(1);
    const [afterFirst] = await rows();
    expect(afterFirst).toMatchObject({ attempts: 1, locked_until: null, failed_at: null });
    expect(afterFirst?.last_error).toBe('Error: the store is down');
    expect(afterFirst?.run_at.getTime()).toBe(clock.now().getTime() + 30_000);
    expect(await made.runDue()).toBe(0);
    clock.advance(30_000);
    expect(await made.runDue()).toBe(1);
    expect((await rows())[0]?.run_at.getTime()).toBe(clock.now().getTime() + 60_000);
    clock.advance(60_000);
    expect(await made.runDue()).toBe(1);
    expect(run).toHaveBeenCalledTimes(3);
    expect(giveUp).toHaveBeenCalledExactlyOnceWith({ n: 7 });
    const [kept] = await rows();
    expect(kept?.failed_at).toEqual(clock.now());
    clock.advance(24 * 60 * 60 * 1000);
    expect(await made.runDue()).toBe(0);
  });

  it('takes a job again once the lease of a process that died has run out', async () => {
    const run = vi.fn(() => Promise.resolve());
    const made = runner({ work: { payload: Payload, run, leaseMs: 60_000 } });
    await made.add(database.db, 'work', { n: 3 });
    const leaseUntil = new Date(clock.now().getTime() + 60_000);
    // A process claims the job and dies before finishing it.
    expect(await claimDueJob(database.db, ['work'], clock.now(), leaseUntil)).toMatchObject({
      attempts: 1,
    });
    expect(await made.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await made.runDue()).toBe(1);
    expect(run).toHaveBeenCalledOnce();
    expect(await rows()).toEqual([]);
  });

  it('fails a job whose payload does not match, without running it', async () => {
    const run = vi.fn(() => Promise.resolve());
    const made = runner({ strict: { payload: Payload, run } });
    await made.add(database.db, 'strict', { n: 'not a number' });
    expect(await made.runDue()).toBe(1);
    expect(run).not.toHaveBeenCalled();
    expect((await rows())[0]).toMatchObject({ last_error: 'malformed payload' });
  });

  it('runs a job added in this process at once when nudged, long before its next poll', async () => {
    const done = vi.fn(() => Promise.resolve());
    const made = runner({ soon: { payload: Payload, run: done } }, 60_000);
    made.start();
    await vi.waitFor(async () => {
      expect(await rows()).toEqual([]);
    });
    await made.add(database.db, 'soon', { n: 5 });
    made.nudge();
    await vi.waitFor(
      () => {
        expect(done).toHaveBeenCalledWith({ n: 5 });
      },
      { timeout: 5000 },
    );
    await made.stop();
    await made.add(database.db, 'soon', { n: 6 });
    made.nudge();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('keeps one row per recurring kind, however many processes add it', async () => {
    const hourly = { payload: z.object({}), run: () => Promise.resolve(), everyMs: 3_600_000 };
    const first = new JobRunner({ db: database.db, clock, log: silentLogger, pollMs: 60_000 });
    const second = new JobRunner({ db: database.db, clock, log: silentLogger, pollMs: 60_000 });
    first.register('hourly', hourly);
    second.register('hourly', hourly);
    await Promise.all([first.addRecurring(), second.addRecurring(), first.addRecurring()]);
    expect(await rows()).toHaveLength(1);
  });

  it('runs a recurring job again after its interval, and never gives it up', async () => {
    let failing = false;
    const run = vi.fn(() => (failing ? Promise.reject(new Error('mail down')) : Promise.resolve()));
    const made = new JobRunner({ db: database.db, clock, log: silentLogger, pollMs: 60_000 });
    made.register('hourly', { payload: z.object({}), run, everyMs: 3_600_000, maxAttempts: 1 });
    await made.addRecurring();
    expect(await made.runDue()).toBe(1);
    expect(await made.runDue()).toBe(0);
    const [row] = await rows();
    expect(row?.run_at).toEqual(new Date('2026-05-01T11:00:00.000Z'));

    failing = true;
    clock.advance(3_600_000);
    expect(await made.runDue()).toBe(1);
    const [after] = await rows();
    expect(after).toMatchObject({ failed_at: null, attempts: 0, last_error: 'Error: mail down' });
    expect(after?.run_at).toEqual(new Date('2026-05-01T12:00:00.000Z'));
    expect(run).toHaveBeenCalledTimes(2);
  });
});
