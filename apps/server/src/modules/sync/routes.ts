import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptCleanerRequest,
  CleanerProposalList,
  FirstLinkPreview,
  LocalWriteReport,
  MAX_UPLOAD_BYTES,
  ResolveConflictRequest,
  SYNC_ERROR_CODES,
  SYNC_MESSAGES,
  SyncConflict,
  SyncConflictList,
  SyncIdParams,
  SyncPair,
  SyncRun,
  SyncRunDetail,
  SyncRunList,
  UpdateSyncPairRequest,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { FileStore } from '../../platform/file-store';
import { requireUser } from '../auth/authenticate';
import { sendDownload } from '../transactions/download';
import { acceptCleanups, cleanerProposals, conflictsOf, resolveConflict } from './conflict-service';
import type { PairSidesFactory } from './connectors/pair-sides';
import { presentPair, previewPair, requirePair, updatePairSettings } from './pair-service';
import { historyReportCsv } from './history-report';
import {
  allowanceOf,
  historyOf,
  REPORT_RUNS,
  reportLocalWrite,
  runDetail,
  runsOf,
  startRollback,
  startRun,
} from './run-service';
import { putWorkbook, readWorkbook } from './workbook-service';

interface SyncServices {
  files: FileStore;
  sides: PairSidesFactory;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '-').slice(-120) || 'workbook.xlsx';

/** Sync pairs, their workbook, runs, conflicts and the cleaner: HTTP only, the work is in services. */
export const syncRoutes: FastifyPluginAsyncZod<ServerContext & SyncServices> = async (
  app,
  options,
) => {
  const { files, sides, ...ctx } = options;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES - 1, files: 1, fields: 2, parts: 3 },
  });
  const params = { params: SyncIdParams };
  const user = async (request: Parameters<typeof requireUser>[1]) =>
    (await requireUser(ctx, request)).user.id;

  app.get(
    '/sync/pairs/:id',
    { schema: { ...params, response: { 200: SyncPair } } },
    async (request) =>
      presentPair(ctx, await requirePair(ctx, await user(request), request.params.id)),
  );
  app.patch(
    '/sync/pairs/:id',
    { schema: { ...params, body: UpdateSyncPairRequest, response: { 200: SyncPair } } },
    async (request) =>
      updatePairSettings(ctx, await user(request), request.params.id, request.body),
  );
  app.put(
    '/sync/pairs/:id/workbook',
    { schema: { ...params, response: { 200: SyncPair } } },
    async (request) => {
      const userId = await user(request);
      const part = await request.file();
      if (!part) throw new AppError(400, SYNC_ERROR_CODES.workbookType, SYNC_MESSAGES.workbookType);
      const bytes = await part.toBuffer();
      return putWorkbook(ctx, files, userId, request.params.id, { fileName: part.filename, bytes });
    },
  );
  app.get('/sync/pairs/:id/workbook', { schema: params }, async (request, reply) => {
    const workbook = await readWorkbook(ctx, files, await user(request), request.params.id);
    return sendDownload(reply, {
      fileName: safeName(workbook.fileName),
      contentType: XLSX_TYPE,
      body: Readable.from([Buffer.from(workbook.bytes)]),
    });
  });
  app.post(
    '/sync/pairs/:id/preview',
    { schema: { ...params, response: { 200: FirstLinkPreview } } },
    async (request) => previewPair(ctx, sides, await user(request), request.params.id),
  );
  app.post(
    '/sync/pairs/:id/runs',
    { schema: { ...params, response: { 202: SyncRun } } },
    async (request, reply) =>
      reply.status(202).send(await startRun(ctx, await user(request), request.params.id)),
  );
  app.get(
    '/sync/pairs/:id/runs',
    { schema: { ...params, response: { 200: SyncRunList } } },
    async (request) => historyOf(ctx, await user(request), request.params.id),
  );
  app.get('/sync/runs', { schema: { response: { 200: SyncRunList } } }, async (request) =>
    historyOf(ctx, await user(request)),
  );
  app.get('/sync/runs/report.csv', async (request, reply) => {
    const userId = await user(request);
    if (!(await allowanceOf(ctx, userId)).reports) {
      throw new AppError(403, SYNC_ERROR_CODES.reportsOnPro, SYNC_MESSAGES.reportsOnPro);
    }
    return sendDownload(reply, {
      fileName: 'sync-history.csv',
      contentType: 'text/csv; charset=utf-8',
      body: Readable.from([historyReportCsv(await runsOf(ctx, userId, undefined, REPORT_RUNS))]),
    });
  });
  app.get(
    '/sync/runs/:id',
    { schema: { ...params, response: { 200: SyncRunDetail } } },
    async (request) => runDetail(ctx, files, await user(request), request.params.id),
  );
  app.post(
    '/sync/runs/:id/rollback',
    { schema: { ...params, response: { 202: SyncRun } } },
    async (request, reply) =>
      reply.status(202).send(await startRollback(ctx, await user(request), request.params.id)),
  );
  app.post(
    '/sync/runs/:id/local-write',
    { schema: { ...params, body: LocalWriteReport, response: { 200: SyncRun } } },
    async (request) => reportLocalWrite(ctx, await user(request), request.params.id, request.body),
  );
  app.get(
    '/sync/pairs/:id/conflicts',
    { schema: { ...params, response: { 200: SyncConflictList } } },
    async (request) => ({
      conflicts: await conflictsOf(ctx, await user(request), request.params.id),
    }),
  );
  app.post(
    '/sync/conflicts/:id/resolve',
    { schema: { ...params, body: ResolveConflictRequest, response: { 200: SyncConflict } } },
    async (request) => resolveConflict(ctx, await user(request), request.params.id, request.body),
  );
  app.get(
    '/sync/pairs/:id/cleaner',
    { schema: { ...params, response: { 200: CleanerProposalList } } },
    async (request) => ({
      proposals: await cleanerProposals(ctx, files, await user(request), request.params.id),
    }),
  );
  app.post(
    '/sync/pairs/:id/cleaner',
    { schema: { ...params, body: AcceptCleanerRequest, response: { 200: CleanerProposalList } } },
    async (request) => ({
      proposals: await acceptCleanups(
        ctx,
        files,
        await user(request),
        request.params.id,
        request.body.accept,
      ),
    }),
  );
};
