import { describe, expect, it } from 'vitest';
import { ask, cited } from '../test-support/ask';
import { sampleStatement } from '../test-support/sample';
import { makeStatement } from '../test-support/statement';

// Figures worked out by hand from test-support/sample.ts (18 debits, 5 credits):
// debits 70,234.10 = Jan 23,757.50 + Feb 24,767.25 + Mar 21,709.35; credits 1,51,119.40.

describe('totals', () => {
  it.each([
    ['Total outgoing payments?', 7023410, '₹70,234.10', 18],
    ['How much money came in?', 15111940, '₹1,51,119.40', 5],
    ['Total debits in February?', 2476725, '₹24,767.25', 5],
    ['How much did I spend last month?', 2170935, '₹21,709.35', 6],
    ['Total debits between 1 and 15 March?', 2170935, '₹21,709.35', 6],
    ['How much did I spend in the first week?', 1609950, '₹16,099.50', 3],
    ['What did I spend on 05/02?', 64900, '₹649.00', 1],
    ['How much did I spend on groceries?', 445060, '₹4,450.60', 2],
    ['How much went on Swiggy and Zomato together?', 188150, '₹1,881.50', 3],
    ['How much did I pay in fees?', 5900, '₹59.00', 1],
    ['How much interest did I earn?', 12040, '₹120.40', 1],
    ['Refunds?', 99900, '₹999.00', 1],
    ['How much cash did I withdraw?', 500000, '₹5,000.00', 1],
    ['Total transfers', 300000, '₹3,000.00', 1],
    ['How much salary did I get?', 15000000, '₹1,50,000.00', 3],
    ['Netflix?', 194700, '₹1,947.00', 3],
  ])('%s', (question, value, figure, rows) => {
    const answer = ask(question);
    expect(answer).toMatchObject({ kind: 'money', value, currency: 'INR' });
    expect(answer.text).toContain(figure);
    expect(answer.transactions).toHaveLength(rows);
  });

  it('filters by weekends', () => {
    // Saturdays and Sundays: 5 Jan (649.00), 2 Feb and 2 Mar (15,000.00 each), 15 Mar (3,000.00).
    const answer = ask('How much did I spend on weekends?');
    expect(answer.value).toBe(3364900);
    expect(answer.text).toContain('₹33,649.00 on weekends');
  });

  it('adds a merchant and a category that share no row', () => {
    // Swiggy 1,061.25 (dining) and groceries 4,450.60.
    const answer = ask('How much did I spend on Swiggy and groceries?');
    expect(answer.value).toBe(551185);
    expect(answer.text).toContain('Swiggy ₹1,061.25 (2) and Groceries ₹4,450.60 (2)');
  });

  it('drops a word that matches nothing on its own (“transfer to Sharma”, Sharma being rent)', () => {
    expect(ask('How much did I transfer to Sharma?')).toMatchObject({ value: 4500000 });
  });

  it('answers what the statement has and names what it lacks', () => {
    const answer = ask('How much did I spend at Flipkart and Amazon?');
    expect(answer.value).toBe(799900);
    expect(answer.text).toContain('No transaction in this statement mentions “Amazon”');
  });

  it('splits a total over several merchants', () => {
    expect(ask('How much went on Swiggy and Zomato together?').text).toContain(
      'Swiggy ₹1,061.25 (2) and Zomato ₹820.25 (1)',
    );
  });

  it('answers a computed zero for a merchant and month this statement has', () => {
    const answer = ask('How much did I spend at Swiggy in February?');
    expect(answer).toMatchObject({ kind: 'money', value: 0, transactions: [] });
    expect(answer.text).toContain('₹0.00');
  });

  it('gives the share of all spending when asked for a percentage', () => {
    // Rent to Sharma: 45,000.00 of 70,234.10 is 64%; in February 15,000.00 of 24,767.25 is 61%.
    expect(ask('What percentage of my spending was on rent?').text).toContain(
      'That is 64% of all your spending in this statement',
    );
    expect(ask('What share of my spending went on rent in February?').text).toContain(
      'That is 61% of all your spending in February 2025.',
    );
    expect(ask('How much did I spend on rent?').text).not.toContain('%');
  });

  it('says what went the other way when it cites it for a zero', () => {
    const statement = makeStatement([
      ['2025-01-02', 'NEFT/ANITA/TRANSFER', 500],
      ['2025-01-03', 'UPI/SWIGGY/swiggy@axisbank', -100],
    ]);
    const answer = ask('How much did I spend on transfers?', statement);
    expect(answer).toMatchObject({ kind: 'money', value: 0 });
    expect(cited(answer)).toEqual(['NEFT/ANITA/TRANSFER']);
    expect(answer.text).toContain('(₹500.00 went the other way: 1 credit.)');
  });

  it('cites nothing for a zero when the question names nothing that went the other way', () => {
    const statement = makeStatement([['2025-01-03', 'UPI/SWIGGY/swiggy@axisbank', -100]]);
    const answer = ask('How much did I receive in January?', statement);
    expect(answer).toMatchObject({ kind: 'money', value: 0, transactions: [] });
    expect(answer.text).not.toContain('other way');
  });

  it('names the days of the week it was asked about', () => {
    const answer = ask('How much did I spend on Saturdays?');
    // 15 March 2025, a Saturday, is the sample's only Saturday debit.
    expect(answer.text).toBe('You spent ₹3,000.00 on Saturdays, across 1 debit.');
    expect(answer.transactions.map((row) => row.date)).toEqual(['2025-03-15']);
  });

  it('leaves out what the question excludes, and says so', () => {
    // 70,234.10 less rent's 45,000.00; less March's 21,709.35.
    expect(ask('How much did I spend excluding rent?')).toMatchObject({
      value: 2523410,
      text: 'You spent ₹25,234.10 excluding rent, across 15 debits.',
    });
    expect(ask('What did I spend apart from March?')).toMatchObject({
      value: 4852475,
      text: 'You spent ₹48,524.75 excluding March 2025, across 12 debits.',
    });
  });

  it('gives both directions when none is asked', () => {
    const answer = ask('Total for January');
    expect(answer.value).toBe(5000000 - 2375750);
    expect(answer.text).toContain('Money in in January 2025: ₹50,000.00');
  });
});

