import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { initPGliteDataDir } from './pglite-initdb';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

/**
 * Runs whole SQL scripts (several statements, no parameters) on one connection. Migrations need
 * this because the query path of both drivers takes a single statement.
 */
export interface ScriptRunner {
  exec(script: string): Promise<void>;
}

export interface Database {
  readonly engine: Engine;
  readonly db: Kysely<DB>;
  /** Gives `work` one connection, held under a lock that other server processes respect. */
  withExclusiveScripts<T>(work: (runner: ScriptRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string | null };

/**
 * How both engines hand back values, so that code and tests see the same types on either:
 * a `date` stays its ISO text (a JS Date would shift it by the server's time zone), and a
 * `bigint` becomes a number (our bigints are money in minor units and counts, far below 2^53).
 */
const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  1082: (value) => value,
  20: (value) => Number(value),
};

/** node-postgres's own parsers, typed for any type id rather than its enum of built-ins. */
const defaultTypeParser = pg.types.getTypeParser as (
  oid: number,
  format?: 'text' | 'binary',
) => (value: string) => unknown;

/** The key of the advisory lock that serialises migrations across server processes. */
const MIGRATION_LOCK_KEY = 7_302_611;

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.engine === 'postgres' ? openPostgres(location.url) : openPGlite(location.dataDir);
}

/**
 * PostgreSQL's shared buffers, inside PGlite's WebAssembly memory, which never shrinks. initdb
 * writes 128 MB into the configuration. Since transactions are stored in chunks (migration 0009)
 * an upload touches few pages: 16 MB keeps the server 60 to 70 MB smaller at rest and at its peak
 * than 64 MB, and the 4,000-row PDF uploads as fast with a million transactions already stored.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPGlite(dataDir: string | null): Promise<Database> {
  if (dataDir) {
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    await initPGliteDataDir(dataDir);
  }
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: TYPE_PARSERS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    engine: 'pglite',
    db,
    // PGlite is one connection inside this process, so there is no one else to lock out.
    withExclusiveScripts: (work) =>
      work({
        exec: async (script) => {
          await pglite.exec(script);
        },
      }),
    close: () => db.destroy(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ?? defaultTypeParser(oid, format),
    },
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  // Fail at start, with the driver's reason, rather than at the first request.
  await sql`select 1`.execute(db);
  return {
    engine: 'postgres',
    db,
    withExclusiveScripts: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work({
            exec: async (script) => {
              await client.query(script);
            },
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}
