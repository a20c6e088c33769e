import type { Transaction } from '@sheetwise/statements';
import { plainArray, textArray } from './array-literal';

/**
 * Rows per chunk of `transaction_chunks` (migration 0009, whose check allows at most this many).
 * Larger chunks measured no faster, and PGlite's WebAssembly memory, which never shrinks, grows
 * with the largest statement it has parsed.
 */
export const CHUNK_ROWS = 20_000;

/**
 * One chunk of a statement's transactions as `transaction_chunks` stores it: an array literal per
 * column, or null for a column that no row of the chunk has. The parse process builds these,
 * so the server only hands strings to the database.
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
  types: string | null;
  feesMinor: string | null;
}

/** A column that some row has, or null when no row of the chunk has it. */
function optionalColumn<T>(
  rows: readonly Transaction[],
  pick: (row: Transaction) => T | undefined,
  write: (values: readonly (T | null)[]) => string,
): string | null {
  // Most columns are absent from most statements: looked for before an array of nulls is built.
  if (!rows.some((row) => pick(row) !== undefined)) return null;
  return write(rows.map((row) => pick(row) ?? null));
}

/**
 * The statement's chunks, each built when it is asked for: the parse process sends one while it
 * builds the next.
 */
export function* transactionChunks(
  transactions: readonly Transaction[],
): Generator<TransactionChunk, void, undefined> {
  for (let start = 0; start < transactions.length; start += CHUNK_ROWS) {
    const rows = transactions.slice(start, start + CHUNK_ROWS);
    yield {
      firstPosition: start,
      dates: textArray(rows.map((row) => row.date)),
      descriptions: textArray(rows.map((row) => row.description)),
      amountsMinor: plainArray(rows.map((row) => row.amountMinor)),
      balancesMinor: optionalColumn(rows, (row) => row.balanceMinor, plainArray),
      currencies: optionalColumn(rows, (row) => row.currency, textArray),
      categories: optionalColumn(rows, (row) => row.category, textArray),
      references: optionalColumn(rows, (row) => row.reference, textArray),
      pendings: optionalColumn(rows, (row) => row.pending || undefined, plainArray),
      types: optionalColumn(rows, (row) => row.type, textArray),
      feesMinor: optionalColumn(rows, (row) => row.feeMinor, plainArray),
    };
  }
}
