import { addDays, addHours, addMilliseconds, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canReactivate,
  currentTerm,
  describeChoice,
  planChoice,
  planChoices,
  termAfterPayment,
  type PlanTerm,
} from './plan-choices';
import { projectLimit, usageCountsFrom } from './usage';

const utc = (year: number, month: number, day: number, hour = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour));

function paid(
  planType: 'Starter' | 'Pro',
  planStartDate: Date,
  planEndDate: Date,
  extra: Partial<PlanTerm> = {},
): PlanTerm {
  return {
    planType,
    createdAt: subDays(planStartDate, 20),
    planStartDate,
    planEndDate,
    scheduledPlan: null,
    cancelled: false,
    ...extra,
  };
}

const trial = (createdAt: Date): PlanTerm => ({
  planType: 'Trial',
  createdAt,
  planStartDate: null,
  planEndDate: null,
  scheduledPlan: null,
  cancelled: false,
});

describe('buying during the trial', () => {
  it('starts the plan now and adds the trial’s days left to the 30, across a leap day', () => {
    const signedUp = utc(2024, 2, 20, 9);
    const now = utc(2024, 2, 25, 9);
    const choice = planChoice(trial(signedUp), 'Starter', now);
    expect(choice).toEqual({
      plan: 'Starter',
      kind: 'start',
      amountMinor: 1900,
      startsAt: now,
      endsAt: utc(2024, 4, 4, 9),
      daysLeft: null,
    });
    expect(describeChoice(choice)).toBe(
      'Start Starter now, with your trial’s days left added, until 04-April-2024: $19.00',
    );
    expect(termAfterPayment(trial(signedUp), choice, now)).toMatchObject({
      planType: 'Starter',
      planStartDate: now,
      planEndDate: utc(2024, 4, 4, 9),
    });
  });

  it('charges the full price from now once the trial has ended', () => {
    const signedUp = utc(2026, 1, 1);
    const now = addDays(signedUp, 14);
    expect(planChoice(trial(signedUp), 'Pro', now)).toMatchObject({
      kind: 'buy',
      amountMinor: 2900,
      startsAt: now,
      endsAt: addDays(now, 30),
    });
  });
});

describe('renewing the plan one has', () => {
  it('extends from the current end date at the full price, and says so before paying', () => {
    const end = utc(2026, 12, 24);
    const term = paid('Starter', subDays(end, 30), end);
    const now = subDays(end, 3);
    const choice = planChoice(term, 'Starter', now);
    expect(choice).toMatchObject({ kind: 'renew', amountMinor: 1900, startsAt: end });
    expect(describeChoice(choice)).toBe('Renew Starter until 23-January-2027: $19.00');
    expect(termAfterPayment(term, choice, now)).toMatchObject({
      planType: 'Starter',
      planStartDate: subDays(end, 30),
      planEndDate: utc(2027, 1, 23),
    });
  });

  it('buys afresh from now once the plan has ended', () => {
    const end = utc(2026, 1, 31);
    const now = addHours(end, 1);
    expect(planChoice(paid('Pro', subDays(end, 30), end), 'Pro', now)).toMatchObject({
      kind: 'buy',
      startsAt: now,
      endsAt: addDays(now, 30),
    });
  });
});

describe('upgrading Starter to Pro', () => {
  it('charges the difference for the 12 days left, in February of a common and a leap year', () => {
    const common = planChoice(
      paid('Starter', utc(2026, 1, 30), utc(2026, 3, 1)),
      'Pro',
      utc(2026, 2, 17),
    );
    expect(common).toMatchObject({ kind: 'upgrade', amountMinor: 400, daysLeft: 12 });
    expect(common.endsAt).toEqual(utc(2026, 3, 1));
    expect(describeChoice(common)).toBe('Upgrade to Pro now: $4.00 for the 12 days left');
    const leap = planChoice(
      paid('Starter', utc(2024, 1, 31), utc(2024, 3, 1)),
      'Pro',
      utc(2024, 2, 18),
    );
    expect(leap).toMatchObject({ amountMinor: 400, daysLeft: 12 });
  });

  it('counts a started day as a whole one and rounds to the nearest cent', () => {
    const end = utc(2026, 4, 30, 12);
    const term = paid('Starter', subDays(end, 30), end);
    expect(planChoice(term, 'Pro', subDays(end, 7)).amountMinor).toBe(233);
    expect(planChoice(term, 'Pro', subDays(end, 8)).amountMinor).toBe(267);
    expect(planChoice(term, 'Pro', addMilliseconds(subDays(end, 7), 1))).toMatchObject({
      daysLeft: 7,
      amountMinor: 233,
    });
    expect(planChoice(term, 'Pro', subDays(end, 30)).amountMinor).toBe(1000);
  });

  it('charges at least the gateway’s smallest order with a day left', () => {
    const end = utc(2026, 5, 31, 23);
    const choice = planChoice(paid('Starter', subDays(end, 30), end), 'Pro', subDays(end, 1));
    expect(choice).toMatchObject({ amountMinor: 100, daysLeft: 1 });
    expect(describeChoice(choice)).toBe('Upgrade to Pro now: $1.00 for the 1 day left');
  });

  it('keeps the period’s start, so what was used this period still counts, against 50', () => {
    const term = paid('Starter', utc(2026, 2, 1), utc(2026, 3, 3));
    const now = utc(2026, 2, 10);
    const after = termAfterPayment(term, planChoice(term, 'Pro', now), now);
    expect(after).toMatchObject({ planType: 'Pro', planStartDate: utc(2026, 2, 1) });
    expect(after.planEndDate).toEqual(utc(2026, 3, 3));
  });
});

