import { describe, expect, it } from 'vitest';
import { DecimalMarkTally, detectDecimalMark } from './decimal-mark';

const decide = (cells: readonly string[], exponent: number | null) => {
  const tally = new DecimalMarkTally();
  for (const cell of cells) tally.add(cell);
  return tally.decide(exponent);
};

describe('the decimal mark of a whole column', () => {
  it('is settled by any cell only one mark reads, whatever the currency', () => {
    for (const exponent of [0, 2, 3, null]) {
      // Four digits before the point, or a zero: no thousands group looks so.
      expect(decide(['-41.531', '1000.000'], exponent)).toEqual({ mark: '.', settled: true });
      expect(decide(['-41.531', '0.500'], exponent)).toEqual({ mark: '.', settled: true });
      expect(decide(['-41,531', '1000,000'], exponent)).toEqual({ mark: ',', settled: true });
      expect(decide(['1.234', '12.500', '1.234,56'], exponent)).toEqual({
        mark: ',',
        settled: true,
      });
      expect(decide(['1,234', '12.50'], exponent)).toEqual({ mark: '.', settled: true });
      expect(decide(['1.234', '1.234.567'], exponent)).toEqual({ mark: ',', settled: true });
    }
  });

  it('takes what no cell settles from the currency: thousandths or whole units', () => {
    expect(decide(['-41.531', '958.469'], 3)).toEqual({ mark: '.', settled: true });
    expect(decide(['-41,531', '958,469'], 3)).toEqual({ mark: ',', settled: true });
    expect(decide(['1,200', '-12,500'], 0)).toEqual({ mark: '.', settled: true });
    expect(decide(['1.200', '-12.500'], 0)).toEqual({ mark: ',', settled: true });
  });

  it('leaves `1.234`s unsettled in a currency with cents, or in none', () => {
    expect(decide(['1.234', '-12.500', '25'], 2)).toEqual({ mark: ',', settled: false });
    expect(decide(['1.234', '-12.500'], null)).toEqual({ mark: ',', settled: false });
    expect(decide(['1.234', '5,678'], 3)).toMatchObject({ settled: false });
  });

  it('needs no mark when no cell has one', () => {
    expect(decide(['12', '-350', ''], 2)).toEqual({ mark: '.', settled: true });
  });

  it('no longer counts `1000.000` as thousands grouped by a point', () => {
    expect(detectDecimalMark(['1000.000', '-41.531', '-8.555', '-38.197'])).toBe('.');
  });
});
