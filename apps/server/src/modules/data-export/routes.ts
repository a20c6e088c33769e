import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { prepareExport } from './service';
import { zipStream } from './zip-stream';

/** GET /api/me/export: the signed-in user's data as a zip, written while it downloads. */
export const dataExportRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.get('/me/export', async (request, reply) => {
    const auth = await requireUser(ctx, request);
    const { fileName, entries } = await prepareExport(ctx, auth.user);
    const zip = zipStream(entries);
    // Once bytes have gone out a failure can only cut the download short; log it without data.
    zip.on('error', (error) => {
      request.log.error({ err: error }, 'data export failed midway');
    });
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(zip);
  });
  done();
};
