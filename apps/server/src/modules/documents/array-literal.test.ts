import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { arrayLiteral, plainElement, textElement } from './array-literal';

describe('array literals for bulk inserts', () => {
  it('writes numbers, booleans and NULL bare', () => {
    expect(arrayLiteral([1, -2, null, 9_007_199_254_740_991], plainElement)).toBe(
      '{1,-2,NULL,9007199254740991}',
    );
    expect(arrayLiteral([true, false], plainElement)).toBe('{t,f}');
  });

  it('quotes every text, escaping backslashes and quotes, and keeps NULL apart from "NULL"', () => {
    expect(arrayLiteral(['a,b', ' {x} ', '', 'NULL', null, 'say "hi" \\ bye'], textElement)).toBe(
      '{"a,b"," {x} ","","NULL",NULL,"say \\"hi\\" \\\\ bye"}',
    );
  });

  it('writes an empty array for no rows', () => {
    expect(arrayLiteral([], plainElement)).toBe('{}');
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
      select value from unnest(${arrayLiteral(texts, textElement)}::text[]) as value`.execute(
      database.db,
    );
    expect(rows.map((row) => row.value)).toEqual(texts);
  });

  it('gives back integers beyond 32 bits and booleans', async () => {
    const { rows } = await sql<{ amount: number | null; flag: boolean }>`
      select * from unnest(
        ${arrayLiteral([9_007_199_254_740_991, -1, null], plainElement)}::bigint[],
        ${arrayLiteral([true, false, true], plainElement)}::boolean[]
      ) as t(amount, flag)`.execute(database.db);
    expect(rows).toEqual([
      { amount: 9_007_199_254_740_991, flag: true },
      { amount: -1, flag: false },
      { amount: null, flag: true },
    ]);
  });
});
