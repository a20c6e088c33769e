import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_EXPONENTS, currencyExponent } from '@sheetwise/contracts';
import { sql } from 'kysely';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { digitsOf } from './currency-digits';

describe.each(testEngines())('a currency’s digits in SQL on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('agree with the contracts’ table for every code, an unknown one and none', async () => {
    const codes = [...CURRENCY_EXPONENTS.keys(), 'XYZ', null];
    const { rows } = await sql<{ code: string | null; digits: number }>`
      select code, ${digitsOf(sql.ref('code'))} as digits
      from unnest(${codes}::text[]) as given(code)`.execute(database.db);
    const inSql = new Map(rows.map((row) => [row.code, row.digits]));
    expect(inSql.size).toBe(codes.length);
    for (const code of codes)
      expect([code, inSql.get(code)]).toEqual([code, currencyExponent(code)]);
  });
});
