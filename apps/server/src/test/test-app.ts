import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Engine } from '../db/database';
import type { Clock } from '../platform/clock';
import type { RequestDeadlines } from '../http/request-deadlines';
import type { PaymentGateway } from '../modules/billing/gateway';
import type { StatementParser } from '../modules/documents/parsing/statement-parser';
import { EncryptedFileStore } from '../platform/encrypted-file-store';
import { LocalFileStore, type FileStore } from '../platform/file-store';
import type { MasterKeys } from '../platform/secret-box';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { PairSidesFactory } from '../modules/sync/connectors/pair-sides';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  engine?: Engine;
  env?: NodeJS.ProcessEnv;
  webDistDir?: string | null;
  clock?: Clock;
  files?: FileStore;
  parser?: StatementParser;
  gateway?: PaymentGateway;
  deadlines?: RequestDeadlines;
  /** Reuse a database (e.g. to restart the app on it); a fresh one is made otherwise. */
  database?: TestDatabase;
  /** Adds the recurring jobs' rows (the plan reminders) when ready; off unless a test asks. */
  recurringJobs?: boolean;
  /** Both sides of sync pairs; the real connectors when absent. */
  syncSides?: PairSidesFactory;
  /** The master keys that seal secrets; a random one when absent. */
  masterKeys?: MasterKeys;
  /** How often the job runner looks for jobs other processes added; 2 s when absent. */
  jobPollMs?: number;
  /** Runs before the app is ready, e.g. to add a route that a test needs. */
  extend?: (app: FastifyInstance) => void;
}

/** The real application on a fresh database, for `app.inject` tests. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ APP_MODE: 'local', LOG_LEVEL: 'info', ...options.env });
  const database = options.database ?? (await createTestDatabase(options.engine ?? 'pglite'));
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const app = await buildApp({
    config,
    database,
    webDistDir: options.webDistDir ?? null,
    logStream,
    recurringJobs: options.recurringJobs ?? false,
    masterKeys: options.masterKeys ?? { current: randomBytes(32), old: [] },
    files: options.files ?? testFileStore(mkdtempSync(path.join(tmpdir(), 'sheetwise-files-'))),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.parser ? { parser: options.parser } : {}),
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.deadlines ? { deadlines: options.deadlines } : {}),
    ...(options.syncSides ? { syncSides: options.syncSides } : {}),
    ...(options.jobPollMs ? { jobPollMs: options.jobPollMs } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    close: async () => {
      await app.close();
      if (!options.database) await database.dispose();
    },
  };
}

/** Files under `root`, encrypted at rest under a random key, as main.ts stores them. */
export function testFileStore(root: string): EncryptedFileStore {
  return new EncryptedFileStore(new LocalFileStore(root), { current: randomBytes(32), old: [] });
}

/** A GET to learn the CSRF token, then the cookie and header a browser would send with it. */
export async function csrfPair(app: FastifyInstance): Promise<{ cookie: string; header: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  const token = response.cookies.find((cookie) => cookie.name === 'csrf_token')?.value;
  if (!token) throw new Error('No csrf_token cookie was set');
  return { cookie: `csrf_token=${token}`, header: token };
}
