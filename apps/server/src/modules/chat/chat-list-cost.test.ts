import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { chatListQuery } from './store';

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** How many rows of `table` the query's execution read, from PostgreSQL's own account of it. */
async function rowsRead(db: Kysely<DB>, query: CompiledQuery, table: string): Promise<number> {
  const explained = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
  );
  const raw = explained.rows[0]?.['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const walk = (node: PlanNode): number =>
    (node['Relation Name'] === table
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  return walk(root.Plan);
}

/** A user with `documents` documents of `messages` messages each, made in bulk by SQL. */
async function userWithChats(db: Kysely<DB>, documents: number, messages: number) {
  const userId = randomUUID();
  await db
    .insertInto('users')
    .values({ id: userId, email: `${userId}@x.test`, name: 'U' })
    .execute();
  await sql`
    insert into documents (id, user_id, file_name, created_at, size, media_type, sha256, storage_key)
    select gen_random_uuid(), ${userId}, 'statement-' || i || '.csv', now(), 1, 'text/csv',
           repeat('a', 64), ${userId} || '/' || i
    from generate_series(1, ${documents}::int) i`.execute(db);
  await sql`
    insert into messages (id, document_id, role, message, timestamp)
    select gen_random_uuid(), d.id, case when i % 2 = 0 then 'user' else 'assistant' end, 'm',
           now() - i * interval '1 second'
    from documents d, generate_series(1, ${messages}::int) i
    where d.user_id = ${userId}`.execute(db);
  return userId;
}

describe.each(testEngines())('the chat list on %s', (engine) => {
  let database: TestDatabase;
  let caller: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    caller = await userWithChats(database.db, 3, 2);
    // Another user with far more: 2,000 documents of 3 messages.
    await userWithChats(database.db, 2_000, 3);
    await sql`analyze`.execute(database.db);
  });
  afterAll(() => database.dispose());

  it('reads the caller’s rows alone, whatever other users store', async () => {
    const query = chatListQuery(database.db, caller);
    expect(await query.execute()).toHaveLength(3);
    // At most the caller's own 6 messages (the latest of each document, through the index, and
    // its ties), never the other user's 6,000.
    expect(await rowsRead(database.db, query.compile(), 'messages')).toBeLessThanOrEqual(6);
    expect(await rowsRead(database.db, query.compile(), 'documents')).toBeLessThanOrEqual(3);
  });
});
