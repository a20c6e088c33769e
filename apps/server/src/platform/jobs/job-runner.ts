import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import {
  claimDueJob,
  deleteJob,
  ensureRecurringJob,
  insertJob,
  markJobFailed,
  repeatJob,
  rescheduleJob,
  type ClaimedJob,
} from './job-store';

export interface JobHandler<Payload> {
  /** The payload's shape; a row that does not match fails at once instead of running. */
  payload: z.ZodType<Payload>;
  run(payload: Payload): Promise<void>;
  /** Called once, after the last attempt failed. */
  giveUp?(payload: Payload): Promise<void>;
  /** Attempts before giving up; 3 when absent. */
  maxAttempts?: number;
  /** How long one attempt may hold the job before another process may take it; 15 minutes. */
  leaseMs?: number;
  /**
   * Makes the kind recurring: one row, added by addRecurring, that runs again this long after
   * each run. It never gives up: after its last failed attempt it waits for its next turn.
   */
  everyMs?: number;
}

/** What request handlers need of the queue. */
export interface JobQueue {
  /** Adds a job in `db`, which may be a transaction; call `nudge` once that has committed. */
  add(db: Kysely<DB>, kind: string, payload: unknown, runAt?: Date): Promise<void>;
  /** Asks this process's runner to look for due jobs now rather than at its next poll. */
  nudge(): void;
}

export interface JobRunnerOptions {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often an idle runner looks for due jobs that other processes added. */
  pollMs: number;
}

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_LEASE_MS = 15 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/**
 * Runs the database job queue in this process, one job at a time. Every server process runs one;
 * the queue's claim (job-store.ts) decides which takes each job, so adding processes adds
 * workers. A job is deleted when its handler returns; a handler that throws is retried later with
 * a doubling delay, and after its last attempt the handler's giveUp runs and the row is kept.
 */
export class JobRunner implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private nudged = false;
  /** Not polling: before start, and after stop. */
  private idle = true;
  /** stop was called: the job in hand finishes and no other is claimed. */
  private closing = false;

  constructor(private readonly options: JobRunnerOptions) {}

  register<Payload>(kind: string, handler: JobHandler<Payload>): void {
    this.handlers.set(kind, handler);
  }

  async add(db: Kysely<DB>, kind: string, payload: unknown, runAt?: Date): Promise<void> {
    const now = this.options.clock.now();
    await insertJob(db, { kind, payload, runAt: runAt ?? now }, now);
  }

  /**
   * Adds the row of every registered recurring kind that has none yet. A row outlives restarts,
   * so this only matters on a fresh database (or after an operator removed the row).
   */
  async addRecurring(): Promise<void> {
    const now = this.options.clock.now();
    for (const [kind, handler] of this.handlers) {
      if (handler.everyMs)
        await ensureRecurringJob(this.options.db, { kind, everyMs: handler.everyMs }, now);
    }
  }

  nudge(): void {
    if (this.idle) return;
    if (this.running) {
      this.nudged = true;
      return;
    }
    this.schedule(0);
  }

  start(): void {
    this.idle = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the job in hand, so the database can close after it. */
  async stop(): Promise<void> {
    this.idle = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every job that is due now, one after another; returns how many ran. */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const job = await this.claim();
      if (!job) return ran;
      await this.runOne(job);
      ran += 1;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.nudged = false;
      this.running = this.runDue()
        .catch((error: unknown) => {
          this.options.log.error({ err: error }, 'job queue poll failed');
        })
        .finally(() => {
          this.running = undefined;
          if (!this.idle) this.schedule(this.nudged ? 0 : this.options.pollMs);
        });
    }, delayMs);
    // A waiting poll never keeps the process alive on its own.
    this.timer.unref();
  }

  private claim(): Promise<ClaimedJob | undefined> {
    if (this.closing) return Promise.resolve(undefined);
    const now = this.options.clock.now();
    const kinds = [...this.handlers.keys()];
    const lease = Math.max(
      ...[...this.handlers.values()].map((h) => h.leaseMs ?? DEFAULT_LEASE_MS),
    );
    return claimDueJob(this.options.db, kinds, now, new Date(now.getTime() + lease));
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const { db, clock, log } = this.options;
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    const parsed = handler.payload.safeParse(job.payload);
    if (!parsed.success) {
      log.error({ jobId: job.id, kind: job.kind }, 'a job payload is malformed');
      await markJobFailed(db, job.id, clock.now(), 'malformed payload');
      return;
    }
    try {
      await handler.run(parsed.data);
      if (handler.everyMs) await repeatJob(db, job.id, this.after(handler.everyMs), null);
      else await deleteJob(db, job.id);
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
      const last = job.attempts >= (handler.maxAttempts ?? DEFAULT_ATTEMPTS);
      log.error({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
      if (last && handler.everyMs) {
        await repeatJob(db, job.id, this.after(handler.everyMs), reason);
        return;
      }
      if (last) {
        await markJobFailed(db, job.id, clock.now(), reason);
        await handler.giveUp?.(parsed.data);
        return;
      }
      const delay = Math.min(FIRST_RETRY_MS * 2 ** (job.attempts - 1), LONGEST_RETRY_MS);
      await rescheduleJob(db, job.id, this.after(delay), reason);
    }
  }

  private after(ms: number): Date {
    return new Date(this.options.clock.now().getTime() + ms);
  }
}
