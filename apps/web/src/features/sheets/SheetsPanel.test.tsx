import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import {
  SHEET_MESSAGES,
  SHEET_STATUS_LABELS,
  SYNC_MESSAGES,
  type Sheet,
  type SheetsPanel as Panel,
  type SyncRun,
} from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { findToast, renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { syncRun } from '../sync/sync-fixtures';
import { SheetsPanel } from './SheetsPanel';

const URL = 'https://docs.google.com/spreadsheets/d/abc';
const ID = '6f1c9a8e-0000-4000-8000-0000000000aa';
const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth?state=s1';

function sheet(overrides: Partial<Sheet> = {}): Sheet {
  return {
    id: ID,
    name: 'New Sheet 1',
    url: URL,
    status: 'pending',
    lastSync: null,
    rows: 0,
    lastError: null,
    hasWorkbook: false,
    createdAt: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

/** A tiny in-memory server for the panel's calls, and a sync run that finishes when asked. */
function fakeServer(initial: Panel) {
  let panel = initial;
  const queued = syncRun({ pairId: ID, status: 'queued', phase: 'queued' });
  const finished: SyncRun = { ...queued, status: 'success', phase: 'done' };
  const fetch = stubApi({
    'GET /api/sheets': () => ({ status: 200, body: panel }),
    'POST /api/sheets/connection': { status: 200, body: { authorizeUrl: AUTHORIZE_URL } },
    [`POST /api/sync/pairs/${ID}/runs`]: { status: 202, body: queued },
    [`GET /api/sync/runs/${queued.id}`]: () => {
      panel = {
        ...panel,
        sheets: panel.sheets.map((one) => ({ ...one, status: 'synced', rows: 3 })),
      };
      return { status: 200, body: { run: finished, changes: [], totalChanges: 0 } };
    },
    'DELETE /api/sheets/connection': () => {
      panel = { connected: false, sheets: [] };
      return { status: 200, body: panel };
    },
    'POST /api/sheets': (body) => {
      const added = sheet({ url: (body as { url: string }).url });
      panel = { ...panel, sheets: [...panel.sheets, added] };
      return { status: 201, body: added };
    },
    [`DELETE /api/sheets/${ID}`]: () => {
      panel = { ...panel, sheets: [] };
      return { status: 204 };
    },
  });
  return {
    fetch,
    calls: () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`),
  };
}

/** The sheets' rows (toasts are list items too, so look inside the panel's own list). */
async function findRows() {
  return within(await screen.findByRole('list', { name: 'Google sheets sync' })).getAllByRole(
    'listitem',
  );
}

function renderPanel(onChange = vi.fn(), path = '/dashboard') {
  renderPage(
    <Routes>
      <Route path="/dashboard" element={<SheetsPanel onChange={onChange} />} />
      <Route path="/sync/:pairId" element={<h1>The pair page</h1>} />
    </Routes>,
    path,
    fakeSession(ADA),
  );
  return onChange;
}

describe('SheetsPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('connects by going to Google’s consent page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fakeServer({ connected: false, sheets: [] });
    renderPanel();

    expect(await screen.findByText(SHEET_MESSAGES.empty)).toBeDefined();
    expect(screen.queryByText(/Demo connection/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Connect Google Account' }));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL);
    });
    assign.mockRestore();
  });

  it('says so clearly when Google’s consent was refused', async () => {
    fakeServer({ connected: false, sheets: [] });
    renderPanel(vi.fn(), '/dashboard?sheets=denied');
    expect((await screen.findByRole('alert')).textContent).toBe(SHEET_MESSAGES.connectDenied);
  });

  it('adds a sheet by URL, syncs it with progress and the result, removes it and disconnects', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ connected: true, sheets: [] });
    const onChange = renderPanel();

    await user.type(await screen.findByLabelText('Google Sheet URL'), `  ${URL}  `);
    await user.click(screen.getByRole('button', { name: 'Add Sheet' }));
    const [row] = (await findRows()) as [HTMLElement];
    expect(within(row).getByText('New Sheet 1', { selector: 'p' })).toBeDefined();
    expect(within(row).getByText('Pending')).toBeDefined();
    expect(row.textContent).toContain('Last sync: Never');
    expect(screen.getByLabelText<HTMLInputElement>('Google Sheet URL').value).toBe('');
    const open = within(row).getByRole('link', { name: 'Open New Sheet 1 (opens in a new tab)' });
    expect(open.getAttribute('href')).toBe(URL);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    // The server's new sheet has no workbook yet.
    expect(
      within(row).getByRole('link', { name: 'Set up sync for New Sheet 1' }).getAttribute('href'),
    ).toBe(`/sync/${ID}`);

    await user.click(within(row).getByRole('button', { name: 'Remove New Sheet 1' }));
    expect(await screen.findByText(SHEET_MESSAGES.empty)).toBeDefined();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Google sheets sync' }),
    );

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Google Account' })).toBeDefined();
    // Add, remove and disconnect each let the dashboard recount.
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(server.calls()).not.toContain(`POST /api/sync/pairs/${ID}/runs`);
  });

  it('Sync Now runs a pair with a workbook, showing each step and the result in the row', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ connected: true, sheets: [sheet({ hasWorkbook: true })] });
    const onChange = renderPanel();
    const [row] = (await findRows()) as [HTMLElement];
    expect(within(row).getByRole('link', { name: 'Open sync for New Sheet 1' })).toBeDefined();

    await user.click(within(row).getByRole('button', { name: 'Sync Now New Sheet 1' }));
    const status = within(row).getByRole('status');
    await vi.waitFor(() => {
      expect(status.textContent).toBe('Step 1 of 5: Waiting to start');
    });
    await vi.waitFor(
      () => {
        expect(status.textContent).toBe('Sync finished: Success');
      },
      { timeout: 3000 },
    );
    await vi.waitFor(() => {
      expect(within(row).getByText('Synced')).toBeDefined();
    });
    expect(row.textContent).toContain('3 rows');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(server.calls()).toContain(`POST /api/sync/pairs/${ID}/runs`);
  });

  it('Sync Now on a pair without a workbook goes to its page to add one', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ connected: true, sheets: [sheet()] });
    renderPanel();
    const [row] = (await findRows()) as [HTMLElement];
    await user.click(within(row).getByRole('button', { name: 'Sync Now New Sheet 1' }));
    expect(await screen.findByRole('heading', { name: 'The pair page' })).toBeDefined();
    expect(server.calls()).not.toContain(`POST /api/sync/pairs/${ID}/runs`);
  });

  it('sends the trimmed URL', async () => {
    const user = userEvent.setup();
    const { fetch } = fakeServer({ connected: true, sheets: [] });
    renderPanel();
    await user.type(await screen.findByLabelText('Google Sheet URL'), `  ${URL}  `);
    await user.click(screen.getByRole('button', { name: 'Add Sheet' }));
    await findRows();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ url: URL });
  });

  it('keeps a URL typed while the previous one was still being added', async () => {
    const user = userEvent.setup();
    const { fetch } = fakeServer({ connected: true, sheets: [] });
    let release: (() => void) | undefined;
    const held = new Promise<undefined>((resolve) => {
      release = () => {
        resolve(undefined);
      };
    });
    vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
      init?.method === 'POST' ? held.then(() => fetch(path, init)) : fetch(path, init),
    );
    renderPanel();
    const input = await screen.findByLabelText<HTMLInputElement>('Google Sheet URL');
    await user.type(input, URL);
    await user.click(screen.getByRole('button', { name: 'Add Sheet' }));
    await user.clear(input);
    await user.type(input, `${URL}#gid=2`);
    release?.();
    expect(await findRows()).toHaveLength(1);
    expect(input.value).toBe(`${URL}#gid=2`);
  });

  it('refuses an empty URL here, inline and in a toast, without asking the server', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ connected: true, sheets: [] });
    renderPanel();
    const input = await screen.findByLabelText('Google Sheet URL');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Sheet' }));
    expect(await findToast(SHEET_MESSAGES.urlRequired)).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      SHEET_MESSAGES.urlRequired,
    );
    expect(document.activeElement).toBe(input);
    expect(server.calls()).toEqual(['GET /api/sheets']);
  });

  it('shows the failure line on rows whose sync failed, and the last sync date', async () => {
    fakeServer({
      connected: true,
      sheets: [
        sheet({ status: 'error' }),
        sheet({
          id: 'other',
          name: 'Budget',
          status: 'synced',
          lastSync: '2024-06-05T10:00:00.000Z',
          rows: 1,
        }),
      ],
    });
    renderPanel();
    const [failed, synced] = (await findRows()) as [HTMLElement, HTMLElement];
    expect(within(failed).getByText(SHEET_MESSAGES.syncFailed)).toBeDefined();
    expect(synced.textContent).toContain('Last sync: 05-June-2024 · 1 row');
    expect(within(synced).queryByText(SHEET_MESSAGES.syncFailed)).toBeNull();
  });

  it('shows the status the server gives, in its words, with what to do next', async () => {
    fakeServer({
      connected: true,
      sheets: [
        sheet({ name: 'Waiting', status: 'conflicts-waiting', hasWorkbook: true }),
        sheet({ id: 'paused', name: 'Stopped', status: 'paused', lastError: 'Locked.' }),
        sheet({ id: 'failed', name: 'Broken', status: 'error' }),
      ],
    });
    renderPanel();
    const [waiting, paused, failed] = (await findRows()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(waiting).getByText(SHEET_STATUS_LABELS['conflicts-waiting'])).toBeDefined();
    expect(within(waiting).queryByText('Synced')).toBeNull();
    expect(
      within(waiting)
        .getByRole('link', { name: 'Settle the conflicts of Waiting' })
        .getAttribute('href'),
    ).toBe(`/sync/${ID}/conflicts`);
    expect(within(paused).getByText('Paused')).toBeDefined();
    expect(within(paused).getByText('Locked.')).toBeDefined();
    expect(within(paused).getByText(SYNC_MESSAGES.paused)).toBeDefined();
    expect(within(failed).getByText('Last sync failed')).toBeDefined();
    expect(within(failed).getByText(SHEET_MESSAGES.syncFailed)).toBeDefined();
  });

  it('says why an add was refused by the server and shows the list as it is now', async () => {
    const user = userEvent.setup();
    const fetch = stubApi({
      'GET /api/sheets': { status: 200, body: { connected: true, sheets: [] } },
      'POST /api/sheets': {
        status: 409,
        body: { code: 'sheets-not-connected', message: SHEET_MESSAGES.notConnected },
      },
    });
    renderPanel();
    await user.type(await screen.findByLabelText('Google Sheet URL'), URL);
    await user.click(screen.getByRole('button', { name: 'Add Sheet' }));
    expect(await findToast(SHEET_MESSAGES.notConnected)).toBeDefined();
    await vi.waitFor(() => {
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'GET')).toHaveLength(2);
    });
  });

  it('offers Retry when the list cannot be loaded', async () => {
    stubApi({});
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your sheets.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
