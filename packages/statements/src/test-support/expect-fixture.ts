import { describe, expect, it } from 'vitest';
import type { Reconciliation, StatementFormat } from '../types';
import { line, parseFixture, totals } from './fixtures';

/** What a fixture must parse to. Money in minor units; debits are negative. */
export interface FixtureExpectation {
  file: string;
  /** Defaults to csv. */
  format?: StatementFormat;
  count: number;
  debits: number;
  credits: number;
  currency: string | null;
  first: [string, string, number];
  last: [string, string, number];
  reconciliation: Reconciliation | null;
  period: [string, string];
  opening?: number;
  closing?: number;
  account?: string;
}

export async function expectFixture(expected: FixtureExpectation): Promise<void> {
  const statement = await parseFixture(expected.file);
  const { transactions } = statement;
  expect(statement.format).toBe(expected.format ?? 'csv');
  expect(transactions).toHaveLength(expected.count);
  expect(totals(transactions)).toEqual({ debits: expected.debits, credits: expected.credits });
  expect(statement.currency).toBe(expected.currency);
  expect(line(transactions[0])).toEqual(expected.first);
  expect(line(transactions[transactions.length - 1])).toEqual(expected.last);
  expect(statement.reconciliation).toEqual(expected.reconciliation);
  expect([statement.period.start, statement.period.end]).toEqual(expected.period);
  expect(statement.openingBalanceMinor).toBe(expected.opening);
  expect(statement.closingBalanceMinor).toBe(expected.closing);
  expect(statement.accountMasked).toBe(expected.account);
  expect(transactions.map((t) => t.position)).toEqual(transactions.map((_, index) => index));
  for (const transaction of transactions) {
    expect(transaction.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isSafeInteger(transaction.amountMinor)).toBe(true);
  }
}

/** One test per fixture, named by its file. */
export function describeFixtures(title: string, expectations: readonly FixtureExpectation[]): void {
  describe(title, () => {
    it.each(expectations.map((expected) => [expected.file, expected] as const))(
      '%s',
      async (_, expected) => {
        await expectFixture(expected);
      },
    );
  });
}
