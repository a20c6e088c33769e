import { scoreHeader } from './columns';

const SEARCH_ROWS = 50;

/**
 * Finds the header row among the first lines: the row naming the most known columns, provided it
 * names a date column and a money column (amount, debit, credit, net or gross). Preamble lines
 * above it (bank name, account, period) and blank lines are skipped. Ties go to the earlier row.
 * Returns -1 when no row qualifies (a headerless file, or not a statement).
 */
export function findHeader(rows: readonly (readonly string[])[]): number {
  let best = { index: -1, score: 0 };
  const limit = Math.min(rows.length, SEARCH_ROWS);
  for (let index = 0; index < limit; index += 1) {
    const row = rows[index];
    if (!row) continue;
    const { score, usable } = scoreHeader(row);
    if (usable && score > best.score) best = { index, score };
  }
  return best.index;
}
