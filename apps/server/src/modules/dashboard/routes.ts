import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { DashboardStats, Usage, usageOf } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { documentCounts, startOfMonthUtc } from '../documents/service';
import { sheetCounts } from '../sheets/service';

/** Figures for the dashboard's cards and the plan-usage page, each counted for this user only. */
export const dashboardRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.get('/dashboard', { schema: { response: { 200: DashboardStats } } }, async (request) => {
    const { user } = await requireUser(ctx, request);
    const monthStart = startOfMonthUtc(ctx.clock.now());
    const [documents, sheets] = await Promise.all([
      documentCounts(ctx, user.id),
      sheetCounts(ctx, user.id, monthStart),
    ]);
    return {
      totalFiles: documents.total,
      filesThisMonth: documents.thisMonth,
      activeSyncs: sheets.total,
      syncsAddedThisMonth: sheets.since,
      successfulSyncs: sheets.synced,
      failedSyncs: sheets.failed,
    };
  });

  app.get('/usage', { schema: { response: { 200: Usage } } }, async (request) => {
    const { user } = await requireUser(ctx, request);
    const documents = await documentCounts(ctx, user.id);
    return usageOf(user.plan_type, documents.thisMonth);
  });

  done();
};
