import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_MESSAGES, type SyncRun } from '@sheetwise/contracts';
import { stubApi } from '../test/api-stub';
import { renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import { syncRun } from '../features/sync/sync-fixtures';
import SyncHistoryPage from './sync-history';

const latest = syncRun({ canRollBack: true });
const failed = syncRun({
  status: 'failed',
  error: SYNC_MESSAGES.authFailed,
  durationMs: 800,
  cellsUpdated: { google: 0, excel: 0 },
  conflicts: 0,
  range: { google: null, excel: null },
});

function serve(rollback: SyncRun) {
  const finished: SyncRun = { ...rollback, status: 'success', phase: 'done' };
  let runs = [latest, failed];
  return stubApi({
    'GET /api/sync/runs': () => ({ status: 200, body: { runs, limitedTo: 10, reports: false } }),
    [`GET /api/sync/runs/${latest.id}`]: {
      status: 200,
      body: {
        run: latest,
        changes: [
          {
            side: 'excel',
            kind: 'cell',
            row: '7',
            column: 'Amount',
            before: { kind: 'number', text: '4.5' },
            after: { kind: 'number', text: '5' },
          },
        ],
        totalChanges: 1,
      },
    },
    [`POST /api/sync/runs/${latest.id}/rollback`]: () => {
      runs = [finished, { ...latest, canRollBack: false }, failed];
      return { status: 202, body: rollback };
    },
    [`GET /api/sync/runs/${rollback.id}`]: {
      status: 200,
      body: { run: finished, changes: [], totalChanges: 0 },
    },
    [`POST /api/sync/pairs/${failed.pairId}/runs`]: { status: 202, body: rollback },
  });
}

function rows() {
  return within(screen.getByRole('table', { name: 'Sync runs, newest first' })).getAllByRole('row');
}

describe('the sync history', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the landing page’s fields for each run, and the auth failure in the spec’s words', async () => {
    serve(syncRun());
    renderPage(<SyncHistoryPage />, '/sync/history', fakeSession(ADA));
    await screen.findByRole('table');
    expect(document.title).toBe('Sync history · Sheetwise');
    const [header, first, second] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'File pair',
      'Status',
      'Duration',
      'Cells updated',
      'Conflicts',
      'Range',
      'Error',
      'Schedule',
      'Actions',
    ]);
    const cells = [first, ...within(first).getAllByRole('cell')].map((c) => c.textContent);
    expect(cells.slice(1, 9)).toEqual([
      'Success',
      '2.4 s',
      '5 (Google Sheets 3, Excel 2)',
      '1',
      'Google Sheets Sheet1!B2:C4; Excel Budget!B2:C5',
      'None',
      'Manual',
      expect.stringContaining('Roll back'),
    ]);
    expect(within(first).getByRole('rowheader').textContent).toBe('Budget ↔ budget.xlsx');
    expect(second.textContent).toContain('Failed');
    expect(second.textContent).toContain(SYNC_MESSAGES.authFailed);
    expect(within(second).queryByRole('button', { name: /Roll back/ })).toBeNull();
    expect(within(second).getByRole('button', { name: /^Retry Sync/ })).toBeDefined();
    // A Starter plan: recent runs only, and no report to download.
    expect(screen.getByText(SYNC_MESSAGES.reportsOnPro)).toBeDefined();
    expect(screen.getByText(/Your plan shows the latest 10 runs/)).toBeDefined();
    expect(screen.queryByRole('link', { name: /history report/ })).toBeNull();
  });

  it('opens a run’s changes, each as before → after', async () => {
    const user = userEvent.setup();
    serve(syncRun());
    renderPage(<SyncHistoryPage />, '/sync/history', fakeSession(ADA));
    await screen.findByRole('table');
    const button = within(rows()[1] as HTMLElement).getByRole('button', { name: /^Changes/ });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const change = await screen.findByText(/Excel: Cell changed/);
    expect(change.closest('li')?.textContent).toBe(
      'Excel: Cell changed (row 7, column Amount): 4.5 →  became 5',
    );
  });

  it('asks before rolling back, gives focus back on Cancel, then shows the rollback run', async () => {
    const user = userEvent.setup();
    const rollback = syncRun({
      kind: 'rollback',
      status: 'queued',
      phase: 'queued',
      rollbackOf: latest.id,
    });
    const fetch = serve(rollback);
    renderPage(<SyncHistoryPage />, '/sync/history', fakeSession(ADA));
    await screen.findByRole('table');
    const rollBack = within(rows()[1] as HTMLElement).getByRole('button', { name: /^Roll back/ });

    await user.click(rollBack);
    const dialog = await screen.findByRole('dialog', { name: 'Roll back this sync?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(rollBack);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(rollBack);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Roll back' }),
    );
    await vi.waitFor(() => {
      expect(rows()[1]?.textContent).toContain('Queued (rollback)');
    });
    await vi.waitFor(
      () => {
        expect(rows()[1]?.textContent).toContain('Success (rollback)');
      },
      { timeout: 3000 },
    );
    // The run it undid can no longer be rolled back.
    await vi.waitFor(() => {
      expect(
        within(rows()[2] as HTMLElement).queryByRole('button', { name: /^Roll back/ }),
      ).toBeNull();
    });
    expect(fetch.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`)).toContain(
      `POST /api/sync/runs/${latest.id}/rollback`,
    );
  });
});
