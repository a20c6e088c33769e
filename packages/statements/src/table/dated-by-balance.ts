/**
 * What the balance check needs of the rows, column by column: arrays of numbers rather than an
 * object per row, which for a 225,000-row statement was that many more objects to collect.
 */
export interface BalanceChain {
  amounts: readonly number[];
  /** The running balance printed on each row, if any. */
  balances: readonly (number | undefined)[];
}

/**
 * The date of a row whose own date cannot be read (clipped in a PDF's text layer), when the
 * statement itself settles it: the rows just before and after carry the same date, and the
 * running balance steps from the one before, through this row, to the one after, in the file's
 * order or newest first. Otherwise null: a row is never dated by a guess.
 */
export function dateByBalance(
  { amounts, balances }: BalanceChain,
  dates: readonly (string | null | undefined)[],
  index: number,
): string | null {
  const date = dates[index - 1];
  if (index < 1 || index + 1 >= amounts.length || !date || dates[index + 1] !== date) return null;
  const [b0, b1, b2] = [balances[index - 1], balances[index], balances[index + 1]];
  const [a0, a1, a2] = [amounts[index - 1], amounts[index], amounts[index + 1]];
  if (b0 === undefined || b1 === undefined || b2 === undefined) return null;
  if (a0 === undefined || a1 === undefined || a2 === undefined) return null;
  const oldestFirst = b0 + a1 === b1 && b1 + a2 === b2;
  const newestFirst = b2 + a1 === b1 && b1 + a0 === b0;
  return oldestFirst || newestFirst ? date : null;
}
