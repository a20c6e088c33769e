import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentTerm, DashboardStats, Usage, usageOf } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { termOf, usageStart } from '../billing/plan-term';
import { documentCounts, startOfMonthUtc } from '../documents/service';
import { countDocuments } from '../documents/store';
import { sheetCounts } from '../sheets/service';
import { runCounts } from '../sync/health-counts';
import { successRate } from './success-rate';

/** Figures for the dashboard's cards and the plan-usage page, each counted for this user only. */
export const dashboardRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.get('/dashboard', { schema: { response: { 200: DashboardStats } } }, async (request) => {
    const { user } = await requireUser(ctx, request);
    const monthStart = startOfMonthUtc(ctx.clock.now());
    const [documents, sheets, runs] = await Promise.all([
      documentCounts(ctx, user.id),
      sheetCounts(ctx, user.id, monthStart),
      runCounts(ctx.db, user.id, monthStart),
    ]);
    // A run that left conflicts is not a success: it counts among the finished runs, not the clean.
    const finished = runs.clean + runs.conflicts + runs.failed;
    return {
      totalFiles: documents.total,
      filesThisMonth: documents.thisMonth,
      activeSyncs: sheets.active,
      syncsAddedThisMonth: sheets.linkedSince,
      successfulSyncs: runs.clean,
      failedSyncs: runs.failed,
      conflictSyncs: runs.conflicts,
      successRate: successRate(runs.clean, finished),
      needsAttention: sheets.attention,
    };
  });

  app.get('/usage', { schema: { response: { 200: Usage } } }, async (request) => {
    const { user } = await requireUser(ctx, request);
    const now = ctx.clock.now();
    const counts = await countDocuments(ctx.db, user.id, usageStart(user, now));
    return usageOf(currentTerm(termOf(user), now).planType, counts.since);
  });

  done();
};
