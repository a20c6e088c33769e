import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type DestinationStream } from 'pino';
import { MAX_FILE_NAME_LENGTH } from '@sheetwise/contracts';
import type { Config } from './config';
import type { Database } from './db/database';
import { csrfProtection } from './http/csrf';
import { registerErrorHandler } from './http/error-handler';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerInputGuards } from './http/input-guards';
import { loggerOptions } from './http/logger';
import {
  DEFAULT_REQUEST_DEADLINES,
  deadlineOptions,
  type RequestDeadlines,
} from './http/request-deadlines';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import type { ServerContext } from './context';
import { billingHistoryRoutes } from './modules/billing/history-routes';
import { billingRoutes } from './modules/billing/routes';
import { paymentGatewayFor, type PaymentGateway } from './modules/billing/gateway';
import { registerRefundJob } from './modules/billing/refund-job';
import { webhookRoutes } from './modules/billing/webhook-routes';
import { transactionRoutes } from './modules/transactions/routes';
import { chatRoutes } from './modules/chat/routes';
import { StatementCache } from './modules/chat/statement-cache';
import { dashboardRoutes } from './modules/dashboard/routes';
import { documentRoutes } from './modules/documents/routes';
import { googleAuthRoutes } from './modules/auth/google/routes';
import { googleCallbackUrl, googleSignInProvider } from './modules/auth/google/oidc-client';
import { authRoutes } from './modules/auth/routes';
import { SessionCache } from './modules/auth/session-cache';
import { passwordResetRoutes } from './modules/auth/password-reset/routes';
import { healthRoutes } from './modules/health/routes';
import { insightsRoutes } from './modules/insights/routes';
import { sheetRoutes } from './modules/sheets/routes';
import type { PairSidesFactory } from './modules/sync/connectors/pair-sides';
import { storedPairSides } from './modules/sync/connectors/stored-pair-sides';
import { registerSyncJobs } from './modules/sync/jobs';
import { registerSyncScheduler } from './modules/sync/scheduler';
import { statementDestinationFor } from './modules/statement-exports/destinations';
import { registerStatementExportJobs } from './modules/statement-exports/refresh-job';
import { statementExportRoutes } from './modules/statement-exports/routes';
import { syncRoutes } from './modules/sync/routes';
import { oneDriveRoutes } from './modules/onedrive/routes';
import { userRoutes } from './modules/users/routes';
import { accountDeletionRoutes } from './modules/users/deletion/routes';
import { dataExportRoutes } from './modules/data-export/routes';
import { securityEventRoutes } from './modules/security-events/routes';
import { systemClock, type Clock } from './platform/clock';
import type { FileStore } from './platform/file-store';
import type { MasterKeys } from './platform/secret-box';
import { JobRunner } from './platform/jobs/job-runner';
import { registerPlanReminderJob } from './modules/notifications/plan-notices';
import { notificationRoutes } from './modules/notifications/routes';
import { registerExportJobs } from './modules/data-export/prepared/jobs';
import {
  createStatementParser,
  type StatementParser,
} from './modules/documents/parsing/statement-parser';
import { mountDevIdentityProvider } from './platform/dev-identity-provider/mount';
import type { Mailer } from './platform/mail/mailer';
import { mountMailOutbox } from './platform/mail/outbox-routes';
import { mountDevSpreadsheetService } from './platform/dev-spreadsheet-service/mount';
import { mountDevMicrosoftService } from './platform/dev-microsoft-service/mount';
import { createMailer, usesOutbox } from './platform/mail/transports';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The built web app to serve; null serves the API alone. */
  webDistDir: string | null;
  /** Where logs go; standard output when absent. */
  logStream?: DestinationStream;
  /** The time source; the system clock when absent. */
  clock?: Clock;
  /** Where uploaded statements are kept. */
  files: FileStore;
  /** The file-encryption master keys, which also seal secrets kept in the database. */
  masterKeys: MasterKeys;
  /** Reads statements in threads of their own; the default limits when absent. */
  parser?: StatementParser;
  /**
   * Razorpay when its keys are configured, else (local mode only) the built-in test gateway, when
   * absent.
   */
  gateway?: PaymentGateway;
  /** How long a client may take to send a request; the defaults when absent. */
  deadlines?: RequestDeadlines;
  /** The app's e-mail; made from the config when absent (main.ts closes the database after it is idle). */
  mailer?: Mailer;
  /** How often the job runner looks for jobs other processes added; 2 s when absent. */
  jobPollMs?: number;
  /**
   * Whether a ready app adds the recurring jobs' rows (the plan reminders) when they are missing;
   * true when absent. Tests of other things leave them out, so no reminder is sent behind them.
   */
  recurringJobs?: boolean;
  /** Both sides of a sync pair; the user's Google sheet and the stored workbook when absent. */
  syncSides?: PairSidesFactory;
}

const JOB_POLL_MS = 2000;

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * A path parameter's longest form: a document's name of MAX_FILE_NAME_LENGTH UTF-16 units,
 * each up to three UTF-8 bytes of three characters when percent-encoded. Fastify's default of
 * 100 made names it stored unreachable (404 for the chat, 414 for deleting).
 */
const MAX_PARAM_LENGTH = MAX_FILE_NAME_LENGTH * 9;

