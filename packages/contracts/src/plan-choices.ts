import { currencyExponent } from './currencies';
import { formatCalendarDate } from './display-date';
import {
  PAID_PERIOD_DAYS,
  PAID_PLANS,
  PAID_PLAN_TYPES,
  CURRENCY,
  paidPeriodEnd,
  planAmountMinor,
  trialEndDate,
  type PaidPlanType,
  type PlanType,
} from './plans';

const DAY_MS = 86_400_000;

/**
 * The gateway's smallest order (Razorpay refuses less than 100 minor units): an upgrade with a
 * day or two left costs this rather than a few cents.
 */
export const MIN_CHARGE_MINOR = 100;

/** A user's plan as stored: what runs, from when to when, and what happens when it ends. */
export interface PlanTerm {
  planType: PlanType;
  createdAt: Date;
  planStartDate: Date | null;
  planEndDate: Date | null;
  /** A lower plan chosen to follow the paid period; nothing was charged for it. */
  scheduledPlan: PaidPlanType | null;
  /** The plan runs to its end date and is not renewed. */
  cancelled: boolean;
}

/**
 * What choosing a paid plan does now:
 * - start: during the trial; the plan starts now and the trial's days left are added to its 30;
 * - buy: after the plan ended; 30 days from now at the full price;
 * - renew: the running plan again; 30 more days from its end date at the full price;
 * - upgrade: Starter to Pro; Pro from now to the same end date, for the difference in price
 *   over the days left;
 * - downgrade: Pro to Starter; Starter follows at the end date, nothing is charged now;
 * - scheduled: that downgrade is already chosen.
 */
export const PLAN_CHOICE_KINDS = [
  'start',
  'buy',
  'renew',
  'upgrade',
  'downgrade',
  'scheduled',
] as const;
export type PlanChoiceKind = (typeof PLAN_CHOICE_KINDS)[number];

export interface PlanChoice {
  plan: PaidPlanType;
  kind: PlanChoiceKind;
  /** Charged now, in minor units (cents); 0 when nothing is charged. */
  amountMinor: number;
  /** When the chosen plan takes over: now, or the current end date. */
  startsAt: Date;
  /** The end of the paid period the choice leads to. */
  endsAt: Date;
  /** Whole days left in the current period, a started day counting as one (upgrades only). */
  daysLeft: number | null;
}

/** The plan that runs at `now`: a downgrade chosen for the end of a period applies once it ends. */
export function currentTerm(term: PlanTerm, now: Date): PlanTerm {
  const ended = term.planEndDate !== null && term.planEndDate.getTime() <= now.getTime();
  if (term.planType === 'Trial' || !ended || !term.scheduledPlan) return term;
  return {
    ...term,
    planType: term.scheduledPlan,
    planStartDate: term.planEndDate,
    scheduledPlan: null,
    cancelled: false,
  };
}

/** When the current period started: sign-up for a trial, else the payment that began it. */
export function termStart(term: PlanTerm): Date | null {
  return term.planType === 'Trial' ? term.createdAt : term.planStartDate;
}

/** When the current period ends: 14 days after sign-up for a trial, else the end date. */
export function termEnd(term: PlanTerm, now: Date): Date {
  if (term.planType === 'Trial') return trialEndDate(term.createdAt);
  return term.planEndDate ?? now;
}

/** Whole days from `now` to `end`, a started day counting as a full one. */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The price difference for the days left, at a day's share of a 30-day period, rounded half up to
 * a whole cent and at least the gateway's smallest order.
 */
export function proratedUpgradeMinor(from: PaidPlanType, to: PaidPlanType, days: number): number {
  const difference = planAmountMinor(to) - planAmountMinor(from);
  return Math.max(MIN_CHARGE_MINOR, Math.round((difference * days) / PAID_PERIOD_DAYS));
}

function rank(plan: PaidPlanType): number {
  return PAID_PLANS[plan].priceUsd;
}

