import { parseDate, parseDateColumn, type DateColumn, type DateOrder } from '../parse-date';
import { dayMonth, readYearless, type Yearless } from '../pdf/dates';
import { chosenDateColumn, type DateChoice } from './reading-choice';
import type { Period } from './stated-period';

const DAY_MS = 86_400_000;

/**
 * A table's date column and its other date columns (value dates), the others read in the first's
 * order; each takes its years from the stated period when its dates are printed without them.
 */
export function readDateColumns(
  primaryValues: readonly string[],
  secondaryValues: readonly (readonly string[])[],
  context: { period: Period | null; hint: DateOrder | undefined; chosen: DateChoice },
): { primary: DateColumn; fallbacks: DateColumn[] } {
  const { period, hint, chosen } = context;
  const primary =
    datesFromPeriod(primaryValues, period, hint, chosen) ??
    chosenDateColumn(primaryValues, hint, chosen);
  const settled = { order: primary.order, forced: true };
  const fallbacks = secondaryValues.map(
    (values) =>
      datesFromPeriod(values, period, primary.order, settled) ??
      parseDateColumn(values, primary.order),
  );
  return { primary, fallbacks };
}

/**
 * A date column printed without years (`01/07`, `01.07.`, `1 Jul`), read with the years of the
 * period the statement names above its table: each row takes the year that puts it inside the
 * period, so a period from 15/12/2025 to 14/02/2026 makes `20/12` 2025 and `05/01` 2026. Returns
 * null when the column holds no year-less date or the file names no period: a year is never
 * guessed (today's date is not the statement's).
 *
 * Day and month order is settled for the whole column: a part above 12, then a choice given with
 * the file, then the order the period itself is written in, then the order that puts more rows
 * inside the period; only then a remembered choice or the currency's hint, and `guessed` says so.
 */
export function datesFromPeriod(
  values: readonly string[],
  period: Period | null,
  hint: DateOrder | undefined,
  chosen: DateChoice,
): DateColumn | null {
  if (!period) return null;
  const yearless = values.map((value) => readYearless(value));
  if (!yearless.some(Boolean)) return null;
  // A column of full dates with a stray `12/05` in it is read as it always was.
  const full = values.filter((value, index) => !yearless[index] && fullDate(value)).length;
  if (full >= yearless.filter(Boolean).length) return null;
  const { order, guessed } = columnOrder(yearless, period, hint, chosen);
  const dates = values.map((value, index) => {
    const date = yearless[index];
    if (date) return inPeriod(date, order, period);
    return value ? parseDate(value, order) : null;
  });
  return { dates, order, guessed };
}

function columnOrder(
  dates: readonly (Yearless | null)[],
  period: Period,
  hint: DateOrder | undefined,
  { order: choice, forced }: DateChoice,
): { order: DateOrder; guessed: boolean } {
  if (forced && choice) return { order: choice, guessed: false };
  const numeric = dates.filter((date) => date?.kind === 'numeric');
  if (numeric.length === 0) return { order: period.order ?? hint ?? 'dmy', guessed: false };
  if (numeric.some((date) => date.first > 12)) return { order: 'dmy', guessed: false };
  if (numeric.some((date) => date.second > 12)) return { order: 'mdy', guessed: false };
  if (period.order) return { order: period.order, guessed: false };
  const inside = (order: DateOrder) =>
    numeric.filter((date) => {
      const iso = inPeriod(date, order, period);
      return iso !== null && iso >= period.start && iso <= period.end;
    }).length;
  const dmy = inside('dmy');
  const mdy = inside('mdy');
  if (dmy !== mdy) return { order: dmy > mdy ? 'dmy' : 'mdy', guessed: false };
  if (choice) return { order: choice, guessed: false };
  return { order: hint ?? 'dmy', guessed: true };
}

/**
 * The date in the year that puts it inside the period; a row just outside it (a booking a day
 * after the period's end) takes the year that puts it nearest.
 */
function inPeriod(date: Yearless, order: DateOrder, period: Period): string | null {
  const parts = dayMonth(date, order);
  if (!parts) return null;
  const first = Number(period.start.slice(0, 4));
  const last = Number(period.end.slice(0, 4));
  let best: { iso: string; distance: number } | null = null;
  for (let year = first - 1; year <= last + 1; year += 1) {
    const iso = parseDate(`${year}-${parts.month}-${parts.day}`);
    if (!iso) continue;
    const distance = distanceFrom(iso, period);
    if (!best || distance < best.distance) best = { iso, distance };
  }
  return best?.iso ?? null;
}

/** Days from the date to the nearest day of the period; 0 inside it. */
function distanceFrom(iso: string, period: Period): number {
  if (iso < period.start) return (Date.parse(period.start) - Date.parse(iso)) / DAY_MS;
  if (iso > period.end) return (Date.parse(iso) - Date.parse(period.end)) / DAY_MS;
  return 0;
}

function fullDate(value: string): boolean {
  return parseDate(value, 'dmy') !== null || parseDate(value, 'mdy') !== null;
}
