import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHEET_MESSAGES,
  SYNC_MESSAGES,
  type PlanType,
  type SyncRunList,
} from '@sheetwise/contracts';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { connect } from '../sheets/store';

describe.each(testEngines())('sync allowances by plan on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(() => t.close());

  async function userOn(plan: PlanType, email: string) {
    const { client, id } = await SessionClient.signUp(t.app, email);
    await connect(t.database.db, id, new Date());
    const end = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await t.database.db
      .updateTable('users')
      .set({ plan_type: plan, plan_start_date: new Date(), plan_end_date: end })
      .where('id', '=', id)
      .execute();
    return { client, id };
  }
  const addSheet = (client: SessionClient) =>
    client.request('POST', '/api/sheets', {
      url: `https://docs.google.com/spreadsheets/d/${randomUUID()}/edit`,
    });

  async function addRuns(userId: string, pairId: string, count: number, error: string | null) {
    for (let index = 0; index < count; index += 1) {
      await t.database.db
        .insertInto('sync_runs')
        .values({
          id: randomUUID(),
          pair_id: pairId,
          user_id: userId,
          kind: 'sync',
          status: error ? 'failed' : 'success',
          phase: 'done',
          rollback_of: null,
          started_at: new Date(Date.now() - index * 60_000),
          finished_at: new Date(Date.now() - index * 60_000 + 1500),
          range_google: 'A1:B2',
          range_excel: null,
          error,
        })
        .execute();
    }
  }

  it('lets Starter keep 5 sync connections, never 6 even when added at once', async () => {
    const { client } = await userOn('Starter', 'starter@example.com');
    for (let index = 0; index < 4; index += 1)
      expect((await addSheet(client)).statusCode).toBe(201);
    const [one, two] = await Promise.all([addSheet(client), addSheet(client)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 403]);
    const refused = await addSheet(client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(SHEET_MESSAGES.starterLimit);
  });

  it('shows Starter the latest 10 runs and no report, and Pro the whole history and its CSV', async () => {
    const starter = await userOn('Starter', 'starter-history@example.com');
    const starterPair = (await addSheet(starter.client)).json<{ id: string }>().id;
    await addRuns(starter.id, starterPair, 12, null);
    const recent = (await starter.client.request('GET', '/api/sync/runs')).json<SyncRunList>();
    expect(recent).toMatchObject({ limitedTo: 10, reports: false });
    expect(recent.runs).toHaveLength(10);
    const refused = await starter.client.request('GET', '/api/sync/runs/report.csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(SYNC_MESSAGES.reportsOnPro);

    const pro = await userOn('Pro', 'pro-history@example.com');
    const proPair = (await addSheet(pro.client)).json<{ id: string }>().id;
    await addRuns(pro.id, proPair, 12, '=HYPERLINK("http://evil.example")');
    const all = (
      await pro.client.request('GET', `/api/sync/pairs/${proPair}/runs`)
    ).json<SyncRunList>();
    expect(all).toMatchObject({ limitedTo: null, reports: true });
    expect(all.runs).toHaveLength(12);
    const report = await pro.client.request('GET', '/api/sync/runs/report.csv');
    expect(report.headers['content-disposition']).toBe('attachment; filename="sync-history.csv"');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^File pair,Started,Status,Duration \(s\)/);
    expect(lines).toHaveLength(13);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(',Failed,1.5,');
    expect(report.body).not.toContain('starter-history');
  });
});
