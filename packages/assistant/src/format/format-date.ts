import { MONTH_NAMES, formatCalendarDate } from '@sheetwise/contracts';
import { type DateRange, daysInMonth, parts } from '../calendar/calendar';

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/** A day in the product's display format, dd-MMMM-yyyy: `06-January-2025`. */
export const formatDate = (iso: string): string => formatCalendarDate(iso);

/** `February 2025` for a `YYYY-MM` key. */
export function formatMonth(key: string): string {
  return `${monthName(Number(key.slice(5, 7)))} ${key.slice(0, 4)}`;
}

/** A range the way a person says it: a day, a whole month, or `01-January-2025 – 07-January-2025`. */
export function formatRange(range: DateRange): string {
  if (range.start === range.end) return formatDate(range.start);
  const a = parts(range.start);
  const b = parts(range.end);
  if (a.year === b.year && a.month === b.month) {
    if (a.day === 1 && b.day === daysInMonth(b.year, b.month)) {
      return formatMonth(range.start.slice(0, 7));
    }
  }
  return `${formatDate(range.start)} – ${formatDate(range.end)}`;
}
