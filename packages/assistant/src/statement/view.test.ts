import { describe, expect, it } from 'vitest';
import { makeStatement } from '../test-support/statement';
import { buildView } from './view';

const dates = (lines: Parameters<typeof makeStatement>[0]) =>
  buildView(makeStatement(lines)).rows.map((row) => `${row.tx.date} ${row.tx.description}`);

describe('buildView', () => {
  it('reads a repeated description once, but its category in each direction', () => {
    const view = buildView(
      makeStatement([
        ['2025-01-05', 'REV UPI/FLIPKART REFUND', -2599],
        ['2025-01-06', 'REV UPI/FLIPKART REFUND', 2599],
        ['2025-01-07', 'REV UPI/FLIPKART REFUND', -2599],
      ]),
    );
    expect(view.rows.map((row) => [row.merchant, row.categoryId])).toEqual([
      ['Flipkart', 'shopping'],
      ['Flipkart', 'refunds'],
      ['Flipkart', 'shopping'],
    ]);
  });

  it('keeps the bank’s label for each row that has one, read with the description', () => {
    const statement = makeStatement([
      ['2025-01-05', 'TESCO STORES 2041', -1250],
      ['2025-01-06', 'TESCO STORES 2041', -830],
      ['2025-01-07', 'TESCO STORES 2041', -415],
    ]);
    const [first, second] = statement.transactions;
    if (first) first.category = 'Household';
    if (second) second.category = 'Groceries';
    expect(buildView(statement).rows.map((row) => [row.categoryId, row.categoryLabel])).toEqual([
      // A label we cannot read leaves what the description says: Tesco is groceries.
      ['groceries', 'Household'],
      ['groceries', 'Groceries'],
      ['groceries', 'Groceries'],
    ]);
  });

  it('puts rows in date order, keeping the order of a day whichever way the file runs', () => {
    expect(
      dates([
        ['2025-01-02', 'B', -1],
        ['2025-01-02', 'C', -1],
        ['2025-01-01', 'A', -1],
      ]),
    ).toEqual(['2025-01-01 A', '2025-01-02 C', '2025-01-02 B']);
    expect(
      dates([
        ['2025-01-01', 'A', -1],
        ['2025-01-01', 'B', -1],
        ['2025-01-02', 'C', -1],
      ]),
    ).toEqual(['2025-01-01 A', '2025-01-01 B', '2025-01-02 C']);
    expect(
      dates([
        ['2025-01-03', 'C', -1],
        ['2025-01-01', 'A', -1],
        ['2025-01-02', 'B', -1],
        ['2025-01-02', 'D', -1],
      ]),
    ).toEqual(['2025-01-01 A', '2025-01-02 B', '2025-01-02 D', '2025-01-03 C']);
  });
});
