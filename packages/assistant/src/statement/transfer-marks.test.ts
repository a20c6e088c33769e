import { describe, expect, it } from 'vitest';
import { makeStatement } from '../test-support/statement';
import { TRANSFER_MARKS, transferMarks } from './transfer-marks';

const current = makeStatement(
  [
    ['2025-01-01', 'SALARY ACME', 50000],
    ['2025-01-10', 'TRANSFER TO SAVINGS', -10000],
    ['2025-01-12', 'BIGBASKET', -1200],
    ['2025-01-20', 'HDFC CREDIT CARD PAYMENT', -3000],
  ],
  { openingBalanceMinor: 100000, runningBalance: true },
);
const savings = makeStatement([['2025-01-11', 'FROM CURRENT ACCOUNT', 10000]]);
const card = makeStatement(
  [
    ['2025-01-05', 'AMAZON', -3000],
    ['2025-01-21', 'PAYMENT RECEIVED THANK YOU', 3000],
    ['2025-01-25', 'SWIGGY', -500],
  ],
  { openingBalanceMinor: -1000, runningBalance: true },
);

describe('transfer marks', () => {
  it('marks both sides of a move between own accounts, and a card bill on both sides', () => {
    const marks = transferMarks([
      { name: 'current.csv', statement: current },
      { name: 'savings.csv', statement: savings },
      { name: 'card.csv', statement: card },
    ]);
    expect([...(marks.get('current.csv') ?? [])]).toEqual([
      [1, TRANSFER_MARKS.ownAccounts],
      [3, TRANSFER_MARKS.cardBill],
    ]);
    expect([...(marks.get('savings.csv') ?? [])]).toEqual([[0, TRANSFER_MARKS.ownAccounts]]);
    expect([...(marks.get('card.csv') ?? [])]).toEqual([[1, TRANSFER_MARKS.cardBill]]);
  });

  it('marks a card statement’s bill payment when the paying account is not uploaded', () => {
    const marks = transferMarks([{ name: 'card.csv', statement: card }]);
    expect([...(marks.get('card.csv') ?? [])]).toEqual([[1, TRANSFER_MARKS.cardBill]]);
  });

  it('marks nothing in a lone bank statement', () => {
    expect(
      transferMarks([{ name: 'current.csv', statement: current }]).get('current.csv')?.size,
    ).toBe(0);
  });
});
