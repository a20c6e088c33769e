import { describe, expect, it } from 'vitest';
import { combineStatements } from '../statement/combine';
import { ask } from '../test-support/ask';
import { makeStatement } from '../test-support/statement';

const line = (day: number, description: string, amount: number) =>
  [`2026-07-${String(day).padStart(2, '0')}`, description, amount] as [string, string, number];

/** Three dollar rows, four rupee rows with far larger figures, and Uber in both. */
const both = combineStatements([
  {
    name: 'checking.csv',
    statement: makeStatement(
      [line(1, 'PAYROLL ACME', 2000), line(3, 'UBER TRIP', -12.5), line(5, 'SAFEWAY', -40)],
      { currency: 'USD' },
    ),
  },
  {
    name: 'savings.xls',
    statement: makeStatement(
      [
        line(2, 'SALARY CREDIT', 90_000),
        line(4, 'UBER INDIA', -350),
        line(6, 'UBER INDIA', -420),
        line(8, 'BIGBASKET', -2100),
      ],
      { currency: 'INR' },
    ),
  },
]);

describe('rankings across statements in different currencies', () => {
  it('names the account with the most transactions, counting every row of each', () => {
    const answer = ask('Which of my accounts has the most transactions?', both);
    expect(answer.text).toMatch(/is savings\.xls .*: 4 transactions\./);
  });

  it('tells spending account by account rather than weigh dollars against rupees', () => {
    const answer = ask('Which account did I spend the most from?', both);
    expect(answer.text).toContain('$52.50');
    expect(answer.text).toContain('₹2,870.00');
    expect(answer.text).not.toMatch(/top statement/);
  });

  it('gives a merchant’s money in each of its currencies, never one sum of both', () => {
    const answer = ask('Which shop did I go to most often?', both);
    expect(answer.text).toMatch(/Uber: 3 transactions, ₹770\.00 and \$12\.50/);
  });
});

describe('a statement named by its bank', () => {
  const banks = combineStatements([
    {
      name: 'Lista_operacji.csv',
      statement: makeStatement([line(3, 'ZABKA KRAKOW', -24.76), line(4, 'ORLEN', -200)], {
        currency: 'PLN',
        bank: 'mBank',
      }),
    },
    {
      name: 'export.csv',
      statement: makeStatement([line(5, 'BANK CHARGES', -5)], { currency: 'PLN' }),
    },
  ]);

  it('reads a bank’s name as typed, never as a slip for another word ("mBank" is no "bank")', () => {
    const answer = ask('How much did I spend from my mBank account?', banks);
    expect(answer.value).toBe(22_476);
    expect(answer.text).not.toMatch(/I read/);
  });

  it('knows the statement by the short name people call its bank', () => {
    const sbi = combineStatements([
      {
        name: '32145698712.xls',
        statement: makeStatement([line(3, 'UPI SWIGGY', -250)], {
          currency: 'INR',
          bank: 'State Bank of India',
        }),
      },
      { name: 'other.csv', statement: makeStatement([line(3, 'TESCO', -10)], { currency: 'GBP' }) },
    ]);
    expect(ask('How many transactions are there in my SBI statement?', sbi).value).toBe(1);
  });
});
