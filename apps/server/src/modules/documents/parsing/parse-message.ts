import type { ParseResult, ParsedStatement } from '@sheetwise/statements';
import type { SpooledLocation } from '../intake/upload-spool';
import { transactionChunks, type TransactionChunk } from '../transaction-chunks';

/** A parse thread's first message: its code is loaded and the parse begins now. */
export const PARSE_STARTED = 'parse-started';

/** A parse thread's last message after a statement: every chunk has been sent. */
export const CHUNKS_SENT = 'chunks-sent';

/** What the document row keeps of a statement: everything but the transactions, and their count. */
export type StatementSummary = Omit<ParsedStatement, 'transactions'> & { transactionCount: number };

/** A statement read for storage: its summary, then its transactions in chunks as they arrive. */
export interface StatementForStorage {
  statement: StatementSummary;
  chunks: AsyncIterable<TransactionChunk>;
}

/**
 * What a parse process has to send after PARSE_STARTED: a refusal; or the statement's summary,
 * one chunk after another of its transactions, and CHUNKS_SENT. The chunks are the database's
 * array literals, so the server only passes strings on, and they go one by one so that the
 * server stores each while the process builds the next (0.1 to 0.2 s of a 10 MB statement).
 * 225,000 transaction objects took 0.3 s to clone across threads.
 */
export type ParseStep =
  | Exclude<ParseResult, { ok: true }>
  | { ok: true; statement: StatementSummary }
  | { chunk: TransactionChunk }
  | typeof CHUNKS_SENT;

/** A step as the channel carries it: a chunk travels as the file it was written to (chunk-files.ts). */
export type ParseMessage = Exclude<ParseStep, { chunk: unknown }> | { chunkAt: SpooledLocation };

export function* parseMessages(result: ParseResult): Generator<ParseStep, void, undefined> {
  if (!result.ok) {
    yield result;
    return;
  }
  const { transactions, ...statement } = result.statement;
  yield { ok: true, statement: { ...statement, transactionCount: transactions.length } };
  // A reading the person must confirm first is not stored: its summary and preview are enough.
  if (statement.reading?.confidence === 'low') {
    yield CHUNKS_SENT;
    return;
  }
  for (const chunk of transactionChunks(transactions)) yield { chunk };
  yield CHUNKS_SENT;
}
