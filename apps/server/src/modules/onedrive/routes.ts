import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ConnectMicrosoftRequest,
  ConnectMicrosoftResponse,
  LinkOneDriveRequest,
  MicrosoftCallbackQuery,
  ONEDRIVE_CONNECTED_QUERY,
  OneDriveConnection,
  OneDriveFileList,
  SyncIdParams,
  SyncPair,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { PAGE_ROUTE } from '../../http/security-headers';
import { requireUser } from '../auth/authenticate';
import {
  finishMicrosoftConnection,
  forgetMicrosoftConnection,
  microsoftConnection,
  startMicrosoftConnection,
} from './connection-service';
import { linkOneDriveWorkbook, oneDriveWorkbooks } from './link-service';

/** The Microsoft connection, the user's OneDrive workbooks, and linking one to a pair. */
export const oneDriveRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  const user = async (request: Parameters<typeof requireUser>[1]) =>
    (await requireUser(ctx, request)).user.id;

  app.get(
    '/onedrive/connection',
    { schema: { response: { 200: OneDriveConnection } } },
    async (request) => microsoftConnection(ctx, await user(request)),
  );

  app.post(
    '/onedrive/connection',
    { schema: { body: ConnectMicrosoftRequest, response: { 200: ConnectMicrosoftResponse } } },
    async (request) => startMicrosoftConnection(ctx, await user(request), request.body.returnTo),
  );

  // Microsoft sends the person back here; they land where they started, told how it went.
  app.get(
    '/onedrive/connection/callback',
    { config: PAGE_ROUTE, schema: { querystring: MicrosoftCallbackQuery } },
    async (request, reply) => {
      const signedIn = await requireUser(ctx, request).catch(() => undefined);
      const result = signedIn
        ? await finishMicrosoftConnection(ctx, signedIn.user.id, request.query)
        : { connected: false, returnTo: undefined };
      if (!result.connected) request.log.info('microsoft connection refused or failed');
      const target = new URL(result.returnTo ?? '/dashboard', 'http://app.invalid');
      target.searchParams.set(ONEDRIVE_CONNECTED_QUERY, result.connected ? 'connected' : 'denied');
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(`${target.pathname}${target.search}`, 302);
    },
  );

  app.delete(
    '/onedrive/connection',
    { schema: { response: { 200: OneDriveConnection } } },
    async (request) => forgetMicrosoftConnection(ctx, await user(request)),
  );

  app.get('/onedrive/files', { schema: { response: { 200: OneDriveFileList } } }, async (request) =>
    oneDriveWorkbooks(ctx, await user(request)),
  );

  app.put(
    '/sync/pairs/:id/onedrive',
    { schema: { params: SyncIdParams, body: LinkOneDriveRequest, response: { 200: SyncPair } } },
    async (request) =>
      linkOneDriveWorkbook(ctx, await user(request), request.params.id, request.body),
  );

  done();
};
