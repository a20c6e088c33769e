import type { CategorySpending, MerchantSpending, MonthFlow } from '@sheetwise/contracts';
import { monthKey, parts, monthRange } from '../calendar/calendar';
import type { Row } from '../statement/view';
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

/**
 * Money in and out in each calendar month that has rows, oldest first. Months without rows are
 * left out, those between months with rows too: when all statements are read together, a month
 * no statement of this currency covered would otherwise read as one in which no money moved.
 * `rows` are every row of the currency, own moves included, so a month holding only a transfer
 * between the person's accounts is listed with what it had: nothing in, nothing out.
 */
export function monthlyFlows(
  rows: readonly Row[],
  moneyIn: readonly Row[],
  out: readonly Row[],
): MonthFlow[] {
  const inByMonth = byMonth(moneyIn);
  const outByMonth = byMonth(out);
  const months = [...new Set(rows.map((row) => monthKey(row.tx.date)))].sort();
  return months.map((month) => {
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
