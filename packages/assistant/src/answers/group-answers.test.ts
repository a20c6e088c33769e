import { describe, expect, it } from 'vitest';
import { ask, cited } from '../test-support/ask';
import { sampleStatement } from '../test-support/sample';

describe('rankings', () => {
  it('ranks merchants by spending, leaving out cash and fees', () => {
    const answer = ask('Top 3 merchants');
    // The chart and the cited rows are rupees, as the text says, though the value is a count.
    expect(answer).toMatchObject({ kind: 'entities', value: 3, currency: 'INR' });
    expect(answer.chart?.points).toEqual([
      { label: 'Sharma', valueMinor: 4500000 },
      { label: 'Flipkart', valueMinor: 799900 },
      { label: 'BigBasket', valueMinor: 445060 },
    ]);
    expect(answer.text).toContain('1. Sharma: ₹45,000.00 (3 transactions)');
  });

  it('answers “where did I spend the most” with one merchant and its share', () => {
    const answer = ask('Where did I spend the most?');
    // 45,000.00 of 70,234.10 is 64%.
    expect(answer.text).toContain('Sharma: ₹45,000.00 across 3 transactions, 64% of all spending');
  });

  it('ranks categories and months', () => {
    expect(ask('What is my biggest expense category?').chart?.points).toEqual([
      { label: 'Rent', valueMinor: 4500000 },
    ]);
    expect(ask('Which month did I spend the most?').chart?.points).toEqual([
      { label: 'February 2025', valueMinor: 2476725 },
    ]);
  });

  it('ranks by how often when asked', () => {
    // Sharma, Netflix and Jio have 3 each; the tie goes to the most money.
    const answer = ask('Which merchant do I use most often?');
    expect(answer.text).toContain('by number of transactions');
    expect(answer.text).toContain('Sharma: 3 transactions, ₹45,000.00');
  });
});

describe('days of the week', () => {
  it('ranks the days of the week by spending, each day counted from its own rows', () => {
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const spent = new Map<string, number>();
    for (const row of sampleStatement().transactions) {
      if (row.amountMinor >= 0) continue;
      const name = names[new Date(`${row.date}T12:00:00Z`).getUTCDay()] ?? '';
      spent.set(name, (spent.get(name) ?? 0) - row.amountMinor);
    }
    const [best] = [...spent.entries()].sort((a, b) => b[1] - a[1]);
    const answer = ask('Which day of the week do I spend the most?');
    expect(answer.chart?.points).toEqual([{ label: best?.[0], valueMinor: best?.[1] }]);
    expect(answer.text).toMatch(/^Your top day of the week by spending in /);
  });
});

describe('breakdowns', () => {
  it('compares the months or merchants a question names', () => {
    expect(ask('Compare January and February').chart?.points).toEqual([
      { label: 'January 2025', valueMinor: 2375750 },
      { label: 'February 2025', valueMinor: 2476725 },
    ]);
    expect(ask('Compare Swiggy and Zomato').chart?.points.map((point) => point.label)).toEqual([
      'Swiggy',
      'Zomato',
    ]);
  });

  it('answers “which merchants” with each merchant', () => {
    expect(ask('Which merchants did I pay in March?').chart?.points.length).toBe(6);
  });

  it('ranks days, the earliest first among equals', () => {
    // Rent of 15,000.00 is the only debit on 2 Jan, 2 Feb and 2 Mar; no other day comes close.
    expect(ask('Which day did I spend the most?').chart?.points).toEqual([
      { label: '02-January-2025', valueMinor: 1500000 },
    ]);
  });

  it('by category, every category with a chart', () => {
    const answer = ask('Show my spending by category');
    expect(answer).toMatchObject({ kind: 'money', value: 7023410 });
    expect(answer.chart?.points).toEqual([
      { label: 'Rent', valueMinor: 4500000 },
      { label: 'Shopping', valueMinor: 799900 },
      { label: 'Cash withdrawals', valueMinor: 500000 },
      { label: 'Groceries', valueMinor: 445060 },
      { label: 'Transfers', valueMinor: 300000 },
      { label: 'Subscriptions', valueMinor: 194700 },
      { label: 'Food & dining', valueMinor: 188150 },
      { label: 'Phone & internet', valueMinor: 89700 },
      { label: 'Fees & charges', valueMinor: 5900 },
    ]);
  });

  it('by month, in calendar order', () => {
    expect(ask('How much did I spend each month?').chart?.points).toEqual([
      { label: 'January 2025', valueMinor: 2375750 },
      { label: 'February 2025', valueMinor: 2476725 },
      { label: 'March 2025', valueMinor: 2170935 },
    ]);
  });

  it('income by month', () => {
    const points = ask('Income by month').chart?.points.map((point) => point.valueMinor);
    // February: salary 50,000.00 + refund 999.00 + interest 120.40.
    expect(points).toEqual([5000000, 5111940, 5000000]);
  });
});

describe('recurring payments and subscriptions', () => {
  it('names subscriptions that renew monthly, then the other repeating payments', () => {
    const answer = ask('Which subscriptions renew every month?');
    expect(answer).toMatchObject({ kind: 'entities', value: 2 });
    expect(answer.text).toMatch(
      /^2 subscriptions renew every month: Netflix \(₹649\.00 every month/,
    );
    expect(answer.text).toContain('Jio (₹299.00 every month');
    expect(answer.text).toContain('Other payments that repeat: Sharma (₹15,000.00');
    expect(answer.transactions).toHaveLength(9);
  });

  it('lists every recurring payment', () => {
    expect(
      ask('What are my recurring payments?').chart?.points.map((point) => point.label),
    ).toEqual(['Sharma', 'Netflix', 'Jio']);
  });

  it('finds recurring income', () => {
    expect(ask('Do I have any regular income?').text).toContain('Acme (₹50,000.00 every month');
  });
});

describe('lists', () => {
  it('shows transactions at a merchant', () => {
    const answer = ask('Show me transactions at Swiggy');
    expect(answer).toMatchObject({ kind: 'list', value: 2 });
    expect(answer.text).toContain('• 03-January-2025 · UPI/SWIGGY/swiggy@axisbank · -₹450.50');
  });

  it('shows transactions on a day and over an amount', () => {
    expect(cited(ask('Show me transactions on 3 March'))).toEqual(['UPI/SWIGGY/swiggy@axisbank']);
    expect(ask('List transactions over 10,000').value).toBe(6);
  });

  it('says so when nothing matches', () => {
    expect(ask('Show transactions over 1,00,000')).toMatchObject({ kind: 'list', value: 0 });
  });
});
