import { formatMinor } from './currency';
import type { DraftRow } from './finish-statement';

/** The period's totals of money in and out a statement prints (positive minor units). */
export interface StatedTotals {
  creditsMinor?: number;
  debitsMinor?: number;
}

/**
 * Checks the rows against the totals the statement prints under them (`Mutasi Kredit`, `Total
 * Debits`, `Summe Haben`), as the opening and closing balances are: a total the rows do not add
 * up to means a row was missed, read twice or given the wrong direction, which a person should
 * know. Pending rows are left out, as banks' totals leave them out; a statement mixing
 * currencies has no one total to check.
 */
export function totalsWarnings(
  rows: readonly DraftRow[],
  stated: StatedTotals | undefined,
  currency: string | null,
): string[] {
  if (!stated) return [];
  let credits = 0;
  let debits = 0;
  for (const row of rows) {
    if (row.pending) continue;
    if (row.amountMinor > 0) credits += row.amountMinor;
    else debits -= row.amountMinor;
  }
  const warnings: string[] = [];
  const check = (kind: string, printed: number | undefined, sum: number) => {
    if (printed === undefined || printed === sum) return;
    warnings.push(
      `The statement's total of money ${kind} is ${formatMinor(printed, currency)}, but its transactions of money ${kind} add up to ${formatMinor(sum, currency)}.`,
    );
  };
  check('in', stated.creditsMinor, credits);
  check('out', stated.debitsMinor, debits);
  return warnings;
}
