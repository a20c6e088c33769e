import { StatedFacts } from '@sheetwise/contracts';
import { STATEMENT_FORMATS, type ParsedStatement, type Transaction } from '@sheetwise/statements';
import { z } from 'zod';
import type { StoredTransaction } from '../documents/stored-transactions';

/** The parse summary the upload keeps in `documents.summary` (see upload-service.ts). */
export const StoredSummary = z.object({
  format: z.enum(STATEMENT_FORMATS),
  currency: z.string().nullable(),
  currencies: z.array(z.string()).nullable(),
  accountMasked: z.string().nullable(),
  /** Kept since issue #33; documents read before it have none. */
  bank: z.string().nullable().optional(),
  period: z.object({ start: z.string(), end: z.string() }),
  openingBalanceMinor: z.number().nullable(),
  closingBalanceMinor: z.number().nullable(),
  reconciliation: z
    .object({ checked: z.number(), reconciled: z.number(), brokenRows: z.array(z.number()) })
    .nullable(),
  warnings: z.array(z.string()),
  // Optional: documents stored before the summary figures were read have none.
  statedFacts: StatedFacts.optional(),
});

/**
 * The statement as the upload read it, rebuilt from its rows: the assistant answers from exactly
 * what was stored. A row's currency is only kept where the statement mixes currencies.
 */
export function storedStatement(summary: unknown, rows: StoredTransaction[]): ParsedStatement {
  const stored = StoredSummary.parse(summary);
  return {
    format: stored.format,
    currency: stored.currency,
    ...(stored.currencies ? { currencies: stored.currencies } : {}),
    ...(stored.accountMasked ? { accountMasked: stored.accountMasked } : {}),
    ...(stored.bank ? { bank: stored.bank } : {}),
    period: stored.period,
    ...(stored.openingBalanceMinor !== null
      ? { openingBalanceMinor: stored.openingBalanceMinor }
      : {}),
    ...(stored.closingBalanceMinor !== null
      ? { closingBalanceMinor: stored.closingBalanceMinor }
      : {}),
    transactions: rows.map((row) => toTransaction(row, stored.currencies !== null)),
    reconciliation: stored.reconciliation,
    warnings: stored.warnings,
    ...(stored.statedFacts ? { statedFacts: stored.statedFacts } : {}),
  };
}

function toTransaction(row: StoredTransaction, mixedCurrencies: boolean): Transaction {
  const transaction: Transaction = {
    position: row.position,
    date: row.date,
    description: row.description,
    amountMinor: row.amount_minor,
  };
  if (row.balance_minor !== null) transaction.balanceMinor = row.balance_minor;
  if (mixedCurrencies && row.currency) transaction.currency = row.currency;
  if (row.category) transaction.category = row.category;
  if (row.reference) transaction.reference = row.reference;
  if (row.pending) transaction.pending = true;
  if (row.type) transaction.type = row.type;
  if (row.fee_minor) transaction.feeMinor = row.fee_minor;
  return transaction;
}
