import type { ParsedStatement } from '@sheetwise/statements';
import { describe, expect, it } from 'vitest';
import { combineStatements } from '../statement/combine';
import { buildView } from '../statement/view';
import { sampleStatement } from '../test-support/sample';
import { type Line, makeStatement } from '../test-support/statement';
import { statementInsights } from './statement-insights';

const insightsOf = (statement: ParsedStatement) => statementInsights(buildView(statement));

/** The figures of a statement in one currency: its only section. */
function onlySection(statement: ParsedStatement) {
  const { sections } = insightsOf(statement);
  expect(sections).toHaveLength(1);
  const [section] = sections;
  if (!section) throw new Error('no section');
  return section;
}

describe('a statement’s insights', () => {
  // Figures worked out by hand from SAMPLE_LINES (test-support/sample.ts).
  const insights = onlySection(sampleStatement());

  it('adds money in and out by calendar month, net of the two', () => {
    expect(insights.months).toEqual([
      // 15,000 + 450.50 + 649 + 299 + 2,300 + 5,000 + 59 out; the salary in.
      {
        month: '2025-01',
        start: '2025-01-01',
        end: '2025-01-31',
        inMinor: 5_000_000,
        outMinor: 2_375_750,
        netMinor: 2_624_250,
      },
      // The salary, Flipkart's refund of 999 and 120.40 interest in.
      {
        month: '2025-02',
        start: '2025-02-01',
        end: '2025-02-28',
        inMinor: 5_111_940,
        outMinor: 2_476_725,
        netMinor: 2_635_215,
      },
      {
        month: '2025-03',
        start: '2025-03-01',
        end: '2025-03-31',
        inMinor: 5_000_000,
        outMinor: 2_170_935,
        netMinor: 2_829_065,
      },
    ]);
    expect(insights.totalOutMinor).toBe(2_375_750 + 2_476_725 + 2_170_935);
  });

  it('splits money out by category, the largest first, with counts and shares', () => {
    const [rent, shopping] = insights.spendingByCategory;
    expect(rent).toEqual({
      label: 'Rent',
      totalMinor: 4_500_000,
      count: 3,
      share: 4_500_000 / 7_023_410,
    });
    expect(shopping).toMatchObject({ label: 'Shopping', totalMinor: 799_900, count: 1 });
    // Swiggy 450.50 and 610.75, Zomato 820.25.
    expect(insights.spendingByCategory).toContainEqual(
      expect.objectContaining({ label: 'Food & dining', totalMinor: 188_150, count: 3 }),
    );
    const shares = insights.spendingByCategory.reduce((sum, category) => sum + category.share, 0);
    expect(shares).toBeCloseTo(1, 10);
  });

  it('ranks merchants by money out', () => {
    expect(insights.topMerchants.slice(0, 2)).toEqual([
      { merchant: 'Sharma', totalMinor: 4_500_000, count: 3 },
      { merchant: 'Flipkart', totalMinor: 799_900, count: 1 },
    ]);
    expect(insights.topMerchants.length).toBeLessThanOrEqual(10);
  });

  it('lists recurring payments out with the next date one interval after the last', () => {
    expect(
      insights.recurring.map((r) => [r.merchant, r.frequency, r.lastDate, r.nextExpectedDate]),
    ).toEqual([
      ['Sharma', 'monthly', '2025-03-02', '2025-04-02'],
      ['Netflix', 'monthly', '2025-03-05', '2025-04-05'],
      ['Jio', 'monthly', '2025-03-10', '2025-04-10'],
    ]);
    expect(insights.recurring[1]).toMatchObject({ typicalMinor: 64_900, count: 3 });
  });

  it('follows the printed balance to the end of each day', () => {
    expect(insights.balance.source).toBe('printed');
    expect(insights.balance.points[0]).toEqual({ date: '2025-01-01', balanceMinor: 6_000_000 });
    // 10,000 opening + 1,51,119.40 in − 70,234.10 out.
    expect(insights.balance.points.at(-1)).toEqual({ date: '2025-03-15', balanceMinor: 9_088_530 });
  });
});

