import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CleanerProposalList,
  DashboardStats,
  SheetsPanel,
  SyncConflictList,
  SyncPair,
  SyncRun,
  SyncRunDetail,
} from '@sheetwise/contracts';
import { SYNC_MESSAGES } from '@sheetwise/contracts';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { addMemoryPair, connectGoogle } from './test-support/memory-pair';
import { MemorySides } from './test-support/memory-sides';
import { finishedRun as finished, syncNow } from './test-support/sync-client';

const START = () => ({
  google: [
    ['Date', 'Item', 'Amount'],
    [{ date: '2024-03-01' }, 'Coffee', 3],
    [{ date: '2024-03-01' }, 'Coffee', 3],
    [{ date: '2024-03-02' }, 'Rent', 900],
  ],
  excel: [
    ['Date', 'Item', 'Amount'],
    [{ date: '2024-03-02' }, 'Rent', 900],
    [{ date: '2024-03-01' }, 'Coffee', 3],
    [{ date: '2024-03-01' }, 'Coffee', 3],
    [{ date: '2024-03-05' }, 'Books', 40],
  ],
});

describe.each(testEngines())('sync runs on %s', (engine) => {
  let t: TestApp;
  let owner: SessionClient;
  let stranger: SessionClient;
  const sides = new MemorySides(START);

  const newPair = (client: SessionClient) => addMemoryPair(t.database.db, client);

  const items = (side: 'google' | 'excel', pairId: string) =>
    sides.of(pairId)[side].sheet.values('Item', 'Amount');

  beforeAll(async () => {
    t = await buildTestApp({ engine, syncSides: sides.factory });
    for (const email of ['owner@example.com', 'stranger@example.com']) {
      const { client, id } = await SessionClient.signUp(t.app, email);
      await connectGoogle(t.database.db, id, new Date());
      if (email.startsWith('owner')) owner = client;
      else stranger = client;
    }
  });
  afterAll(() => t.close());

  it('links the rows, copies what each side lacks, and a second run writes nothing', async () => {
    const pairId = await newPair(owner);
    const first = await syncNow(owner, pairId);
    expect(first.status).toBe('success');
    expect(first.filePair).toContain('budget.xlsx');
    expect(first.cellsUpdated.google + first.cellsUpdated.excel).toBeGreaterThan(0);
    expect(items('google', pairId)).toContainEqual(['Books', 40]);
    expect(items('excel', pairId).filter(([item]) => item === 'Coffee')).toHaveLength(2);
    const again = await syncNow(owner, pairId);
    expect(again.cellsUpdated).toEqual({ google: 0, excel: 0 });
    expect(again.canRollBack).toBe(false);
    const panel = (await owner.request('GET', '/api/sheets')).json<SheetsPanel>();
    expect(panel.sheets.find((sheet) => sheet.id === pairId)).toMatchObject({
      status: 'synced',
      rows: 4,
    });
    const pair = (await owner.request('GET', `/api/sync/pairs/${pairId}`)).json<SyncPair>();
    expect(pair).toMatchObject({ linked: true, headers: ['Date', 'Item', 'Amount'] });
  });

  it('keeps a conflict for the user under Manual, hides it from others, and writes the typed value next', async () => {
    const pairId = await newPair(owner);
    await syncNow(owner, pairId);
    const { google, excel } = sides.of(pairId);
    const rentRow = (side: typeof google) => side.sheet.cells.findIndex((row) => row[1] === 'Rent');
    google.set(rentRow(google), 2, 910);
    excel.set(rentRow(excel), 2, 920);
    const waiting = await syncNow(owner, pairId);
    expect(waiting).toMatchObject({ status: 'conflicts-waiting', conflicts: 1 });
    const list = (
      await owner.request('GET', `/api/sync/pairs/${pairId}/conflicts`)
    ).json<SyncConflictList>();
    const [conflict] = list.conflicts;
    expect(conflict).toMatchObject({
      kind: 'both-edited',
      column: 'Amount',
      base: { kind: 'number', text: '900' },
      google: { text: '910' },
      excel: { text: '920' },
      choosable: true,
    });
    expect((await stranger.request('GET', `/api/sync/pairs/${pairId}/conflicts`)).statusCode).toBe(
      404,
    );
    const strangers = await stranger.request(
      'POST',
      `/api/sync/conflicts/${conflict?.id}/resolve`,
      { choice: 'google' },
    );
    expect(strangers.statusCode).toBe(404);
    const empty = await owner.request('POST', `/api/sync/conflicts/${conflict?.id}/resolve`, {
      choice: 'manual',
      value: ' ',
    });
    expect(empty.json<{ message: string }>().message).toBe(SYNC_MESSAGES.manualValueRequired);
    const chosen = await owner.request('POST', `/api/sync/conflicts/${conflict?.id}/resolve`, {
      choice: 'manual',
      value: '915',
    });
    expect(chosen.json()).toMatchObject({ decision: { choice: 'manual', value: '915' } });
    const settled = await syncNow(owner, pairId);
    expect(settled).toMatchObject({ status: 'success', conflicts: 0 });
    expect(items('google', pairId)).toContainEqual(['Rent', 915]);
    expect(items('excel', pairId)).toContainEqual(['Rent', 915]);
  });

  it('lets the policy settle it, and rolls back only the latest run', async () => {
    const pairId = await newPair(owner);
    await owner.request('PATCH', `/api/sync/pairs/${pairId}`, { policy: 'excel-preferred' });
    const linked = await syncNow(owner, pairId);
    const { google, excel } = sides.of(pairId);
    const rent = (side: typeof google) => side.sheet.cells.findIndex((row) => row[1] === 'Rent');
    google.set(rent(google), 2, 1);
    excel.set(rent(excel), 2, 2);
    const resolved = await syncNow(owner, pairId);
    expect(resolved).toMatchObject({
      status: 'conflicts-resolved',
      resolvedByPolicy: 1,
      canRollBack: true,
    });
    expect(items('google', pairId)).toContainEqual(['Rent', 2]);
    const detail = (
      await owner.request('GET', `/api/sync/runs/${resolved.id}`)
    ).json<SyncRunDetail>();
    expect(detail.changes).toContainEqual(
      expect.objectContaining({
        side: 'google',
        kind: 'cell',
        column: 'Amount',
        before: { kind: 'number', text: '1' },
        after: { kind: 'number', text: '2' },
      }),
    );
    const older = await owner.request('POST', `/api/sync/runs/${linked.id}/rollback`);
    expect(older.json<{ message: string }>().message).toBe(SYNC_MESSAGES.rollbackNotLatest);
    expect(
      (await stranger.request('POST', `/api/sync/runs/${resolved.id}/rollback`)).statusCode,
    ).toBe(404);
    const undo = await owner.request('POST', `/api/sync/runs/${resolved.id}/rollback`);
    expect(undo.statusCode).toBe(202);
    const undone = await finished(owner, undo.json<SyncRun>().id);
    expect(undone).toMatchObject({ kind: 'rollback', status: 'success', rollbackOf: resolved.id });
    expect(items('google', pairId)).toContainEqual(['Rent', 1]);
    expect(items('excel', pairId)).toContainEqual(['Rent', 2]);
  });

  it('reads again when a side changes during the run, and never writes over the change', async () => {
    const pairId = await newPair(owner);
    await syncNow(owner, pairId);
    const { google } = sides.of(pairId);
    const row = google.sheet.cells.findIndex((cells) => cells[1] === 'Books');
    google.editDuringRun = () => {
      google.sheet.apply({
        writes: [{ row, column: 2, value: 44 }],
        deleteRows: [],
        deleteColumns: [],
      });
    };
    sides.of(pairId).excel.set(1, 1, 'Rent and bills');
    const run = await syncNow(owner, pairId);
    expect(run.status).toBe('success');
    expect(items('excel', pairId)).toContainEqual(['Books', 44]);
    expect(items('google', pairId)).toContainEqual(['Rent and bills', 900]);
  });

  it("fails with the spec's words when access is refused, on the run and the panel", async () => {
    const pairId = await newPair(owner);
    sides.of(pairId).google.refuseAccess = true;
    const run = await syncNow(owner, pairId);
    expect(run).toMatchObject({ status: 'failed', error: SYNC_MESSAGES.authFailed });
    const panel = (await owner.request('GET', '/api/sheets')).json<SheetsPanel>();
    expect(panel.sheets.find((sheet) => sheet.id === pairId)).toMatchObject({
      status: 'error',
      lastError: 'Sync failed: Authentication error. Please check permissions.',
    });
    const stats = (await owner.request('GET', '/api/dashboard')).json<DashboardStats>();
    expect(stats.failedSyncs).toBeGreaterThanOrEqual(1);
    expect(stats.successfulSyncs).toBeGreaterThanOrEqual(5);
    expect((await stranger.request('GET', '/api/dashboard')).json<DashboardStats>()).toMatchObject({
      successfulSyncs: 0,
      failedSyncs: 0,
    });
  });

  it('proposes cleanups without applying them, and writes the accepted ones on both sides', async () => {
    const pairId = await newPair(owner);
    await syncNow(owner, pairId);
    const { google } = sides.of(pairId);
    const books = google.sheet.cells.findIndex((row) => row[1] === 'Books');
    google.set(books, 1, ' Books\u00a0 ');
    const run = await syncNow(owner, pairId);
    expect(items('excel', pairId)).toContainEqual([' Books\u00a0 ', 40]);
    expect(run.status).toBe('success');
    const list = await owner.request('GET', `/api/sync/pairs/${pairId}/cleaner`);
    const proposals = list.json<CleanerProposalList>().proposals;
    const invisible = proposals.find((proposal) => proposal.kind === 'invisible-characters');
    expect(invisible).toMatchObject({ column: 'Item', after: { text: 'Books' } });
    expect(proposals.find((proposal) => proposal.kind === 'likely-duplicate')).toBeDefined();
    expect((await stranger.request('GET', `/api/sync/pairs/${pairId}/cleaner`)).statusCode).toBe(
      404,
    );
    const accepted = await owner.request('POST', `/api/sync/pairs/${pairId}/cleaner`, {
      accept: [invisible?.id],
    });
    expect(accepted.json<CleanerProposalList>().proposals.map((p) => p.id)).not.toContain(
      invisible?.id,
    );
    expect(items('google', pairId)).toContainEqual([' Books\u00a0 ', 40]);
    await syncNow(owner, pairId);
    expect(items('google', pairId)).toContainEqual(['Books', 40]);
    expect(items('excel', pairId)).toContainEqual(['Books', 40]);
    expect(items('excel', pairId).filter(([item]) => item === 'Coffee')).toHaveLength(2);
  });

  it('settles a row edited on one side and deleted on the other by the chosen side', async () => {
    const pairId = await newPair(owner);
    await syncNow(owner, pairId);
    const { google, excel } = sides.of(pairId);
    const rent = (side: typeof google) => side.sheet.cells.findIndex((row) => row[1] === 'Rent');
    google.set(rent(google), 2, 999);
    excel.sheet.apply({ writes: [], deleteRows: [rent(excel)], deleteColumns: [] });
    excel.revision += 1;
    const waiting = await syncNow(owner, pairId);
    expect(waiting.status).toBe('conflicts-waiting');
    const [conflict] = (
      await owner.request('GET', `/api/sync/pairs/${pairId}/conflicts`)
    ).json<SyncConflictList>().conflicts;
    expect(conflict).toMatchObject({ kind: 'edit-vs-delete', deletedOn: 'excel', excel: null });
    await owner.request('POST', `/api/sync/conflicts/${conflict?.id}/resolve`, {
      choice: 'google',
    });
    await syncNow(owner, pairId);
    expect(items('excel', pairId)).toContainEqual(['Rent', 999]);
  });

  it('runs one sync per pair at a time', async () => {
    const pairId = await newPair(owner);
    const { google } = sides.of(pairId);
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const read = google.read.bind(google);
    google.read = async () => {
      await gate;
      return read();
    };
    const first = await owner.request('POST', `/api/sync/pairs/${pairId}/runs`);
    expect(first.statusCode).toBe(202);
    const second = await owner.request('POST', `/api/sync/pairs/${pairId}/runs`);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(SYNC_MESSAGES.alreadyRunning);
    open();
    expect((await finished(owner, first.json<SyncRun>().id)).status).toBe('success');
  });
});
