import type { ParsedAmount } from '../parse-amount';

type Row = readonly string[];
type Money = (row: Row, column: number | undefined) => ParsedAmount | null;

/**
 * The amount of a row whose amount cell cannot be read (`2,42.48`, a typo in the bank's own
 * export), from the running balance: the balance moved by exactly the amount between this row and
 * its neighbour. Taken only when the cell's digits are those of the move, so the balance confirms
 * what the cell says rather than standing in for it; a file oldest-first moves from the row
 * before, a file newest-first from the row after, and only one of the two may fit.
 */
export function amountByBalance(
  row: Row,
  neighbours: { previous: Row | undefined; next: Row | undefined },
  money: Money,
  columns: { balance?: number; money: readonly number[] },
): number | null {
  const { balance } = columns;
  if (balance === undefined) return null;
  const here = money(row, balance)?.minor;
  if (here === undefined) return null;
  const digits = columns.money
    .filter((index) => index !== balance)
    .map((index) => (row[index] ?? '').replace(/\D/g, '').replace(/^0+/, ''))
    .filter(Boolean);
  if (digits.length !== 1) return null;
  const moves = [neighbours.previous, neighbours.next].flatMap((neighbour) => {
    const other = neighbour ? money(neighbour, balance)?.minor : undefined;
    if (other === undefined) return [];
    // Oldest first, this row's balance is the one before plus the amount; newest first, the
    // one after (printed below) plus the amount.
    const move = here - other;
    return move !== 0 && String(Math.abs(move)) === digits[0] ? [move] : [];
  });
  return moves.length === 1 ? (moves[0] ?? null) : null;
}
