import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readMigrations, migrate } from './migrate';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';

describe.each(testEngines())('database on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const insertUser = (email: string, id = randomUUID()) =>
    database.db.insertInto('users').values({ id, email, name: 'Ada' }).execute();

  it('records every migration once, and a second run applies nothing', async () => {
    const applied = await database.db
      .selectFrom('schema_migrations')
      .select('version')
      .orderBy('version')
      .execute();
    const files = await readMigrations();
    expect(applied.map((row) => row.version)).toEqual(files.map((file) => file.version));
    expect(await migrate(database)).toEqual([]);
  });

  it('starts users on the Trial plan with a creation time', async () => {
    const id = randomUUID();
    await insertUser('trial@example.com', id);
    const user = await database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.plan_type).toBe('Trial');
    expect(user.created_at).toBeInstanceOf(Date);
    expect(user.plan_start_date).toBeNull();
  });

  it('gives users the default display preferences and refuses one the app cannot show', async () => {
    const id = randomUUID();
    await insertUser('display@example.com', id);
    const user = await database.db
      .selectFrom('users')
      .select(['theme', 'date_display', 'currency_display'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      theme: 'system',
      date_display: 'day-month-year',
      currency_display: 'symbol-before',
    });
    const update = (changes: Record<string, string>) =>
      database.db
        .updateTable('users')
        .set(changes as never)
        .where('id', '=', id)
        .execute();
    await expect(update({ theme: 'sepia' })).rejects.toThrow(/users_theme_check/);
    await expect(update({ date_display: 'yyyy' })).rejects.toThrow(/users_date_display_check/);
    await expect(update({ currency_display: 'none' })).rejects.toThrow(
      /users_currency_display_check/,
    );
  });

  it('keeps e-mail addresses unique ignoring case', async () => {
    await insertUser('Case@Example.com');
    await expect(insertUser('case@example.COM')).rejects.toThrow(/users_email_ci_key/);
  });

  it('refuses a plan that does not exist', async () => {
    await expect(
      database.db
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: 'gold@example.com',
          name: '',
          plan_type: 'Gold' as never,
        })
        .execute(),
    ).rejects.toThrow(/plan_type/);
  });

  it('removes a user’s sessions with the user', async () => {
    const id = randomUUID();
    await insertUser('sessions@example.com', id);
    const now = new Date();
    await database.db
      .insertInto('sessions')
      .values({ token_hash: 'a'.repeat(64), user_id: id, login_at: now, expires_at: now })
      .execute();
    await database.db.deleteFrom('users').where('id', '=', id).execute();
    const left = await database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('rolls a failing migration back completely', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(`${tmpdir()}/sheetwise-migrations-`);
    await writeFile(
      `${dir}/9001_half_done.sql`,
      'create table half_done (id int);\ninsert into no_such_table values (1);',
    );
    await expect(migrate(database, dir)).rejects.toThrow('Migration 9001_half_done.sql failed');
    const version = await database.db
      .selectFrom('schema_migrations')
      .select('version')
      .where('version', '=', '9001')
      .executeTakeFirst();
    expect(version).toBeUndefined();
    await expect(
      database.db
        .selectFrom('half_done' as never)
        .selectAll()
        .execute(),
    ).rejects.toThrow();
  });
});
