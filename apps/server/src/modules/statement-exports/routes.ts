import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { SendStatementRequest, SendStatementResponse } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { sendStatement, type DestinationFactory } from './send-service';

/** Sending a statement's transactions to a spreadsheet. */
export const statementExportRoutes: FastifyPluginCallbackZod<
  ServerContext & { destinationFor: DestinationFactory }
> = (app, options, done) => {
  const { destinationFor, ...ctx } = options;
  app.post(
    '/statement-exports',
    { schema: { body: SendStatementRequest, response: { 200: SendStatementResponse } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return sendStatement(ctx, user.id, request.body, destinationFor);
    },
  );
  done();
};
