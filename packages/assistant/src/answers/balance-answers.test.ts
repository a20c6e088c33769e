import { describe, expect, it } from 'vitest';
import { ask, cited } from '../test-support/ask';
import { SAMPLE_LINES, sampleStatement } from '../test-support/sample';
import { type Line, makeStatement } from '../test-support/statement';

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

  it('gives both ends when asked for the opening and the closing balance', () => {
    const answer = ask('What was my opening and closing balance?');
    expect(answer).toMatchObject({ kind: 'balance', value: 9088530 });
    expect(answer.text).toMatch(
      /^The opening balance was ₹10,000\.00 .*The closing balance was ₹90,885\.30 /,
    );
    const february = ask('Opening and closing balance in February');
    expect(february.text).toContain('At the start of 01-February-2025 the balance was ₹36,242.50');
    expect(february.value).toBe(ask('Balance at the end of 2025-02-28').value);
  });

  it('gives the balance at the end of each month, the same as asked month by month', () => {
    const answer = ask('Show my balance over time');
    const endOf = (date: string) => ask(`Balance at the end of ${date}`).value;
    expect(answer.chart).toEqual({
      title: 'Balance at the end of each month',
      points: [
        { label: 'January 2025', valueMinor: 3624250 },
        { label: 'February 2025', valueMinor: endOf('2025-02-28') },
        { label: 'March 2025', valueMinor: 9088530 },
      ],
    });
    expect(answer).toMatchObject({ kind: 'balance', value: 9088530, currency: 'INR' });
    expect(answer.text).toContain('January 2025: ₹36,242.50;');
    // Each month's last row proves its balance.
    expect(answer.transactions.map((row) => row.date)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-15',
    ]);
  });

  it('goes day by day within one month', () => {
    const answer = ask('How has my balance changed in February?');
    const days = answer.transactions.map((row) => row.date);
    expect(days).toEqual([...new Set(days)]);
    expect(days.every((date) => date.startsWith('2025-02'))).toBe(true);
    expect(answer.chart?.points.map((point) => point.valueMinor)).toEqual(
      days.map((date) => ask(`Balance at the end of ${date}`).value),
    );
    expect(answer.text).toMatch(/^Your balance at the end of each day with transactions in /);
  });

  it('tells a long trend by its ends and extremes rather than every day', () => {
    const lines = Array.from({ length: 20 }, (_, index): Line => {
      const date = `2025-04-${String(index + 1).padStart(2, '0')}`;
      return [date, `DAY ${index + 1}`, index === 9 ? -500 : 100];
    });
    const statement = makeStatement(lines, { runningBalance: true, openingBalanceMinor: 100000 });
    const answer = ask('Balance over time', statement);
    expect(answer.chart?.points).toHaveLength(20);
    expect(answer.text).toBe(
      'Your balance at the end of each day with transactions: from ₹1,100.00 on 01-April-2025 to ₹2,400.00 on 20-April-2025, lowest ₹1,100.00 on 01-April-2025, highest ₹2,400.00 on 20-April-2025.',
    );
  });

  it('warns when a few printed balances do not add up', () => {
    const statement = sampleStatement({
      reconciliation: { checked: 22, reconciled: 21, brokenRows: [4] },
    });
    expect(ask('Closing balance?', statement).text).toContain(
      "doesn't follow from the amounts on 1 of 22 rows",
    );
    const both = ask('Opening and closing balance?', statement).text;
    expect(both.split("doesn't follow from the amounts")).toHaveLength(2);
  });
});
