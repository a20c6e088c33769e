import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { ServerContext } from '../context';
import type { DB } from '../db/schema';
import { SessionCache } from '../modules/auth/session-cache';
import { systemClock, type Clock } from '../platform/clock';
import { createMailer } from '../platform/mail/transports';

/** What services get from a running app, for tests that call a service directly. */
export function testContext(
  db: Kysely<DB>,
  config: Config,
  clock: Clock = systemClock,
): ServerContext {
  return { db, clock, config, mailer: createMailer(config, db), sessions: new SessionCache() };
}
