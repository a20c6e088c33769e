import { DEFAULT_DISPLAY_PREFERENCES, trialEndDate, type DateDisplay } from '@sheetwise/contracts';
import { formatDisplayDate } from '../../lib/dates';

/** The trial's first and last days as the spec displays them: from sign-up, 14 days on. */
export function trialDates(
  createdAt: string,
  display: DateDisplay = DEFAULT_DISPLAY_PREFERENCES.dateDisplay,
): { start: string; end: string } {
  const start = new Date(createdAt);
  return {
    start: formatDisplayDate(start, display),
    end: formatDisplayDate(trialEndDate(start), display),
  };
}
