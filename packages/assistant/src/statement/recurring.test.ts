import { describe, expect, it } from 'vitest';
import { makeStatement, type Line } from '../test-support/statement';
import { detectRecurring } from './recurring';
import { buildView } from './view';

const series = (lines: Line[]) => detectRecurring(buildView(makeStatement(lines)).rows);

describe('detectRecurring', () => {
  it('finds monthly payments to one payee for a similar amount', () => {
    const found = series([
      ['2025-01-05', 'SPOTIFY P1234', -119],
      ['2025-02-04', 'SPOTIFY P5678', -119],
      ['2025-03-06', 'SPOTIFY P9012', -129],
    ]);
    expect(found).toMatchObject([
      { merchant: 'Spotify', frequency: 'monthly', typicalMinor: 11900, fixedAmount: false },
    ]);
  });

  it('finds weekly credits', () => {
    const found = series([
      ['2017-09-07', 'CTO', 845.92],
      ['2017-09-14', 'CTO', 845.92],
      ['2017-09-21', 'CTO', 845.93],
    ]);
    expect(found).toMatchObject([{ direction: 'in', frequency: 'weekly' }]);
  });

  it('ignores irregular intervals, different amounts, single payments and cash', () => {
    expect(
      series([
        ['2025-01-05', 'SWIGGY', -100],
        ['2025-01-09', 'SWIGGY', -100],
        ['2025-02-05', 'SWIGGY', -100],
      ]),
    ).toEqual([]);
    // Monthly at first, then a week: every gap must fall in the same band.
    expect(
      series([
        ['2025-01-05', 'GYM', -100],
        ['2025-02-05', 'GYM', -100],
        ['2025-03-05', 'GYM', -100],
        ['2025-03-12', 'GYM', -100],
      ]),
    ).toEqual([]);
    expect(
      series([
        ['2025-01-05', 'AMAZON', -100],
        ['2025-02-05', 'AMAZON', -900],
      ]),
    ).toEqual([]);
    expect(series([['2025-01-05', 'NETFLIX', -649]])).toEqual([]);
    expect(
      series([
        ['2025-01-18', 'ATM WDL', -5000],
        ['2025-02-17', 'ATM WDL', -5000],
      ]),
    ).toEqual([]);
  });
});
