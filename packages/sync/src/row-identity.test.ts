import { describe, expect, it } from 'vitest';
import { firstLinkGrids, previewFirstLink } from './first-link';
import { ROW_ID_HEADER, type RawTable } from './grid';
import { mergeGrids } from './merge';
import { patchIsEmpty } from './patch';
import { identifyRows, keyId } from './row-identity';
import { countingIds } from './test-support/grids';

const COLUMN_IDS = new Map([
  ['Date', 'c-date'],
  ['Merchant', 'c-merchant'],
]);

describe('rows identified on later runs', () => {
  it('reads `_sw_id`, and gives rows added or copied by a person fresh ids to write', () => {
    const table: RawTable = {
      headers: ['Date', ROW_ID_HEADER, 'Merchant'],
      rows: [
        ['2024-03-01', 'a', 'Coffee'],
        ['2024-03-01', null, 'Tea'],
        ['2024-03-01', 'a', 'Coffee'],
      ],
    };
    const result = identifyRows(table, COLUMN_IDS, { kind: 'row-id' }, countingIds('new'));
    expect(result).toEqual({
      ok: true,
      grid: {
        columns: [
          { id: 'c-date', header: 'Date' },
          { id: 'c-merchant', header: 'Merchant' },
        ],
        rows: [
          { id: 'a', cells: ['2024-03-01', 'Coffee'] },
          { id: 'new-1', cells: ['2024-03-01', 'Tea'] },
          { id: 'new-2', cells: ['2024-03-01', 'Coffee'] },
        ],
      },
      idsToWrite: [
        { rowIndex: 1, id: 'new-1' },
        { rowIndex: 2, id: 'new-2' },
      ],
    });
  });

  it('accepts a key column only without blanks and duplicates', () => {
    const ids = countingIds('new');
    const keyed = (keys: (string | null)[]): RawTable => ({
      headers: ['Ref', 'Amount'],
      rows: keys.map((key) => [key, 1]),
    });
    const identity = { kind: 'key', header: 'Ref' } as const;
    expect(identifyRows(keyed(['001', '002']), new Map(), identity, ids)).toMatchObject({
      ok: true,
    });
    expect(identifyRows(keyed(['001', null]), new Map(), identity, ids)).toEqual({
      ok: false,
      problem: 'The key column "Ref" has blank cells.',
    });
    expect(identifyRows(keyed(['001', '001']), new Map(), identity, ids)).toEqual({
      ok: false,
      problem: 'The key column "Ref" has duplicates.',
    });
  });

  it('refuses blank or repeated headers', () => {
    const ids = countingIds('new');
    const table = (headers: string[]): RawTable => ({
      headers: [...headers, ROW_ID_HEADER],
      rows: [],
    });
    expect(identifyRows(table(['A', ' ']), new Map(), { kind: 'row-id' }, ids)).toEqual({
      ok: false,
      problem: 'Column 2 has no header.',
    });
    expect(identifyRows(table(['A', 'A']), new Map(), { kind: 'row-id' }, ids)).toEqual({
      ok: false,
      problem: 'The header "A" is used twice.',
    });
  });
});

describe('the first link', () => {
  const coffee = ['2024-03-01', 'Coffee'];
  it('matches by content with repeat counts: two equal coffees stay two', () => {
    const google: RawTable = {
      headers: ['Date', 'Merchant'],
      rows: [coffee, ['2024-03-02', 'Rent'], coffee],
    };
    const excel: RawTable = {
      headers: ['Merchant', 'Date'],
      rows: [
        ['Rent', '2024-03-02'],
        ['Coffee', '2024-03-01'],
        ['Coffee', '2024-03-01'],
      ],
    };
    const preview = previewFirstLink(google, excel);
    expect(preview).toEqual({
      matched: [
        { google: 0, excel: 1, differingCells: 0 },
        { google: 2, excel: 2, differingCells: 0 },
        { google: 1, excel: 0, differingCells: 0 },
      ],
      googleOnly: [],
      excelOnly: [],
      ambiguous: 0,
    });
    const grids = firstLinkGrids(google, excel, preview, countingIds('id'));
    const merged = mergeGrids(grids.base, grids.google, grids.excel, { pair: 'manual' });
    expect(patchIsEmpty(merged.patches.google) && patchIsEmpty(merged.patches.excel)).toBe(true);
    expect(merged.nextBase.rows).toHaveLength(3);
  });

  it('copies rows found on one side only, and refuses when over 2% are ambiguous', () => {
    const rows = (count: number, extra: string[][]) => ({
      headers: ['Date', 'Merchant'],
      rows: [
        ...Array.from({ length: count }, (_, index) => [`2024-01-${index}`, 'Shop']),
        ...extra,
      ],
    });
    const fine = previewFirstLink(
      rows(100, [coffee, coffee]),
      rows(100, [coffee, ['2024-05-05', 'New']]),
    );
    expect(fine).toMatchObject({ googleOnly: [101], excelOnly: [101], ambiguous: 1 });
    expect(fine.refusal).toBeUndefined();
    const refused = previewFirstLink(
      rows(100, [coffee, coffee, coffee, coffee]),
      rows(100, [coffee]),
    );
    expect(refused.ambiguous).toBe(3);
    expect(refused.refusal).toBe(
      '3 rows cannot be matched with certainty; more than 2% of the rows.',
    );
  });

  it('matches by key, and differing cells of a matched row become conflicts, not silent wins', () => {
    const google: RawTable = {
      headers: ['Ref', 'Amount'],
      rows: [
        ['A1', 5],
        ['B2', 7],
      ],
    };
    const excel: RawTable = {
      headers: ['Ref', 'Amount'],
      rows: [
        ['B2', 7],
        ['A1', 6],
      ],
    };
    const preview = previewFirstLink(google, excel, 'Ref');
    expect(preview.matched).toEqual([
      { google: 0, excel: 1, differingCells: 1 },
      { google: 1, excel: 0, differingCells: 0 },
    ]);
    const grids = firstLinkGrids(google, excel, preview, countingIds('col'), 'Ref');
    expect(grids.google.rows.map((row) => row.id)).toEqual([keyId('A1'), keyId('B2')]);
    const merged = mergeGrids(grids.base, grids.google, grids.excel, { pair: 'manual' });
    expect(merged.conflicts).toMatchObject([
      { kind: 'insert-both', rowId: keyId('A1'), google: 5, excel: 6 },
    ]);
  });
});
