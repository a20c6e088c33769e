import { describe, expect, it } from 'vitest';
import { ask, cited } from '../test-support/ask';
import { makeStatement } from '../test-support/statement';
import { merchantRuleKey } from '@sheetwise/contracts';
import { applyCorrections, readMerchant, readingsByPosition } from './corrections';

const statement = makeStatement([
  ['2025-03-01', 'FLIPKART INTERNET PVT LTD', -2500],
  ['2025-03-04', 'BIGBASKET ORDER 1182', -900],
  ['2025-03-09', 'FLIPKART INTERNET PVT LTD', -1500],
  ['2025-03-12', 'UPI/ZOMATO/ORDER 55', -420],
]);
const flipkart = merchantRuleKey(readMerchant('FLIPKART INTERNET PVT LTD'));

describe("the user's corrections", () => {
  it('change nothing when there are none, and never change the stored statement', () => {
    const none = { rows: new Map(), rules: new Map() };
    expect(applyCorrections(statement, none)).toBe(statement);
    applyCorrections(statement, { rows: new Map([[0, { category: 'Gifts' }]]), rules: new Map() });
    expect(statement.transactions[0]?.category).toBeUndefined();
  });

  it('a rule for a merchant makes every row of it that category, and the answers follow', () => {
    const before = ask('How much did I spend on shopping?', statement);
    expect(before.text).toContain('4,000.00');
    const corrected = applyCorrections(statement, {
      rows: new Map(),
      rules: new Map([[flipkart, { category: 'Gifts' }]]),
    });
    const gifts = ask('How much did I spend on gifts?', corrected);
    expect(gifts.text).toContain('4,000.00');
    expect(cited(gifts)).toEqual(['FLIPKART INTERNET PVT LTD', 'FLIPKART INTERNET PVT LTD']);
    expect(ask('How much did I spend on shopping?', corrected).text).not.toContain('4,000.00');
  });

  it("a row's own correction wins over the rule for its merchant", () => {
    const corrected = applyCorrections(statement, {
      rows: new Map([[2, { category: 'Home' }]]),
      rules: new Map([[flipkart, { category: 'Gifts' }]]),
    });
    expect(corrected.transactions.map((tx) => tx.category)).toEqual([
      'Gifts',
      undefined,
      'Home',
      undefined,
    ]);
    expect(ask('How much did I spend on gifts?', corrected).text).toContain('2,500.00');
  });

  it('a merchant the user named is the one the assistant answers about', () => {
    const corrected = applyCorrections(statement, {
      rows: new Map([[3, { merchant: 'Dinner with Sam' }]]),
      rules: new Map(),
    });
    const answer = ask('How much did I spend at Dinner with Sam?', corrected);
    expect(answer.text).toContain('420.00');
    expect(readingsByPosition(corrected).get(3)?.merchant).toBe('Dinner with Sam');
  });

  it('reads each row once, by its position, before any correction', () => {
    const readings = readingsByPosition(statement);
    expect(readings.get(0)?.merchant).toBe(readMerchant('FLIPKART INTERNET PVT LTD'));
    expect(readings.get(1)?.category).toBe('Groceries');
  });
});
