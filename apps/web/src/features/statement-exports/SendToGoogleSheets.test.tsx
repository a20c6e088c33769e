import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_EXPORT_MESSAGES, type SendStatementResponse } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { SendToGoogleSheets } from './SendToGoogleSheets';

const SHEET_URL = 'https://docs.google.com/spreadsheets/d/abc123/edit';
const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth?state=s1';

function renderControl() {
  renderPage(<SendToGoogleSheets file="march 2026.csv" />, '/transactions', fakeSession(ADA));
}

async function openControl() {
  const user = userEvent.setup();
  const toggle = screen.getByRole('button', { name: 'Send to Google Sheets' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return { user, group: screen.getByRole('group', { name: 'Send to Google Sheets' }) };
}

describe('SendToGoogleSheets', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the statement to the running spreadsheet and links to it', async () => {
    let answer: (value: Response) => void = () => undefined;
    const sent: SendStatementResponse = {
      kind: 'all',
      url: SHEET_URL,
      rowsSent: 3,
      rowsAlreadySent: 7,
    };
    const fetch = stubApi({
      'GET /api/sheets': { status: 200, body: { connected: true, sheets: [] } },
    });
    renderControl();
    const { user, group } = await openControl();
    const choice = await within(group).findByRole('button', {
      name: 'Add to my All transactions spreadsheet',
    });
    // The send is held until the test answers it, to see the progress meanwhile.
    fetch.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await user.click(choice);
    expect(within(group).getByRole('status').textContent).toBe('Sending to Google Sheets');
    answer(new Response(JSON.stringify(sent), { status: 200 }));

    const link = await within(group).findByRole('link', {
      name: 'Open in Google Sheets (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(SHEET_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(group).getByRole('status').textContent).toContain(
      'Added 3 transactions to All transactions. 7 transactions were already there.',
    );
    const [, request] = fetch.mock.calls[1] ?? [];
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body as string)).toEqual({
      file: 'march 2026.csv',
      kind: 'all',
      destination: 'google',
    });
  });

  it('offers to connect a Google account when none is connected', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    stubApi({
      'GET /api/sheets': { status: 200, body: { connected: false, sheets: [] } },
      'POST /api/sheets/connection': { status: 200, body: { authorizeUrl: AUTHORIZE_URL } },
    });
    renderControl();
    const { user, group } = await openControl();
    expect(
      await within(group).findByText(STATEMENT_EXPORT_MESSAGES.googleNotConnected),
    ).toBeDefined();
    expect(within(group).queryByRole('button', { name: /new spreadsheet/ })).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Connect Google Account' }));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL);
    });
    assign.mockRestore();
  });

  it('says why a send failed and lets the person choose again', async () => {
    stubApi({
      'GET /api/sheets': { status: 200, body: { connected: true, sheets: [] } },
      'POST /api/statement-exports': {
        status: 503,
        body: { code: 'google-unavailable', message: 'Google is busy right now.' },
      },
    });
    renderControl();
    const { user, group } = await openControl();
    await user.click(
      await within(group).findByRole('button', { name: 'A new spreadsheet of this statement' }),
    );
    expect((await within(group).findByRole('alert')).textContent).toBe('Google is busy right now.');
    expect(
      within(group).getByRole('button', { name: 'A new spreadsheet of this statement' }),
    ).toBeDefined();
  });
});
