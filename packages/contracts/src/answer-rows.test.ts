import { describe, expect, it } from 'vitest';
import { RowSet, decodeRowSet, encodeRowSet } from './answer-rows';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('a set of row positions kept with an answer', () => {
  it('keeps runs of consecutive rows as their ends', () => {
    const set = encodeRowSet([101, 3, 4, 5, 100, 102, 400]);
    expect(set).toEqual({ runs: [3, 5, 100, 102, 400, 400] });
    expect(decodeRowSet(set)).toEqual([3, 4, 5, 100, 101, 102, 400]);
  });

  it('keeps every row of a 225,000-row statement as one run', () => {
    const set = encodeRowSet(range(0, 224_999));
    expect(set).toEqual({ runs: [0, 224_999] });
    expect(decodeRowSet(set)).toHaveLength(225_000);
  });

  it('keeps every other row of a 225,000-row statement as a bitmap under 40 KB', () => {
    const positions = range(0, 224_999).filter((position) => position % 2 === 1);
    const set = encodeRowSet(positions);
    expect('bitmap' in set).toBe(true);
    expect(JSON.stringify(set).length).toBeLessThan(40_000);
    expect(RowSet.parse(set)).toEqual(set);
    expect(decodeRowSet(set)).toEqual(positions);
  });

  it('starts a bitmap at the first row', () => {
    const positions = [1_000_001, 1_000_003, 1_000_004, 1_000_006, 1_000_009, 1_000_010];
    const set = encodeRowSet(positions);
    expect(set).toMatchObject({ from: 1_000_001 });
    expect(decodeRowSet(set)).toEqual(positions);
  });

  it('keeps no rows as no runs', () => {
    expect(decodeRowSet(encodeRowSet([]))).toEqual([]);
  });
});
