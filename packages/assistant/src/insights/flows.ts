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

/** Money in and out in every calendar month the period touches, empty months included. */
export function monthlyFlows(
  view: StatementView,
  moneyIn: readonly Row[],
  out: readonly Row[],
): MonthFlow[] {
  return monthsBetween(view.period.start, view.period.end).map((month) => {
    const inMinor = sumSizes(moneyIn.filter((row) => monthKey(row.tx.date) === month));
    const outMinor = sumSizes(out.filter((row) => monthKey(row.tx.date) === month));
    const { year, month: number } = parts(`${month}-01`);
    const { start, end } = monthRange(year, number);
    return { month, start, end, inMinor, outMinor, netMinor: inMinor - outMinor };
  });
}
