import {
  DEFAULT_DISPLAY_PREFERENCES,
  formatCalendarDate,
  type DateDisplay,
} from '@sheetwise/contracts';
import { format, parseISO } from 'date-fns';

/**
 * A date in the spec's display format (section 9), e.g. 05-June-2024, or in the user's chosen
 * one, whose one definition is `formatCalendarDate`. Accepts a Date, an ISO timestamp (shown as
 * the local day) or a calendar date ('2026-03-01'): parseISO reads a calendar date as local
 * midnight, where `new Date` would read UTC midnight and show the day before west of Greenwich.
 */
export function formatDisplayDate(
  date: Date | string,
  display: DateDisplay = DEFAULT_DISPLAY_PREFERENCES.dateDisplay,
): string {
  const day = format(typeof date === 'string' ? parseISO(date) : date, 'yyyy-MM-dd');
  return formatCalendarDate(day, display);
}

/** A statement's period as the chat list and the dashboard show it: `01-March-2026 – 31-March-2026`. */
export function formatDisplayPeriod(
  period: { start: string; end: string },
  display: DateDisplay = DEFAULT_DISPLAY_PREFERENCES.dateDisplay,
): string {
  return `${formatDisplayDate(period.start, display)} – ${formatDisplayDate(period.end, display)}`;
}
