import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { plainArray, textArray } from './array-literal';

describe('array literals for bulk inserts', () => {
  it('writes numbers, booleans and NULL bare', () => {
    expect(plainArray([1, -2, null, 9_007_199_254_740_991])).toBe('{1,-2,NULL,9007199254740991}');
    expect(plainArray([1, -2, 0])).toBe('{1,-2,0}');
    expect(plainArray([true, false, null])).toBe('{t,f,NULL}');
  });

  it('quotes every text, escaping backslashes and quotes, and keeps NULL apart from "NULL"', () => {
    expect(textArray(['a,b', ' {x} ', '', 'NULL', null, 'say "hi" \\ bye'])).toBe(
      '{"a,b"," {x} ","","NULL",NULL,"say \\"hi\\" \\\\ bye"}',
    );
    expect(textArray(['a,b', '', 'NULL'])).toBe('{"a,b","","NULL"}');
    expect(textArray(['back \\ slash'])).toBe('{"back \\\\ slash"}');
  });

  it('writes an empty array for no rows', () => {
    expect(plainArray([])).toBe('{}');
    expect(textArray([])).toBe('{}');
  });
});

describe.each(testEngines())('array literals read back by %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('gives back every awkward text exactly, and NULL as null', async () => {
    const texts = [
      'a,b',
      ' {x} ',
      '',
      'NULL',
      null,
      'say "hi" \\ bye',
      'Café – ₹1,23,456.78',
      '}{',
    ];
    const { rows } = await sql<{ value: string | null }>`
      select value from unnest(${textArray(texts)}::text[]) as value`.execute(database.db);
    expect(rows.map((row) => row.value)).toEqual(texts);
  });

  it('gives back integers beyond 32 bits and booleans', async () => {
    const { rows } = await sql<{ amount: number | null; flag: boolean }>`
      select * from unnest(
        ${plainArray([9_007_199_254_740_991, -1, null])}::bigint[],
        ${plainArray([true, false, true])}::boolean[]
      ) as t(amount, flag)`.execute(database.db);
    expect(rows).toEqual([
      { amount: 9_007_199_254_740_991, flag: true },
      { amount: -1, flag: false },
      { amount: null, flag: true },
    ]);
  });
});
