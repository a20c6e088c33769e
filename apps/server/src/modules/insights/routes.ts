import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { DocumentNameParams, Insights } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { allStatementsInsights, documentInsights } from './service';

/**
 * The insights page's figures, for one statement or all of them. Reading what is already there,
 * like a chat's history, so an ended plan still sees them.
 */
export const insightsRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.get(
    '/documents/:fileName/insights',
    { schema: { params: DocumentNameParams, response: { 200: Insights } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return documentInsights(ctx, ctx.statements, user.id, request.params.fileName);
    },
  );

  app.get('/insights/all', { schema: { response: { 200: Insights } } }, async (request) => {
    const { user } = await requireUser(ctx, request);
    return allStatementsInsights(ctx, ctx.statements, user.id);
  });

  done();
};
