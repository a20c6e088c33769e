import type { ParseResult, ParsedStatement } from '@sheetwise/statements';
import { toTransactionChunks, type TransactionChunk } from '../transaction-chunks';

/** A parse thread's first message: its code is loaded and the parse begins now. */
export const PARSE_STARTED = 'parse-started';

/** What the document row keeps of a statement: everything but the transactions, and their count. */
export type StatementSummary = Omit<ParsedStatement, 'transactions'> & { transactionCount: number };

/** A statement read for storage: its summary and its transactions in chunks. */
export interface StatementForStorage {
  statement: StatementSummary;
  chunks: TransactionChunk[];
}

/**
 * A parse thread's last message: the statement's summary and its transactions as the database
 * stores them, in chunks of array literals. Strings cross threads as one copy each; 225,000
 * transaction objects took 0.3 s to clone, and rebuilding them on the server's main thread from
 * columns still took 0.15 to 0.25 s, for rows the server only writes.
 */
export type ParseMessage =
  Exclude<ParseResult, { ok: true }> | ({ ok: true } & StatementForStorage);

export function toParseMessage(result: ParseResult): ParseMessage {
  if (!result.ok) return result;
  const { transactions, ...statement } = result.statement;
  return {
    ok: true,
    statement: { ...statement, transactionCount: transactions.length },
    chunks: toTransactionChunks(transactions),
  };
}
