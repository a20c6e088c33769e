import { describe, expect, it } from 'vitest';
import { acceptedCleanups, likelyDuplicates, proposeCleanups } from './cleaner';
import { applyPatch } from './patch';
import { grid } from './test-support/grids';

describe('the cleaner proposes, never applies unasked', () => {
  const messy = grid(
    ['merchant', 'amount'],
    [
      ['r1', '  Coffee   Shop ', 3.5],
      ['r2', 'Coffee\u00a0Shop\u200b', '1,234.50'],
      ['r3', 'Tesco', '00001'],
      ['r4', 'TESCO', '2024-03-01'],
      ['r5', 'Tesco', 2],
    ],
  );

  it('proposes spaces, invisible characters, capitalization, numbers and dates kept as text', () => {
    expect(proposeCleanups(messy)).toEqual([
      {
        kind: 'spaces',
        rowId: 'r1',
        columnId: 'merchant',
        before: '  Coffee   Shop ',
        after: 'Coffee Shop',
      },
      {
        kind: 'invisible-characters',
        rowId: 'r2',
        columnId: 'merchant',
        before: 'Coffee\u00a0Shop\u200b',
        after: 'Coffee Shop',
      },
      {
        kind: 'capitalization',
        rowId: 'r4',
        columnId: 'merchant',
        before: 'TESCO',
        after: 'Tesco',
      },
      {
        kind: 'number-as-text',
        rowId: 'r2',
        columnId: 'amount',
        before: '1,234.50',
        after: 1234.5,
      },
      {
        kind: 'date-as-text',
        rowId: 'r4',
        columnId: 'amount',
        before: '2024-03-01',
        after: { date: '2024-03-01' },
      },
    ]);
  });

  it('leaves a code with leading zeros as the text it is', () => {
    expect(proposeCleanups(messy).some((proposal) => proposal.before === '00001')).toBe(false);
  });

  it('writes only the proposals the user accepted', () => {
    const [spaces] = proposeCleanups(messy);
    const cleaned = applyPatch(messy, acceptedCleanups(spaces ? [spaces] : []));
    expect(cleaned.rows.map((row) => row.cells[0])).toEqual([
      'Coffee Shop',
      'Coffee\u00a0Shop\u200b',
      'Tesco',
      'TESCO',
      'Tesco',
    ]);
  });

  it('points out likely duplicates without removing any', () => {
    const rows = grid(
      ['merchant', 'amount'],
      [
        ['a', 'Pret ', 3],
        ['b', 'pret', 3],
        ['c', 'Pret', 4],
      ],
    );
    expect(likelyDuplicates(rows)).toEqual([{ rowIds: ['a', 'b'] }]);
  });
});
