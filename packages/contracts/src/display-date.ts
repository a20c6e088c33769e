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
 * A calendar date (`2023-12-01`) in the spec's display format, dd-MMMM-yyyy (`01-December-2023`).
 * Pure, with no time zone: the statement parser, which has no clock, names rows with it too.
 * Anything that is not a calendar date is returned as it is.
 */
export function formatCalendarDate(iso: string): string {
  const match = CALENDAR_DATE.exec(iso);
  const month = MONTH_NAMES[Number(match?.[2]) - 1];
  if (!match || !month) return iso;
  return `${match[3]}-${month}-${match[1]}`;
}
