import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { SESSION_CACHE_TTL_MS } from '../auth/session-cache';
import type { SyncRunStatus } from '@sheetwise/contracts';
import { connect } from '../sheets/store';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

describe.each(testEngines())('dashboard figures and plan usage on %s', (engine) => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-20T12:00:00Z'));

  async function addDocument(userId: string, fileName: string, createdAt: Date) {
    await t.database.db
      .insertInto('documents')
      .values({
        id: randomUUID(),
        user_id: userId,
        file_name: fileName,
        created_at: createdAt,
        size: 1234,
        media_type: 'text/csv',
        sha256: 'a'.repeat(64),
        storage_key: `${userId}/${fileName}`,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock });
  });
  afterAll(() => t.close());

  it('counts only this user’s documents and sheets, and this month’s separately', async () => {
    const ada = await SessionClient.signUp(t.app, 'ada@example.com');
    const other = await SessionClient.signUp(t.app, 'other@example.com');
    await addDocument(ada.id, 'february.csv', new Date('2026-02-27T10:00:00Z'));
    await addDocument(ada.id, 'march.csv', new Date('2026-03-01T00:00:00Z'));
    await addDocument(other.id, 'theirs.csv', new Date('2026-03-05T00:00:00Z'));
    await connect(t.database.db, ada.id, clock.now());
    const sheet = async (url: string) =>
      (await ada.client.request('POST', '/api/sheets', { url })).json<{ id: string }>().id;
    const [linked, , older] = [
      await sheet('https://docs.google.com/a'),
      await sheet('https://docs.google.com/b'),
      await sheet('https://docs.google.com/c'),
    ];
    // Active syncs are pairs a run has linked; runs count by when they started, this month only.
    const link = (id: string, at: string) =>
      t.database.db
        .updateTable('sheets')
        .set({ linked_at: new Date(at) })
        .where('id', '=', id)
        .execute();
    await link(linked, '2026-03-02T00:00:00Z');
    await link(older, '2026-02-20T00:00:00Z');
    const run = (status: SyncRunStatus, at: string) =>
      t.database.db
        .insertInto('sync_runs')
        .values({
          id: randomUUID(),
          pair_id: linked,
          user_id: ada.id,
          kind: 'sync',
          status,
          phase: 'done',
          rollback_of: null,
          started_at: new Date(at),
          finished_at: new Date(at),
          range_google: null,
          range_excel: null,
          error: null,
        })
        .execute();
    await run('success', '2026-03-02T00:00:00Z');
    await run('conflicts-waiting', '2026-03-03T00:00:00Z');
    await run('failed', '2026-03-04T00:00:00Z');
    await run('parked', '2026-03-04T01:00:00Z');
    await run('failed', '2026-02-27T00:00:00Z');

    const stats = await ada.client.request('GET', '/api/dashboard');
    // The run that left conflicts is no success: one clean run of three finished (parked is not).
    expect(stats.json()).toEqual({
      totalFiles: 2,
      filesThisMonth: 1,
      activeSyncs: 2,
      syncsAddedThisMonth: 1,
      successfulSyncs: 1,
      failedSyncs: 1,
      conflictSyncs: 1,
      successRate: 33,
      needsAttention: { 'conflicts-waiting': 0, paused: 0, error: 0 },
    });
    expect((await other.client.request('GET', '/api/dashboard')).json()).toMatchObject({
      totalFiles: 1,
      activeSyncs: 0,
      successfulSyncs: 0,
      failedSyncs: 0,
      conflictSyncs: 0,
      successRate: null,
    });
  });

  it('reports a Trial against its stated allowance, and a paid plan against its limit', async () => {
    const { client, id } = await SessionClient.signUp(t.app, 'usage@example.com');
    await addDocument(id, 'one.csv', clock.now());
    expect((await client.request('GET', '/api/usage')).json()).toEqual({
      planType: 'Trial',
      limit: 50,
      used: 1,
      remaining: 49,
    });
    await t.database.db
      .updateTable('users')
      .set({ plan_type: 'Starter' })
      .where('id', '=', id)
      .execute();
    // A change made behind this process's back (another server's) is seen once its cached
    // session has aged out.
    clock.advance(SESSION_CACHE_TTL_MS);
    expect((await client.request('GET', '/api/usage')).json()).toEqual({
      planType: 'Starter',
      limit: 5,
      used: 1,
      remaining: 4,
    });
  });

  it('needs a signed-in user', async () => {
    const anonymous = await SessionClient.open(t.app);
    expect((await anonymous.request('GET', '/api/dashboard')).statusCode).toBe(401);
    expect((await anonymous.request('GET', '/api/usage')).statusCode).toBe(401);
  });
});