describe('counts', () => {
  it.each([
    ['How many debits are there?', 18],
    ['How many deposits?', 5],
    ['How many transactions are there?', 23],
    ['How many Flipkart purchases did I make?', 1],
    ['How many times did I order from Swiggy?', 2],
    ['How many transactions in March?', 7],
    ['How many payments over 5000?', 4],
  ])('%s → %i', (question, value) => {
    const answer = ask(question);
    expect(answer).toMatchObject({ kind: 'count', value, currency: 'INR' });
    expect(answer.transactions).toHaveLength(value);
  });
});

describe('averages', () => {
  it('per transaction: the mean debit, rounded to the paisa', () => {
    // 70,234.10 / 18 = 3,901.894…
    const answer = ask('What is my average transaction?');
    expect(answer).toMatchObject({ kind: 'money', value: 390189 });
    expect(answer.text).toContain('₹3,901.89');
  });

  it('per month: over every month the period touches, each shown', () => {
    // 70,234.10 / 3 = 23,411.366…
    const answer = ask('What is my average monthly spending?');
    expect(answer.value).toBe(2341137);
    expect(answer.text).toContain('January 2025 ₹23,757.50');
    expect(answer.chart?.points).toHaveLength(3);
  });
});

describe('largest and smallest', () => {
  it('names who and when, and cites every row of the same size', () => {
    const answer = ask('Biggest deposit?');
    expect(answer).toMatchObject({ kind: 'money', value: 5000000 });
    expect(answer.text).toContain('from Acme on 01-January-2025');
    expect(answer.text).toContain('01-February-2025, 01-March-2025');
    expect(answer.transactions).toHaveLength(3);
  });

  it('finds the smallest expense', () => {
    const answer = ask('Smallest expense?');
    expect(answer.value).toBe(5900);
    expect(cited(answer)).toEqual(['CHRG: SMS ALERT']);
  });

  it('finds the second or third largest, counting equal amounts as a spreadsheet does', () => {
    // Rent of 15,000.00 is paid three times: the 2nd largest expense is February's.
    expect(ask('What was my 2nd biggest expense?').text).toBe(
      'Your 2nd largest expense was ₹15,000.00, at Sharma on 02-February-2025 (“IMPS/RENT/SHARMA”).',
    );
    const third = ask('Third largest deposit');
    expect(third.text).toMatch(/^Your 3rd largest deposit was ₹50,000\.00/);
    expect(third.transactions.map((row) => row.date)).toEqual([
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
    ]);
    expect(ask('What was the 5th largest deposit in January?').text).toMatch(
      /^There are only \d+ transactions in January 2025, so there is no 5th largest\.$/,
    );
  });

  it('lists the top N', () => {
    const answer = ask('My 4 largest expenses');
    expect(answer).toMatchObject({ kind: 'list', value: 4 });
    expect(cited(answer)).toEqual([
      'IMPS/RENT/SHARMA',
      'IMPS/RENT/SHARMA',
      'IMPS/RENT/SHARMA',
      'POS FLIPKART INTERNET',
    ]);
  });
});

describe('the earliest and the latest', () => {
  it('gives the latest or earliest matching rows, not all of them', () => {
    expect(ask('When did I last pay Netflix?').text).toBe(
      'The latest payment at Netflix was 05-March-2025 · NACH/NETFLIX ENTERTAINMENT · -₹649.00.',
    );
    const first = ask('What was my first transaction?');
    expect(first).toMatchObject({ kind: 'list', value: 1 });
    expect(first.transactions.map((row) => row.date)).toEqual(['2025-01-01']);
    const lastThree = ask('Show my last 3 payments');
    expect(lastThree.value).toBe(3);
    expect(lastThree.transactions.map((row) => row.date)).toEqual([
      '2025-03-10',
      '2025-03-12',
      '2025-03-15',
    ]);
  });
});

describe('net change', () => {
  it('is money in less money out, with the balances it moved between', () => {
    const answer = ask('What is the net change over the period?');
    expect(answer.value).toBe(8088530);
    expect(answer.text).toContain('+₹80,885.30');
    expect(answer.text).toContain('from ₹10,000.00 to ₹90,885.30');
  });

  it('leaves out balances the amounts do not account for, rather than contradict itself', () => {
    // A closing balance printed 1,000.00 off what the rows add up to.
    const statement = sampleStatement({ closingBalanceMinor: 9188530 });
    const answer = ask('What is the net change over the period?', statement);
    expect(answer.value).toBe(8088530);
    expect(answer.text).not.toContain('The balance went from');
  });
});
