import { describe, expect, it } from 'vitest';
import { ask } from '../test-support/ask';
import { makeStatement } from '../test-support/statement';

/** A PayPal-like statement with rows in two currencies. */
function mixed() {
  const statement = makeStatement(
    [
      ['2025-01-02', 'Shop A', -10],
      ['2025-01-03', 'Shop B', -20],
      ['2025-01-04', 'Shop C', -5],
      ['2025-01-05', 'Client', 100],
    ],
    { currency: null, currencies: ['USD', 'EUR'] },
  );
  const codes = ['USD', 'USD', 'EUR', 'USD'];
  statement.transactions = statement.transactions.map((tx, index) => ({
    ...tx,
    currency: codes[index] ?? 'USD',
  }));
  return statement;
}

describe('statements that mix currencies', () => {
  it('never adds amounts in different currencies', () => {
    const answer = ask('How much did I spend?', mixed());
    expect(answer.value).toBeUndefined();
    expect(answer.text).toContain('$30.00 and €5.00');
  });

  it('answers in the currency a question names', () => {
    expect(ask('How much did I spend in EUR?', mixed())).toMatchObject({
      value: 500,
      currency: 'EUR',
    });
  });

  it('compares within the most used currency, and says so', () => {
    const answer = ask('Largest expense?', mixed());
    expect(answer.value).toBe(2000);
    expect(answer.text).toMatch(
      /^Looking at USD transactions only \(the statement also has EUR\)\./,
    );
  });
});
