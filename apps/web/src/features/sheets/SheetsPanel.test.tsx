import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHEET_MESSAGES, type Sheet, type SheetsPanel as Panel } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { findToast, renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { SheetsPanel } from './SheetsPanel';

const URL = 'https://docs.google.com/spreadsheets/d/abc';
const ID = '6f1c9a8e-0000-4000-8000-0000000000aa';

function sheet(overrides: Partial<Sheet> = {}): Sheet {
  return {
    id: ID,
    name: 'New Sheet 1',
    url: URL,
    status: 'pending',
    lastSync: null,
    rows: 0,
    createdAt: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

/** A tiny in-memory server for the panel's five calls. */
function fakeServer(initial: Panel) {
  let panel = initial;
  const fetch = stubApi({
    'GET /api/sheets': () => ({ status: 200, body: panel }),
    'POST /api/sheets/connection': () => {
      panel = { ...panel, connected: true };
      return { status: 200, body: panel };
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

function renderPanel(onChange = vi.fn()) {
  renderPage(<SheetsPanel onChange={onChange} />, '/dashboard', fakeSession(ADA));
  return onChange;
}

describe('SheetsPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('connects, adds a sheet by URL, syncs with a notice, removes it and disconnects', async () => {
    const user = userEvent.setup();
    fakeServer({ connected: false, sheets: [] });
    const onChange = renderPanel();

    expect(await screen.findByText(SHEET_MESSAGES.empty)).toBeDefined();
    expect(
      screen.getByText('Demo connection: no data leaves Sheetwise until sync ships'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Connect Google Account' }));
    expect(await screen.findByText('Google account connected')).toBeDefined();

    await user.type(screen.getByLabelText('Google Sheet URL'), `  ${URL}  `);
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

    await user.click(within(row).getByRole('button', { name: 'Sync Now New Sheet 1' }));
    expect(await findToast(SHEET_MESSAGES.syncComing)).toBeDefined();

    await user.click(within(row).getByRole('button', { name: 'Remove New Sheet 1' }));
    expect(await screen.findByText(SHEET_MESSAGES.empty)).toBeDefined();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Google sheets sync' }),
    );

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Google Account' })).toBeDefined();
    // Connect, add, remove and disconnect each let the dashboard recount.
    expect(onChange).toHaveBeenCalledTimes(4);
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
