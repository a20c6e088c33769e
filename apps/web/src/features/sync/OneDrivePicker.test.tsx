import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncPair } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { OneDrivePicker } from './OneDrivePicker';
import { PAIR_ID, syncPair } from './sync-fixtures';

const TRIPS = {
  id: 'B2!2',
  name: 'trips.xlsx',
  webUrl: 'https://onedrive.example/trips',
  lastModified: null,
};
const FILES = [
  {
    id: 'A1!1',
    name: 'budget.xlsx',
    webUrl: 'https://onedrive.example/budget',
    lastModified: null,
  },
  TRIPS,
];

function linkedTo(file: typeof TRIPS): SyncPair {
  return syncPair({
    workbook: null,
    workbookSource: { kind: 'onedrive', itemId: file.id, name: file.name, webUrl: file.webUrl },
  });
}

function Harness() {
  const [pair, setPair] = useState(syncPair({ workbook: null }));
  return <OneDrivePicker pair={pair} onChanged={setPair} />;
}

const LINK = `PUT /api/sync/pairs/${PAIR_ID}/onedrive`;

describe('the OneDrive picker on the pair page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('connects Microsoft first, coming back to this pair', async () => {
    const started: unknown[] = [];
    stubApi({
      'GET /api/onedrive/connection': { status: 200, body: { connected: false, account: null } },
      'POST /api/onedrive/connection': (body) => {
        started.push(body);
        return { status: 200, body: { authorizeUrl: 'https://login.example/authorize?x=1' } };
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderPage(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Use a OneDrive workbook' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Microsoft account' }));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://login.example/authorize?x=1');
    });
    expect(started).toEqual([{ returnTo: `/sync/${PAIR_ID}` }]);
  });

  it('lists my workbooks, links the one I pick, and shows it with an Open link', async () => {
    const linked: unknown[] = [];
    stubApi({
      'GET /api/onedrive/connection': {
        status: 200,
        body: { connected: true, account: 'ada@example.com' },
      },
      'GET /api/onedrive/files': { status: 200, body: { files: FILES } },
      [LINK]: (body) => {
        linked.push(body);
        return { status: 200, body: linkedTo(TRIPS) };
      },
    });
    renderPage(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Use a OneDrive workbook' }));
    const use = await screen.findByRole('button', { name: 'Use this workbook' });
    expect(use).toHaveProperty('disabled', true);
    expect(screen.getByRole('group', { name: /ada@example\.com/ })).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'trips.xlsx' }));
    await userEvent.click(use);
    expect(linked).toEqual([{ itemId: 'B2!2' }]);
    expect(await screen.findByText('trips.xlsx')).toBeDefined();
    expect(screen.getByRole('link', { name: /Open trips\.xlsx/ }).getAttribute('href')).toBe(
      'https://onedrive.example/trips',
    );
  });

  it('takes a pasted link instead, and says why one is refused', async () => {
    const linked: unknown[] = [];
    stubApi({
      'GET /api/onedrive/connection': {
        status: 200,
        body: { connected: true, account: 'ada@example.com' },
      },
      'GET /api/onedrive/files': { status: 200, body: { files: [] } },
      [LINK]: (body) => {
        linked.push(body);
        return {
          status: 404,
          body: {
            code: 'onedrive-item-not-found',
            message: 'That workbook was not found in your OneDrive.',
          },
        };
      },
    });
    renderPage(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Use a OneDrive workbook' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Or paste a OneDrive link' }),
      'https://1drv.ms/x/s!abc',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use link' }));
    expect(linked).toEqual([{ url: 'https://1drv.ms/x/s!abc' }]);
    expect(await screen.findByText('That workbook was not found in your OneDrive.')).toBeDefined();
  });
});
