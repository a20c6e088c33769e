import type { DateOrder } from '../parse-date';
import { dayMonth, readFullDate, readYearless, yearlessOrder, type Yearless } from './dates';

export interface YearContext {
  /** The statement or closing date as printed, if the statement prints one. */
  statementDate: string | null;
  /** Every full date printed outside the table, the fallback when no date is labelled. */
  otherDates: readonly string[];
  /** Day or month first when nothing in the dates settles it (from the currency). */
  hint: DateOrder;
}

/**
 * Card statements print `DD/MM` or `MM/DD` without a year. The year is the statement date's,
 * except for a month later than the statement's month, which belongs to the year before (a
 * January statement lists December's purchases). The order of day and month is settled across
 * the whole column, as the table reader does for full dates. Cells are rewritten as ISO dates in
 * place. Returns the statement date used (ISO), or null when no cell lacked a year or no year
 * could be found, in which case the cells are left alone.
 */
export function addYears(
  rows: string[][],
  dateColumns: readonly number[],
  context: YearContext,
): string | null {
  const found: { row: string[]; column: number; date: Yearless }[] = [];
  for (const row of rows) {
    for (const column of dateColumns) {
      const date = readYearless(row[column] ?? '');
      if (date) found.push({ row, column, date });
    }
  }
  if (found.length === 0) return null;
  const order = yearlessOrder(
    found.map((item) => item.date),
    context.hint,
  );
  const anchor = anchorDate(context, order);
  if (!anchor) return null;
  const year = Number(anchor.slice(0, 4));
  const month = Number(anchor.slice(5, 7));
  for (const { row, column, date } of found) {
    const parts = dayMonth(date, order);
    if (!parts) continue;
    const iso = isoDate(parts.month > month ? year - 1 : year, parts.month, parts.day);
    if (iso) row[column] = iso;
  }
  return anchor;
}

/** The labelled statement date, else the latest full date printed outside the table. */
function anchorDate(context: YearContext, order: DateOrder): string | null {
  if (context.statementDate) {
    const date = readFullDate(context.statementDate, order);
    if (date) return date;
  }
  const dates = context.otherDates
    .map((text) => readFullDate(text, order))
    .filter((date): date is string => date !== null)
    .sort();
  return dates[dates.length - 1] ?? null;
}

function isoDate(year: number, month: number, day: number): string | null {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
