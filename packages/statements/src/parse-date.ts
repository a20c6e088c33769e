import { MONTH_NUMBERS, monthKey } from './month-names';

/** Whether `05/01/2023` means 5 January (day first) or May 1 (month first). */
export type DateOrder = 'dmy' | 'mdy';

export interface DateColumn {
  /** ISO dates, null where a cell is empty or not a date. */
  dates: (string | null)[];
  /** The order used for numeric dates such as 05/01/2023. */
  order: DateOrder;
  /** True when nothing in the column settled the order and a hint or the default did. */
  guessed: boolean;
}

type Token =
  | { kind: 'fixed'; iso: string }
  | { kind: 'numeric'; first: number; second: number; year: number; separator: string };

const MINGUO_YEAR_ONE = 1912;

/** A time after the date, set off by a space or a `T`, or by a dash after the year (İş Bankası). */
const TIME =
  /(?:[T\s]+|(?<=\d{4})-)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:Z|[+-]\d{2}:?\d{2}|\(?[A-Z]{2,5}\)?)?$/i;
const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;

/**
 * Reads a whole date column, deciding day-first or month-first once for all of it, never per row:
 * 1. an order under which more cells are real dates wins (a first part above 12 means day first,
 *    a second part above 12 means month first);
 * 2. otherwise the order whose dates run more smoothly from row to row (statements move a few
 *    days at a time, so May 1…May 10 beats 5 January…5 October) wins if it is at least twice as
 *    smooth;
 * 3. otherwise `DD.MM.YYYY` dots mean day first, then the caller's hint (from the currency), then
 *    day first, the most common order worldwide; `guessed` is then true.
 */
export function parseDateColumn(values: readonly string[], hint?: DateOrder): DateColumn {
  // A statement has a few hundred distinct dates in thousands of rows: each is read once.
  const readings = new Map<
    string,
    { token: Token | null; dmy: string | null; mdy: string | null }
  >();
  const read = (value: string) => {
    let reading = readings.get(value);
    if (!reading) {
      const token = tokenize(value);
      reading = { token, dmy: toIso(token, 'dmy'), mdy: toIso(token, 'mdy') };
      readings.set(value, reading);
    }
    return reading;
  };
  const rows = values.map(read);
  const tokens = rows.map((reading) => reading.token);
  const dmy = rows.map((reading) => reading.dmy);
  const mdy = rows.map((reading) => reading.mdy);
  const differs = dmy.some((date, index) => date !== mdy[index]);
  if (!differs) return { dates: dmy, order: hint ?? 'dmy', guessed: false };
  const validDmy = dmy.filter(Boolean).length;
  const validMdy = mdy.filter(Boolean).length;
  if (validDmy !== validMdy) {
    const order = validDmy > validMdy ? 'dmy' : 'mdy';
    return { dates: order === 'dmy' ? dmy : mdy, order, guessed: false };
  }
  const roughDmy = roughness(dmy);
  const roughMdy = roughness(mdy);
  if (roughDmy * 2 < roughMdy) return { dates: dmy, order: 'dmy', guessed: false };
  if (roughMdy * 2 < roughDmy) return { dates: mdy, order: 'mdy', guessed: false };
  const dotted = tokens.some((token) => token?.kind === 'numeric' && token.separator === '.');
  const order = dotted ? 'dmy' : (hint ?? 'dmy');
  return { dates: order === 'dmy' ? dmy : mdy, order, guessed: !dotted };
}

/** One date in a known order; for a single value with no column around it. */
export function parseDate(value: string, order: DateOrder = 'dmy'): string | null {
  return toIso(tokenize(value), order);
}

/**
 * `31 iulie 2025`, `15. března 2024`, `28-Mar-2020`; Spanish and Portuguese join the parts with
 * "de" (`5 de marzo de 2024`).
 */
const DAY_NAMED_YEAR =
  /^(\d{1,2})(?:st|nd|rd|th)?[-\s./]*(?:de\s+)?([^\d\s.,/-]{3,})\.?[-\s./,]*(?:del?\s+)?(\d{4}|\d{2})$/u;
/** Hungarian puts the year first: `2024. március 15.`. */
const YEAR_NAMED_DAY = /^(\d{4})\.?[-\s]+([^\d\s.,/-]{3,})\.?[-\s]+(\d{1,2})\.?$/u;

function tokenize(raw: string): Token | null {
  const text = raw.trim().replace(WEEKDAY, '').replace(TIME, '').trim();
  if (!text) return null;
  let match = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?$/.exec(text);
  if (match) return fixed(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match) return fixed(Number(match[1]), Number(match[2]), Number(match[3]));
  // Taiwan's banks count years from 1912 (Minguo): `113/03/05` is 5 March 2024. No other written
  // date starts with three digits, so the reading is never in doubt.
  match = /^(1\d{2})([-./])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (match)
    return fixed(Number(match[1]) + MINGUO_YEAR_ONE - 1, Number(match[3]), Number(match[4]));
  match = /^(\d{1,2})([-./])(\d{1,2})\2(\d{4}|\d{2})\.?$/.exec(text);
  if (match) {
    const [, first, separator = '/', second, year] = match;
    return {
      kind: 'numeric',
      first: Number(first),
      second: Number(second),
      year: fullYear(year),
      separator,
    };
  }
  match = DAY_NAMED_YEAR.exec(text);
  if (match) return named(match[1], match[2], match[3]);
  match = YEAR_NAMED_DAY.exec(text);
  if (match) return named(match[3], match[2], match[1]);
  match = /^([^\d\s.,/-]{3,})\.?[-\s]+(\d{1,2})(?:st|nd|rd|th)?,?[-\s]+(\d{4}|\d{2})$/u.exec(text);
  if (match) return named(match[2], match[1], match[3]);
  return null;
}

function named(day = '', monthName = '', year = ''): Token | null {
  const month = monthNumber(monthName);
  return month ? fixed(fullYear(year), month, Number(day)) : null;
}

function monthNumber(name: string): number | null {
  return MONTH_NUMBERS.get(monthKey(name)) ?? null;
}

function fixed(year: number, month: number, day: number): Token | null {
  const iso = isoOf(year, month, day);
  return iso ? { kind: 'fixed', iso } : null;
}

function fullYear(year = ''): number {
  const value = Number(year);
  if (year.length === 4) return value;
  return value < 70 ? 2000 + value : 1900 + value;
}

function toIso(token: Token | null, order: DateOrder): string | null {
  if (!token) return null;
  if (token.kind === 'fixed') return token.iso;
  const [day, month] = order === 'dmy' ? [token.first, token.second] : [token.second, token.first];
  return isoOf(token.year, month, day);
}

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Worked out rather than asked of a Date, which costs more than the rest of a date's reading. */
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** Sum of the day gaps between consecutive dates: small for a statement read the right way. */
function roughness(dates: (string | null)[]): number {
  let total = 0;
  let previous: number | null = null;
  for (const date of dates) {
    if (!date) continue;
    const day = Date.parse(date) / 86_400_000;
    if (previous !== null) total += Math.abs(day - previous);
    previous = day;
  }
  return total;
}
