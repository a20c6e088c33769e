import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AddSheetRequest,
  ConnectGoogleResponse,
  ConnectionCallbackQuery,
  Sheet,
  SheetIdParams,
  SheetsPanel,
} from '@sheetwise/contracts';
import { PAGE_ROUTE } from '../../http/security-headers';
import { finishConnection, startConnection } from './connection-service';
import type { ServerContext } from '../../context';
import type { FileStore } from '../../platform/file-store';
import { requireUser } from '../auth/authenticate';
import { addSheet, disconnectAccount, readPanel, removeSheet } from './service';

export const sheetRoutes: FastifyPluginCallbackZod<ServerContext & { files: FileStore }> = (
  app,
  { files, ...ctx },
  done,
) => {
  app.get('/sheets', { schema: { response: { 200: SheetsPanel } } }, async (request) => {
    const { user } = await requireUser(ctx, request);
    return readPanel(ctx, user.id);
  });

  app.post(
    '/sheets/connection',
    { schema: { response: { 200: ConnectGoogleResponse } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return startConnection(ctx, user.id);
    },
  );

  // Google sends the person back here; wherever it ends, they land on the dashboard.
  app.get(
    '/sheets/connection/callback',
    { config: PAGE_ROUTE, schema: { querystring: ConnectionCallbackQuery } },
    async (request, reply) => {
      const user = await requireUser(ctx, request).catch(() => undefined);
      const connected = user ? await finishConnection(ctx, user.user.id, request.query) : false;
      if (!connected) request.log.info('google sheets connection refused or failed');
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(connected ? '/dashboard' : '/dashboard?sheets=denied', 302);
    },
  );

  app.delete(
    '/sheets/connection',
    { schema: { response: { 200: SheetsPanel } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return disconnectAccount(ctx, files, user.id, request.log);
    },
  );

  app.post(
    '/sheets',
    { schema: { body: AddSheetRequest, response: { 201: Sheet } } },
    async (request, reply) => {
      const { user } = await requireUser(ctx, request);
      return reply.status(201).send(await addSheet(ctx, user.id, request.body.url));
    },
  );

  app.delete('/sheets/:id', { schema: { params: SheetIdParams } }, async (request, reply) => {
    const { user } = await requireUser(ctx, request);
    await removeSheet(ctx, files, user.id, request.params.id, request.log);
    return reply.status(204).send();
  });

  done();
};
