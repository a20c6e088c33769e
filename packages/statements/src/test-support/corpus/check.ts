import type { ParseResult, Transaction } from '../../types';
import type { Expected } from './layout';

/**
 * What a parse got wrong against the generator's figures, one sentence each; empty when it read
 * the file exactly. Used by the tests and by the held-out score, which must say why a file fails.
 */
export function mismatches(result: ParseResult, expected: Expected): string[] {
  if (!result.ok) return [`refused: ${result.error.code} (${result.error.message})`];
  const { statement } = result;
  const { transactions } = statement;
  const found: string[] = [];
  const differ = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      found.push(`${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
    }
  };
  differ('count', transactions.length, expected.count);
  let debits = 0;
  let credits = 0;
  for (const { amountMinor } of transactions) {
    if (amountMinor < 0) debits += amountMinor;
    else credits += amountMinor;
  }
  differ('debits', debits, expected.debits);
  differ('credits', credits, expected.credits);
  differ('currency', statement.currency, expected.currency);
  differ('first', line(transactions[0]), expected.first);
  differ('last', line(transactions[transactions.length - 1]), expected.last);
  differ('opening', statement.openingBalanceMinor, expected.opening);
  differ('closing', statement.closingBalanceMinor, expected.closing);
  if (expected.types) {
    differ('types', [transactions[0]?.type, transactions.at(-1)?.type], expected.types);
  }
  return found;
}

function line(transaction: Transaction | undefined): [string, string, number] | null {
  return transaction ? [transaction.date, transaction.description, transaction.amountMinor] : null;
}
