import type { Reconciliation } from './types';

/** A row's part in the checks; its position is its index in the rows. */
export interface BalanceRow {
  amountMinor: number;
  balanceMinor?: number;
  currency?: string;
}

export interface ReconcileOutcome extends Reconciliation {
  /** True when the rows reconcile read bottom-up (a newest-first statement). */
  reversed: boolean;
}

/**
 * Checks a statement's running balances: for every row that prints a balance, the previous
 * printed balance plus the amounts of the rows since then must equal it. Rows without a balance
 * are summed into the next check. Each currency is checked on its own. Both reading directions
 * are tried; the one that reconciles more rows wins, ties going to `preferReversed`.
 * Returns null when no row prints a balance.
 */
export function reconcile(
  rows: readonly BalanceRow[],
  preferReversed: boolean,
): ReconcileOutcome | null {
  if (!rows.some((row) => row.balanceMinor !== undefined)) return null;
  const forward = check(rows, false);
  const backward = check(rows, true);
  const useBackward =
    backward.reconciled > forward.reconciled ||
    (backward.reconciled === forward.reconciled && preferReversed);
  const chosen = useBackward ? backward : forward;
  return {
    ...chosen,
    brokenRows: [...chosen.brokenRows].sort((a, b) => a - b),
    reversed: useBackward,
  };
}

/** One reading direction, walked by index: a large statement is not worth a reversed copy. */
function check(rows: readonly BalanceRow[], backward: boolean): Reconciliation {
  const state = new Map<string, { balance: number | null; sum: number }>();
  const result: Reconciliation = { checked: 0, reconciled: 0, brokenRows: [] };
  for (let step = 0; step < rows.length; step += 1) {
    const position = backward ? rows.length - 1 - step : step;
    const row = rows[position];
    if (!row) continue;
    const key = row.currency ?? '';
    let group = state.get(key);
    if (!group) {
      group = { balance: null, sum: 0 };
      state.set(key, group);
    }
    group.sum += row.amountMinor;
    if (row.balanceMinor === undefined) continue;
    if (group.balance !== null) {
      result.checked += 1;
      if (group.balance + group.sum === row.balanceMinor) result.reconciled += 1;
      else result.brokenRows.push(position);
    }
    group.balance = row.balanceMinor;
    group.sum = 0;
  }
  return result;
}

/**
 * The balances before the first and after the last transaction, read from the running balance
 * in the direction that reconciled: closing is the last printed balance, opening is the first
 * printed balance less its own amount (and the amounts before it); rows after the last printed
 * balance are added to it.
 */
export function balancesFromRows(
  rows: readonly BalanceRow[],
  reversed: boolean,
): { opening?: number; closing?: number } {
  const ordered = reversed ? [...rows].reverse() : [...rows];
  const firstIndex = ordered.findIndex((row) => row.balanceMinor !== undefined);
  const lastIndex = ordered.findLastIndex((row) => row.balanceMinor !== undefined);
  const first = ordered[firstIndex]?.balanceMinor;
  const last = ordered[lastIndex]?.balanceMinor;
  if (first === undefined || last === undefined) return {};
  const before = sumOf(ordered.slice(0, firstIndex + 1));
  const after = sumOf(ordered.slice(lastIndex + 1));
  return { opening: first - before, closing: last + after };
}

function sumOf(rows: readonly BalanceRow[]): number {
  return rows.reduce((sum, row) => sum + row.amountMinor, 0);
}
