import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { PREPARED_EXPORT_TTL_MS } from '@sheetwise/contracts';
import type { ServerContext } from '../../../context';
import { removeEach, type FileStore } from '../../../platform/file-store';
import type { JobRunner } from '../../../platform/jobs/job-runner';
import { dataExportReadyEmail } from '../../notifications/emails';
import { findUserById } from '../../users/store';
import { prepareExport } from '../service';
import { zipStream } from '../zip-stream';
import {
  expireExport,
  findExport,
  markFailed,
  markPreparing,
  markReady,
  removeOlderExports,
} from './store';

export const PREPARE_EXPORT_JOB = 'data-export.prepare';
export const EXPIRE_EXPORT_JOB = 'data-export.expire';

const ExportJob = z.object({ exportId: z.uuid() });
type ExportJob = z.infer<typeof ExportJob>;

interface ExportJobDeps {
  ctx: ServerContext;
  files: FileStore;
  log: FastifyBaseLogger;
}

/** Where a prepared export's zip is kept: under the user, so deleting the account finds it. */
function exportKey(userId: string, exportId: string): string {
  return `exports/${userId}/${exportId}.zip`;
}

/** The whole zip in memory: compressed, it is a fraction of the account's statements. */
async function zipBytes(ctx: ServerContext, userId: string): Promise<Uint8Array | null> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return null;
  const { entries } = await prepareExport(ctx, user);
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(entries)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function removeFiles(deps: ExportJobDeps, keys: readonly string[]): Promise<void> {
  const failed = await removeEach(deps.files, keys);
  if (failed > 0) deps.log.error({ failed }, 'old export files could not be removed');
}

/**
 * Writes the zip to the file store (encrypted like statements), marks the export ready, removes
 * the user's older exports, schedules this one's expiry and mails the user. An account deleted
 * meanwhile finds no row to mark, and the file just written is removed again.
 */
async function prepare(deps: ExportJobDeps, job: ExportJob): Promise<void> {
  const { ctx } = deps;
  const row = await findExport(ctx.db, job.exportId);
  if (!row || !(await markPreparing(ctx.db, row.id))) return;
  const bytes = await zipBytes(ctx, row.user_id);
  if (!bytes) return;
  const key = exportKey(row.user_id, row.id);
  await deps.files.put(key, bytes);
  const readyAt = ctx.clock.now();
  const expiresAt = new Date(readyAt.getTime() + PREPARED_EXPORT_TTL_MS);
  const older = await ctx.db.transaction().execute(async (trx) => {
    const values = { storageKey: key, size: bytes.length, readyAt, expiresAt };
    if (!(await markReady(trx, row.id, values))) return null;
    await ctx.jobs.add(trx, EXPIRE_EXPORT_JOB, { exportId: row.id }, expiresAt);
    return removeOlderExports(trx, row.user_id, row.id);
  });
  if (older === null) {
    await deps.files.remove(key);
    return;
  }
  await removeFiles(deps, older);
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) return;
  const settings = { appUrl: ctx.config.appUrl, supportEmail: ctx.config.supportEmail };
  try {
    await ctx.mailer.send(dataExportReadyEmail(user, settings, expiresAt));
  } catch (error) {
    // Settings shows the export as ready either way; a lost mail is not worth preparing it again.
    deps.log.error({ err: error }, 'the export-ready e-mail could not be sent');
  }
}

/** The handlers of the export's two jobs, on this process's runner. */
export function registerExportJobs(runner: JobRunner, deps: ExportJobDeps): void {
  runner.register(PREPARE_EXPORT_JOB, {
    payload: ExportJob,
    run: (job) => prepare(deps, job),
    giveUp: (job) => markFailed(deps.ctx.db, job.exportId),
  });
  runner.register(EXPIRE_EXPORT_JOB, {
    payload: ExportJob,
    run: async (job) => {
      const key = await expireExport(deps.ctx.db, job.exportId, deps.ctx.clock.now());
      if (key) await deps.files.remove(key);
    },
  });
}
