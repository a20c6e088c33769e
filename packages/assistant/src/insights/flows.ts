import type { CategorySpending, MerchantSpending, MonthFlow } from '@sheetwise/contracts';
import { monthKey, monthsBetween, parts, monthRange } from '../calendar/calendar';
import type { Row, StatementView } from '../statement/view';
import { sumSizes } from '../answers/common';

interface Grouped {
  name: string;
  rows: Row[];
  totalMinor: number;
}

/** Rows by a name, the most money first, ties by name so the order never depends on the input's. */
function groupedBy(rows: readonly Row[], nameOf: (row: Row) => string): Grouped[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const name = nameOf(row);
    const group = groups.get(name);
    if (group) group.push(row);
    else groups.set(name, [row]);
  }
  return [...groups.entries()]
    .map(([name, members]) => ({ name, rows: members, totalMinor: sumSizes(members) }))
    .sort((a, b) => b.totalMinor - a.totalMinor || a.name.localeCompare(b.name));
}

/** Money out by category label, with each one's share of all money out. */
export function spendingByCategory(out: readonly Row[]): CategorySpending[] {
  const total = sumSizes(out);
  return groupedBy(out, (row) => row.categoryLabel).map((group) => ({
    label: group.name,
    totalMinor: group.totalMinor,
    count: group.rows.length,
    share: total === 0 ? 0 : group.totalMinor / total,
  }));
}

/** The merchants paid the most, at most `limit` of them. */
export function topMerchants(out: readonly Row[], limit: number): MerchantSpending[] {
  return groupedBy(out, (row) => row.merchant)
    .slice(0, limit)
    .map((group) => ({
      merchant: group.name,
      totalMinor: group.totalMinor,
      count: group.rows.length,
    }));
}

/** Sizes of the rows by month, in one pass over them. */
function byMonth(rows: readonly Row[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const month = monthKey(row.tx.date);
    totals.set(month, (totals.get(month) ?? 0) + Math.abs(row.tx.amountMinor));
  }
  return totals;
}

/** Money in and out in every calendar month the period touches, empty months included. */
export function monthlyFlows(
  view: StatementView,
  moneyIn: readonly Row[],
  out: readonly Row[],
): MonthFlow[] {
  const inByMonth = byMonth(moneyIn);
  const outByMonth = byMonth(out);
  // A row the bank dated outside the period it printed still counts in its own month.
  const first = view.rows[0]?.tx.date ?? view.period.start;
  const last = view.rows[view.rows.length - 1]?.tx.date ?? view.period.end;
  const start = first < view.period.start ? first : view.period.start;
  const end = last > view.period.end ? last : view.period.end;
  return monthsBetween(start, end).map((month) => {
    const inMinor = inByMonth.get(month) ?? 0;
    const outMinor = outByMonth.get(month) ?? 0;
    const { year, month: number } = parts(`${month}-01`);
    const range = monthRange(year, number);
    return {
      month,
      start: range.start,
      end: range.end,
      inMinor,
      outMinor,
      netMinor: inMinor - outMinor,
    };
  });
}
