import type { Transaction } from '@sheetwise/statements';
import { arrayLiteral, plainElement, textElement } from './array-literal';

/**
 * Rows per chunk of `transaction_chunks` (migration 0009, whose check allows at most this many).
 * Larger chunks measured no faster, and PGlite's WebAssembly memory, which never shrinks, grows
 * with the largest statement it has parsed.
 */
export const CHUNK_ROWS = 20_000;

/**
 * One chunk of a statement's transactions as `transaction_chunks` stores it: an array literal per
 * column, or null for a column that no row of the chunk has. The parse thread builds these, so
 * the server's main thread only hands strings to the database.
 */
export interface TransactionChunk {
  firstPosition: number;
  dates: string;
  descriptions: string;
  amountsMinor: string;
  balancesMinor: string | null;
  /** Only rows with a currency of their own; the others have the statement's. */
  currencies: string | null;
  categories: string | null;
  references: string | null;
  /** Only `true` is kept; a row without it is not pending. */
  pendings: string | null;
}

function optionalColumn<T>(
  rows: readonly Transaction[],
  pick: (row: Transaction) => T | undefined,
  element: (value: T | null) => string,
): string | null {
  if (!rows.some((row) => pick(row) !== undefined)) return null;
  return arrayLiteral(rows, (row) => element(pick(row) ?? null));
}

export function toTransactionChunks(transactions: readonly Transaction[]): TransactionChunk[] {
  const chunks: TransactionChunk[] = [];
  for (let start = 0; start < transactions.length; start += CHUNK_ROWS) {
    const rows = transactions.slice(start, start + CHUNK_ROWS);
    chunks.push({
      firstPosition: start,
      dates: arrayLiteral(rows, (row) => textElement(row.date)),
      descriptions: arrayLiteral(rows, (row) => textElement(row.description)),
      amountsMinor: arrayLiteral(rows, (row) => plainElement(row.amountMinor)),
      balancesMinor: optionalColumn(rows, (row) => row.balanceMinor, plainElement),
      currencies: optionalColumn(rows, (row) => row.currency, textElement),
      categories: optionalColumn(rows, (row) => row.category, textElement),
      references: optionalColumn(rows, (row) => row.reference, textElement),
      pendings: optionalColumn(rows, (row) => row.pending || undefined, plainElement),
    });
  }
  return chunks;
}
