import type { ParsedStatement, Transaction } from '@sheetwise/statements';

/** A row for a statement built in a test: ISO date, description, amount in major units. */
export type Line = [date: string, description: string, amount: number];

export interface StatementOptions extends Partial<Omit<ParsedStatement, 'transactions'>> {
  /** Print a running balance on every row, starting from `openingBalanceMinor`. */
  runningBalance?: boolean;
}

const minor = (major: number) => Math.round(major * 100);

/** A small statement for unit tests, in the shape `parseStatement` returns. */
export function makeStatement(
  lines: readonly Line[],
  options: StatementOptions = {},
): ParsedStatement {
  const { runningBalance, ...extra } = options;
  let balance = extra.openingBalanceMinor ?? 0;
  const transactions: Transaction[] = lines.map(([date, description, amount], position) => {
    balance += minor(amount);
    return {
      position,
      date,
      description,
      amountMinor: minor(amount),
      ...(runningBalance ? { balanceMinor: balance } : {}),
    };
  });
  const dates = lines.map(([date]) => date).sort();
  return {
    format: 'csv',
    currency: 'INR',
    period: { start: dates[0] ?? '2025-01-01', end: dates[dates.length - 1] ?? '2025-01-01' },
    transactions,
    reconciliation: null,
    warnings: [],
    ...extra,
  };
}

/** A statement whose rows also carry the bank's own kind and category columns. */
export function withColumns(
  lines: readonly (readonly [...Line, string?, string?])[],
  currency: string,
): ParsedStatement {
  const statement = makeStatement(
    lines.map(([date, description, amount]) => [date, description, amount]),
    { currency, openingBalanceMinor: 300_000, runningBalance: true },
  );
  statement.transactions = statement.transactions.map((tx, index) => {
    const [, , , type, category] = lines[index] ?? [];
    return { ...tx, ...(type ? { type } : {}), ...(category ? { category } : {}) };
  });
  return statement;
}
