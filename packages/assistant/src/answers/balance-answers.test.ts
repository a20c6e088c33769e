import { describe, expect, it } from 'vitest';
import { ask, cited } from '../test-support/ask';
import { SAMPLE_LINES, sampleStatement } from '../test-support/sample';
import { makeStatement } from '../test-support/statement';

// Running balances of the sample, from an opening 10,000.00: 60,000.00 after 1 Jan, 43,900.50
// after 5 Jan, 36,242.50 on 31 Jan (lowest), 1,12,594.65 on 1 Mar (highest), 90,885.30 at the end.

describe('balances', () => {
  it.each([
    ['What balance did the account end with?', 9088530, '₹90,885.30'],
    ['What was the opening balance?', 1000000, '₹10,000.00'],
    ['What was the balance at the end of 2025-01-06?', 4390050, '₹43,900.50'],
    ['Balance on 1 January', 6000000, '₹60,000.00'],
    ['What was the balance at the start of February?', 3624250, '₹36,242.50'],
    ['Lowest balance?', 3624250, '₹36,242.50'],
    ['When was my balance highest?', 11259465, '₹1,12,594.65'],
  ])('%s', (question, value, figure) => {
    const answer = ask(question);
    expect(answer).toMatchObject({ kind: 'balance', value });
    expect(answer.text).toContain(figure);
  });

  it('cites the row that set the balance', () => {
    expect(cited(ask('Lowest balance?'))).toEqual(['CHRG: SMS ALERT']);
  });

  it('adds amounts to the opening balance when no running balance is printed', () => {
    const statement = sampleStatement({ runningBalance: false, closingBalanceMinor: undefined });
    expect(ask('What was the balance at the end of 2025-01-06?', statement).value).toBe(4390050);
    expect(ask('Closing balance?', statement).value).toBe(9088530);
  });

  it('reads a newest-first statement backwards, so a day ends on its last row', () => {
    const statement = makeStatement([], { period: { start: '2025-01-01', end: '2025-01-02' } });
    statement.transactions = [
      { position: 0, date: '2025-01-02', description: 'B', amountMinor: -1000, balanceMinor: 8000 },
      { position: 1, date: '2025-01-02', description: 'A', amountMinor: -1000, balanceMinor: 9000 },
      {
        position: 2,
        date: '2025-01-01',
        description: 'X',
        amountMinor: 10000,
        balanceMinor: 10000,
      },
    ];
    expect(ask('Balance at the end of 2025-01-02', statement).value).toBe(8000);
    expect(ask('Opening balance', statement).value).toBe(0);
  });

  it('refuses when the statement gives no balance at all', () => {
    const statement = makeStatement(SAMPLE_LINES);
    const answer = ask('What is the closing balance?', statement);
    expect(answer.kind).toBe('unanswerable');
    expect(answer.text).toContain("doesn't print a running balance");
    expect(answer.suggestions).toHaveLength(3);
  });

  it('refuses to quote running balances that mostly do not add up', () => {
    const statement = sampleStatement({
      closingBalanceMinor: undefined,
      reconciliation: { checked: 10, reconciled: 2, brokenRows: [1, 2, 3, 4, 5, 6, 7, 8] },
    });
    expect(ask('Lowest balance?', statement).kind).toBe('unanswerable');
  });

  it('warns when a few printed balances do not add up', () => {
    const statement = sampleStatement({
      reconciliation: { checked: 22, reconciled: 21, brokenRows: [4] },
    });
    expect(ask('Closing balance?', statement).text).toContain(
      "doesn't follow from the amounts on 1 of 22 rows",
    );
  });
});
