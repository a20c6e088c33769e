import { movesOwnMoneyLabel } from '@sheetwise/assistant';
import type { ExportRow, ExportSummary } from './export-types';

/** Money out is kept as a positive sum, so a table reads "in 500, out 200, net 300". */
export interface FlowTotals {
  currency: string | null;
  moneyInMinor: number;
  moneyOutMinor: number;
  count: number;
}

export interface CategoryTotals extends FlowTotals {
  category: string;
}

export interface MonthTotals extends FlowTotals {
  /** YYYY-MM. */
  month: string;
}

/**
 * The download's totals, added up one row at a time while the rows are written, so a large
 * statement is summed without being held. Kept per currency: a download of all statements may
 * mix rupees and dollars, and a sum across them would mean nothing.
 */
export class ExportTotals {
  private readonly currencies = new Map<string, FlowTotals>();
  private readonly categories = new Map<string, CategoryTotals>();
  private readonly months = new Map<string, MonthTotals>();

  add(row: ExportRow, currency: string | null): void {
    const key = currency ?? '';
    const month = row.date.slice(0, 7);
    const category = row.category;
    const amount = row.amountMinor;
    // Money in and out leave out moves between the person's own accounts, as the sheet's
    // totals, the assistant and the insights do; their category still shows their sums.
    const counted = movesOwnMoneyLabel(category) ? 0 : amount;
    addAmount(
      entry(this.currencies, key, () => ({ currency, ...noFlow() })),
      counted,
    );
    addAmount(
      entry(this.categories, `${key}\n${category}`, () => ({ currency, category, ...noFlow() })),
      amount,
    );
    addAmount(
      entry(this.months, `${key}\n${month}`, () => ({ currency, month, ...noFlow() })),
      counted,
    );
  }

  byCurrency(): FlowTotals[] {
    return [...this.currencies.values()].sort(byCurrencyCode);
  }

  /** The largest spending first within each currency, as a person scans for where money went. */
  byCategory(): CategoryTotals[] {
    return [...this.categories.values()].sort(
      (a, b) =>
        byCurrencyCode(a, b) ||
        b.moneyOutMinor - a.moneyOutMinor ||
        b.moneyInMinor - a.moneyInMinor ||
        a.category.localeCompare(b.category),
    );
  }

  byMonth(): MonthTotals[] {
    return [...this.months.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || byCurrencyCode(a, b),
    );
  }
}

function entry<T>(map: Map<string, T>, key: string, create: () => T): T {
  let found = map.get(key);
  if (!found) {
    found = create();
    map.set(key, found);
  }
  return found;
}

const noFlow = () => ({ moneyInMinor: 0, moneyOutMinor: 0, count: 0 });

function addAmount(totals: FlowTotals, amountMinor: number): void {
  if (amountMinor < 0) totals.moneyOutMinor -= amountMinor;
  else totals.moneyInMinor += amountMinor;
  totals.count += 1;
}

function byCurrencyCode(a: FlowTotals, b: FlowTotals): number {
  return (a.currency ?? '').localeCompare(b.currency ?? '');
}

/** "All 120 balances agree", "3 of 120 balances do not agree", or why none was checked. */
export function reconciliationInWords(reconciliation: ExportSummary['reconciliation']): string {
  if (!reconciliation || reconciliation.checked === 0) {
    return 'Not checked: the statement prints no balances';
  }
  const { checked, reconciled } = reconciliation;
  const balances = checked === 1 ? 'balance' : 'balances';
  const failing = checked - reconciled;
  if (failing === 0)
    return checked === 1 ? 'The 1 balance agrees' : `All ${checked} balances agree`;
  return `${failing} of ${checked} ${balances} ${failing === 1 ? 'does' : 'do'} not agree`;
}