/** What choosing `plan` does and costs at `now`, from the plan as stored. */
export function planChoice(stored: PlanTerm, plan: PaidPlanType, now: Date): PlanChoice {
  const term = currentTerm(stored, now);
  const end = termEnd(term, now);
  const running = end.getTime() > now.getTime();
  const price = planAmountMinor(plan);
  const choice = { plan, daysLeft: null };
  if (!running) {
    return {
      ...choice,
      kind: 'buy',
      amountMinor: price,
      startsAt: now,
      endsAt: paidPeriodEnd(now),
    };
  }
  if (term.planType === 'Trial') {
    return {
      ...choice,
      kind: 'start',
      amountMinor: price,
      startsAt: now,
      endsAt: paidPeriodEnd(end),
    };
  }
  if (term.planType === plan) {
    return {
      ...choice,
      kind: 'renew',
      amountMinor: price,
      startsAt: end,
      endsAt: paidPeriodEnd(end),
    };
  }
  if (rank(plan) > rank(term.planType)) {
    const days = daysLeft(end, now);
    return {
      plan,
      kind: 'upgrade',
      amountMinor: proratedUpgradeMinor(term.planType, plan, days),
      startsAt: now,
      endsAt: end,
      daysLeft: days,
    };
  }
  const kind = term.scheduledPlan === plan ? 'scheduled' : 'downgrade';
  return { ...choice, kind, amountMinor: 0, startsAt: end, endsAt: paidPeriodEnd(end) };
}

/** Every paid plan's choice, Starter first. */
export function planChoices(stored: PlanTerm, now: Date): PlanChoice[] {
  return PAID_PLAN_TYPES.map((plan) => planChoice(stored, plan, now));
}

/** The choices paid for now, with an order; the others are scheduled for the end date. */
export type ChargedChoiceKind = Exclude<PlanChoiceKind, 'downgrade' | 'scheduled'>;

export function isChargedNow(
  choice: PlanChoice,
): choice is PlanChoice & { kind: ChargedChoiceKind } {
  return choice.kind !== 'downgrade' && choice.kind !== 'scheduled';
}

/** The stored plan after a paid choice's payment. */
export function termAfterPayment(stored: PlanTerm, choice: PlanChoice, now: Date): PlanTerm {
  const term = currentTerm(stored, now);
  const keepsPeriodStart = choice.kind === 'renew' || choice.kind === 'upgrade';
  return {
    ...term,
    planType: choice.plan,
    planStartDate: keepsPeriodStart ? (term.planStartDate ?? now) : now,
    planEndDate: choice.endsAt,
    scheduledPlan: null,
    cancelled: false,
  };
}

/** Whether cancelling makes sense: a paid plan that runs and is not cancelled yet. */
export function canCancel(stored: PlanTerm, now: Date): boolean {
  const term = currentTerm(stored, now);
  return term.planType !== 'Trial' && termEnd(term, now) > now && !term.cancelled;
}

/** Whether there is something to undo before the end date: a cancellation or a downgrade. */
export function canReactivate(stored: PlanTerm, now: Date): boolean {
  const term = currentTerm(stored, now);
  const undoable = term.cancelled || term.scheduledPlan !== null;
  return term.planType !== 'Trial' && termEnd(term, now) > now && undoable;
}

/** US dollars from minor units, always with cents: `$4.00`. */
export function formatUsd(amountMinor: number): string {
  const digits = currencyExponent(CURRENCY);
  return `$${(amountMinor / 10 ** digits).toFixed(digits)}`;
}

export type DateFormatter = (date: Date) => string;

/** The spec's dd-MMMM-yyyy, for the UTC calendar day. */
export const defaultDateFormatter: DateFormatter = (date) =>
  formatCalendarDate(date.toISOString().slice(0, 10));

function daysInWords(days: number): string {
  return days === 1 ? '1 day' : `${String(days)} days`;
}

/** What a choice does, in words, shown before paying: "Renew Starter until 23-January-2027: $19.00". */
export function describeChoice(
  choice: PlanChoice,
  formatDate: DateFormatter = defaultDateFormatter,
): string {
  const price = formatUsd(choice.amountMinor);
  const until = formatDate(choice.endsAt);
  switch (choice.kind) {
    case 'start':
      return `Start ${choice.plan} now, with your trial’s days left added, until ${until}: ${price}`;
    case 'buy':
      return `Buy ${choice.plan} until ${until}: ${price}`;
    case 'renew':
      return `Renew ${choice.plan} until ${until}: ${price}`;
    case 'upgrade':
      return `Upgrade to ${choice.plan} now: ${price} for the ${daysInWords(choice.daysLeft ?? 0)} left`;
    case 'downgrade':
      return `Change to ${choice.plan} on ${formatDate(choice.startsAt)}: nothing to pay now`;
    case 'scheduled':
      return `Changes to ${choice.plan} on ${formatDate(choice.startsAt)}`;
  }
}
