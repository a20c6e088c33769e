import { describe, expect, it } from 'vitest';
import { readAmounts } from './parse-amounts';
import { prepare } from './text';

const read = (question: string, currency: string | null = 'INR') =>
  readAmounts(prepare(question), currency);

describe('amounts and counts in questions', () => {
  it('reads limits in the statement’s minor units', () => {
    expect(read('show transactions over 500').min).toEqual({ minor: 50000, inclusive: false });
    expect(read('payments above ₹1,500.50').min).toEqual({ minor: 150050, inclusive: false });
    expect(read('at least $20', 'USD').min).toEqual({ minor: 2000, inclusive: true });
    expect(read('expenses under 100').max).toEqual({ minor: 10000, inclusive: false });
    expect(read('purchases of 5k or more').min).toEqual({ minor: 500000, inclusive: true });
    expect(read('debits of 200 or less').max).toEqual({ minor: 20000, inclusive: true });
    expect(read('between 100 and 200')).toMatchObject({
      min: { minor: 10000, inclusive: true },
      max: { minor: 20000, inclusive: true },
    });
    expect(read('payments of exactly 649').exact).toBe(64900);
  });

  it('tells a count from an amount', () => {
    expect(read('top 3 merchants').n).toBe(3);
    expect(read('my five largest expenses').n).toBe(5);
    expect(read('largest 2 deposits').n).toBe(2);
    expect(read('sum of 3 largest').exact).toBeUndefined();
  });

  it('keeps the ranking word for the intent', () => {
    expect(read('5 biggest expenses').rest).toContain('biggest');
    expect(read('top 3 merchants').rest).toContain('top');
  });
});
