import { currencyExponent } from './currencies';

/** Plans, prices and periods (spec sections 6 and 9). Prices are whole US dollars a month. */

export const PLAN_TYPES = ['Trial', 'Starter', 'Pro'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PAID_PLAN_TYPES = ['Starter', 'Pro'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];

export const TRIAL_DAYS = 14;
export const PAID_PERIOD_DAYS = 30;
export const CURRENCY = 'USD';

interface PaidPlan {
  priceUsd: number;
  projectLimit: number;
  audience: string;
}

export const PAID_PLANS: Record<PaidPlanType, PaidPlan> = {
  Starter: { priceUsd: 19, projectLimit: 5, audience: 'personal use' },
  Pro: { priceUsd: 29, projectLimit: 50, audience: 'growing businesses' },
};

/** The landing page's three tiers; Professional is the Pro plan under its marketing name. */
export const MARKETING_PRICES_USD = {
  Starter: PAID_PLANS.Starter.priceUsd,
  Professional: PAID_PLANS.Pro.priceUsd,
  Enterprise: 59,
} as const;

/** Amount in minor units (cents), as the payment gateway expects it. */
export function planAmountMinor(plan: PaidPlanType): number {
  return PAID_PLANS[plan].priceUsd * 10 ** currencyExponent(CURRENCY);
}

const DAY_MS = 86_400_000;

/** The trial ends 14 days after the account was created (spec section 4). */
export function trialEndDate(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** A paid period ends 30 days after payment (spec section 4). */
export function paidPeriodEnd(start: Date): Date {
  return new Date(start.getTime() + PAID_PERIOD_DAYS * DAY_MS);
}

/**
 * What sync each plan has (the landing page's tiers): Starter 5 connections and recent history;
 * Professional (Pro) 25 connections, the whole history and its reports. The trial tries Pro's.
 */
export interface SyncAllowance {
  connections: number;
  /** Runs kept in view per pair; null for all of them. */
  historyRuns: number | null;
  reports: boolean;
}

export const SYNC_ALLOWANCES: Record<PlanType, SyncAllowance> = {
  Trial: { connections: 25, historyRuns: null, reports: true },
  Starter: { connections: 5, historyRuns: 10, reports: false },
  Pro: { connections: 25, historyRuns: null, reports: true },
};
