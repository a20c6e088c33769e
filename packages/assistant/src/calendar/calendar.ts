/**
 * ISO calendar arithmetic on `YYYY-MM-DD` strings. Built on `Date.UTC` with explicit fields only,
 * never the clock, so results do not depend on when or where the code runs.
 */

export interface DateRange {
  /** Inclusive ISO dates. */
  start: string;
  end: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function parts(iso: string): { year: number; month: number; day: number } {
  return {
    year: Number(iso.slice(0, 4)),
    month: Number(iso.slice(5, 7)),
    day: Number(iso.slice(8, 10)),
  };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a real calendar day (rejects 31 June, 29 February in common years). */
export function isValidDay(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** The days of the week, Sunday first, as `dayOfWeek` numbers them. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(iso: string): number {
  const { year, month, day } = parts(iso);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export const monthKey = (iso: string): string => iso.slice(0, 7);

export function monthRange(year: number, month: number): DateRange {
  return { start: toIso(year, month, 1), end: toIso(year, month, daysInMonth(year, month)) };
}

/** Every `YYYY-MM` from the month of `start` to the month of `end`, in order. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let { year, month } = parts(start);
  const last = monthKey(end);
  for (let guard = 0; guard < 1200; guard++) {
    const key = `${pad(year, 4)}-${pad(month)}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

export function overlaps(a: DateRange, b: DateRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

export function clampRange(range: DateRange, to: DateRange): DateRange {
  return {
    start: range.start < to.start ? to.start : range.start,
    end: range.end > to.end ? to.end : range.end,
  };
}

/** The same day `months` later, or the month's last day when it has fewer (31 Jan + 1: 28 Feb). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parts(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return toIso(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}
