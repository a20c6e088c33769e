import { z } from 'zod';
import { PAID_PLANS, PLAN_TYPES, type PlanType } from './plans';

/** GET /api/usage: the plan's project limit (null is unlimited) and this month's documents. */
export const Usage = z.object({
  planType: z.enum(PLAN_TYPES),
  limit: z.number().int().nullable(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative().nullable(),
});
export type Usage = z.infer<typeof Usage>;

/** Starter 5, Pro 50, everything else unlimited (spec section 6). */
export function projectLimit(plan: PlanType): number | null {
  return plan === 'Trial' ? null : PAID_PLANS[plan].projectLimit;
}

/** Remaining projects: the limit minus what is used, never below zero; null when unlimited. */
export function usageOf(plan: PlanType, used: number): Usage {
  const limit = projectLimit(plan);
  return {
    planType: plan,
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
  };
}

/** GET /api/dashboard: the figures behind the dashboard's four statistic cards. */
export const DashboardStats = z.object({
  totalFiles: z.number().int().nonnegative(),
  filesThisMonth: z.number().int().nonnegative(),
  activeSyncs: z.number().int().nonnegative(),
  syncsAddedThisMonth: z.number().int().nonnegative(),
  successfulSyncs: z.number().int().nonnegative(),
  failedSyncs: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
