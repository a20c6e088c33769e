/** What the balance chain needs of a row: its amount, and its printed balance if any. */
export interface ChainRow {
  amountMinor: number;
  balanceMinor: number | undefined;
}

/**
 * The date of a row whose own date cannot be read (clipped in a PDF's text layer), when the
 * statement itself settles it: the rows just before and after carry the same date, and the
 * running balance steps from the one before, through this row, to the one after, in the file's
 * order or newest first. Otherwise null: a row is never dated by a guess.
 */
export function dateByBalance(
  rows: readonly ChainRow[],
  dates: readonly (string | null)[],
  index: number,
): string | null {
  const before = rows[index - 1];
  const row = rows[index];
  const after = rows[index + 1];
  const date = dates[index - 1];
  if (!before || !row || !after || !date || dates[index + 1] !== date) return null;
  const [b0, b1, b2] = [before.balanceMinor, row.balanceMinor, after.balanceMinor];
  if (b0 === undefined || b1 === undefined || b2 === undefined) return null;
  const oldestFirst = b0 + row.amountMinor === b1 && b1 + after.amountMinor === b2;
  const newestFirst = b2 + row.amountMinor === b1 && b1 + before.amountMinor === b0;
  return oldestFirst || newestFirst ? date : null;
}
