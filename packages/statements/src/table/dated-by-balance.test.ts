import { describe, expect, it } from 'vitest';
import { dateByBalance } from './dated-by-balance';

type Row = [amountMinor: number, balanceMinor?: number];
const chain = (rows: Row[]) => ({
  amounts: rows.map(([amount]) => amount),
  balances: rows.map(([, balance]) => balance),
});
const row = (amountMinor: number, balanceMinor?: number): Row =>
  balanceMinor === undefined ? [amountMinor] : [amountMinor, balanceMinor];

describe('dateByBalance', () => {
  const dates = ['2025-05-07', null, '2025-05-07'];

  it('dates a row between two of one date when the balance steps through it', () => {
    const oldestFirst = [row(-100, 900), row(-50, 850), row(-25, 825)];
    expect(dateByBalance(chain(oldestFirst), dates, 1)).toBe('2025-05-07');
    const newestFirst = [row(-25, 825), row(-50, 850), row(-100, 900)];
    expect(dateByBalance(chain(newestFirst), dates, 1)).toBe('2025-05-07');
  });

  it('guesses nothing when the balance does not confirm it, is missing, or the dates differ', () => {
    expect(
      dateByBalance(chain([row(-100, 900), row(-50, 840), row(-25, 815)]), dates, 1),
    ).toBeNull();
    expect(dateByBalance(chain([row(-100, 900), row(-50), row(-25, 825)]), dates, 1)).toBeNull();
    const apart = ['2025-05-07', null, '2025-05-08'];
    expect(
      dateByBalance(chain([row(-100, 900), row(-50, 850), row(-25, 825)]), apart, 1),
    ).toBeNull();
    expect(
      dateByBalance(chain([row(-50, 850), row(-25, 825)]), [null, '2025-05-07'], 0),
    ).toBeNull();
  });
});
