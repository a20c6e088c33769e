/**
 * Reminders that a trial or paid plan is ending (issue #19): an e-mail and a banner, once this
 * many days (or fewer) before the end, and again on the day it ends. Days are UTC days, the time
 * zone the e-mails name, so the banner and the e-mail agree on which day is "the day".
 */
export const PLAN_NOTICE_DAYS = 3;

/** ends-soon: within PLAN_NOTICE_DAYS of the end; ends-today: on the end's (UTC) day. */
export const PLAN_REMINDER_KINDS = ['ends-soon', 'ends-today'] as const;
export type PlanReminderKind = (typeof PLAN_REMINDER_KINDS)[number];

const DAY_MS = 86_400_000;

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * Which reminder of a period ending at `end` is due at `now`, if any. The end day's reminder runs
 * the whole day, after the end moment too, so that a plan ending early in the day is still told.
 */
export function planReminderDue(end: Date, now: Date): PlanReminderKind | null {
  const endDay = startOfUtcDay(end);
  const at = now.getTime();
  if (at >= endDay && at < endDay + DAY_MS) return 'ends-today';
  const left = end.getTime() - at;
  return left > 0 && left <= PLAN_NOTICE_DAYS * DAY_MS ? 'ends-soon' : null;
}

/** How far back a period's end may lie and still have its end-day reminder due. */
export const PLAN_REMINDER_LOOKBACK_MS = DAY_MS;
