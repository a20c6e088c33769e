import { describe, expect, it } from 'vitest';
import type { ParsedStatement } from '@sheetwise/statements';
import { combineStatements } from '../statement/combine';
import { ask } from '../test-support/ask';
import { makeStatement, type Line } from '../test-support/statement';

/** A statement naming no currency whose rows name their own, as a currency column gives them. */
function withRowCurrencies(lines: readonly Line[], codes: readonly string[]): ParsedStatement {
  const statement = makeStatement(lines, {
    currency: null,
    ...(new Set(codes).size > 1 ? { currencies: [...new Set(codes)].sort() } : {}),
  });
  statement.transactions = statement.transactions.map((tx, index) => ({
    ...tx,
    currency: codes[index] ?? 'USD',
  }));
  return statement;
}

const MIXED = withRowCurrencies(
  [
    ['2025-01-02', 'UBER TRIP', -63.95],
    ['2025-01-03', 'Shop B', -20],
    ['2025-01-04', 'Shop C', -5],
    ['2025-01-05', 'Client', 100],
    ['2025-01-06', 'Refund from Shop C', 7],
  ],
  ['USD', 'EUR', 'EUR', 'USD', 'EUR'],
);

describe('every figure names its currency', () => {
  it('in a statement mixing currencies, answers in the one currency its rows share', () => {
    const answer = ask('How much did I spend on transport?', MIXED);
    expect(answer.text).toContain('You spent $63.95 on transport');
    expect(answer).toMatchObject({ value: 6395, currency: 'USD' });
  });

  it('never adds money in and out across currencies, and names each', () => {
    const answer = ask('How much money came in and went out?', MIXED);
    expect(answer.text).toContain('in $100.00');
    expect(answer.text).toContain('in €7.00');
    expect(answer.text).toContain('out $63.95');
    expect(answer.text).toContain('out €25.00');
    expect(answer.text).not.toContain('107.00');
    expect(answer.value).toBeUndefined();
  });

  it('in all statements together, one of which names no currency, uses the one its rows name', () => {
    const rupees = makeStatement(
      [
        ['2025-01-02', 'UBER TRIP', -63.95],
        ['2025-01-05', 'SALARY ACME', 1000],
      ],
      { currency: 'INR' },
    );
    const unnamed = makeStatement([['2025-01-04', 'NETFLIX.COM', -5]], { currency: null });
    const all = combineStatements([
      { name: 'hdfc.csv', statement: rupees },
      { name: 'old.csv', statement: unnamed },
    ]);
    expect(all.currency).toBeNull();
    const answer = ask('How much did I spend on transport?', all);
    expect(answer.text).toContain('You spent ₹63.95 on transport');
    expect(answer.currency).toBe('INR');
    // The statement naming none is no rupees: its row keeps its figure without a currency.
    expect(ask('How much did I spend on Netflix?', all).text).toContain('You spent 5.00');
  });

  it('in a statement that names none but whose rows all name one', () => {
    const euros = withRowCurrencies(
      [
        ['2025-01-02', 'UBER TRIP', -63.95],
        ['2025-01-05', 'Client', 100],
      ],
      ['EUR', 'EUR'],
    );
    const answer = ask('How much did I spend on transport?', euros);
    expect(answer.text).toContain('You spent €63.95 on transport');
    expect(answer.currency).toBe('EUR');
  });

  it('goes without one only when nothing names a currency', () => {
    const unnamed = makeStatement([['2025-01-02', 'UBER TRIP', -63.95]], { currency: null });
    const answer = ask('How much did I spend on transport?', unnamed);
    expect(answer.text).toContain('You spent 63.95 on transport');
    expect(answer.currency).toBeNull();
  });
});
