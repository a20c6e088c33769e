import { describe, expect, it } from 'vitest';
import { dateByBalance } from './dated-by-balance';

const row = (amountMinor: number, balanceMinor?: number) => ({ amountMinor, balanceMinor });

describe('dateByBalance', () => {
  const dates = ['2025-05-07', null, '2025-05-07'];

  it('dates a row between two of one date when the balance steps through it', () => {
    const oldestFirst = [row(-100, 900), row(-50, 850), row(-25, 825)];
    expect(dateByBalance(oldestFirst, dates, 1)).toBe('2025-05-07');
    const newestFirst = [row(-25, 825), row(-50, 850), row(-100, 900)];
    expect(dateByBalance(newestFirst, dates, 1)).toBe('2025-05-07');
  });

  it('guesses nothing when the balance does not confirm it, is missing, or the dates differ', () => {
    expect(dateByBalance([row(-100, 900), row(-50, 840), row(-25, 815)], dates, 1)).toBeNull();
    expect(dateByBalance([row(-100, 900), row(-50), row(-25, 825)], dates, 1)).toBeNull();
    const apart = ['2025-05-07', null, '2025-05-08'];
    expect(dateByBalance([row(-100, 900), row(-50, 850), row(-25, 825)], apart, 1)).toBeNull();
    expect(dateByBalance([row(-50, 850), row(-25, 825)], [null, '2025-05-07'], 0)).toBeNull();
  });
});