describe('months', () => {
  it('include a row dated outside the printed period, so every row is counted', () => {
    const statement = makeStatement(
      [
        ['2025-04-30', 'LATE POSTING', -10],
        ['2025-05-02', 'GROCER', -20],
      ],
      { period: { start: '2025-05-01', end: '2025-05-31' } },
    );
    const section = onlySection(statement);
    expect(section.months.map((month) => [month.month, month.outMinor])).toEqual([
      ['2025-04', 1_000],
      ['2025-05', 2_000],
    ]);
    expect(section.period).toEqual({ start: '2025-04-30', end: '2025-05-31' });
  });

  it('leave out months of the printed period that have no rows', () => {
    const statement = makeStatement(
      [
        ['2025-02-03', 'GROCER', -20],
        ['2025-04-07', 'GROCER', -30],
      ],
      { period: { start: '2025-01-01', end: '2025-06-30' } },
    );
    expect(onlySection(statement).months.map((month) => month.month)).toEqual([
      '2025-02',
      '2025-04',
    ]);
  });
});

describe('the balance series', () => {
  const lines: Line[] = [
    ['2025-05-01', 'SALARY', 100],
    ['2025-05-01', 'COFFEE', -5],
    ['2025-05-03', 'BOOKS', -20],
  ];

  it('is worked out from the opening balance when no balance is printed, one point per day', () => {
    const insights = onlySection(makeStatement(lines, { openingBalanceMinor: 1_000 }));
    expect(insights.balance).toEqual({
      source: 'opening-balance',
      points: [
        { date: '2025-05-01', balanceMinor: 10_500 },
        { date: '2025-05-03', balanceMinor: 8_500 },
      ],
    });
  });

  it('is not invented when the statement gives no balance at all', () => {
    expect(onlySection(makeStatement(lines)).balance).toEqual({ source: 'none', points: [] });
  });
});

describe('statements mixing currencies', () => {
  it('show each currency on its own, the most used first, each with its own balance', () => {
    const statement = makeStatement(
      [
        ['2025-06-01', 'CAFE', -3],
        ['2025-06-02', 'BAKERY', -4],
        ['2025-06-03', 'HOTEL NEW YORK', -200],
      ],
      { currency: null, currencies: ['EUR', 'USD'] },
    );
    statement.transactions.forEach((tx, index) => {
      tx.currency = index < 2 ? 'EUR' : 'USD';
      tx.balanceMinor = index < 2 ? 10_000 - 300 * (index + 1) : 50_000;
    });
    const { sections } = insightsOf(statement);
    expect(sections).toMatchObject([
      { currency: 'EUR', totalOutMinor: 700, transactionCount: 2 },
      { currency: 'USD', totalOutMinor: 20_000, transactionCount: 1 },
    ]);
    expect(sections[1]?.balance.points).toEqual([{ date: '2025-06-03', balanceMinor: 50_000 }]);
    expect(sections.map((section) => section.period)).toEqual([statement.period, statement.period]);
  });
});

describe('all statements together', () => {
  const current = makeStatement(
    [
      ['2025-07-01', 'SALARY ACME', 2_000],
      ['2025-07-02', 'TESCO STORES', -50],
      ['2025-07-10', 'TRANSFER TO SAVINGS', -500],
    ],
    { currency: 'GBP', runningBalance: true, openingBalanceMinor: 0 },
  );
  const savings = makeStatement([['2025-07-11', 'FROM CURRENT ACCOUNT', 500]], {
    currency: 'GBP',
    runningBalance: true,
  });
  const insights = onlySection(
    combineStatements([
      { name: 'current.csv', statement: current },
      { name: 'savings.csv', statement: savings },
    ]),
  );

  it('counts a transfer between the person’s own accounts neither in nor out', () => {
    expect(insights).toMatchObject({
      currency: 'GBP',
      totalOutMinor: 5_000,
      totalInMinor: 200_000,
    });
    expect(insights.spendingByCategory.map((category) => category.label)).not.toContain(
      'Between your own accounts',
    );
  });

  it('has no balance series, since the balances belong to different accounts', () => {
    expect(insights.balance).toEqual({ source: 'none', points: [] });
  });
});
