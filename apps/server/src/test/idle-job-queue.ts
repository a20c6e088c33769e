import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Clock } from '../platform/clock';
import { JobRunner } from '../platform/jobs/job-runner';
import { silentLogger } from './silent-logger';

/**
 * The real job queue on a test's database, never started: for code a test calls outside an app,
 * whose jobs then wait in the table where the test can see them.
 */
export function idleJobQueue(db: Kysely<DB>, clock: Clock): JobRunner {
  return new JobRunner({ db, clock, log: silentLogger, pollMs: 60_000 });
}
