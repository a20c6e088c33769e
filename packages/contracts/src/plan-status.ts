import { PAID_PLANS, trialEndDate, type PlanType } from './plans';

/** Where a user's plan stands at a moment: when it ends, and whether it already has. */
export interface PlanStatus {
  planType: PlanType;
  endsAt: Date;
  expired: boolean;
}

export interface PlanHolder {
  planType: PlanType;
  createdAt: Date;
  planEndDate: Date | null;
}

/**
 * A trial ends 14 days after sign-up; a paid plan at its planEndDate. A paid plan without an end
 * date cannot come from a payment, so it is treated as ended rather than as endless.
 */
export function planStatus(user: PlanHolder, now: Date): PlanStatus {
  const endsAt =
    user.planType === 'Trial' ? trialEndDate(user.createdAt) : (user.planEndDate ?? now);
  return { planType: user.planType, endsAt, expired: endsAt.getTime() <= now.getTime() };
}

export const PLAN_EXPIRED_CODE = 'plan-expired';

/** Ours: the spec has no words for an ended plan. Reading stays open; new work does not. */
export function planExpiredMessage(plan: PlanType): string {
  const what = plan === 'Trial' ? 'Your free trial has ended' : `Your ${plan} plan has expired`;
  return `${what}. Your documents and chats are still here to read; renew or upgrade your plan in Settings to upload statements and ask new questions.`;
}

/** Ours: names the limit that was reached and what lifts it. */
export function planLimitMessage(plan: PlanType, limit: number): string {
  const lift =
    plan === 'Pro'
      ? 'New uploads open again on the first day of next month.'
      : plan === 'Trial'
        ? 'Choose a plan in Settings to upload more now.'
        : `Upgrade to Pro in Settings for ${PAID_PLANS.Pro.projectLimit} a month.`;
  return `Your ${plan} plan allows ${limit} new projects a month, and you have used all ${limit}. ${lift}`;
}
