import { z } from 'zod';
import { PAID_PLANS, PLAN_TYPES, type PlanType } from './plans';

/** GET /api/usage: the plan's project limit and the documents counted against it. */
export const Usage = z.object({
  planType: z.enum(PLAN_TYPES),
  limit: z.number().int().nullable(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative().nullable(),
});
export type Usage = z.infer<typeof Usage>;

/** Ours: the trial's stated allowance is Pro's, so that buying Pro never lowers it. */
export const TRIAL_PROJECT_LIMIT = PAID_PLANS.Pro.projectLimit;

/** Starter 5 and Pro 50 (spec section 6); the trial the Pro limit. */
export function projectLimit(plan: PlanType): number | null {
  return plan === 'Trial' ? TRIAL_PROJECT_LIMIT : PAID_PLANS[plan].projectLimit;
}

/**
 * Documents count from the later of the month's first day (UTC) and the start of the current
 * period (sign-up for a trial, the payment for a paid plan), so uploads made on the trial or on
 * an ended plan do not use up a plan just bought.
 */
export function usageCountsFrom(periodStart: Date | null, now: Date): Date {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  if (!periodStart || periodStart.getTime() > now.getTime()) return monthStart;
  return periodStart > monthStart ? periodStart : monthStart;
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