/** Fastify's form of TRUST_PROXY: a hop count trusts the nearest hops, as proxy-addr does. */
function trustedProxies(
  trust: Config['trustProxy'],
): string[] | ((address: string, hop: number) => boolean) | false {
  if (trust === undefined) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** Builds the whole HTTP application. Tests call this; main.ts only adds listen(). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const production = config.mode === 'production';
  const logger: FastifyBaseLogger = pino(
    loggerOptions(config.logLevel),
    deps.logStream ?? process.stdout,
  );

  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    trustProxy: trustedProxies(config.trustProxy),
    ...deadlineOptions(deps.deadlines ?? DEFAULT_REQUEST_DEADLINES),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerInputGuards(app);

  await app.register(cookie);
  registerSecurityHeaders(app, {
    upgradeInsecureRequests: production,
    razorpayCheckout: Boolean(config.razorpay),
  });
  await app.register(csrfProtection, { secureCookies: production });

  const mailer = deps.mailer ?? createMailer(config, deps.database.db);
  // Mail still being sent in the background must reach the database before it closes.
  app.addHook('onClose', () => mailer.idle());
  const clock = deps.clock ?? systemClock;
  const jobs = new JobRunner({
    db: deps.database.db,
    clock,
    log: app.log,
    pollMs: deps.jobPollMs ?? JOB_POLL_MS,
  });
  const ctx: ServerContext = {
    db: deps.database.db,
    clock,
    config,
    mailer,
    sessions: new SessionCache(),
    statements: new StatementCache(),
    jobs,
    masterKeys: deps.masterKeys,
  };
  registerExportJobs(jobs, { ctx, files: deps.files, log: app.log });
  registerPlanReminderJob(jobs, ctx, app.log);
  // Started once the app is ready and stopped before mail and the database close.
  app.addHook('onReady', async () => {
    if (deps.recurringJobs ?? true) await jobs.addRecurring();
    jobs.start();
  });
  app.addHook('preClose', () => jobs.stop());
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api', ...ctx });
  await app.register(passwordResetRoutes, { prefix: '/api', ...ctx });
  await app.register(userRoutes, { prefix: '/api', ...ctx });
  await app.register(accountDeletionRoutes, { prefix: '/api', ...ctx, files: deps.files });
  await app.register(dataExportRoutes, { prefix: '/api', ...ctx, files: deps.files });
  await app.register(securityEventRoutes, { prefix: '/api', ...ctx });
  await app.register(sheetRoutes, { prefix: '/api', ...ctx, files: deps.files });
  await app.register(notificationRoutes, { prefix: '/api', ...ctx });
  await app.register(dashboardRoutes, { prefix: '/api', ...ctx });
  const syncSides = deps.syncSides ?? storedPairSides(ctx, deps.files);
  const syncDeps = { ctx, files: deps.files, sides: syncSides, log: app.log };
  registerSyncJobs(jobs, syncDeps);
  registerSyncScheduler(jobs, syncDeps);
  await app.register(syncRoutes, { prefix: '/api', ...ctx, files: deps.files, sides: syncSides });
  await app.register(oneDriveRoutes, { prefix: '/api', ...ctx });
  await app.register(chatRoutes, { prefix: '/api', ...ctx });
  await app.register(insightsRoutes, { prefix: '/api', ...ctx });
  await app.register(transactionRoutes, { prefix: '/api', ...ctx });
  registerStatementExportJobs(jobs, ctx, statementDestinationFor, app.log);
  await app.register(statementExportRoutes, {
    prefix: '/api',
    ...ctx,
    destinationFor: statementDestinationFor,
  });
  const gateway = paymentGatewayFor(config, deps.gateway);
  if (gateway) registerRefundJob(jobs, ctx, gateway, app.log);
  await app.register(billingRoutes, { prefix: '/api', ...ctx, gateway });
  await app.register(billingHistoryRoutes, { prefix: '/api', ...ctx });
  if (gateway) await app.register(webhookRoutes, { prefix: '/api', ...ctx, gateway });
  const parser = deps.parser ?? createStatementParser();
  // A listening server has its first upload's parse process ready; tests that only inject do not.
  app.addHook('onListen', () => parser.prepare?.());
  app.addHook('onClose', () => parser.close?.());
  await app.register(documentRoutes, { prefix: '/api', ...ctx, files: deps.files, parser });
  // Without Google credentials, local mode signs in with a stand-in provider on this server.
  const signInProvider =
    config.mode === 'local' && !config.google
      ? await mountDevIdentityProvider(app, { config, redirectUri: googleCallbackUrl(config) })
      : googleSignInProvider(config);
  await app.register(googleAuthRoutes, { prefix: '/api', ...ctx, signInProvider });
  // Without SMTP, local mode delivers mail to an outbox in the database, read at /dev-mail.
  if (usesOutbox(config)) await mountMailOutbox(app, { config, db: deps.database.db });
  // Without Google credentials, local mode syncs with a stand-in for Google Sheets at /dev-sheets.
  if (config.googleSheets.devService) {
    await mountDevSpreadsheetService(app, { config, db: deps.database.db, clock });
  }
  // Without Microsoft credentials, local mode links OneDrive workbooks at /dev-onedrive.
  if (config.microsoft.devService) {
    await mountDevMicrosoftService(app, { config, db: deps.database.db, clock });
  }

  await registerWebApp(app, {
    distDir: deps.webDistDir,
    publicConfig: { supportEmail: config.supportEmail, mode: config.mode },
  });
  return app;
}
