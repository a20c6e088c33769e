import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DataExportState, dataExportFileName } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import type { FileStore } from '../../platform/file-store';
import { requireUser } from '../auth/authenticate';
import {
  assertDownloadable,
  exportState,
  openPreparedExport,
  requestExport,
} from './prepared/service';
import { prepareExport } from './service';
import { zipStream } from './zip-stream';

const ZIP_HEADERS = { 'Content-Type': 'application/zip', 'Cache-Control': 'no-store' };

function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

/**
 * GET /api/me/export: the signed-in user's data as a zip, written while it downloads; accounts
 * too large for that prepare it in the background (POST /api/me/exports), read how far it has
 * got (GET /api/me/exports) and download it by id once it is ready.
 */
export const dataExportRoutes: FastifyPluginCallbackZod<ServerContext & { files: FileStore }> = (
  app,
  { files, ...ctx },
  done,
) => {
  app.get('/me/export', async (request, reply) => {
    const auth = await requireUser(ctx, request);
    await assertDownloadable(ctx, auth.user.id);
    const { fileName, entries } = await prepareExport(ctx, auth.user);
    const zip = zipStream(entries);
    // Once bytes have gone out a failure can only cut the download short; log it without data.
    zip.on('error', (error) => {
      request.log.error({ err: error }, 'data export failed midway');
    });
    return reply.headers(ZIP_HEADERS).header('Content-Disposition', attachment(fileName)).send(zip);
  });

  app.get('/me/exports', { schema: { response: { 200: DataExportState } } }, async (request) => {
    const auth = await requireUser(ctx, request);
    return exportState(ctx, auth.user.id);
  });

  app.post(
    '/me/exports',
    { schema: { response: { 202: DataExportState } } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      return reply.status(202).send(await requestExport(ctx, auth.user.id));
    },
  );

  app.get(
    '/me/exports/:id/download',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { bytes, readyAt } = await openPreparedExport(
        ctx,
        files,
        auth.user.id,
        request.params.id,
      );
      return reply
        .headers(ZIP_HEADERS)
        .header('Content-Disposition', attachment(dataExportFileName(readyAt)))
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
  done();
};
