import {
  CURRENCY,
  canCancel,
  canReactivate,
  currentTerm,
  describeChoice,
  planChoices,
  termEnd,
  termStart,
  usageCountsFrom,
  type BillingChoices,
  type PlanTerm,
} from '@sheetwise/contracts';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema';

export const PLAN_COLUMNS = [
  'plan_type',
  'created_at',
  'plan_start_date',
  'plan_end_date',
  'scheduled_plan',
  'cancelled_at',
] as const;

type PlanColumns = Pick<Selectable<UsersTable>, (typeof PLAN_COLUMNS)[number]>;

/** The stored columns as the plan rules read them. */
export function termOf(user: PlanColumns): PlanTerm {
  return {
    planType: user.plan_type,
    createdAt: user.created_at,
    planStartDate: user.plan_start_date,
    planEndDate: user.plan_end_date,
    scheduledPlan: user.scheduled_plan,
    cancelled: user.cancelled_at !== null,
  };
}

/** The columns a payment sets: the plan after it, with no cancellation or scheduled change. */
export function paidColumns(term: PlanTerm) {
  return {
    plan_type: term.planType,
    plan_start_date: term.planStartDate,
    plan_end_date: term.planEndDate,
    scheduled_plan: null,
    cancelled_at: null,
  };
}

/** What the plan card shows: the plan now, its end, and each choice as it would be charged now. */
export function presentChoices(user: PlanColumns, now: Date): BillingChoices {
  const stored = termOf(user);
  const term = currentTerm(stored, now);
  const endsAt = termEnd(term, now);
  return {
    planType: term.planType,
    endsAt: endsAt.toISOString(),
    expired: endsAt.getTime() <= now.getTime(),
    scheduledPlan: term.scheduledPlan,
    cancelled: term.cancelled,
    canCancel: canCancel(stored, now),
    canReactivate: canReactivate(stored, now),
    choices: planChoices(stored, now).map((choice) => ({
      plan: choice.plan,
      kind: choice.kind,
      amountMinor: choice.amountMinor,
      currency: CURRENCY,
      startsAt: choice.startsAt.toISOString(),
      endsAt: choice.endsAt.toISOString(),
      daysLeft: choice.daysLeft,
      summary: describeChoice(choice),
    })),
  };
}

/** Where this period's documents start counting against the plan's limit (usage.ts). */
export function usageStart(user: PlanColumns, now: Date): Date {
  return usageCountsFrom(termStart(currentTerm(termOf(user), now)), now);
}
