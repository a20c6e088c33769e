import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/**
 * Applies the numbered plain-SQL files in migrations/ that have not run yet, each in its own
 * transaction, in file-name order. The bundle build copies the folder beside the server bundle.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await fs.readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const migrations = await Promise.all(
    names.map(async (name) => ({
      version: name.slice(0, 4),
      name,
      sql: await fs.readFile(`${dir}/${name}`, 'utf8'),
    })),
  );
  const versions = new Set(migrations.map((m) => m.version));
  if (versions.size !== migrations.length) {
    throw new Error(`Two migrations share a number in ${dir}`);
  }
  return migrations;
}

/** Returns the file names it applied, oldest first. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return database.withExclusiveScripts(async (runner) => {
    await runner.exec(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
    const applied = new Set(
      (await database.db.selectFrom('schema_migrations').select('version').execute()).map(
        (row) => row.version,
      ),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      try {
        await runner.exec(
          `begin;\n${migration.sql}\n;insert into schema_migrations (version) values ('${migration.version}');\ncommit;`,
        );
      } catch (error) {
        await runner.exec('rollback');
        throw new Error(`Migration ${migration.name} failed`, { cause: error });
      }
      done.push(migration.name);
    }
    return done;
  });
}
