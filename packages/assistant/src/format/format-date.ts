import { MONTH_NAMES } from '@sheetwise/contracts';
import { type DateRange, daysInMonth, parts } from '../calendar/calendar';

/** US statements get `Oct 19, 2024`; everyone else `19 Oct 2024`, as their banks print dates. */
export type DateStyle = 'dmy' | 'mdy';

export const dateStyleFor = (currency: string | null): DateStyle =>
  currency === 'USD' ? 'mdy' : 'dmy';

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

export function formatDate(iso: string, style: DateStyle): string {
  const { year, month, day } = parts(iso);
  const short = monthName(month).slice(0, 3);
  return style === 'mdy' ? `${short} ${day}, ${year}` : `${day} ${short} ${year}`;
}

/** `February 2025` for a `YYYY-MM` key. */
export function formatMonth(key: string): string {
  return `${monthName(Number(key.slice(5, 7)))} ${key.slice(0, 4)}`;
}

/** A range the way a person says it: a day, a whole month, or `1 Jan 2025 – 7 Jan 2025`. */
export function formatRange(range: DateRange, style: DateStyle): string {
  if (range.start === range.end) return formatDate(range.start, style);
  const a = parts(range.start);
  const b = parts(range.end);
  if (a.year === b.year && a.month === b.month) {
    if (a.day === 1 && b.day === daysInMonth(b.year, b.month)) {
      return formatMonth(range.start.slice(0, 7));
    }
  }
  return `${formatDate(range.start, style)} – ${formatDate(range.end, style)}`;
}
