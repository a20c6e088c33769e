import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DB } from './db/schema';
import type { Clock } from './platform/clock';
import type { SessionCache } from './modules/auth/session-cache';
import type { StatementCache } from './modules/chat/statement-cache';
import type { JobQueue } from './platform/jobs/job-runner';
import type { Mailer } from './platform/mail/mailer';
import type { MasterKeys } from './platform/secret-box';

/** What services need from the running app; route plugins receive it as their options. */
export interface ServerContext {
  db: Kysely<DB>;
  clock: Clock;
  config: Config;
  /** The app's e-mail: SMTP in production, the /dev-mail outbox in local mode. */
  mailer: Mailer;
  /** Sessions looked up moments ago; whatever ends a session or changes a user drops its own. */
  sessions: SessionCache;
  /** The database job queue: work that runs outside the request, in whichever process is free. */
  jobs: JobQueue;
  /**
   * Statements read lately, as the assistant reads them: the chat, the insights and the sheet of
   * all statements read the same ones, so a conversation or a page loads its rows once.
   */
  statements: StatementCache;
  /** FILE_ENCRYPTION_KEY and its predecessors: secrets kept in the database are sealed under keys derived from them. */
  masterKeys: MasterKeys;
}
