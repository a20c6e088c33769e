import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { ServerContext } from '../context';
import type { DB } from '../db/schema';
import { SessionCache } from '../modules/auth/session-cache';
import { StatementCache } from '../modules/chat/statement-cache';
import { systemClock, type Clock } from '../platform/clock';
import { JobRunner } from '../platform/jobs/job-runner';
import { createMailer } from '../platform/mail/transports';
import type { MasterKeys } from '../platform/secret-box';
import { silentLogger } from './silent-logger';

/** What services get from a running app, for tests that call a service directly. */
export function testContext(
  db: Kysely<DB>,
  config: Config,
  clock: Clock = systemClock,
  masterKeys: MasterKeys = { current: randomBytes(32), old: [] },
): ServerContext {
  return {
    db,
    clock,
    config,
    mailer: createMailer(config, db),
    sessions: new SessionCache(),
    statements: new StatementCache(),
    // Not started: jobs a service adds stay queued for the test to run or inspect.
    jobs: new JobRunner({ db, clock, log: silentLogger, pollMs: 60_000 }),
    masterKeys,
  };
}
