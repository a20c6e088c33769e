import {
  WEEKDAY_NAMES,
  clampRange,
  dayOfWeek,
  monthKey,
  monthsBetween,
} from '../calendar/calendar';
import { formatDate, formatMonth, formatRange } from '../format/format-date';
import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import { sumSizes } from './common';
import { rowCurrencies } from './per-currency';

export interface Group {
  label: string;
  rows: Row[];
  totalMinor: number;
  /**
   * A statement's or a month's own currencies, of every row it holds whichever way it went, the
   * most used first: what it shows a zero in when none of its rows is asked about.
   */
  currencies?: (string | null)[];
}

/**
 * Rows grouped by merchant, category, month, day, day of the week or statement. Months run over the whole
 * range asked about (empty months included, in calendar order; of all statements together, only
 * months some statement has rows in); other groups come largest first, ties by name (days stay
 * in date order).
 */
export function groupRows(view: StatementView, query: Query, rows: readonly Row[]): Group[] {
  const by = query.groupBy ?? 'category';
  if (by === 'statement') return statementGroups(view, query, rows);
  if (by === 'month') {
    const range = clampRange(query.filters.range ?? view.period, view.period);
    // All statements together span the gaps between them: a month none of them has a row in was
    // covered by no statement, and a zero for it would say no money moved.
    const held = rowsByMonth(view.rows);
    const months = monthsBetween(range.start, range.end).filter(
      (key) => !view.parts || held.has(key),
    );
    return months.map((key) => {
      const inMonth = rows.filter((row) => monthKey(row.tx.date) === key);
      const currencies = rowCurrencies(held.get(key) ?? []);
      return { label: formatMonth(key), rows: inMonth, totalMinor: sumSizes(inMonth), currencies };
    });
  }
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const label =
      by === 'merchant'
        ? row.merchant
        : by === 'day'
          ? formatDate(row.tx.date)
          : by === 'weekday'
            ? (WEEKDAY_NAMES[dayOfWeek(row.tx.date)] ?? '')
            : row.categoryLabel;
    const group = groups.get(label);
    if (group) group.push(row);
    else groups.set(label, [row]);
  }
  const metric = query.metric ?? 'sum';
  return [...groups.entries()]
    .map(([label, members]) => ({ label, rows: members, totalMinor: sumSizes(members) }))
    .sort((a, b) =>
      metric === 'count'
        ? b.rows.length - a.rows.length || b.totalMinor - a.totalMinor
        : b.totalMinor - a.totalMinor || (by === 'day' ? 0 : a.label.localeCompare(b.label)),
    );
}

/** Rows by calendar month (`YYYY-MM`), in one pass over them. */
function rowsByMonth(rows: readonly Row[]): Map<string, Row[]> {
  const months = new Map<string, Row[]>();
  for (const row of rows) {
    const key = monthKey(row.tx.date);
    const month = months.get(key);
    if (month) month.push(row);
    else months.set(key, [row]);
  }
  return months;
}

/**
 * Rows by the statement that holds them, oldest first: a row two overlapping statements share
 * counts in each. "My last three statements" keeps the latest three. A single statement is one
 * group of its own.
 */
function statementGroups(view: StatementView, query: Query, rows: readonly Row[]): Group[] {
  const parts = view.parts ?? [
    { name: 'This statement', period: view.period, positions: rows.map((row) => row.tx.position) },
  ];
  // "My last three statements"; in a ranking, n is how many to rank, not which statements.
  const latest = query.intent === 'top' ? undefined : query.n;
  const chosen = latest === undefined ? parts : parts.slice(-latest);
  const byPosition = new Map(view.rows.map((row) => [row.tx.position, row]));
  return chosen.map((part) => {
    const held = new Set(part.positions);
    const inPart = rows.filter((row) => held.has(row.tx.position));
    const own = part.positions.flatMap((position) => byPosition.get(position) ?? []);
    return {
      label: `${part.name} (${formatRange(part.period)})`,
      rows: inPart,
      totalMinor: sumSizes(inPart),
      currencies: rowCurrencies(own),
    };
  });
}

export const groupNoun = (query: Query, count: number) => {
  const by = query.groupBy ?? 'category';
  if (by === 'weekday') return count === 1 ? 'day of the week' : 'days of the week';
  const one = by === 'category' ? 'category' : by;
  return count === 1 ? one : by === 'category' ? 'categories' : `${one}s`;
};
