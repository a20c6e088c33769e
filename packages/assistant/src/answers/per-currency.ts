import { formatMoney } from '../format/format-money';
import type { Row } from '../statement/view';
import { joinNames, sumSizes } from './common';

/** Rows of one currency and their sizes added up. */
export interface CurrencyTotal {
  currency: string | null;
  rows: Row[];
  totalMinor: number;
}

/**
 * The currencies rows are in, the most rows first (ties by code, so the order never depends on
 * the rows'); rows whose currency no statement names come last, as `null`.
 */
export function rowCurrencies(rows: readonly Row[]): (string | null)[] {
  const counts = new Map<string | null, number>();
  for (const row of rows) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
  const named = [...counts.keys()].filter((code) => code !== null);
  named.sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
  return counts.has(null) ? [...named, null] : named;
}

/**
 * The rows' sizes added up per currency, in `order` (currencies it does not name follow, as the
 * rows first have them). Amounts in different currencies are never added to each other.
 */
export function totalsByCurrency(
  rows: readonly Row[],
  order: readonly (string | null)[] = [],
): CurrencyTotal[] {
  const byCode = new Map<string | null, Row[]>(order.map((code) => [code, []]));
  for (const row of rows) {
    const same = byCode.get(row.currency);
    if (same) same.push(row);
    else byCode.set(row.currency, [row]);
  }
  return [...byCode]
    .filter(([, members]) => members.length > 0)
    .map(([currency, members]) => ({ currency, rows: members, totalMinor: sumSizes(members) }));
}

/** `$30.00 and €5.00`: each currency's total in its own money. */
export const moneyPerCurrency = (totals: readonly CurrencyTotal[]): string =>
  joinNames(totals.map(({ totalMinor, currency }) => formatMoney(totalMinor, currency)));
