import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AddSheetRequest, Sheet, SheetIdParams, SheetsPanel } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { addSheet, connectAccount, disconnectAccount, readPanel, removeSheet } from './service';

export const sheetRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.get('/sheets', { schema: { response: { 200: SheetsPanel } } }, async (request) => {
    const { user } = await requireUser(ctx, request);
    return readPanel(ctx, user.id);
  });

  app.post(
    '/sheets/connection',
    { schema: { response: { 200: SheetsPanel } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return connectAccount(ctx, user.id);
    },
  );

  app.delete(
    '/sheets/connection',
    { schema: { response: { 200: SheetsPanel } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return disconnectAccount(ctx, user.id);
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
    await removeSheet(ctx, user.id, request.params.id);
    return reply.status(204).send();
  });

  done();
};