describe('choosing a lower plan', () => {
  const end = utc(2026, 12, 31, 18);
  const pro = paid('Pro', subDays(end, 30), end);
  const now = subDays(end, 10);

  it('schedules Starter for the end of the paid period and charges nothing now', () => {
    const choice = planChoice(pro, 'Starter', now);
    expect(choice).toMatchObject({ kind: 'downgrade', amountMinor: 0, startsAt: end });
    expect(describeChoice(choice)).toBe(
      'Change to Starter on 31-December-2026: nothing to pay now',
    );
    const scheduled = { ...pro, scheduledPlan: 'Starter' as const };
    expect(planChoice(scheduled, 'Starter', now).kind).toBe('scheduled');
    expect(currentTerm(scheduled, now).planType).toBe('Pro');
    expect(canReactivate(scheduled, now)).toBe(true);
  });

  it('applies the change when the period ends, and the next purchase is Starter from then on', () => {
    const scheduled = { ...pro, scheduledPlan: 'Starter' as const };
    const after = addHours(end, 1);
    expect(currentTerm(scheduled, after)).toMatchObject({
      planType: 'Starter',
      planStartDate: end,
      planEndDate: end,
      scheduledPlan: null,
    });
    expect(planChoice(scheduled, 'Starter', after)).toMatchObject({
      kind: 'buy',
      amountMinor: 1900,
    });
  });
});

describe('cancel and reactivate', () => {
  const end = utc(2028, 2, 29);
  const starter = paid('Starter', subDays(end, 30), end);

  it('offers cancel on a running paid plan, and reactivate until its end date', () => {
    const now = subDays(end, 2);
    expect(canCancel(starter, now)).toBe(true);
    expect(canReactivate(starter, now)).toBe(false);
    const cancelled = { ...starter, cancelled: true };
    expect(canCancel(cancelled, now)).toBe(false);
    expect(canReactivate(cancelled, now)).toBe(true);
    expect(canReactivate(cancelled, end)).toBe(false);
    expect(canCancel(trial(now), now)).toBe(false);
  });

  it('clears a cancellation and a scheduled change when the plan is paid for again', () => {
    const cancelled = { ...starter, cancelled: true, scheduledPlan: null };
    const now = subDays(end, 2);
    const renewed = termAfterPayment(cancelled, planChoice(cancelled, 'Starter', now), now);
    expect(renewed).toMatchObject({ cancelled: false, planEndDate: addDays(end, 30) });
  });
});

describe('the monthly allowance', () => {
  it('gives the trial the Pro limit', () => {
    expect(projectLimit('Trial')).toBe(projectLimit('Pro'));
  });

  it('counts from the start of the paid period when it began this month', () => {
    const paidAt = utc(2024, 2, 29, 15);
    expect(usageCountsFrom(paidAt, utc(2024, 2, 29, 16))).toEqual(paidAt);
    expect(usageCountsFrom(paidAt, utc(2024, 3, 1, 1))).toEqual(utc(2024, 3, 1));
    expect(usageCountsFrom(null, utc(2026, 1, 31, 23))).toEqual(utc(2026, 1, 1));
  });

  it('lists Starter then Pro', () => {
    expect(planChoices(trial(utc(2026, 1, 1)), utc(2026, 1, 2)).map((c) => c.plan)).toEqual([
      'Starter',
      'Pro',
    ]);
  });
});
