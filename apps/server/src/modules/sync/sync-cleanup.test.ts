import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_CONFIRMATION } from '@sheetwise/contracts';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, testFileStore, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { pairFileKeys } from './files';
import { MemorySides } from './test-support/memory-sides';
import { uploadWorkbook } from './test-support/real-sides';
import { syncNow } from './test-support/sync-client';
import { testWorkbook } from './test-support/test-workbook';

const START = () => ({
  google: [
    ['Item', 'Amount'],
    ['Coffee', 3],
  ],
  excel: [
    ['Item', 'Amount'],
    ['Rent', 900],
  ],
});

interface Owner {
  client: SessionClient;
  userId: string;
}

describe.each(testEngines())('removing sync pairs removes their files on %s', (engine) => {
  let t: TestApp;
  const files = testFileStore(mkdtempSync(path.join(tmpdir(), 'sheetwise-cleanup-')));
  const sides = new MemorySides(START);
  let users = 0;

  beforeAll(async () => {
    t = await buildTestApp({ engine, files, syncSides: sides.factory });
  });
  afterAll(() => t.close());

  async function connectedUser(): Promise<Owner> {
    users += 1;
    const { client, id } = await SessionClient.signUp(t.app, `user${users}@example.com`);
    await t.database.db
      .insertInto('sheet_connections')
      .values({ user_id: id, connected_at: new Date() })
      .execute();
    return { client, userId: id };
  }

  /** A pair with a workbook, a base and a run record stored: every kind of file a pair has. */
  async function pairWithFiles({ client, userId }: Owner): Promise<string[]> {
    return (await storedPair({ client, userId })).keys;
  }

  async function storedPair({
    client,
    userId,
  }: Owner): Promise<{ pairId: string; keys: string[] }> {
    const added = await client.request('POST', '/api/sheets', {
      url: `https://docs.google.com/spreadsheets/d/${randomUUID()}/edit`,
    });
    const pairId = added.json<{ id: string }>().id;
    await uploadWorkbook(client, pairId, await testWorkbook(START().excel));
    const run = await syncNow(client, pairId);
    expect(run.canRollBack).toBe(true);
    const keys = pairFileKeys(userId, pairId, [run.id]).filter(
      (key) => !key.endsWith('workbook-newer.xlsx'),
    );
    expect(await stored(keys)).toEqual(keys);
    return { pairId, keys };
  }

  const stored = async (keys: readonly string[]) => {
    const found = await Promise.all(
      keys.map(async (key) =>
        (await files.get(key).then(
          () => true,
          () => false,
        ))
          ? key
          : null,
      ),
    );
    return found.filter((key) => key !== null);
  };

  it('removes one pair’s files, and not another user’s, who cannot remove them', async () => {
    const [owner, other] = [await connectedUser(), await connectedUser()];
    const { pairId, keys: removed } = await storedPair(owner);
    const kept = await pairWithFiles(owner);
    const others = await pairWithFiles(other);
    expect((await other.client.request('DELETE', `/api/sheets/${pairId}`)).statusCode).toBe(404);
    expect(await stored(removed)).toEqual(removed);

    expect((await owner.client.request('DELETE', `/api/sheets/${pairId}`)).statusCode).toBe(204);
    expect(await stored(removed)).toEqual([]);
    expect(await stored([...kept, ...others])).toEqual([...kept, ...others]);
    const runs = await t.database.db
      .selectFrom('sync_runs')
      .select('id')
      .where('pair_id', '=', pairId)
      .execute();
    expect(runs).toEqual([]);
  });

  it('removes every pair’s files on disconnecting', async () => {
    const [owner, other] = [await connectedUser(), await connectedUser()];
    const mine = [...(await pairWithFiles(owner)), ...(await pairWithFiles(owner))];
    const others = await pairWithFiles(other);
    const panel = await owner.client.request('DELETE', '/api/sheets/connection');
    expect(panel.json()).toEqual({ connected: false, sheets: [] });
    expect(await stored(mine)).toEqual([]);
    expect(await stored(others)).toEqual(others);
  });

  it('removes every pair’s files with the account', async () => {
    const [owner, other] = [await connectedUser(), await connectedUser()];
    const mine = await pairWithFiles(owner);
    const others = await pairWithFiles(other);
    const deleted = await owner.client.request('DELETE', '/api/me', {
      confirmation: DELETE_ACCOUNT_CONFIRMATION,
      password: 'analytical',
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stored(mine)).toEqual([]);
    expect(await stored(others)).toEqual(others);
  });
});
