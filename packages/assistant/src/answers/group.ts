import {
  WEEKDAY_NAMES,
  clampRange,
  dayOfWeek,
  monthKey,
  monthsBetween,
} from '../calendar/calendar';
import { formatDate, formatMonth } from '../format/format-date';
import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import { sumSizes } from './common';

export interface Group {
  label: string;
  rows: Row[];
  totalMinor: number;
}

/**
 * Rows grouped by merchant, category, month, day or day of the week. Months run over the whole
 * range asked about (empty months included, in calendar order); other groups come largest first,
 * ties by name (days stay in date order).
 */
export function groupRows(view: StatementView, query: Query, rows: readonly Row[]): Group[] {
  const by = query.groupBy ?? 'category';
  if (by === 'month') {
    const range = clampRange(query.filters.range ?? view.period, view.period);
    return monthsBetween(range.start, range.end).map((key) => {
      const inMonth = rows.filter((row) => monthKey(row.tx.date) === key);
      return { label: formatMonth(key), rows: inMonth, totalMinor: sumSizes(inMonth) };
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

export const groupNoun = (query: Query, count: number) => {
  const by = query.groupBy ?? 'category';
  if (by === 'weekday') return count === 1 ? 'day of the week' : 'days of the week';
  const one = by === 'category' ? 'category' : by;
  return count === 1 ? one : by === 'category' ? 'categories' : `${one}s`;
};
