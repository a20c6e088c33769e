import { z } from 'zod';
import { PAID_PLANS, PLAN_TYPES, type PlanType } from './plans';
import type { AttentionSheetStatus } from './sheet-rules';

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

const count = z.number().int().nonnegative();

/**
 * GET /api/dashboard: the figures behind the dashboard's four statistic cards, all counted by
 * the server. Runs count by when they started, this month (UTC). A run finishes cleanly
 * (`success`, or `conflicts-resolved` by the pair's policy), leaves conflicts for its owner, or
 * fails; parked runs wrote nothing and are tried again, so they are not counted yet.
 */
export const DashboardStats = z.object({
  totalFiles: count,
  filesThisMonth: count,
  /** Pairs a run has linked, less those whose schedule repeated failures paused. */
  activeSyncs: count,
  syncsAddedThisMonth: count,
  /** Runs that finished cleanly. */
  successfulSyncs: count,
  failedSyncs: count,
  /** Runs that ended with conflicts left for the person: neither a success nor a failure. */
  conflictSyncs: count,
  /**
   * Clean runs as a whole percentage of every finished run (clean, with conflicts left, or
   * failed); null when none finished. Never 100 while a run was not clean, never 0 while one was.
   */
  successRate: z.number().int().min(0).max(100).nullable(),
  /** The user's pairs whose status asks something of them now, whenever their runs were. */
  needsAttention: z.object({
    'conflicts-waiting': count,
    paused: count,
    error: count,
  }) satisfies z.ZodType<Record<AttentionSheetStatus, number>>,
});
export type DashboardStats = z.infer<typeof DashboardStats>;
