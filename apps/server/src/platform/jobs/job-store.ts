import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A job as its handler sees it; `attempts` counts this run. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

export interface NewJob {
  kind: string;
  payload: unknown;
  /** Not before this instant; at once when it is now. */
  runAt: Date;
}

/** Adds a job; pass the transaction whose commit should make it visible. */
export async function insertJob(db: Kysely<DB>, job: NewJob, now: Date): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      run_at: job.runAt,
      created_at: now,
    })
    .execute();
}

/**
 * Takes the earliest due job of these kinds and leases it until `leaseUntil`, in one statement:
 * SKIP LOCKED lets processes that claim at the same moment each take a different row, and a
 * lease that ran out (its process died mid-run) makes the job due again.
 */
export async function claimDueJob(
  db: Kysely<DB>,
  kinds: readonly string[],
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0) return undefined;
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('failed_at', 'is', null)
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .where('kind', 'in', kinds)
    .orderBy('run_at')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('jobs')
    .set({ locked_until: leaseUntil, attempts: sql<number>`attempts + 1` })
    .where('id', '=', due)
    .returning(['id', 'kind', 'payload', 'attempts'])
    .executeTakeFirst();
}

/**
 * Adds a recurring job unless its kind already has a live row: processes that start together
 * race here, and the unique index on recurring kinds lets exactly one insert win.
 */
export async function ensureRecurringJob(
  db: Kysely<DB>,
  job: { kind: string; everyMs: number },
  now: Date,
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ kind: job.kind, payload: '{}', run_at: now, created_at: now, every_ms: job.everyMs })
    .onConflict((oc) =>
      oc
        .column('kind')
        .where('every_ms', 'is not', null)
        .where('failed_at', 'is', null)
        .doNothing(),
    )
    .execute();
}

/** A recurring job's run ended (well or not): it is due again at `runAt`, with a fresh count. */
export async function repeatJob(
  db: Kysely<DB>,
  id: number,
  runAt: Date,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      run_at: runAt,
      locked_until: null,
      attempts: 0,
      last_error: error?.slice(0, 500) ?? null,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteJob(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
}

/** A failed attempt with attempts left: due again at `runAt`. */
export async function rescheduleJob(
  db: Kysely<DB>,
  id: number,
  runAt: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: runAt, locked_until: null, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** The last attempt failed: the row stays, never due again, for an operator to read. */
export async function markJobFailed(
  db: Kysely<DB>,
  id: number,
  now: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ failed_at: now, locked_until: null, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}
