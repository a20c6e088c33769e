import { DEFAULT_DISPLAY_PREFERENCES, type DateDisplay } from './display-preferences';

/** English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (`2023-12-01`) in the spec's display format, dd-MMMM-yyyy (`01-December-2023`),
 * or in the user's chosen one: `December 1, 2023` or `2023-12-01`.
 * Pure, with no time zone: the statement parser, which has no clock, names rows with it too.
 * Anything that is not a calendar date is returned as it is.
 */
export function formatCalendarDate(
  iso: string,
  display: DateDisplay = DEFAULT_DISPLAY_PREFERENCES.dateDisplay,
): string {
  const match = CALENDAR_DATE.exec(iso);
  const month = MONTH_NAMES[Number(match?.[2]) - 1];
  if (!match || !month) return iso;
  const [, year, , day] = match;
  if (display === 'iso') return iso;
  if (display === 'month-day-year') return `${month} ${Number(day)}, ${year}`;
  return `${day}-${month}-${year}`;
}
