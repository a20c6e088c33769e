import { format, parseISO } from 'date-fns';

/** The spec's date display format (section 9), e.g. 05-June-2024. */
const DISPLAY_DATE_FORMAT = 'dd-MMMM-yyyy';

/**
 * Accepts a Date, an ISO timestamp or a calendar date ('2026-03-01'). parseISO reads a calendar
 * date as local midnight, where `new Date` would read UTC midnight and show the day before west
 * of Greenwich.
 */
export function formatDisplayDate(date: Date | string): string {
  return format(typeof date === 'string' ? parseISO(date) : date, DISPLAY_DATE_FORMAT);
}
