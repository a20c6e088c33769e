import { format } from 'date-fns';

/** The spec's date display format (section 9), e.g. 05-June-2024. */
const DISPLAY_DATE_FORMAT = 'dd-MMMM-yyyy';

export function formatDisplayDate(date: Date | string): string {
  return format(typeof date === 'string' ? new Date(date) : date, DISPLAY_DATE_FORMAT);
}
