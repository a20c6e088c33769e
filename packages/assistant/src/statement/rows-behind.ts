import type { ParsedStatement, Transaction } from '@sheetwise/statements';
import { isCombined } from './combine';

/** The rows of one statement an answer rests on, by their positions in that statement. */
export interface StatementRows {
  file: string;
  positions: number[];
}

/**
 * Which stored rows an answer's transactions are: in a statement read alone its own positions
 * (under `file`, the statement's name); in statements read as one, each row's origin, grouped by
 * statement in the order they were combined.
 */
export function rowsBehind(
  statement: ParsedStatement,
  transactions: readonly Transaction[],
  file: string,
): StatementRows[] {
  if (!isCombined(statement)) {
    return transactions.length === 0
      ? []
      : [{ file, positions: transactions.map((tx) => tx.position) }];
  }
  const byPart = new Map<number, number[]>();
  for (const tx of transactions) {
    const origin = statement.origins[tx.position];
    if (!origin) continue;
    const positions = byPart.get(origin.part) ?? [];
    positions.push(origin.position);
    byPart.set(origin.part, positions);
  }
  return [...byPart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([part, positions]) => ({ file: statement.parts[part]?.name ?? '', positions }));
}
