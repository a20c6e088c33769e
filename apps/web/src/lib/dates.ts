import { formatCalendarDate } from '@sheetwise/contracts';
import { format, parseISO } from 'date-fns';

/**
 * A date in the spec's display format (section 9), e.g. 05-June-2024, whose one definition is
 * `formatCalendarDate`. Accepts a Date, an ISO timestamp (shown as the local day) or a calendar
 * date ('2026-03-01'): parseISO reads a calendar date as local midnight, where `new Date` would
 * read UTC midnight and show the day before west of Greenwich.
 */
export function formatDisplayDate(date: Date | string): string {
  return formatCalendarDate(format(typeof date === 'string' ? parseISO(date) : date, 'yyyy-MM-dd'));
}

/** A statement's period as the chat list and the dashboard show it: `01-March-2026 – 31-March-2026`. */
export function formatDisplayPeriod(period: { start: string; end: string }): string {
  return `${formatDisplayDate(period.start)} – ${formatDisplayDate(period.end)}`;
}
