import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Engine } from '../db/database';
import { migrate } from '../db/migrate';

/**
 * The engines data-layer tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL
 * points at a server (CI sets it). Use with `describe.each(testEngines())`.
 */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
  /**
   * Another server process's connection to the same database; its dispose closes only that
   * connection. PGlite lives inside one process, so there the two share its one connection.
   */
  connectAgain(): Promise<TestDatabase>;
}

/**
 * A fresh, migrated database that belongs to the calling test file alone. `migrationsDir` gives
 * the migrations to apply instead of all of them, for tests of a migration's data changes.
 */
export async function createTestDatabase(
  engine: Engine,
  migrationsDir?: string,
): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({ engine: 'pglite', dataDir: null });
    await migrate(database, migrationsDir);
    const connectAgain = (): Promise<TestDatabase> =>
      Promise.resolve({ ...database, dispose: () => Promise.resolve(), connectAgain });
    return { ...database, dispose: () => database.close(), connectAgain };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sheetwise_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: url.toString() });
  await migrate(database, migrationsDir);
  const connectAgain = async (): Promise<TestDatabase> => {
    const another = await openDatabase({ engine: 'postgres', url: url.toString() });
    return { ...another, dispose: () => another.close(), connectAgain };
  };
  return {
    ...database,
    connectAgain,
    dispose: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name}`));
    },
  };
}

async function withAdmin(
  url: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
