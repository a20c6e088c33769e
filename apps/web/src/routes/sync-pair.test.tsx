import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SYNC_MESSAGES,
  type FirstLinkPreview,
  type SyncPair,
  type SyncRun,
} from '@sheetwise/contracts';
import { stubApi } from '../test/api-stub';
import { renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import { PAIR_ID, syncPair, syncRun } from '../features/sync/sync-fixtures';
import SyncPairPage from './sync-pair';

function preview(refusal: string | null): FirstLinkPreview {
  return {
    headers: { google: ['Date', 'Amount'], excel: ['Date', 'Amount'], shared: ['Date', 'Amount'] },
    rows: { google: 10, excel: 11 },
    matched: 9,
    differing: 2,
    googleOnly: 1,
    excelOnly: 2,
    ambiguous: refusal ? 4 : 0,
    refusal,
  };
}

function serve(pair: SyncPair, firstLink: FirstLinkPreview) {
  const queued = syncRun({ status: 'queued', phase: 'queued' });
  const answers: SyncRun[] = [
    { ...queued, status: 'running', phase: 'merging' },
    { ...queued, status: 'conflicts-resolved', phase: 'done' },
  ];
  const patches: unknown[] = [];
  const fetch = stubApi({
    [`GET /api/sync/pairs/${PAIR_ID}`]: { status: 200, body: pair },
    [`PATCH /api/sync/pairs/${PAIR_ID}`]: (body) => {
      patches.push(body);
      return { status: 200, body: { ...pair, ...(body as object) } };
    },
    [`GET /api/sync/pairs/${PAIR_ID}/runs`]: {
      status: 200,
      body: { runs: [], limitedTo: null, reports: true },
    },
    [`POST /api/sync/pairs/${PAIR_ID}/preview`]: { status: 200, body: firstLink },
    [`POST /api/sync/pairs/${PAIR_ID}/runs`]: { status: 202, body: queued },
    [`GET /api/sync/runs/${queued.id}`]: () => ({
      status: 200,
      body: {
        run: answers.length > 1 ? answers.shift() : answers[0],
        changes: [],
        totalChanges: 0,
      },
    }),
  });
  return { fetch, patches };
}

function renderPair() {
  renderPage(
    <Routes>
      <Route path="/sync/:pairId" element={<SyncPairPage />} />
    </Routes>,
    `/sync/${PAIR_ID}`,
    fakeSession(ADA),
  );
}

describe('the sync pair page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the first link’s preview and keeps Sync Now disabled while it is refused', async () => {
    const refusal = '4 of 11 rows (36%) match more than one row; at most 2% may.';
    const server = serve(syncPair(), preview(refusal));
    renderPair();
    expect((await screen.findByRole('alert')).textContent).toBe(`Sync is refused: ${refusal}`);
    const counts = screen.getByRole('region', { name: 'Before the first sync' });
    for (const [label, value] of [
      ['Matched rows', '9'],
      ['Matched but different', '2'],
      ['Only in Google Sheets', '1'],
      ['Only in Excel', '2'],
      ['Ambiguous', '4'],
    ] as const) {
      expect(within(counts).getByText(label).nextSibling?.textContent).toBe(value);
    }
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sync Now' }).disabled).toBe(true);
    expect(document.title).toBe('Sync: Budget · Sheetwise');
    const asked = server.fetch.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`);
    expect(asked).not.toContain(`POST /api/sync/pairs/${PAIR_ID}/runs`);
  });

  it('runs Sync Now when the preview allows it, showing each phase until the end', async () => {
    const user = userEvent.setup();
    const server = serve(syncPair(), preview(null));
    renderPair();
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sync Now' });
    await vi.waitFor(() => {
      expect(button.disabled).toBe(false);
    });
    await user.click(button);
    const status = within(screen.getByRole('region', { name: 'Sync' })).getByRole('status');
    await vi.waitFor(() => {
      expect(status.textContent).toBe('Step 1 of 5: Waiting to start');
    });
    expect(button.disabled).toBe(true);
    await vi.waitFor(
      () => {
        expect(status.textContent).toBe('Step 3 of 5: Merging changes');
      },
      { timeout: 2500 },
    );
    await vi.waitFor(
      () => {
        expect(status.textContent).toBe('Sync finished: Conflicts Resolved');
      },
      { timeout: 2500 },
    );
    const polls = server.fetch.mock.calls.filter(([path]) => path.startsWith('/api/sync/runs/'));
    expect(polls).toHaveLength(2);
  });

  it('explains the hidden id column, offers the key columns and saves the policy', async () => {
    const user = userEvent.setup();
    const server = serve(syncPair(), preview(null));
    renderPair();
    const ids = await screen.findByRole('radio', { name: /Add hidden ids/ });
    expect(ids.closest('label')?.textContent).toContain('_sw_id column on both sides');
    await user.click(screen.getByRole('radio', { name: /Use a key column/ }));
    const key = await screen.findByRole('combobox', { name: 'Key column' });
    expect(
      within(key)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Date', 'Description', 'Amount']);
    await user.click(screen.getByRole('radio', { name: 'Excel preferred' }));
    await vi.waitFor(() => {
      expect(server.patches).toEqual([
        { identity: { kind: 'key', header: 'Date' } },
        { policy: 'excel-preferred' },
      ]);
    });
  });

  it('locks the row identity once the rows are linked, and shows no preview', async () => {
    serve(syncPair({ linked: true }), preview(null));
    renderPair();
    const ids = await screen.findByRole<HTMLInputElement>('radio', { name: /Add hidden ids/ });
    expect(ids.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('region', { name: 'Before the first sync' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sync Now' }).disabled).toBe(
      false,
    );
  });
});

describe('the sync pair page’s schedule', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves a daily time, refuses an empty one, and offers Retry Sync on a paused pair', async () => {
    const linked = syncPair({
      linked: true,
      paused: true,
      schedule: { kind: 'hourly', time: null },
      nextRunAt: null,
    });
    const server = serve(linked, preview(null));
    renderPair();
    const user = userEvent.setup();
    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    expect(within(schedule).getByRole('alert').textContent).toBe(SYNC_MESSAGES.paused);
    expect(screen.getByRole('button', { name: 'Retry Sync' })).toBeDefined();
    await user.selectOptions(within(schedule).getByLabelText('Sync on its own'), 'daily');
    const time = within(schedule).getByLabelText('Time of day (UTC)');
    const save = within(schedule).getByRole<HTMLButtonElement>('button', { name: 'Save schedule' });
    await user.clear(time);
    expect(save.disabled).toBe(true);
    await user.type(time, '07:30');
    await user.click(save);
    expect(server.patches).toEqual([{ schedule: { kind: 'daily', time: '07:30' } }]);
    expect(await within(schedule).findByText(/^Daily at 07:30 UTC/)).toBeDefined();
  });
});
