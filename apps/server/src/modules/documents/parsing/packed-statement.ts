import type { ParseResult, ParsedStatement, Transaction } from '@sheetwise/statements';

/** A parse thread's first message: its code is loaded and the parse begins now. */
export const PARSE_STARTED = 'parse-started';

/**
 * A parse thread's last message, the parse result as it crosses from the parse thread to the server: the transactions as columns
 * (numbers in one Float64Array, every text field in one string) rather than 225,000 objects.
 * Cloning that many objects took about 0.3 s and a serialized copy the size of the objects; the
 * columns transfer their buffer for free, and the server rebuilds the objects in one pass.
 */
export type PackedResult =
  | Exclude<ParseResult, { ok: true }>
  | {
      ok: true;
      statement: Omit<ParsedStatement, 'transactions'>;
      transactions: PackedTransactions;
    };

export interface PackedTransactions {
  /** Per transaction: position, amountMinor, balanceMinor (NaN when the statement has none). */
  numbers: Float64Array;
  /** Per transaction and text field, the field's length in `text`; ABSENT when it has none. */
  lengths: Uint32Array;
  /** Every text field of every transaction, one after another. */
  text: string;
  /** Per transaction: 0 without a pending flag, 1 for false, 2 for true. */
  pending: Uint8Array;
}

const NUMBERS = 3;
const TEXTS = ['date', 'description', 'currency', 'reference', 'category'] as const;
const ABSENT = 0xffffffff;

export function packResult(result: ParseResult): PackedResult {
  if (!result.ok) return result;
  const { transactions, ...statement } = result.statement;
  const count = transactions.length;
  const numbers = new Float64Array(count * NUMBERS);
  const lengths = new Uint32Array(count * TEXTS.length);
  const pending = new Uint8Array(count);
  const parts: string[] = [];
  transactions.forEach((t, index) => {
    numbers[index * NUMBERS] = t.position;
    numbers[index * NUMBERS + 1] = t.amountMinor;
    numbers[index * NUMBERS + 2] = t.balanceMinor ?? Number.NaN;
    TEXTS.forEach((field, offset) => {
      const value = t[field];
      lengths[index * TEXTS.length + offset] = value === undefined ? ABSENT : value.length;
      if (value) parts.push(value);
    });
    pending[index] = t.pending === undefined ? 0 : t.pending ? 2 : 1;
  });
  return { ok: true, statement, transactions: { numbers, lengths, text: parts.join(''), pending } };
}

/** The buffers to transfer rather than copy. */
export function transferables(packed: PackedResult): ArrayBuffer[] {
  if (!packed.ok) return [];
  const { numbers, lengths, pending } = packed.transactions;
  return [numbers.buffer, lengths.buffer, pending.buffer] as ArrayBuffer[];
}

export function unpackResult(packed: PackedResult): ParseResult {
  if (!packed.ok) return packed;
  const { numbers, lengths, text, pending } = packed.transactions;
  const transactions: Transaction[] = new Array<Transaction>(pending.length);
  let at = 0;
  const next = (index: number, field: number): string | undefined => {
    const length = lengths[index * TEXTS.length + field] ?? ABSENT;
    if (length === ABSENT) return undefined;
    at += length;
    return text.slice(at - length, at);
  };
  for (let index = 0; index < pending.length; index += 1) {
    const t: Transaction = {
      position: numbers[index * NUMBERS] ?? 0,
      date: next(index, 0) ?? '',
      description: next(index, 1) ?? '',
      amountMinor: numbers[index * NUMBERS + 1] ?? 0,
    };
    const balance = numbers[index * NUMBERS + 2] ?? Number.NaN;
    if (!Number.isNaN(balance)) t.balanceMinor = balance;
    const currency = next(index, 2);
    if (currency !== undefined) t.currency = currency;
    const reference = next(index, 3);
    if (reference !== undefined) t.reference = reference;
    const category = next(index, 4);
    if (category !== undefined) t.category = category;
    if (pending[index]) t.pending = pending[index] === 2;
    transactions[index] = t;
  }
  return { ok: true, statement: { ...packed.statement, transactions } };
}
