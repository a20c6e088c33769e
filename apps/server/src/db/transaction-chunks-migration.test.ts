import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUserWithDocument } from '../test/documents';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';
import { MIGRATIONS_DIR, migrate } from './migrate';

/** A folder with the migrations before 0009, as a database made before it would have run. */
async function migrationsBefore(version: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sheetwise-migrations-'));
  for (const name of await readdir(MIGRATIONS_DIR)) {
    if (name < version) await cp(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  }
  return dir;
}

describe.each(testEngines())('migration 0009 on %s', (engine) => {
  let database: TestDatabase;
  let oldMigrations: string;
  beforeAll(async () => {
    oldMigrations = await migrationsBefore('0009');
    database = await createTestDatabase(engine, oldMigrations);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(oldMigrations, { recursive: true });
  });

  it('moves every stored transaction into chunks and shows it unchanged', async () => {
    const { documentId } = await insertUserWithDocument(database.db);
    // 20,002 rows make a full chunk and a short one; only row 20,001 has a category.
    await sql`
      insert into transactions (document_id, position, date, description, amount_minor,
        balance_minor, currency, category, reference, pending)
      select ${documentId}::uuid, n, date '2025-01-01' + (n % 300), 'Row ' || n, n * 3 - 7,
        case when n % 2 = 0 then n end, 'USD', case when n = 20001 then 'Fees' end,
        null, n = 4
      from generate_series(0, 20001) as n`.execute(database.db);
    const readAll = () =>
      sql`select document_id, position, date, description, amount_minor, balance_minor, currency,
        category, reference, pending from transactions order by position`.execute(database.db);
    const before = await readAll();
    expect(before.rows).toHaveLength(20_002);

    expect(await migrate(database)).toContain('0009_transaction_chunks.sql');

    expect((await readAll()).rows).toEqual(before.rows);
    const chunks = await database.db
      .selectFrom('transaction_chunks')
      .select(['first_position', 'categories', 'references'])
      .execute();
    expect(chunks.map((chunk) => chunk.first_position).sort((a, b) => a - b)).toEqual([0, 20_000]);
    const first = chunks.find((chunk) => chunk.first_position === 0);
    expect(first?.categories).toBeNull();
    expect(first?.references).toBeNull();
  });
});
