import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('a PGlite data directory created outside the server', () => {
  let root = '';
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is created by initdb in a child process, then opened and reopened here', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sheetwise-initdb-'));
    const dataDir = path.join(root, 'db');
    const first = await openDatabase({ engine: 'pglite', dataDir });
    await access(path.join(dataDir, 'PG_VERSION'));
    await sql`create table kept (value text)`.execute(first.db);
    await sql`insert into kept values ('still here')`.execute(first.db);
    const buffers = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(first.db);
    expect(buffers.rows[0]?.shared_buffers).toBe('16MB');
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dataDir });
    const rows = await sql<{ value: string }>`select value from kept`.execute(second.db);
    expect(rows.rows).toEqual([{ value: 'still here' }]);
    await second.close();
  }, 60_000);
});
