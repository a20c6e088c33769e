import { parseDate, type DateOrder } from '../parse-date';

/** A date printed without its year: `02/07`, `10/26`, `9 Jul`, `Jul 9`. */
export type Yearless =
  | { kind: 'numeric'; first: number; second: number }
  | { kind: 'named'; day: number; month: number };

const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})\.?$/;
const DAY_MONTH = /^(\d{1,2})(?:st|nd|rd|th)?[\s.-]*(\p{L}{3,})\.?$/u;
const MONTH_DAY = /^(\p{L}{3,})\.?[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?$/u;

/** Reads a date without a year, or null when the text is something else. */
export function readYearless(text: string): Yearless | null {
  const value = text.trim();
  let match = NUMERIC.exec(value);
  if (match) {
    const first = Number(match[1]);
    const second = Number(match[2]);
    const valid = (day: number, month: number) =>
      day >= 1 && day <= 31 && month >= 1 && month <= 12;
    return valid(first, second) || valid(second, first) ? { kind: 'numeric', first, second } : null;
  }
  match = DAY_MONTH.exec(value);
  if (match) return named(Number(match[1]), match[2] ?? '');
  match = MONTH_DAY.exec(value);
  if (match) return named(Number(match[2]), match[1] ?? '');
  return null;
}

/** The month a name stands for, using the date parser's own list of month names. */
function named(day: number, name: string): Yearless | null {
  const iso = parseDate(`1 ${name} 2000`);
  if (!iso || day < 1 || day > 31) return null;
  return { kind: 'named', day, month: Number(iso.slice(5, 7)) };
}

/** True for a full date in either order, or a date without a year. */
export function looksLikeDate(text: string): boolean {
  if (!/\d/.test(text)) return false;
  return (
    parseDate(text, 'dmy') !== null ||
    parseDate(text, 'mdy') !== null ||
    readYearless(text) !== null
  );
}

/** A full date read in the given order first; null when it is not one. */
export function readFullDate(text: string, order: DateOrder): string | null {
  return parseDate(text, order) ?? parseDate(text, order === 'dmy' ? 'mdy' : 'dmy');
}

/** Day and month of a yearless date in the column's order; null when that order makes no date. */
export function dayMonth(date: Yearless, order: DateOrder): { day: number; month: number } | null {
  if (date.kind === 'named') return date;
  const [day, month] = order === 'dmy' ? [date.first, date.second] : [date.second, date.first];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { day, month } : null;
}

/**
 * The order of a column of yearless numeric dates: a part above 12 can only be the day. When
 * nothing settles it, the caller's hint (from the currency) decides.
 */
export function yearlessOrder(dates: readonly Yearless[], hint: DateOrder): DateOrder {
  const numeric = dates.filter((date) => date.kind === 'numeric');
  if (numeric.some((date) => date.first > 12)) return 'dmy';
  if (numeric.some((date) => date.second > 12)) return 'mdy';
  return hint;
}
