/** How many rows a balance column confirms for an amount column, for each way it may be kept. */
export interface BalanceFit {
  /** The balance printed after the row's amount, as most statements print it. */
  after: number;
  /** The balance before the row's amount (ASN Bank's export). */
  before: number;
}

/**
 * Counts the steps of a balance column that equal a row's amount, in the file's order or newest
 * first, whichever confirms more. Amounts and balances are minor units, null where a cell is
 * empty or unreadable.
 */
export function balanceFit(
  amounts: readonly (number | null)[],
  balances: readonly (number | null)[],
): BalanceFit {
  let afterForward = 0;
  let afterBackward = 0;
  let beforeForward = 0;
  let beforeBackward = 0;
  for (let index = 1; index < balances.length; index += 1) {
    const previous = balances[index - 1];
    const current = balances[index];
    if (previous === null || previous === undefined || current === null || current === undefined) {
      continue;
    }
    const step = current - previous;
    const amount = amounts[index];
    const previousAmount = amounts[index - 1];
    if (step === amount) afterForward += 1;
    if (-step === previousAmount) afterBackward += 1;
    if (step === previousAmount) beforeForward += 1;
    if (-step === amount) beforeBackward += 1;
  }
  return {
    after: Math.max(afterForward, afterBackward),
    before: Math.max(beforeForward, beforeBackward),
  };
}
